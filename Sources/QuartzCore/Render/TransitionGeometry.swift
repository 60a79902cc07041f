import CoreGraphics
import Foundation

/// The two pictures a running transition draws from: the layer and its sublayers as shown before
/// the transaction that added it, and as they are now. Both fill the layer's bounds, rows top to
/// bottom; the executor makes them before each frame.
package struct TransitionPictures {
    package var before: TextureHandle
    package var after: TextureHandle

    package init(before: TextureHandle, after: TextureHandle) { self.before = before; self.after = after }
}

/// Which of a transition's two pictures.
package enum TransitionSide: Equatable { case before, after }

/// How a transition node is drawn at one progress, in its layer's space.
package enum TransitionDrawing {
    /// Pictures drawn back to front, each over the bounds moved by `transform` (layer space,
    /// perspective included) and dimmed to `brightness`.
    case pictures([(side: TransitionSide, transform: CATransform3D, brightness: Float)])
    /// Both pictures mixed premultiplied, `progress` of the new one: composited as one picture.
    case crossDissolve(progress: Float)
    /// A page rolling on a cylinder (`pageCurlFragment.glsl`): `page` is the picture that curls.
    case pageCurl(PageCurl, page: TransitionSide)
}

/// The page-curl shader's parameters, in points of the page (origin at its top-left, y down).
package struct PageCurl: Equatable {
    package var width: Float
    package var height: Float
    /// The unit normal of the cylinder's axis, pointing to the side of the page that lifts.
    package var normalX: Float
    package var normalY: Float
    /// Where the axis is: the dot product of the normal with any point on it.
    package var axis: Float
    package var radius: Float
}

/// The geometry of each transition (TRANSITIONS.md, "Geometry"): what to draw at a progress.
package enum TransitionGeometry {
    /// How far a flip's page dims when seen edge-on (UIKit dims slightly; the amount is ours).
    package static let flipEdgeOnDimming: Float = 0.2
    /// The slant of a page curl's fold from the horizontal: one bottom corner leads (UIKit's looks
    /// about 15–25°).
    package static let pageCurlSlant = 20 * CGFloat.pi / 180
    /// The curl's cylinder radius, as a fraction of the page's height.
    package static let pageCurlRadius: CGFloat = 0.1

    /// What `kind` draws over `bounds` at `progress` (0…1). At 0 it is the old picture exactly, at 1
    /// the new one: nothing moved, dimmed or shaded is left at either end.
    package static func drawing(_ kind: TransitionKind, progress: CGFloat, bounds: CGRect) -> TransitionDrawing {
        if progress <= 0 { return .pictures([(.before, CATransform3DIdentity, 1)]) }
        if progress >= 1 { return .pictures([(.after, CATransform3DIdentity, 1)]) }
        let size = bounds.size
        switch kind {
        case .fade:
            return .crossDissolve(progress: Float(progress))
        case .push(let edge):
            return .pictures([(.before, slide(edge, size, by: progress), 1), (.after, slide(edge, size, by: progress - 1), 1)])
        case .moveIn(let edge):
            return .pictures([(.before, CATransform3DIdentity, 1), (.after, slide(edge, size, by: progress - 1), 1)])
        case .reveal(let edge):
            return .pictures([(.after, CATransform3DIdentity, 1), (.before, slide(edge, size, by: progress), 1)])
        case .flip(let edge):
            return flip(edge, progress: progress, bounds: bounds)
        case .curl(let up):
            let curl = pageCurl(progress: up ? progress : 1 - progress, size: size)
            return .pageCurl(curl, page: up ? .before : .after)
        }
    }

    /// A translation by `fraction` of the size, in the direction content moves when it enters at `edge`.
    private static func slide(_ edge: TransitionEdge, _ size: CGSize, by fraction: CGFloat) -> CATransform3D {
        switch edge {
        case .left: return CATransform3DMakeTranslation(size.width * fraction, 0, 0)
        case .right: return CATransform3DMakeTranslation(-size.width * fraction, 0, 0)
        case .top: return CATransform3DMakeTranslation(0, size.height * fraction, 0)
        case .bottom: return CATransform3DMakeTranslation(0, -size.height * fraction, 0)
        }
    }

    /// The viewer's distance for a flip's perspective: twice the larger side, within 500…1500 points.
    package static func flipViewingDistance(_ size: CGSize) -> CGFloat {
        min(1500, max(500, 2 * max(size.width, size.height)))
    }

    /// θ = π × progress: the old picture turned by θ until edge-on, then the new one by θ − π (so it
    /// reads the right way round), pushed back so the near edge is never taller than the layer.
    private static func flip(_ edge: TransitionEdge, progress: CGFloat, bounds: CGRect) -> TransitionDrawing {
        let theta = CGFloat.pi * progress
        let side: TransitionSide = theta <= .pi / 2 ? .before : .after
        let angle = side == .before ? theta : theta - .pi
        let aboutVertical = edge == .left || edge == .right
        // The edge named comes toward the viewer: +angle about y brings the left edge forward, −angle
        // about x the top edge (x right, y down, z toward the viewer).
        let rotation: CATransform3D
        switch edge {
        case .left: rotation = CATransform3DMakeRotation(angle, 0, 1, 0)
        case .right: rotation = CATransform3DMakeRotation(-angle, 0, 1, 0)
        case .top: rotation = CATransform3DMakeRotation(-angle, 1, 0, 0)
        case .bottom: rotation = CATransform3DMakeRotation(angle, 1, 0, 0)
        }
        let halfSide = (aboutVertical ? bounds.width : bounds.height) / 2
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / flipViewingDistance(bounds.size)
        var transform = CATransform3DMakeTranslation(-bounds.midX, -bounds.midY, 0)
        transform = CATransform3DConcat(transform, rotation)
        transform = CATransform3DConcat(transform, CATransform3DMakeTranslation(0, 0, -halfSide * abs(sin(angle))))
        transform = CATransform3DConcat(transform, perspective)
        transform = CATransform3DConcat(transform, CATransform3DMakeTranslation(bounds.midX, bounds.midY, 0))
        return .pictures([(side, transform, 1 - flipEdgeOnDimming * Float(abs(sin(angle))))])
    }

    /// The page lifting from the bottom (one corner first) and rolling up: the axis sweeps from the
    /// leading bottom corner at 0 to a radius beyond the last top corner at 1.
    private static func pageCurl(progress: CGFloat, size: CGSize) -> PageCurl {
        let normal = CGPoint(x: sin(pageCurlSlant), y: cos(pageCurlSlant))
        let radius = pageCurlRadius * size.height
        let first = normal.x * size.width + normal.y * size.height, last = -radius
        return PageCurl(width: Float(size.width), height: Float(size.height), normalX: Float(normal.x), normalY: Float(normal.y),
                        axis: Float(first + (last - first) * progress), radius: Float(radius))
    }
}
