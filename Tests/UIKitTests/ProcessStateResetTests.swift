import Foundation
import Testing
import TestStage
@testable import QuartzCore
@testable import UIKit

/// What a test can leave behind (issue 31, item 7): an open `CATransaction.begin()`, an animation
/// running on a layer it keeps, a call waiting on the animation clock (how a property animator
/// waits), a display link, and a clock of its own.
@MainActor
private struct Leftovers {
    let stage = Stage()
    let layer: CALayer
    let link: CADisplayLink

    init(onCall: @escaping @MainActor () -> Void, onFrame: @escaping (CADisplayLink) -> Void) {
        stage.time = -1000
        layer = stage.committedLayer()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 10
        layer.add(fade, forKey: "fade")
        CATransaction.flush()
        CATransaction.state.schedule.call(at: stage.time + 1, onCall)
        link = CADisplayLink(handler: onFrame)
        link.add(to: .main, forMode: .default)
        CATransaction.begin()
        CATransaction.setAnimationDuration(7)
        // A clock of its own that outlives the stage (the stage's reads the stage).
        CATransaction.state.clock = { -1000 }
    }
}

@Suite("Process-wide state reset between tests", .serialized, .startsClean)
@MainActor
struct ProcessStateResetTests {
    /// Set by what the first test leaves behind, should it ever run later.
    private static var leftoverRan = false

    @Test("The reset stops what a test left and says so: the transaction, the animation, the call, the link")
    func resetReportsWhatItStopped() {
        var ran = false
        let leftovers = Leftovers(onCall: { ran = true }, onFrame: { _ in ran = true })
        #expect(CATransaction.state.nextAnimationEnd != nil)
        #expect(DisplayLinkScheduler.shared.isActive)
        let stopped = ProcessStateReset.toLaunchState()
        #expect(stopped == ["1 open CATransaction.begin()", "1 running animation", "1 waiting animation call", "1 display link"])
        #expect(CATransaction.animationDuration() == 0.25)
        #expect(CATransaction.state.nextAnimationEnd == nil)
        #expect(!DisplayLinkScheduler.shared.isActive)
        #expect(CATransaction.state.clock() >= 0, "the stage's clock (at -1000) is gone")
        CATransaction.state.finishAnimations(at: 1e9)
        DisplayLinkScheduler.shared.fire(timestamp: 0, target: 1 / 60, refreshInterval: 1 / 60)
        #expect(!ran)
        #expect(ProcessStateReset.toLaunchState().isEmpty, "a second reset finds nothing")
        withExtendedLifetime(leftovers) {}
    }

    @Test("A test that leaves all of it behind (the next test checks the fixture took it away)")
    func leavesStateBehind() {
        let leftovers = Leftovers(onCall: { Self.leftoverRan = true }, onFrame: { _ in Self.leftoverRan = true })
        #expect(CATransaction.animationDuration() == 7)
        withExtendedLifetime(leftovers) {}
    }

    @Test("The next test starts clean")
    func nextTestStartsClean() {
        #expect(CATransaction.animationDuration() == 0.25)
        #expect(CATransaction.state.nextAnimationEnd == nil)
        #expect(!DisplayLinkScheduler.shared.isActive)
        #expect(CATransaction.state.clock() >= 0)
        CATransaction.state.finishAnimations(at: 1e9)
        DisplayLinkScheduler.shared.fire(timestamp: 0, target: 1 / 60, refreshInterval: 1 / 60)
        #expect(!Self.leftoverRan)
    }

    @Test("The virtual media clock goes back to 0 and reports where it was")
    func virtualClockGoesBack() {
        let clock = MediaClock(virtual: true)
        clock.advance(by: 2.5)
        #expect(clock.resetToLaunchState() == 2.5)
        #expect(clock.now() == 0)
    }

    @Test("A class that drew nothing may draw again after the reset")
    func classesThatDrawNothingForgotten() {
        final class Blank: UIView {}
        let view = Blank(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        _ = UIGraphicsImageRenderer(size: view.bounds.size).image { context in view.draw(view.layer, in: context.cgContext) }
        #expect(!UIView.mayDraw(Blank.self))
        _ = ProcessStateReset.toLaunchState()
        #expect(UIView.mayDraw(Blank.self))
    }

    @Test("Every suite of UIKitTests and PixelTests carries the fixture")
    func everySuiteStartsClean() throws {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        var suites = 0
        for folder in ["UIKitTests", "PixelTests"] {
            let directory = tests.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) where name.hasSuffix(".swift") {
                let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
                for line in text.split(separator: "\n") where line.trimmingCharacters(in: .whitespaces).hasPrefix("@Suite") {
                    suites += 1
                    #expect(line.contains(".startsClean"), "\(folder)/\(name): \(line) lacks .startsClean")
                }
            }
        }
        #expect(suites > 200)
    }
}
