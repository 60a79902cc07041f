import Foundation

/// UIKit's geometry strings and keyed coding of geometry: `NSCoder.string(for:)` writes Apple's
/// forms (`{x, y}`, `{w, h}`, `{{x, y}, {w, h}}`, `[a, b, c, d, tx, ty]`, `{top, left, bottom, right}`)
/// and the `cgPoint(for:)` family reads them back; archives keep each value as that string, as
/// UIKit's keyed archives do (Foundation on Linux already encodes points, sizes and rectangles
/// that way, so only the other types' encoders are added here). A string that is not well formed
/// reads as zero (the identity, for transforms), as in UIKit.
extension NSCoder {
    /// `point` as `{x, y}`.
    public class func string(for point: CGPoint) -> String { braces([point.x, point.y]) }
    /// `vector` as `{dx, dy}`.
    public class func string(for vector: CGVector) -> String { braces([vector.dx, vector.dy]) }
    /// `size` as `{width, height}`.
    public class func string(for size: CGSize) -> String { braces([size.width, size.height]) }
    /// `rect` as `{{x, y}, {width, height}}`.
    public class func string(for rect: CGRect) -> String { "{\(string(for: rect.origin)), \(string(for: rect.size))}" }
    /// `transform` as `[a, b, c, d, tx, ty]`.
    public class func string(for transform: CGAffineTransform) -> String {
        "[" + [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map(number).joined(separator: ", ") + "]"
    }
    /// `insets` as `{top, left, bottom, right}`.
    public class func string(for insets: UIEdgeInsets) -> String { braces([insets.top, insets.left, insets.bottom, insets.right]) }
    /// `insets` as `{top, leading, bottom, trailing}`.
    public class func string(for insets: NSDirectionalEdgeInsets) -> String {
        braces([insets.top, insets.leading, insets.bottom, insets.trailing])
    }

    /// The point a `{x, y}` string describes (zero when it is not one).
    public class func cgPoint(for string: String) -> CGPoint {
        guard let n = numbers(in: string, count: 2) else { return .zero }
        return CGPoint(x: n[0], y: n[1])
    }
    /// The vector a `{dx, dy}` string describes (zero when it is not one).
    public class func cgVector(for string: String) -> CGVector {
        guard let n = numbers(in: string, count: 2) else { return .zero }
        return CGVector(dx: n[0], dy: n[1])
    }
    /// The size a `{width, height}` string describes (zero when it is not one).
    public class func cgSize(for string: String) -> CGSize {
        guard let n = numbers(in: string, count: 2) else { return .zero }
        return CGSize(width: n[0], height: n[1])
    }
    /// The rectangle a `{{x, y}, {width, height}}` string describes (zero when it is not one).
    public class func cgRect(for string: String) -> CGRect {
        guard let n = numbers(in: string, count: 4) else { return .zero }
        return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
    }
    /// The transform an `[a, b, c, d, tx, ty]` string describes (the identity when it is not one).
    public class func cgAffineTransform(for string: String) -> CGAffineTransform {
        guard let n = numbers(in: string, count: 6) else { return .identity }
        return CGAffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
    }
    /// The insets a `{top, left, bottom, right}` string describes (zero when it is not one).
    public class func uiEdgeInsets(for string: String) -> UIEdgeInsets {
        guard let n = numbers(in: string, count: 4) else { return .zero }
        return UIEdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
    }
    /// The insets a `{top, leading, bottom, trailing}` string describes (zero when it is not one).
    public class func nsDirectionalEdgeInsets(for string: String) -> NSDirectionalEdgeInsets {
        guard let n = numbers(in: string, count: 4) else { return .zero }
        return NSDirectionalEdgeInsets(top: n[0], leading: n[1], bottom: n[2], trailing: n[3])
    }

    /// Encodes `vector` under `key`.
    public func encode(_ vector: CGVector, forKey key: String) { encode(NSCoder.string(for: vector), forKey: key) }
    /// Encodes `transform` under `key`.
    public func encode(_ transform: CGAffineTransform, forKey key: String) { encode(NSCoder.string(for: transform), forKey: key) }
    /// Encodes `insets` under `key`.
    public func encode(_ insets: UIEdgeInsets, forKey key: String) { encode(NSCoder.string(for: insets), forKey: key) }
    /// Encodes `insets` under `key`.
    public func encode(_ insets: NSDirectionalEdgeInsets, forKey key: String) { encode(NSCoder.string(for: insets), forKey: key) }

    /// The point encoded under `key` (zero when there is none).
    public func decodeCGPoint(forKey key: String) -> CGPoint { NSCoder.cgPoint(for: geometryString(forKey: key)) }
    /// The vector encoded under `key` (zero when there is none).
    public func decodeCGVector(forKey key: String) -> CGVector { NSCoder.cgVector(for: geometryString(forKey: key)) }
    /// The size encoded under `key` (zero when there is none).
    public func decodeCGSize(forKey key: String) -> CGSize { NSCoder.cgSize(for: geometryString(forKey: key)) }
    /// The rectangle encoded under `key` (zero when there is none).
    public func decodeCGRect(forKey key: String) -> CGRect { NSCoder.cgRect(for: geometryString(forKey: key)) }
    /// The transform encoded under `key` (the identity when there is none).
    public func decodeCGAffineTransform(forKey key: String) -> CGAffineTransform {
        NSCoder.cgAffineTransform(for: geometryString(forKey: key))
    }
    /// The insets encoded under `key` (zero when there are none).
    public func decodeUIEdgeInsets(forKey key: String) -> UIEdgeInsets { NSCoder.uiEdgeInsets(for: geometryString(forKey: key)) }
    /// The insets encoded under `key` (zero when there are none).
    public func decodeDirectionalEdgeInsets(forKey key: String) -> NSDirectionalEdgeInsets {
        NSCoder.nsDirectionalEdgeInsets(for: geometryString(forKey: key))
    }

    private func geometryString(forKey key: String) -> String {
        guard containsValue(forKey: key) else { return "" }
        return decodeObject(of: NSString.self, forKey: key).map { String(describing: $0) } ?? ""
    }

    /// UIKit's number form: as many digits as the value needs to read back exactly.
    private class func number(_ value: CGFloat) -> String { String(format: "%.17g", Double(value)) }

    private class func braces(_ values: [CGFloat]) -> String { "{" + values.map(number).joined(separator: ", ") + "}" }

    /// The numbers in `string` between its brackets, commas and spaces, when there are exactly `count`.
    private class func numbers(in string: String, count: Int) -> [CGFloat]? {
        let separators = CharacterSet(charactersIn: "{}[], \t\n")
        let tokens = string.components(separatedBy: separators).filter { !$0.isEmpty }
        let values = tokens.compactMap { Double($0) }
        guard values.count == count, tokens.count == count else { return nil }
        return values.map { CGFloat($0) }
    }
}
