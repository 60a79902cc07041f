/// Storage options for alpha components in a bitmap.
public enum CGImageAlphaInfo: UInt32, Sendable {
    /// No alpha channel.
    case none = 0
    /// Premultiplied alpha stored in the least significant bits (RGBA).
    case premultipliedLast = 1
    /// Premultiplied alpha stored in the most significant bits (ARGB).
    case premultipliedFirst = 2
    /// Non-premultiplied alpha stored in the least significant bits.
    case last = 3
    /// Non-premultiplied alpha stored in the most significant bits.
    case first = 4
    /// No alpha; the least significant bits are ignored.
    case noneSkipLast = 5
    /// No alpha; the most significant bits are ignored.
    case noneSkipFirst = 6
    /// Only alpha, no colour data.
    case alphaOnly = 7
}

/// Component layout of a bitmap: alpha info, float flag and byte order.
public struct CGBitmapInfo: OptionSet, Sendable, Hashable {
    /// The raw bit pattern.
    public let rawValue: UInt32
    /// Creates bitmap info from its raw bit pattern.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The mask for the alpha-info bits.
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    /// The mask for the floating-point bits.
    public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
    /// Components are floating-point values.
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    /// The mask for the byte-order bits.
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    /// The default (big-endian) byte order.
    public static let byteOrderDefault = CGBitmapInfo([])
    /// 16-bit little-endian byte order.
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    /// 32-bit little-endian byte order.
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    /// 16-bit big-endian byte order.
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    /// 32-bit big-endian byte order.
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)

    /// The host's 32-bit byte order (what cairo's ARGB32 uses).
    public static var byteOrder32Host: CGBitmapInfo {
        #if _endian(little)
        return .byteOrder32Little
        #else
        return .byteOrder32Big
        #endif
    }
}
