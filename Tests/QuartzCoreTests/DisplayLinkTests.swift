import Foundation
import Testing
@testable import QuartzCore

@Suite("CADisplayLink", .serialized)
@MainActor
struct DisplayLinkTests {
    private let frame = 1.0 / 60

    /// Fires frames 1…`count` of a 60 Hz display, each frame's target 1/60 s after the previous.
    private func fireFrames(_ scheduler: DisplayLinkScheduler, _ count: Int, from first: Int = 1) {
        for n in first..<(first + count) {
            scheduler.fire(timestamp: Double(n - 1) * frame, target: Double(n) * frame, refreshInterval: frame)
        }
    }

    @Test("An added link is called once per frame with the frame's times; a paused one is skipped")
    func firesEveryFrame() {
        var calls: [(CFTimeInterval, CFTimeInterval, CFTimeInterval)] = []
        let link = CADisplayLink { calls.append(($0.timestamp, $0.targetTimestamp, $0.duration)) }
        link.add(to: .main, forMode: .common)
        defer { link.invalidate() }
        fireFrames(.shared, 3)
        #expect(calls.count == 3)
        for (n, call) in calls.enumerated() {
            #expect(abs(call.0 - Double(n) * frame) < 1e-12 && abs(call.1 - Double(n + 1) * frame) < 1e-12)
            #expect(abs(call.2 - frame) < 1e-12)
        }
        link.isPaused = true
        fireFrames(.shared, 2, from: 4)
        #expect(calls.count == 3, "a paused link is not called")
        link.isPaused = false
        fireFrames(.shared, 1, from: 6)
        #expect(calls.count == 4)
    }

    @Test("preferredFramesPerSecond = 30 on a 60 Hz display calls every other frame")
    func preferredRate() {
        var targets: [CFTimeInterval] = []
        let link = CADisplayLink { targets.append($0.targetTimestamp) }
        link.preferredFramesPerSecond = 30
        link.add(to: .main, forMode: .default)
        defer { link.invalidate() }
        fireFrames(.shared, 8)
        #expect(targets.count == 4)
        for (a, b) in zip(targets, targets.dropFirst()) { #expect(abs(b - a - 2 * frame) < 1e-9) }
        #expect(DisplayLinkScheduler.interval(preferredFramesPerSecond: 0, refreshInterval: frame) == frame)
        #expect(abs(DisplayLinkScheduler.interval(preferredFramesPerSecond: 20, refreshInterval: frame) - 3 * frame) < 1e-12)
        #expect(DisplayLinkScheduler.interval(preferredFramesPerSecond: 240, refreshInterval: frame) == frame,
                "never faster than the display")
    }

    @Test("invalidate() and remove(from:forMode:) stop the calls; other run loops and modes are not served")
    func stopping() {
        var calls = 0
        let link = CADisplayLink { _ in calls += 1 }
        link.add(to: .main, forMode: .default)
        link.add(to: .main, forMode: .common)
        link.remove(from: .main, forMode: .default)
        fireFrames(.shared, 1)
        #expect(calls == 1, "still in .common")
        link.remove(from: .main, forMode: .common)
        fireFrames(.shared, 1, from: 2)
        #expect(calls == 1)
        #expect(!DisplayLinkScheduler.shared.isActive)

        let tracking = CADisplayLink { _ in calls += 1 }
        tracking.add(to: .main, forMode: RunLoop.Mode("UITrackingRunLoopMode"))
        fireFrames(.shared, 1, from: 3)
        #expect(calls == 1, "the main loop never runs the tracking mode")
        tracking.invalidate()

        let invalidated = CADisplayLink { _ in calls += 1 }
        invalidated.add(to: .main, forMode: .default)
        invalidated.invalidate()
        invalidated.add(to: .main, forMode: .default)
        fireFrames(.shared, 1, from: 4)
        #expect(calls == 1, "an invalidated link never fires again")
    }

    @Test("The run loop keeps an added link alive until invalidate(); the link then releases its handler")
    func ownership() {
        final class Owner {}
        weak var weakLink: CADisplayLink?
        weak var weakOwner: Owner?
        do {
            let owner = Owner()
            weakOwner = owner
            let link = CADisplayLink { _ in _ = owner }
            weakLink = link
            link.add(to: .main, forMode: .default)
        }
        #expect(weakLink != nil && weakOwner != nil)
        weakLink?.invalidate()
        #expect(weakLink == nil && weakOwner == nil)
    }

    @Test("On the real clock each display frame of the refresh grid fires once, whenever the loop looks")
    func realClockGrid() {
        let scheduler = DisplayLinkScheduler()
        var targets: [CFTimeInterval] = []
        let link = CADisplayLink { targets.append($0.targetTimestamp) }
        scheduler.register(link)
        link.add(to: .main, forMode: .default)
        defer { link.invalidate(); scheduler.unregister(link) }
        for now in [10.001, 10.005, 10.010, 10.0170, 10.020, 10.1] {
            scheduler.fireIfFrameBegan(now: now, refreshInterval: frame)
        }
        // 10.001…10.010 are frame 600; 10.017 and 10.020 frame 601; 10.1 frame 606.
        #expect(targets.count == 3)
        #expect(abs(targets[0] - 601 * frame) < 1e-9 && abs(targets[1] - 602 * frame) < 1e-9 && abs(targets[2] - 607 * frame) < 1e-9)
        #expect(abs(scheduler.nextFrameTime(after: 10.1, refreshInterval: frame) - 607 * frame) < 1e-9)
        #expect(DisplayLinkScheduler.frameIndex(at: 5 * 0.1, refreshInterval: 0.1) == 5, "tolerant of rounding at a frame's start")
    }
}
