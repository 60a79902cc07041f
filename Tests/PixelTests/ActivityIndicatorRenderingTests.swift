import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

/// The spinner as the compositor draws it: its spokes in its colour, nothing when stopped, and the
/// ring one spoke further round a twelfth of a second later.
@Suite("Activity indicator rendering", .serialized, .startsClean)
@MainActor
struct ActivityIndicatorRenderingTests {
    /// Centres of three spoke positions of a large spinner centred at (50, 50): 12, 11 and 1 o'clock.
    private let top = (49, 36), elevenOClock = (43, 38), oneOClock = (56, 38)

    @Test("Spokes are drawn in the spinner's colour, fading behind the leading one; stopped, nothing shows")
    func spokes() throws {
        try withWindow(size: CGSize(width: 100, height: 100)) { window, renderer in
            let (spinner, start) = try startedSpinner(.red, in: window, renderer)
            let picture = frame(window, renderer, at: start + 100.04)
            #expect(picture.rgb(top.0, top.1).isClose(to: .red, tolerance: 6), "the leading spoke: \(picture.rgb(top.0, top.1))")
            let faded = picture.rgb(oneOClock.0, oneOClock.1)
            #expect(faded.r > 250 && faded.g > 150 && faded.g < 230 && faded.g == faded.b, "the last spoke, a quarter red: \(faded)")
            #expect(picture.rgb(50, 50) == .white, "the middle is empty")
            spinner.stopAnimating()
            let stopped = frame(window, renderer, at: start + 100.5)
            #expect(stopped.rgb(top.0, top.1) == .white && stopped.rgb(oneOClock.0, oneOClock.1) == .white, "hidden when stopped")
        }
    }

    @Test("A twelfth of a second later the ring has turned one spoke clockwise")
    func steps() throws {
        try withWindow(size: CGSize(width: 100, height: 100)) { window, renderer in
            let (_, start) = try startedSpinner(.blue, in: window, renderer)
            let before = frame(window, renderer, at: start + 100.04)
            let after = frame(window, renderer, at: start + 100.04 + 1.0 / 12)
            #expect(before.rgb(top.0, top.1).isClose(to: .blue, tolerance: 6))
            #expect(after.rgb(oneOClock.0, oneOClock.1).isClose(to: .blue, tolerance: 6), "the leading spoke moved to 1 o'clock")
            #expect(after.rgb(top.0, top.1).isClose(to: before.rgb(elevenOClock.0, elevenOClock.1), tolerance: 6),
                    "the spoke behind it took its place: \(after.rgb(top.0, top.1)) vs \(before.rgb(elevenOClock.0, elevenOClock.1))")
            #expect(before.rgb(top.0, top.1) != after.rgb(top.0, top.1))
            let turned = frame(window, renderer, at: start + 101.04)
            #expect(turned.rgb(top.0, top.1) == before.rgb(top.0, top.1), "a whole turn a second")
        }
    }

    /// A large spinner of `color` centred at (50, 50), started and committed, and when its turning
    /// began (media time).
    private func startedSpinner(_ color: UIColor, in window: UIWindow,
                                _ renderer: SynchronousRenderer) throws -> (UIActivityIndicatorView, Double) {
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.color = color
        spinner.center = CGPoint(x: 50, y: 50)
        window.addSubview(spinner)
        spinner.startAnimating()
        _ = frame(window, renderer, at: CACurrentMediaTime())
        let ring = try #require(spinner.layer.sublayers?.first)
        let item = try #require(ring.attachedAnimations.first { $0.key == UIActivityIndicatorView.spinKey })
        return (spinner, try #require(item.resolved).timing.startTime)
    }
}
