import CoreGraphics

/// A layer property an animation can drive, with how to read and write it in `LayerProperties`.
package enum AnimatableKeyPath: String, Sendable, CaseIterable {
    case opacity, position, bounds, transform, backgroundColor, zPosition, anchorPoint, sublayerTransform
    case positionX = "position.x", positionY = "position.y"
    case boundsSize = "bounds.size", boundsOrigin = "bounds.origin"

    package enum Kind { case scalar, point, size, rect, transform, color }

    /// The whole properties whose changes run actions (sub-paths such as `position.x` do not).
    package static let actionKeys: [AnimatableKeyPath] = [
        .opacity, .position, .bounds, .transform, .backgroundColor, .zPosition, .anchorPoint, .sublayerTransform]

    package var kind: Kind {
        switch self {
        case .opacity, .zPosition, .positionX, .positionY: return .scalar
        case .position, .anchorPoint, .boundsOrigin: return .point
        case .boundsSize: return .size
        case .bounds: return .rect
        case .transform, .sublayerTransform: return .transform
        case .backgroundColor: return .color
        }
    }

    /// The property's value in `p`.
    package func value(in p: LayerProperties) -> AnimationValue {
        switch self {
        case .opacity: return .scalar(Double(p.opacity))
        case .zPosition: return .scalar(Double(p.zPosition))
        case .positionX: return .scalar(Double(p.position.x))
        case .positionY: return .scalar(Double(p.position.y))
        case .position: return .point(p.position)
        case .anchorPoint: return .point(p.anchorPoint)
        case .boundsOrigin: return .point(p.bounds.origin)
        case .boundsSize: return .size(p.bounds.size)
        case .bounds: return .rect(p.bounds)
        case .transform: return .transform(p.transform)
        case .sublayerTransform: return .transform(p.sublayerTransform)
        case .backgroundColor: return .color(p.backgroundColor ?? CGColorRGBA(red: 0, green: 0, blue: 0, alpha: 0))
        }
    }

    /// Writes `value` into `p` (values of the wrong kind are ignored).
    package func set(_ value: AnimationValue, in p: inout LayerProperties) {
        switch (self, value) {
        // Not clamped here: stacked additive animations may pass outside 0…1 on the way to their sum.
        case (.opacity, .scalar(let v)): p.opacity = Float(v)
        case (.zPosition, .scalar(let v)): p.zPosition = CGFloat(v)
        case (.positionX, .scalar(let v)): p.position.x = CGFloat(v)
        case (.positionY, .scalar(let v)): p.position.y = CGFloat(v)
        case (.position, .point(let v)): p.position = v
        case (.anchorPoint, .point(let v)): p.anchorPoint = v
        case (.boundsOrigin, .point(let v)): p.bounds.origin = v
        case (.boundsSize, .size(let v)): p.bounds.size = v
        case (.bounds, .rect(let v)): p.bounds = v
        case (.transform, .transform(let v)): p.transform = v
        case (.sublayerTransform, .transform(let v)): p.sublayerTransform = v
        case (.backgroundColor, .color(let v)): p.backgroundColor = v
        default: break
        }
    }
}
