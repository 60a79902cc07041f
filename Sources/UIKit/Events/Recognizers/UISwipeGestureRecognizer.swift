import Foundation

/// Recognizes a swipe: `numberOfTouchesRequired` fingers that travel `minimumDistance` in one of the
/// `direction`s within `maximumDuration` of touch-down, without leaving the band `maximumDeviation`
/// wide around the way there (Input rule 20). Discrete: recognized while the fingers are still moving;
/// failed when they are too slow, go another way, or lift first. The fingers travel as their centre
/// does, and every position since the previous delivery counts (a fast swipe's frame may hold several).
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// Ways a swipe may go; the raw values are Apple's.
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The ways the swipe may go (`.right` by default); several make any of them a swipe.
    open var direction = Direction.right
    /// Fingers the swipe is made with (1 by default).
    open var numberOfTouchesRequired = 1

    /// Points the fingers travel in the direction to make a swipe (Input rule 20).
    static let minimumDistance: CGFloat = 50
    /// Seconds from touch-down within which they must have travelled it (Input rule 20).
    static let maximumDuration = 0.5
    /// Points the fingers may be from the way straight on from touch-down in the direction. Wide, as a
    /// thumb's stroke arcs (4 pt sideways for 5 ahead), yet under `minimumDistance`, so that a stroke
    /// can only complete one of two perpendicular directions.
    static let maximumDeviation: CGFloat = 40

    /// How far each finger has gone from where it went down, by the positions seen so far.
    private var travel: [ObjectIdentifier: CGPoint] = [:]

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        // Timed from the first touch-down.
        if deadline == nil { deadline = event.timestamp + Self.maximumDuration }
        if self.touches.count > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard self.touches.count == numberOfTouchesRequired else { return }
        let samples = touches.flatMap { touch in (event.coalescedTouches(for: touch) ?? [touch]).map { (touch, $0) } }
        for (touch, sample) in samples.sorted(by: { $0.1.timestamp < $1.1.timestamp }) {
            travel[ObjectIdentifier(touch)] = CGPoint(x: sample.locationInWindow.x - touch.beganLocationInWindow.x,
                                                      y: sample.locationInWindow.y - touch.beganLocationInWindow.y)
            let centre = centreTravel()
            let ways = Self.ways.filter { direction.contains($0.direction) }
            if ways.contains(where: { Self.deviation(of: centre, from: $0.unit) <= Self.maximumDeviation
                                      && Self.progress(of: centre, along: $0.unit) >= Self.minimumDistance }) {
                state = .recognized
                return
            }
            if ways.allSatisfy({ Self.deviation(of: centre, from: $0.unit) > Self.maximumDeviation }) {
                state = .failed
                return
            }
        }
    }

    /// Lifted before it went far enough.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { state = .failed }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { state = .failed }

    /// Too slow.
    override func deadlinePassed() { state = .failed }

    open override func reset() { travel = [:] }

    /// The mean travel of the fingers (those that have not moved have not travelled).
    private func centreTravel() -> CGPoint {
        let sum = touches.reduce(CGPoint.zero) { sum, touch in
            let travelled = travel[ObjectIdentifier(touch)] ?? .zero
            return CGPoint(x: sum.x + travelled.x, y: sum.y + travelled.y)
        }
        let count = CGFloat(max(1, touches.count))
        return CGPoint(x: sum.x / count, y: sum.y / count)
    }

    /// Each direction with its unit vector in window coordinates (y down).
    private static let ways: [(direction: Direction, unit: CGPoint)] = [
        (.right, CGPoint(x: 1, y: 0)), (.left, CGPoint(x: -1, y: 0)), (.up, CGPoint(x: 0, y: -1)), (.down, CGPoint(x: 0, y: 1)),
    ]

    /// How far `point` has gone along `unit`.
    private static func progress(of point: CGPoint, along unit: CGPoint) -> CGFloat { point.x * unit.x + point.y * unit.y }

    /// The distance from `point` to the ray from the origin along `unit`: sideways once it is ahead,
    /// straight back to the origin while it is behind.
    private static func deviation(of point: CGPoint, from unit: CGPoint) -> CGFloat {
        let ahead = progress(of: point, along: unit)
        return ahead >= 0 ? abs(point.x * unit.y - point.y * unit.x) : hypot(point.x, point.y)
    }
}
