// Constants iOS code reaches through Darwin and Dispatch that Glibc and Dispatch on Linux do not
// give Swift (their C macros are not imported there), with Apple's Swift types.

/// Nanoseconds in one second (Dispatch's `NSEC_PER_SEC`).
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// Nanoseconds in one millisecond.
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// Microseconds in one second.
public let USEC_PER_SEC: UInt64 = 1_000_000
/// Nanoseconds in one microsecond.
public let NSEC_PER_USEC: UInt64 = 1_000

/// The largest finite `Float` (Darwin's `HUGE`, a name for `MAXFLOAT`), as in `repeatCount = HUGE`.
public let HUGE: Float = .greatestFiniteMagnitude
/// The largest finite `Float`.
public let MAXFLOAT: Float = .greatestFiniteMagnitude
/// Positive infinity as a `Double` (C's `HUGE_VAL`, which Glibc's module cannot import).
public let HUGE_VAL: Double = .infinity
/// Positive infinity as a `Float`.
public let HUGE_VALF: Float = .infinity
