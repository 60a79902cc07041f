import QuartzCore

/// An effect a `UIVisualEffectView` applies to what lies behind it (`UIBlurEffect`).
open class UIVisualEffect: @unchecked Sendable {
    /// An effect that changes nothing.
    public init() {}
}
