import CoreGraphics

/// A value an animation moves between, in a form the render thread can interpolate.
package enum AnimationValue: Sendable, Equatable {
    case scalar(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case transform(CATransform3D)
    case color(CGColorRGBA)

    /// Converts what an app passes as `fromValue`/`toValue` (numbers, CGPoint, CGRect, CATransform3D,
    /// CGColor…) for `keyPath`; nil when the value does not fit the key path.
    package init?(_ any: Any?, for keyPath: AnimatableKeyPath) {
        guard let any else { return nil }
        switch keyPath.kind {
        case .scalar:
            if let d = any as? Double { self = .scalar(d) }
            else if let f = any as? Float { self = .scalar(Double(f)) }
            else if let c = any as? CGFloat { self = .scalar(Double(c)) }
            else if let i = any as? Int { self = .scalar(Double(i)) }
            else { return nil }
        case .point: guard let p = any as? CGPoint else { return nil }; self = .point(p)
        case .size: guard let s = any as? CGSize else { return nil }; self = .size(s)
        case .rect: guard let r = any as? CGRect else { return nil }; self = .rect(r)
        case .transform:
            if let t = any as? CATransform3D { self = .transform(t) }
            else if let a = any as? CGAffineTransform { self = .transform(CATransform3DMakeAffineTransform(a)) }
            else { return nil }
        case .color: guard let c = any as? CGColor else { return nil }; self = .color(c.rgba)
        }
    }

    /// The value as the property's public type (Float for opacity, CGColor for colours…), as
    /// `fromValue` and `toValue` hold it.
    package func boxed(for keyPath: AnimatableKeyPath) -> Any {
        switch self {
        case .scalar(let v): return keyPath == .opacity ? Float(v) as Any : CGFloat(v) as Any
        case .point(let p): return p
        case .size(let s): return s
        case .rect(let r): return r
        case .transform(let t): return t
        case .color(let c): return CGColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
        }
    }

    /// The value a fraction `f` of the way from `self` to `other` (element-wise).
    package func interpolated(to other: AnimationValue, fraction f: Double) -> AnimationValue {
        func lerp(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * f }
        switch (self, other) {
        case (.scalar(let a), .scalar(let b)): return .scalar(a + (b - a) * f)
        case (.point(let a), .point(let b)): return .point(CGPoint(x: lerp(a.x, b.x), y: lerp(a.y, b.y)))
        case (.size(let a), .size(let b)): return .size(CGSize(width: lerp(a.width, b.width), height: lerp(a.height, b.height)))
        case (.rect(let a), .rect(let b)):
            return .rect(CGRect(x: lerp(a.minX, b.minX), y: lerp(a.minY, b.minY), width: lerp(a.width, b.width), height: lerp(a.height, b.height)))
        case (.transform(let a), .transform(let b)):
            return .transform(CATransform3D(elements: zip(a.elements, b.elements).map { lerp($0, $1) }))
        case (.color(let a), .color(let b)):
            return .color(CGColorRGBA(red: a.red + (b.red - a.red) * f, green: a.green + (b.green - a.green) * f,
                                      blue: a.blue + (b.blue - a.blue) * f, alpha: a.alpha + (b.alpha - a.alpha) * f))
        default: return f < 1 ? self : other
        }
    }

    /// `self + other` (for `byValue` and additive animations); transforms concatenate.
    package func adding(_ other: AnimationValue) -> AnimationValue {
        switch (self, other) {
        case (.scalar(let a), .scalar(let b)): return .scalar(a + b)
        case (.point(let a), .point(let b)): return .point(CGPoint(x: a.x + b.x, y: a.y + b.y))
        case (.size(let a), .size(let b)): return .size(CGSize(width: a.width + b.width, height: a.height + b.height))
        case (.rect(let a), .rect(let b)):
            return .rect(CGRect(x: a.minX + b.minX, y: a.minY + b.minY, width: a.width + b.width, height: a.height + b.height))
        case (.transform(let a), .transform(let b)): return .transform(CATransform3DConcat(b, a))
        case (.color(let a), .color(let b)):
            return .color(CGColorRGBA(red: a.red + b.red, green: a.green + b.green, blue: a.blue + b.blue, alpha: a.alpha + b.alpha))
        default: return other
        }
    }

    /// `self − other` (to find a start from `toValue` and `byValue`).
    package func subtracting(_ other: AnimationValue) -> AnimationValue {
        adding(other.negated)
    }

    private var negated: AnimationValue {
        switch self {
        case .scalar(let a): return .scalar(-a)
        case .point(let p): return .point(CGPoint(x: -p.x, y: -p.y))
        case .size(let s): return .size(CGSize(width: -s.width, height: -s.height))
        case .rect(let r): return .rect(CGRect(x: -r.minX, y: -r.minY, width: -r.width, height: -r.height))
        case .transform(let t): return .transform(CATransform3DInvert(t))
        case .color(let c): return .color(CGColorRGBA(red: -c.red, green: -c.green, blue: -c.blue, alpha: -c.alpha))
        }
    }
}
