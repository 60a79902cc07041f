import CSDL2
import Foundation
import Testing
@testable import DemoKit
@testable import QuartzCore
@testable import UIKit

/// Tests that drive UIKit in this process and read back what the compositor drew. They share the
/// application object and its windows, so they run one at a time on the main actor.
@Suite("In-process rendering", .serialized, .startsClean)
@MainActor
struct InProcessRenderingTests {
    @Test("L2: draw(_:) runs once across a move, a resize, a rotation and an alpha change; three setNeedsDisplay() make one more")
    func drawOncePerInvalidation() {
        withWindow(size: CGSize(width: 400, height: 300)) { window, renderer in
            let border = BorderView(frame: CGRect(x: 20, y: 20, width: 100, height: 80))
            window.addSubview(border)
            let before = BorderView.drawCount
            var picture = frame(window, renderer)
            #expect(BorderView.drawCount == before + 1)
            #expect(picture.rgb(22, 60) == .red && picture.rgb(60, 60) == .white)

            border.center = CGPoint(x: 200, y: 150)                       // move
            picture = frame(window, renderer)
            #expect(picture.rgb(152, 150) == .red, "the cached bitmap moved with the view")
            border.bounds.size = CGSize(width: 200, height: 160)          // resize under .scaleToFill
            picture = frame(window, renderer)
            #expect(picture.rgb(105, 150) == .red && picture.rgb(125, 150) == .white, "the bitmap was stretched, border now 20 pt")
            border.transform = CGAffineTransform(rotationAngle: .pi / 8)  // rotate
            _ = frame(window, renderer)
            border.alpha = 0.5                                            // fade
            _ = frame(window, renderer)
            #expect(BorderView.drawCount == before + 1, "geometry and alpha changes reuse the bitmap")

            border.setNeedsDisplay()
            border.setNeedsDisplay()
            border.setNeedsDisplay()
            _ = frame(window, renderer)
            #expect(BorderView.drawCount == before + 2, "three invalidations in one turn draw once")
        }
    }

    @Test("A small setNeedsDisplay(_:) uploads only its pixels; background-only views hold no texture")
    func uploadsFollowWhatChanged() {
        withWindow(size: CGSize(width: 400, height: 300)) { window, renderer in
            for i in 0..<100 {
                let plain = UIView(frame: CGRect(x: i % 20 * 20, y: 200 + i / 20 * 20, width: 10, height: 10))
                plain.backgroundColor = .blue
                window.addSubview(plain)
            }
            _ = frame(window, renderer)
            #expect(renderer.statistics.liveTextures == 0, "background colours are plain quads")
            weak var removedLayer: CALayer?
            do {
                let border = BorderView(frame: CGRect(x: 0, y: 0, width: 200, height: 150))
                window.addSubview(border)
                _ = frame(window, renderer)
                #expect(renderer.statistics.liveTextures == 1)
                #expect(renderer.statistics.lastFrameUploadedBytes == 200 * 150 * 4)
                border.setNeedsDisplay(CGRect(x: 50, y: 50, width: 10, height: 10))
                _ = frame(window, renderer)
                #expect(renderer.statistics.lastFrameUploadedBytes == 10 * 10 * 4)
                border.removeFromSuperview()
                removedLayer = border.layer
            }
            #expect(removedLayer == nil, "nothing keeps a removed view's layer alive")
            _ = frame(window, renderer)
            #expect(renderer.statistics.liveTextures == 0, "the texture went with its layer")
        }
    }

    @Test("The render thread keeps a 1 s UIView animation playing through a 500 ms main-thread stall: frames throughout, each later")
    func renderThreadRunsWhileMainBlocks() throws {
        let renderer = ThreadedRenderer(refreshRate: 60)
        let window = openWindow(size: CGSize(width: 200, height: 200), renderer: renderer)
        defer { window.isHidden = true }
        let fading = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        fading.backgroundColor = .black
        window.addSubview(fading)
        CATransaction.flush()
        renderer.synchronize()
        waitForFirstFrame(renderer)
        UIView.animate(withDuration: 1.0, delay: 0, options: .curveLinear, animations: { fading.alpha = 0 })
        CATransaction.flush()
        let begin = CACurrentMediaTime()
        renderer.synchronize()
        Thread.sleep(forTimeInterval: 0.1)
        let stallStart = CACurrentMediaTime()
        let seen = statisticsDuringStall(of: renderer)
        let frames = seen.count - 1
        print("render thread: \(frames) frames of a UIView animation during a 500 ms main-thread stall on \(backend)")
        #expect(frames >= 15, "only \(frames) frames in a 500 ms stall on \(backend)")
        let times = seen.map(\.lastFrameTime)
        #expect(zip(times, times.dropFirst()).allSatisfy { $0 < $1 }, "each frame is drawn for a later time")
        let gaps = zip(times, times.dropFirst()).map { $1 - $0 }
        #expect((gaps.max() ?? 1) < 0.1, "no pause longer than 100 ms (longest \(gaps.max() ?? -1))")
        #expect(times.last! - stallStart > 0.4, "frames until the end of the stall")
        // Linear 1 → 0: each of those frames showed a lower alpha than the one before.
        let alphas = times.dropFirst().map { 1 - ($0 - begin) }
        #expect(alphas.allSatisfy { $0 > 0 && $0 < 1 } && zip(alphas, alphas.dropFirst()).allSatisfy { $0 > $1 })
        let captured = try #require(renderer.capture(window.renderTargetID!))
        // Black at alpha a over white is 1 − a grey: the time into the fade.
        let grey = Double(captured.pixel(x: 100, y: 100).r) / 255
        let elapsed = CACurrentMediaTime() - begin
        #expect(abs(grey - elapsed) < 0.1, "the picture matches the animation's time (\(grey) vs \(elapsed))")
    }
}

/// Mouse and finger input through SDL's own event queue: a click hit-tests to a view and reaches its
/// touchesEnded; fingers are touches of their own.
@Suite("Mouse clicks and fingers", .serialized, .startsClean)
@MainActor
struct MouseClickTests {
    @Test("Every demo has a card in the launcher's grid (which scrolls when the window is short, below the 44 pt bar); clicking one pushes the demo, titled in the bar")
    func clickOpensDemo() throws {
        let (window, queue) = try SDLEventQueue.openWindow(size: CGSize(width: 640, height: 480)) {
            $0.rootViewController = LauncherViewController.inNavigationController(frame: $0.bounds)
        }
        defer { window.isHidden = true }
        let rows = launcherCardFrames(in: window)
        #expect(rows.count == DemoCatalog.all.count)
        #expect(rows.allSatisfy { $0.minY >= 44 }, "the cards start below the bar")
        let navigation = try #require(window.rootViewController as? UINavigationController)
        let list = try #require(launcher(in: window)?.grid?.collectionView)
        let content = list.convert(CGRect(origin: .zero, size: list.contentSize), to: nil)
        #expect(rows.allSatisfy { content.contains($0) }, "no card falls outside the grid's content")
        // The second card is L2's.
        let l2 = rows[1]
        queue.button(SDL_MOUSEBUTTONDOWN, x: Int32(l2.midX), y: Int32(l2.midY))
        queue.button(SDL_MOUSEBUTTONUP, x: Int32(l2.midX), y: Int32(l2.midY))
        UIApplication.shared.handlePendingEvents()
        settleTransitions()
        var found = false
        window.forEachInSubtree { if $0 is BorderView { found = true } }
        #expect(found, "the L2 demo's BorderView is on screen after the click")
        let page = try #require(navigation.topViewController as? DemoPageViewController)
        #expect(page.demo.id == DemoCatalog.all[1].id && navigation.navigationBar.topItem?.title == DemoCatalog.all[1].title)
        #expect(page.view.frame.minY == 44, "the page starts below the bar")
        navigation.popViewController(animated: true)
        settleTransitions()
        #expect(navigation.topViewController is LauncherViewController && page.viewIfLoaded?.window == nil, "the back button's pop returns to the list")
    }

    @Test("On a 2× screen, SDL's window coordinates become points")
    func clickAtTwiceTheScale() throws {
        final class Target: UIView {
            var location: CGPoint?
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { location = touches.first?.location(in: self) }
        }
        SDLPlatform.shared.emulatedScale = 2
        defer { SDLPlatform.shared.emulatedScale = 1 }
        let target = Target(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let (window, queue) = try SDLEventQueue.openWindow(size: CGSize(width: 200, height: 200)) { $0.addSubview(target) }
        defer { window.isHidden = true }
        queue.button(SDL_MOUSEBUTTONDOWN, x: 140, y: 160)
        queue.button(SDL_MOUSEBUTTONUP, x: 140, y: 160)
        UIApplication.shared.handlePendingEvents()
        #expect(target.location == CGPoint(x: 20, y: 30), "SDL (140,160) is window point (70,80)")
    }

    @Test("A release outside the pressed view does not act, and right clicks are not touches")
    func releaseOutside() throws {
        final class Target: UIView {
            var ended = 0
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { ended += 1 }
        }
        let target = Target(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let (window, queue) = try SDLEventQueue.openWindow(size: CGSize(width: 300, height: 300)) { $0.addSubview(target) }
        defer { window.isHidden = true }
        queue.button(SDL_MOUSEBUTTONDOWN, x: 60, y: 60)
        queue.button(SDL_MOUSEBUTTONUP, x: 250, y: 250)
        queue.button(SDL_MOUSEBUTTONDOWN, button: SDL_BUTTON_RIGHT, x: 60, y: 60)
        queue.button(SDL_MOUSEBUTTONUP, button: SDL_BUTTON_RIGHT, x: 60, y: 60)
        UIApplication.shared.handlePendingEvents()
        #expect(target.ended == 1, "the touch that began in the view ends in it, wherever the release is")
        queue.button(SDL_MOUSEBUTTONDOWN, x: 10, y: 10)
        queue.button(SDL_MOUSEBUTTONUP, x: 60, y: 60)
        UIApplication.shared.handlePendingEvents()
        #expect(target.ended == 1, "a touch that began elsewhere does not reach the view")
    }

    @Test("Two fingers through SDL's queue are two touches of the views they went down in, in points; SDL's copies are not delivered")
    func twoFingers() throws {
        final class Recorder: UIView {
            var lines: [String] = []
            var touches: [UITouch] = []
            private func record(_ phase: String, _ set: Set<UITouch>) {
                for touch in set where !touches.contains(where: { $0 === touch }) { touches.append(touch) }
                let numbers = set.map { touch in touches.firstIndex { $0 === touch }! + 1 }.sorted()
                let points = set.sorted { a, b in touches.firstIndex { $0 === a }! < touches.firstIndex { $0 === b }! }
                    .map { "(\(Int($0.location(in: self).x.rounded())), \(Int($0.location(in: self).y.rounded())))" }
                lines.append("\(phase) \(numbers) \(points.joined(separator: " "))")
            }
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record("began", touches) }
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record("moved", touches) }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record("ended", touches) }
            override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { record("cancelled", touches) }
        }
        let target = Recorder(frame: CGRect(x: 20, y: 20, width: 160, height: 160))
        target.isMultipleTouchEnabled = true
        let (window, queue) = try SDLEventQueue.openWindow(size: CGSize(width: 200, height: 200)) { $0.addSubview(target) }
        defer { window.isHidden = true }
        queue.finger(SDL_FINGERDOWN, finger: 11, x: 0.25, y: 0.25)
        // SDL's mouse copy of the first finger (which = SDL_TOUCH_MOUSEID), and its touch copy of a mouse.
        queue.button(SDL_MOUSEBUTTONDOWN, x: 50, y: 50, which: UInt32.max)
        queue.finger(SDL_FINGERDOWN, finger: 1, x: 0.9, y: 0.9, device: -1)
        queue.finger(SDL_FINGERDOWN, finger: 12, x: 0.75, y: 0.5)
        UIApplication.shared.handlePendingEvents()
        queue.finger(SDL_FINGERMOTION, finger: 11, x: 0.3, y: 0.25)
        queue.finger(SDL_FINGERMOTION, finger: 12, x: 0.7, y: 0.5)
        queue.finger(SDL_FINGERMOTION, finger: 11, x: 0.35, y: 0.3)
        UIApplication.shared.handlePendingEvents()
        queue.finger(SDL_FINGERUP, finger: 12, x: 0.7, y: 0.5)
        queue.button(SDL_MOUSEBUTTONUP, x: 70, y: 60, which: UInt32.max)
        queue.finger(SDL_FINGERUP, finger: 1, x: 0.9, y: 0.9, device: -1)
        queue.finger(SDL_FINGERUP, finger: 11, x: 0.35, y: 0.3)
        UIApplication.shared.handlePendingEvents()
        #expect(target.lines == ["began [1] (30, 30)", "began [2] (130, 80)", "moved [1, 2] (50, 40) (120, 80)",
                                 "ended [2] (120, 80)", "ended [1] (50, 40)"])
        #expect(target.touches.allSatisfy { $0.type == .direct && $0.window === window })
    }
}
