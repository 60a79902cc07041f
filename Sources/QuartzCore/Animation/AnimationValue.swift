import CoreGraphics
import Foundation

/// A value an animation moves between, in a form the render thread can interpolate.
package enum AnimationValue: Sendable, Equatable {
    case scalar(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    /// Out of line: a 128-byte payload inline would make every value, and every copy, that large.
    indirect case transform(CATransform3D)
    case color(CGColorRGBA)
    /// Three numbers: the input of the `scale` and `translate` value functions.
    case vector(SIMD3<Double>)

    package enum Kind: Sendable { case scalar, point, size, rect, transform, color, vector }

    /// Converts what an app passes as `fromValue`, `toValue` or a keyframe (numbers, CGPoint, CGRect,
    /// CATransform3D, CGAffineTransform, CGColor, three numbers…, geometry boxed in `NSValue`) to a
    /// value of `kind`; nil when it does not fit.
    package init?(_ any: Any?, kind: Kind) {
        guard let boxed = any else { return nil }
        let any = (boxed as? NSValue)?.geometryValue ?? boxed
        switch kind {
        case .scalar:
            guard let number = AnimationValue.number(any) else { return nil }
            self = .scalar(number)
        case .point: guard let p = any as? CGPoint else { return nil }; self = .point(p)
        case .size: guard let s = any as? CGSize else { return nil }; self = .size(s)
        case .rect: guard let r = any as? CGRect else { return nil }; self = .rect(r)
        case .transform:
            if let t = any as? CATransform3D { self = .transform(t) }
            else if let a = any as? CGAffineTransform { self = .transform(CATransform3DMakeAffineTransform(a)) }
            else { return nil }
        case .color: guard let c = any as? CGColor else { return nil }; self = .color(c.rgba)
        case .vector:
            guard let list = any as? [Any], list.count == 3 else { return nil }
            let numbers = list.compactMap(AnimationValue.number)
            guard numbers.count == 3 else { return nil }
            self = .vector(SIMD3(numbers[0], numbers[1], numbers[2]))
        }
    }

    private static func number(_ any: Any) -> Double? {
        switch any {
        case let d as Double: return d
        case let f as Float: return Double(f)
        case let c as CGFloat: return Double(c)
        case let i as Int: return Double(i)
        case let n as NSNumber: return n.doubleValue
        default: return nil
        }
    }

    /// The value as `keyPath`'s public type (Float for opacities, CGColor for colours…), as
    /// `fromValue` and `toValue` hold it.
    package func boxed(for keyPath: AnimatableKeyPath) -> Any {
        switch self {
        case .scalar(let v):
            let isFloat = keyPath.isWholeProperty && (keyPath.property == .opacity || keyPath.property == .shadowOpacity)
            return isFloat ? Float(v) as Any : CGFloat(v) as Any
        case .point(let p): return p
        case .size(let s): return s
        case .rect(let r): return r
        case .transform(let t): return t
        case .color(let c): return CGColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
        case .vector(let v): return [CGFloat(v.x), CGFloat(v.y), CGFloat(v.z)]
        }
    }

    /// Whether no component is NaN or infinite.
    package var isFinite: Bool {
        switch self {
        case .scalar(let v): v.isFinite
        case .point(let p): p.isFiniteGeometry
        case .size(let s): s.isFiniteGeometry
        case .rect(let r): r.isFiniteGeometry
        case .transform(let t): t.isFiniteGeometry
        case .color(let c): [c.red, c.green, c.blue, c.alpha].allSatisfy(\.isFinite)
        case .vector(let v): v.x.isFinite && v.y.isFinite && v.z.isFinite
        }
    }

    /// The transform this value holds (the identity for other kinds).
    package var transformValue: CATransform3D {
        if case .transform(let t) = self { return t }
        return CATransform3DIdentity
    }

    // MARK: Arithmetic

    /// The number a fraction `f` of the way from `a` to `b`: how every component interpolates.
    @inline(__always)
    static func lerp(_ a: Double, _ b: Double, _ f: Double) -> Double { a + (b - a) * f }

    @inline(__always)
    static func lerp(_ a: CGFloat, _ b: CGFloat, _ f: Double) -> CGFloat { a + (b - a) * f }

    @inline(__always)
    static func lerp(_ a: CGPoint, _ b: CGPoint, _ f: Double) -> CGPoint { CGPoint(x: lerp(a.x, b.x, f), y: lerp(a.y, b.y, f)) }

    /// The value a fraction `f` of the way from `self` to `other`; `f` may leave 0…1 (springs).
    /// Transforms interpolate by decomposition; element-wise only when one cannot be decomposed.
    package func interpolated(to other: AnimationValue, fraction f: Double) -> AnimationValue {
        func lerp(_ a: CGFloat, _ b: CGFloat) -> CGFloat { AnimationValue.lerp(a, b, f) }
        func lerp(_ a: Double, _ b: Double) -> Double { AnimationValue.lerp(a, b, f) }
        switch (self, other) {
        case (.scalar(let a), .scalar(let b)): return .scalar(lerp(a, b))
        case (.point(let a), .point(let b)): return .point(AnimationValue.lerp(a, b, f))
        case (.size(let a), .size(let b)): return .size(CGSize(width: lerp(a.width, b.width), height: lerp(a.height, b.height)))
        case (.rect(let a), .rect(let b)):
            return .rect(CGRect(x: lerp(a.minX, b.minX), y: lerp(a.minY, b.minY), width: lerp(a.width, b.width), height: lerp(a.height, b.height)))
        case (.transform(let a), .transform(let b)):
            if a == b { return self }
            if let da = TransformDecomposition(a), let db = TransformDecomposition(b) {
                return .transform(da.interpolated(to: db, fraction: f).transform)
            }
            return .transform(a.combined(with: b) { lerp($0, $1) })
        case (.color(let a), .color(let b)):
            return .color(CGColorRGBA(red: lerp(a.red, b.red), green: lerp(a.green, b.green),
                                      blue: lerp(a.blue, b.blue), alpha: lerp(a.alpha, b.alpha)))
        case (.vector(let a), .vector(let b)): return .vector(a + (b - a) * f)
        default: return f < 1 ? self : other
        }
    }

    /// `self + other` (byValue, additive and cumulative animations); transforms concatenate,
    /// `other` applied first.
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
        case (.vector(let a), .vector(let b)): return .vector(a + b)
        default: return other
        }
    }

    /// `self − other` (a start from toValue and byValue; one cycle's change for cumulative animations).
    package func subtracting(_ other: AnimationValue) -> AnimationValue {
        if case .transform(let a) = self, case .transform(let b) = other {
            return .transform(CATransform3DConcat(CATransform3DInvert(b), a))
        }
        return adding(other.scaled(by: -1))
    }

    /// `self` times `n`; a transform is applied `n` times (n rounded to a whole number, negative: inverted).
    package func scaled(by n: Double) -> AnimationValue {
        switch self {
        case .scalar(let a): return .scalar(a * n)
        case .point(let p): return .point(CGPoint(x: p.x * n, y: p.y * n))
        case .size(let s): return .size(CGSize(width: s.width * n, height: s.height * n))
        case .rect(let r): return .rect(CGRect(x: r.minX * n, y: r.minY * n, width: r.width * n, height: r.height * n))
        case .color(let c): return .color(CGColorRGBA(red: c.red * n, green: c.green * n, blue: c.blue * n, alpha: c.alpha * n))
        case .vector(let v): return .vector(v * n)
        case .transform(let t):
            var count = Int(abs(n).rounded())
            var base = n < 0 ? CATransform3DInvert(t) : t
            var result = CATransform3DIdentity
            while count > 0 {
                if count & 1 == 1 { result = CATransform3DConcat(result, base) }
                base = CATransform3DConcat(base, base)
                count >>= 1
            }
            return .transform(result)
        }
    }

    /// How far apart two values are (paced keyframes move at a constant rate by this measure).
    package func distance(to other: AnimationValue) -> Double {
        func hypot4(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double { (a * a + b * b + c * c + d * d).squareRoot() }
        switch (self, other) {
        case (.scalar(let a), .scalar(let b)): return abs(b - a)
        case (.point(let a), .point(let b)): return Double(hypot(b.x - a.x, b.y - a.y))
        case (.size(let a), .size(let b)): return Double(hypot(b.width - a.width, b.height - a.height))
        case (.rect(let a), .rect(let b)):
            return hypot4(Double(b.minX - a.minX), Double(b.minY - a.minY), Double(b.width - a.width), Double(b.height - a.height))
        case (.color(let a), .color(let b)): return hypot4(b.red - a.red, b.green - a.green, b.blue - a.blue, b.alpha - a.alpha)
        case (.vector(let a), .vector(let b)): return (((b - a) * (b - a)).sum()).squareRoot()
        case (.transform(let a), .transform(let b)):
            var sum = 0.0
            _ = a.combined(with: b) { x, y in sum += Double((y - x) * (y - x)); return 0 }
            return sum.squareRoot()
        default: return 0
        }
    }

    // MARK: Parts

    /// The part `component` of this value (see `AnimatableKeyPath.Component`).
    package func component(_ component: AnimatableKeyPath.Component) -> AnimationValue {
        switch (self, component) {
        case (.point(let p), .x): return .scalar(Double(p.x))
        case (.point(let p), .y): return .scalar(Double(p.y))
        case (.size(let s), .width): return .scalar(Double(s.width))
        case (.size(let s), .height): return .scalar(Double(s.height))
        case (.rect(let r), .origin): return .point(r.origin)
        case (.rect(let r), .size): return .size(r.size)
        case (.rect(let r), .originX): return .scalar(Double(r.origin.x))
        case (.rect(let r), .originY): return .scalar(Double(r.origin.y))
        case (.rect(let r), .sizeWidth): return .scalar(Double(r.size.width))
        case (.rect(let r), .sizeHeight): return .scalar(Double(r.size.height))
        case (.transform(let t), _): return t.component(component)
        default: return self
        }
    }

    /// This value with the part `component` replaced by `value`; nil when `value` does not fit.
    package func replacing(_ component: AnimatableKeyPath.Component, with value: AnimationValue) -> AnimationValue? {
        switch (self, component, value) {
        case (.point(var p), .x, .scalar(let v)): p.x = CGFloat(v); return .point(p)
        case (.point(var p), .y, .scalar(let v)): p.y = CGFloat(v); return .point(p)
        case (.size(var s), .width, .scalar(let v)): s.width = CGFloat(v); return .size(s)
        case (.size(var s), .height, .scalar(let v)): s.height = CGFloat(v); return .size(s)
        case (.rect(var r), .origin, .point(let v)): r.origin = v; return .rect(r)
        case (.rect(var r), .size, .size(let v)): r.size = v; return .rect(r)
        case (.rect(var r), .originX, .scalar(let v)): r.origin.x = CGFloat(v); return .rect(r)
        case (.rect(var r), .originY, .scalar(let v)): r.origin.y = CGFloat(v); return .rect(r)
        case (.rect(var r), .sizeWidth, .scalar(let v)): r.size.width = CGFloat(v); return .rect(r)
        case (.rect(var r), .sizeHeight, .scalar(let v)): r.size.height = CGFloat(v); return .rect(r)
        case (.transform(var t), _, _): return t.replace(component, with: value) ? .transform(t) : nil
        default: return nil
        }
    }
}

extension CATransform3D {
    /// The part `component` (`transform.rotation.z`, `transform.scale`…) of the transform.
    func component(_ component: AnimatableKeyPath.Component) -> AnimationValue {
        let parts = TransformDecomposition(self) ?? TransformDecomposition()
        return parts.value(of: component)
    }

    /// Replaces the part `component` of the transform by `value`, in place (no optional transform
    /// returned and copied: 0.55 M instructions a frame fewer at 5,000 animated layers); false, and the
    /// transform unchanged, when `value` does not fit.
    @discardableResult
    mutating func replace(_ component: AnimatableKeyPath.Component, with value: AnimationValue) -> Bool {
        if CATransform3DIsIdentity(self), case .rotation(let axis) = component, case .scalar(let angle) = value {
            // The common case, without decomposing: a rotation of an untransformed layer.
            self = axis == 2 ? CATransform3D.rotationInPlane(CGFloat(angle))
                : CATransform3DMakeRotation(CGFloat(angle), axis == 0 ? 1 : 0, axis == 1 ? 1 : 0, 0)
            return true
        }
        var parts = TransformDecomposition(self) ?? TransformDecomposition()
        guard parts.set(component, to: value) else { return false }
        self = parts.transform
        return true
    }
}

extension TransformDecomposition {
    /// A part as `transform.rotation.z`, `transform.scale`, `transform.translation`… read it.
    fileprivate func value(of component: AnimatableKeyPath.Component) -> AnimationValue {
        switch component {
        case .rotation(let axis): return .scalar(eulerAngles[axis])
        case .scale(let axis?): return .scalar(scale[axis])
        case .scale(nil): return .scalar((scale.x + scale.y + scale.z) / 3)
        case .translation(let axis?): return .scalar(translation[axis])
        case .translation(nil): return .size(CGSize(width: translation.x, height: translation.y))
        default: return .transform(transform)
        }
    }

    /// Sets a part; false when `value` does not fit it.
    fileprivate mutating func set(_ component: AnimatableKeyPath.Component, to value: AnimationValue) -> Bool {
        switch (component, value) {
        case (.rotation(let axis), .scalar(let v)): eulerAngles[axis] = v
        case (.scale(let axis?), .scalar(let v)): scale[axis] = v
        case (.scale(nil), .scalar(let v)): scale = SIMD3(repeating: v)
        case (.translation(let axis?), .scalar(let v)): translation[axis] = v
        case (.translation(nil), .size(let v)): translation.x = Double(v.width); translation.y = Double(v.height)
        default: return false
        }
        return true
    }
}

extension CATransform3D {
    /// The matrix made of `combine` applied to each pair of elements of `self` and `other`.
    fileprivate func combined(with other: CATransform3D, _ combine: (CGFloat, CGFloat) -> CGFloat) -> CATransform3D {
        CATransform3D(
            m11: combine(m11, other.m11), m12: combine(m12, other.m12), m13: combine(m13, other.m13), m14: combine(m14, other.m14),
            m21: combine(m21, other.m21), m22: combine(m22, other.m22), m23: combine(m23, other.m23), m24: combine(m24, other.m24),
            m31: combine(m31, other.m31), m32: combine(m32, other.m32), m33: combine(m33, other.m33), m34: combine(m34, other.m34),
            m41: combine(m41, other.m41), m42: combine(m42, other.m42), m43: combine(m43, other.m43), m44: combine(m44, other.m44))
    }
}
