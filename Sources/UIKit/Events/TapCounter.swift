import Foundation

/// Counts taps for `UITouch.tapCount`, with Casement's numbers (UIKit's are not written down; these
/// are the tap recognizer's, so the two agree): a touch that goes down within `interval` of a tap's
/// lift and within `distance` of where that tap went down continues its count. A tap is a touch
/// that ended within `distance` of where it went down.
struct TapCounter {
    /// Seconds from a tap's lift to the next touch-down.
    static let interval = 0.35
    /// Points between where taps go down, and how far a tap may move.
    static let distance: CGFloat = 45

    private struct Tap {
        var location: CGPoint
        var liftTime: Double
        var count: Int
    }

    /// Taps whose next one may still come.
    private var recent: [Tap] = []

    /// The tap count of a touch going down at `location` at `time`.
    mutating func touchBegan(at location: CGPoint, time: Double) -> Int {
        recent.removeAll { time - $0.liftTime > Self.interval || time < $0.liftTime }
        guard let nearest = recent.indices.min(by: { Self.span(recent[$0].location, location) < Self.span(recent[$1].location, location) }),
              Self.span(recent[nearest].location, location) <= Self.distance else { return 1 }
        return recent.remove(at: nearest).count + 1
    }

    /// A touch of `tapCount` that went down at `began` lifted at `location` at `time`.
    mutating func touchEnded(began: CGPoint, at location: CGPoint, time: Double, tapCount: Int) {
        guard Self.span(began, location) <= Self.distance else { return }
        recent.append(Tap(location: began, liftTime: time, count: tapCount))
    }

    private static func span(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(a.x - b.x, a.y - b.y) }
}
