import CoreGraphics

/// An edge of the screen (y down) that a transition starts from.
package enum TransitionEdge: Sendable, Equatable {
    case left, right, top, bottom

    /// The edge `subtype` names on screen. This is the one place iOS's vertical reversal lives:
    /// Core Animation words the subtypes for a y-up space, so `fromTop` starts at the bottom of the
    /// screen and `fromBottom` at its top (observed on iOS, consistently); `fromLeft` and
    /// `fromRight` are as named. No subtype (or an unknown one) is `fromLeft`, Core Animation's default.
    package init(_ subtype: CATransitionSubtype?) {
        switch subtype {
        case CATransitionSubtype.fromRight?: self = .right
        case CATransitionSubtype.fromTop?: self = .bottom
        case CATransitionSubtype.fromBottom?: self = .top
        default: self = .left
        }
    }
}

/// What a transition draws, as the render side needs it.
package enum TransitionKind: Sendable, Equatable {
    case fade
    /// Both looks move away from `edge`, the new one entering there.
    case push(TransitionEdge)
    /// The new look slides in from `edge` over the old one, which stays.
    case moveIn(TransitionEdge)
    /// The old look slides away from `edge`, uncovering the new one, which stays.
    case reveal(TransitionEdge)
    /// The layer turns over about a centre line, `edge` coming toward the viewer.
    case flip(TransitionEdge)
    /// The old look rolls up off the top like a page (`up`), or the new one unrolls down over it.
    case curl(up: Bool)

    /// The kind a `CATransition`'s type and subtype name. Besides the public types, the raw names
    /// UIKit's own transitions use are understood (`oglFlip`, `pageCurl`, `pageUnCurl`, `cube`,
    /// which is drawn as a push); anything else is a fade, reported.
    package init(_ type: CATransitionType, _ subtype: CATransitionSubtype?) {
        let edge = TransitionEdge(subtype)
        switch type.rawValue {
        case CATransitionType.fade.rawValue: self = .fade
        case CATransitionType.push.rawValue, "cube": self = .push(edge)
        case CATransitionType.moveIn.rawValue: self = .moveIn(edge)
        case CATransitionType.reveal.rawValue: self = .reveal(edge)
        case "oglFlip": self = .flip(edge)
        case "pageCurl": self = .curl(up: true)
        case "pageUnCurl": self = .curl(up: false)
        default:
            Diagnostics.report("CATransition type \"\(type.rawValue)\" is not known; drawing a fade", .oncePerMessage)
            self = .fade
        }
    }
}

/// A transition on a layer, as committed: what it draws, over which range of progress, and the
/// picture of the layer before the transaction that added it (nil if it could not be asked for).
package struct TransitionEffect: Sendable, Equatable {
    package var kind: TransitionKind
    package var startProgress: CGFloat
    package var endProgress: CGFloat
    package var before: SnapshotID?
    /// Pixels per point of the pictures.
    package var scale: CGFloat
    /// Whether the new look is drawn live each frame instead of pictured once.
    package var showsLiveContent: Bool

    package init(kind: TransitionKind, startProgress: CGFloat, endProgress: CGFloat, before: SnapshotID?, scale: CGFloat,
                 showsLiveContent: Bool) {
        self.kind = kind; self.startProgress = startProgress; self.endProgress = endProgress
        self.before = before; self.scale = scale; self.showsLiveContent = showsLiveContent
    }

    /// The progress drawn when the timing function gives `fraction`.
    package func progress(at fraction: Double) -> CGFloat {
        startProgress + (endProgress - startProgress) * CGFloat(fraction)
    }
}
