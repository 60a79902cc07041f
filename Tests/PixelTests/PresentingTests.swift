import Foundation
import Synchronization
import Testing
@testable import QuartzCore
@testable import UIKit
import TestStage

/// When the render thread shows the frames it draws.
@Suite("Presenting frames", .serialized, .startsClean)
@MainActor
struct PresentingTests {
    @Test("Unpaced, a frame is shown once the next is built, at most one behind; the last one is shown when animating stops")
    func framesAreShownOneBehindAndTheLastOneAtTheEnd() throws {
        let renderer = PresentCountingRenderer(ThreadedRenderer(refreshRate: .infinity))
        let window = openWindow(size: CGSize(width: 120, height: 120), renderer: renderer)
        defer { window.isHidden = true }
        let fading = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
        fading.backgroundColor = .black
        window.addSubview(fading)
        CATransaction.flush()
        renderer.synchronize()
        waitForFirstFrame(renderer)
        let target = try #require(renderer.targets.first)

        UIView.animate(withDuration: 0.4) { fading.alpha = 0 }
        CATransaction.flush()
        var unshown: [Int] = []
        var lastCount = -1, steadySince = Date()
        let deadline = Date(timeIntervalSinceNow: 5)
        // Until no frame has been drawn for 300 ms: the animation is over and the thread idle.
        while Date() < deadline && Date().timeIntervalSince(steadySince) < 0.3 {
            let frames = renderer.statistics.framesPresented
            unshown.append(frames - target.presents.withLock { $0 })
            if frames != lastCount { lastCount = frames; steadySince = Date() }
            Thread.sleep(forTimeInterval: 0.005)
        }
        let frames = renderer.statistics.framesPresented
        // How many depends on the back end: where presenting waits for the compositor (Wayland), fewer.
        #expect(frames > 3, "the animation drew frames (\(frames))")
        #expect(unshown.allSatisfy { $0 >= -1 && $0 <= 1 }, "drawn but not shown: \(Set(unshown).sorted())")
        #expect(target.presents.withLock { $0 } == frames, "every frame drawn was shown, the last one too")
    }

    @Test("With two windows, each is shown on a thread of its own: a slow present in one holds up no frame of the other")
    func slowPresentHoldsUpNoOtherWindow() throws {
        let renderer = PresentCountingRenderer(ThreadedRenderer(refreshRate: .infinity), presentSeconds: [0.25, 0])
        let slow = openWindow(size: CGSize(width: 100, height: 100), renderer: renderer)
        let quick = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        quick.backgroundColor = .white
        quick.isHidden = false
        defer {
            quick.isHidden = true
            slow.isHidden = true
        }
        let spinners = [slow, quick].map { window in
            let spinner = UIView(frame: CGRect(x: 25, y: 25, width: 50, height: 50))
            spinner.backgroundColor = .black
            window.addSubview(spinner)
            return spinner
        }
        CATransaction.flush()
        renderer.synchronize()
        waitForFirstFrame(renderer)
        let targets = renderer.targets
        try #require(targets.count == 2)

        UIView.animate(withDuration: 1.2) { for spinner in spinners { spinner.alpha = 0.2 } }
        CATransaction.flush()
        Thread.sleep(forTimeInterval: 0.2)
        let before = targets.map { $0.presents.withLock { $0 } }
        Thread.sleep(forTimeInterval: 0.75)
        let shown = zip(targets, before).map { $0.presents.withLock { $0 } - $1 }
        // The slow window shows at most one frame a quarter second; the quick one is not held to it.
        #expect(shown[0] <= 4, "the slow window's frames: \(shown[0])")
        #expect(shown[1] >= 3 * max(1, shown[0]), "the quick window's frames (\(shown[1])) against the slow one's (\(shown[0]))")
    }
}
