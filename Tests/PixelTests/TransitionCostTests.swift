import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

/// A view whose `draw(_:)` counts its calls.
private final class CountingView: UIView {
    nonisolated(unsafe) static var draws = 0
    override func draw(_ rect: CGRect) {
        CountingView.draws += 1
        UIColor.green.setFill()
        UIRectFill(bounds)
    }
}

/// What a transition costs and who draws it: the compositor composites pictures of the subtree,
/// drawing none of its layers again, and the render thread plays it on while the main thread stalls.
@Suite("Transition cost and the render thread", .serialized, .startsClean)
@MainActor
struct TransitionCostTests {
    @Test("A transition over a container of 1,000 drawn layers calls draw(_:) on none of them, and draws a few quads a frame")
    func thousandLayers() {
        withWindow(size: CGSize(width: 400, height: 400)) { window, renderer in
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            window.addSubview(container)
            for index in 0..<1000 {
                let view = CountingView(frame: CGRect(x: index % 40 * 10, y: index / 40 * 10, width: 8, height: 8))
                container.addSubview(view)
            }
            let start = CACurrentMediaTime() + 1000
            _ = frame(window, renderer, at: start)
            let drawn = CountingView.draws
            let quadsWithout = renderer.statistics.lastFrameQuads
            let transition = CATransition()
            transition.beginTime = start
            transition.duration = 1
            container.layer.add(transition, forKey: nil)
            for view in container.subviews.prefix(500) { view.isHidden = true }
            for fraction in [0.25, 0.5, 0.75] {
                let picture = frame(window, renderer, at: start + fraction)
                let white = UInt8(255 * fraction + 0.5)
                #expect(picture.rgb(5, 5).isClose(to: RGB(r: white, g: 255, b: white), tolerance: 2),
                        "the hidden half fades out over the white window: \(picture.rgb(5, 5))")
                #expect(renderer.statistics.lastFrameQuads < 10, "\(renderer.statistics.lastFrameQuads) quads, \(quadsWithout) without")
            }
            #expect(CountingView.draws == drawn, "draw(_:) was called \(CountingView.draws - drawn) times")
        }
    }

    @Test("The render thread keeps a 1 s cross-dissolve playing through a 500 ms main-thread stall")
    func renderThreadRunsWhileMainBlocks() throws {
        let renderer = ThreadedRenderer(refreshRate: 60)
        let window = openWindow(size: CGSize(width: 200, height: 200), renderer: renderer)
        defer { window.isHidden = true }
        let container = UIView(frame: window.bounds)
        container.backgroundColor = .black
        window.addSubview(container)
        CATransaction.flush()
        renderer.synchronize()
        waitForFirstFrame(renderer)
        UIView.transition(with: container, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
                          animations: { container.backgroundColor = .white })
        CATransaction.flush()
        let begin = CACurrentMediaTime()
        renderer.synchronize()
        Thread.sleep(forTimeInterval: 0.1)
        let seen = statisticsDuringStall(of: renderer)
        #expect(seen.count - 1 >= 15, "only \(seen.count - 1) frames in a 500 ms stall on \(backend)")
        let captured = try #require(renderer.capture(window.renderTargetID!))
        // Black mixed with white at p is grey p: the time into the transition.
        let grey = Double(captured.pixel(x: 100, y: 100).r) / 255
        let elapsed = CACurrentMediaTime() - begin
        #expect(abs(grey - elapsed) < 0.1, "the picture matches the transition's time (\(grey) vs \(elapsed))")
    }
}
