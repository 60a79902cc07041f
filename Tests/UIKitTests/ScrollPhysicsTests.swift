import Foundation
import Testing
@testable import UIKit

/// Scrolling rules 4, 9–14 as pure functions: the numbers of the design note, exactly.
@Suite("Scroll physics", .startsClean)
@MainActor
struct ScrollPhysicsTests {
    @Test("Scrolling rule 4: content 1000 × 2000 in bounds 320 × 480 with insets (10, 20, 30, 40) rests in x ∈ [−20, 720], y ∈ [−10, 1550]; content smaller than the bounds has one offset")
    func legalRange() {
        let range = ScrollRange(contentSize: CGSize(width: 1000, height: 2000),
                                inset: UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40), boundsSize: CGSize(width: 320, height: 480))
        #expect(range.x == -20...720 && range.y == -10...1550)
        let small = ScrollRange(contentSize: CGSize(width: 100, height: 100), inset: .zero, boundsSize: CGSize(width: 320, height: 480))
        #expect(small.x == 0...0 && small.y == 0...0)
        #expect(range.clamp(CGPoint(x: 900, y: -50)) == CGPoint(x: 720, y: -10))
    }

    @Test("Scrolling rule 10: b = (1 − 1/(x·0.55/d + 1))·d: 100 pt past the edge of a 480 pt view shows 49.346, 50 pt shows 26.010; slope 0.55 at the edge; never d; the inverse gives the finger back")
    func rubberBand() {
        #expect(abs(RubberBand.shown(overshoot: 100, dimension: 480) - 55.0 * 480 / 535) < 1e-9)
        #expect(abs(RubberBand.shown(overshoot: 100, dimension: 480) - 49.3458) < 1e-4)
        #expect(abs(RubberBand.shown(overshoot: -50, dimension: 480) + 26.0098) < 1e-4)
        #expect(abs(RubberBand.shown(overshoot: 0.001, dimension: 480) / 0.001 - 0.55) < 1e-5)
        #expect(RubberBand.shown(overshoot: 1e12, dimension: 480) < 480)
        for x in [-300.0, -1, 0, 2.5, 100, 5000] {
            let shown = RubberBand.shown(overshoot: x, dimension: 480)
            #expect(abs(RubberBand.overshoot(shown: shown, dimension: 480) - x) < 1e-6 * max(1, abs(x)))
        }
    }

    @Test("Scrolling rule 12: v·r^t travels v·r/(1 − r): 499 pt per pt/ms at .normal, 99 at .fast; 2 pt/ms goes 998 pt, rests within 0.5 pt of its end after 3.8 s and is under 0.5 pt/s by 4.15 s")
    func deceleration() {
        #expect(abs(Deceleration(start: 0, velocity: 1, rate: 0.998).travel - 499) < 1e-9)
        #expect(abs(Deceleration(start: 0, velocity: 1, rate: 0.99).travel - 99) < 1e-9)
        let fling = Deceleration(start: 100, velocity: 2, rate: 0.998)
        #expect(abs(fling.end - 1098) < 1e-9)
        #expect(fling.offset(at: 0) == 100)
        #expect(abs(fling.velocity(at: 0) - 2) < 0.01, "the motion starts at the lift's speed")
        #expect(!fling.isFinished(at: 3795) && fling.isFinished(at: 3796))
        #expect(fling.velocity(at: 4000) > 0.0005 && fling.velocity(at: 4150) < 0.0005)
        let moved = Deceleration(from: 50, to: 400, rate: 0.998)
        #expect(abs(moved.end - 400) < 1e-9)
        #expect(abs(fling.time(reaching: 600)! - log(498.0 / 998) / log(0.998)) < 1e-9)
        #expect(fling.time(reaching: 2000) == nil)
    }

    @Test("Scrolling rule 13: the critically damped spring (ω = 10 rad/s) brings 100 pt back within 0.5 pt between 0.74 and 0.75 s; one that starts at the edge moving out goes out and comes back")
    func bounce() {
        let spring = BounceSpring(displacement: 100, velocity: 0)
        #expect(!spring.isSettled(at: 740) && spring.isSettled(at: 750))
        #expect(abs(spring.displacement(at: 750) - 850 * exp(-7.5)) < 1e-9)
        let out = BounceSpring(displacement: 0, velocity: 1)
        #expect(!out.isSettled(at: 0) && !out.isSettled(at: 50))
        #expect(abs(out.displacement(at: 100) - 100 * exp(-1)) < 1e-9, "peak v0/ω = 100 ms out: 36.8 pt")
        #expect(out.isSettled(at: 1000))
    }

    @Test("Scrolling rules 12–13: a fling into an edge crosses it, bounces and rests exactly on it; without bounces it stops there; content past an edge springs back")
    func axisMotion() {
        let range = 0.0...200
        let bouncing = ScrollAxisMotion(from: 80, velocity: 1, rate: 0.998, range: range, bounces: true)
        #expect(bouncing.end == 200)
        let crossing = Deceleration(start: 80, velocity: 1, rate: 0.998).time(reaching: 200)!
        #expect(bouncing.sample(at: crossing + 100).offset > 220, "past the edge 100 ms after crossing it")
        #expect(bouncing.sample(at: crossing + 2000) == (200, true))
        let stopping = ScrollAxisMotion(from: 80, velocity: 1, rate: 0.998, range: range, bounces: false)
        #expect(stopping.sample(at: crossing - 1).offset < 200 && stopping.sample(at: crossing) == (200, true))
        let back = ScrollAxisMotion(from: -40, velocity: 0, rate: 0.998, range: range, bounces: true)
        #expect(back.end == 0 && back.sample(at: 100).offset > -40 && back.sample(at: 100).offset < 0)
        let still = ScrollAxisMotion(from: 80, velocity: 0, rate: 0.998, range: range, bounces: true)
        #expect(still.sample(at: 0) == (80, true))
        let moved = ScrollAxisMotion(from: 80, to: 150, rate: 0.998, range: range)
        #expect(!moved.sample(at: 0).isFinished && moved.sample(at: 10_000) == (150, true))
    }

    @Test("Scrolling rule 14: paging rests on a page at most one from the drag's start: past half a page or flung that way, the next")
    func paging() {
        let range = 0.0...960
        func target(_ start: Double, _ current: Double, _ velocity: Double) -> Double {
            PagingTarget.offset(dragStart: start, current: current, velocity: velocity, page: 320, range: range)
        }
        #expect(target(0, 100, 0) == 0)
        #expect(target(0, 170, 0) == 320)
        #expect(target(0, 40, 0.5) == 320)
        #expect(target(320, 290, -0.5) == 0)
        #expect(target(320, 200, 0.1) == 320)
        #expect(target(0, 700, 3) == 320, "at most one page")
        #expect(target(640, 900, 1) == 960)
        #expect(PagingTarget.offset(dragStart: 320, current: 400, velocity: 1, page: 320, range: 0...500) == 500, "a short last page rests where the content ends")
    }

    @Test("Scrolling rule 9: a drag that begins within 26.6° of an axis locks to it; a diagonal one moves freely")
    func directionalLock() {
        #expect(DirectionalLock.axes(for: CGPoint(x: 10, y: 3)) == (true, false))
        #expect(DirectionalLock.axes(for: CGPoint(x: -2, y: 10)) == (false, true))
        #expect(DirectionalLock.axes(for: CGPoint(x: 10, y: -8)) == (true, true))
    }
}

/// Scrolling rule 18: where the indicators are drawn.
@Suite("Scroll indicator geometry", .startsClean)
@MainActor
struct ScrollIndicatorGeometryTests {
    private let size = CGSize(width: 320, height: 480)

    private func vertical(_ y: CGFloat, _ height: CGFloat, insets: UIEdgeInsets = .zero) -> CGRect? {
        ScrollIndicatorGeometry.vertical(bounds: CGRect(origin: CGPoint(x: 0, y: y), size: size),
                                         contentSize: CGSize(width: 320, height: height), contentInset: .zero, indicatorInsets: insets)
    }

    @Test("The vertical bar: 2.5 pt thick, 3 pt from the edges, as long as the visible fraction of its 474 pt track (480/2000 → 113.76), from the top to the bottom of the track")
    func proportional() throws {
        let top = try #require(vertical(0, 2000))
        #expect(top.minX == 314.5 && top.width == 2.5 && top.minY == 3 && abs(top.height - 113.76) < 1e-9)
        let bottom = try #require(vertical(1520, 2000))
        #expect(abs(bottom.maxY - (1520 + 480 - 3)) < 1e-9, "at the end of the range it ends 3 pt above the bottom")
        let middle = try #require(vertical(760, 2000))
        #expect(abs(middle.minY - (760 + 3 + (474 - 113.76) / 2)) < 1e-9)
    }

    @Test("A minimum of 36 pt; shorter by the overshoot while rubber-banded, down to twice its thickness; none where the content fits; the insets narrow the track")
    func limits() throws {
        #expect(try #require(vertical(0, 100_000)).height == 36)
        let banded = try #require(vertical(-50, 2000))
        #expect(abs(banded.height - 63.76) < 1e-9 && banded.minY == -47)
        #expect(try #require(vertical(-500, 2000)).height == 5)
        #expect(vertical(0, 480) == nil)
        #expect(ScrollIndicatorGeometry.horizontal(bounds: CGRect(origin: .zero, size: size), contentSize: CGSize(width: 320, height: 2000),
                                                   contentInset: .zero, indicatorInsets: .zero) == nil)
        let inset = try #require(vertical(0, 2000, insets: UIEdgeInsets(top: 20, left: 0, bottom: 10, right: 4)))
        #expect(inset.minY == 23 && inset.minX == 310.5 && abs(inset.height - 444 * 480 / 2000) < 1e-9)
    }
}
