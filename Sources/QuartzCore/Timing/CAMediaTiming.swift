import Foundation

/// When an animation shows its values outside its active time.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Only during the active time.
    public static let removed = Self(rawValue: "removed")
    /// Also after it ends: the last value stays.
    public static let forwards = Self(rawValue: "forwards")
    /// Also before it begins: the first value shows.
    public static let backwards = Self(rawValue: "backwards")
    /// Both before and after.
    public static let both = Self(rawValue: "both")
}

/// The timing of an animation: when it begins, how long a cycle lasts, how fast and how often
/// it plays, and what it shows outside its active time.
public protocol CAMediaTiming: AnyObject {
    /// When it begins, in its parent's time (for an animation on a layer, media time; 0: at the commit).
    var beginTime: CFTimeInterval { get set }
    /// One cycle, in seconds (0: the transaction's animation duration).
    var duration: CFTimeInterval { get set }
    /// How fast its time runs relative to its parent's.
    var speed: Float { get set }
    /// Where in its active time it starts; it wraps around to play what it skipped.
    var timeOffset: CFTimeInterval { get set }
    /// How many cycles play (fractions allowed; 0 means 1; `.infinity` forever).
    var repeatCount: Float { get set }
    /// How long the cycles repeat, instead of a count.
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each cycle plays forward, then backward.
    var autoreverses: Bool { get set }
    /// What shows before it begins and after it ends.
    var fillMode: CAMediaTimingFillMode { get set }
}
