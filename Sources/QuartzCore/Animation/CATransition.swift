import CoreGraphics

/// `CALayer.add(_:forKey:)` stores every transition under this key: a layer has one transition
/// at a time, and adding another replaces it.
public let kCATransition = "transition"

/// How a transition turns a layer's old look into its new one.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The new look fades in over the old one.
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new look slides in over the old one.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new look pushes the old one out.
    public static let push = CATransitionType(rawValue: "push")
    /// The old look slides away, uncovering the new one.
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The edge a transition of type `moveIn`, `push` or `reveal` starts from (see `TransitionEdge`
/// for how the vertical ones land on screen).
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// Animates whatever changes a layer's look in the transaction that adds it: the compositor keeps
/// a picture of the layer and its sublayers as they were shown before, and draws it turning into
/// the new state in place of the subtree. Model values are not touched. Linear by default, for the
/// transaction's duration (0.25 s), over the whole range of `startProgress`…`endProgress`.
open class CATransition: CAAnimation {
    open var type: CATransitionType = .fade
    open var subtype: CATransitionSubtype?
    /// Where in the transition drawing starts and ends (0…1): progress = start + (end − start) × timing.
    open var startProgress: Float = 0
    open var endProgress: Float = 1
    /// Core Image filters do not exist here; a filter set is ignored.
    open var filter: Any?

    /// Whether the new look is drawn live, so animations inside the subtree keep running
    /// (`UIView.AnimationOptions.allowAnimatedContent`), instead of pictured once.
    package var showsLiveContent = false
    /// The picture of the layer before the transaction, once the transition is on a layer.
    private var before: SnapshotID?
    private var snapshotScale: CGFloat = 1

    public required init() { super.init() }

    public required init(copying other: CAAnimation) {
        super.init(copying: other)
        guard let other = other as? CATransition else { return }
        type = other.type; subtype = other.subtype; startProgress = other.startProgress; endProgress = other.endProgress
        filter = other.filter; showsLiveContent = other.showsLiveContent
    }

    /// Asks for the picture of `layer` as shown before this transaction (the layer's copy does, when added).
    @MainActor package func pictureBefore(_ layer: CALayer) {
        snapshotScale = layer.contentsScale
        before = CATransaction.state.snapshot(layer, scale: snapshotScale)
    }

    /// Lets the render side free the "before" picture: the transition stopped or left its layer.
    @MainActor package func releasePicture() {
        guard let before else { return }
        self.before = nil
        CATransaction.state.releaseSnapshot(before)
    }

    package override func renderEffect(defaultDuration: Double) -> RenderAnimation.Effect {
        func clamped(_ value: Float) -> CGFloat { value.isFinite ? CGFloat(min(1, max(0, value))) : 0 }
        return .transition(TransitionEffect(kind: TransitionKind(type, subtype), startProgress: clamped(startProgress),
                                            endProgress: clamped(endProgress), before: before, scale: snapshotScale,
                                            showsLiveContent: showsLiveContent))
    }
}
