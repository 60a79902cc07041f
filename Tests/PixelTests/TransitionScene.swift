import Foundation
@testable import QuartzCore
@testable import UIKit

/// The transition scene: a 200×200 container filling a black window, showing a red view
/// with a white marker at its top left, to be replaced by a blue view with its marker at the top
/// right. `start` is far ahead, so the main thread's clock never ends a transition mid-test.
@MainActor
struct TransitionScene {
    let window: UIWindow
    let renderer: SynchronousRenderer
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let red = TransitionScene.page(.red, markerX: 10)
    let blue = TransitionScene.page(.blue, markerX: 170)
    let start = CACurrentMediaTime() + 1000

    /// Puts the scene into `window` with the red view showing, and draws it once.
    init(window: UIWindow, renderer: SynchronousRenderer) {
        self.window = window
        self.renderer = renderer
        window.backgroundColor = .black
        window.addSubview(container)
        container.addSubview(red)
        container.addSubview(blue)
        blue.isHidden = true
        _ = frame(window, renderer)
    }

    private static func page(_ color: UIColor, markerX: CGFloat) -> UIView {
        let page = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        page.backgroundColor = color
        let marker = UIView(frame: CGRect(x: markerX, y: 10, width: 20, height: 20))
        marker.backgroundColor = .white
        page.addSubview(marker)
        return page
    }

    /// Shows the blue view instead of the red one.
    func swap() { show(new: true) }

    private func show(new: Bool) {
        red.isHidden = new
        blue.isHidden = !new
    }

    /// The old and the new state as drawn without a transition; the old one shows afterwards.
    func states() -> (old: Picture, new: Picture) {
        show(new: true)
        let new = picture(at: 0)
        show(new: false)
        return (picture(at: 0), new)
    }

    /// The window at `fraction` of a transition of `duration` seconds that begins at `start`.
    func picture(at fraction: Double, duration: Double = 1) -> Picture {
        frame(window, renderer, at: start + fraction * duration)
    }

    /// Runs `body`, which starts a transition, and commits it with the clock at `start`: the
    /// transition begins there.
    func commit(_ body: () -> Void) {
        let clock = CATransaction.state.clock
        defer { CATransaction.state.clock = clock }
        CATransaction.state.clock = { [start] in start }
        body()
        CATransaction.flush()
    }

    /// Adds `transition` (beginning at `start`, lasting 1 s unless set) to the container with the swap.
    func run(_ transition: CATransition) {
        transition.beginTime = start
        if transition.duration == 0 { transition.duration = 1 }
        container.layer.add(transition, forKey: nil)
        swap()
    }
}

/// Runs `body` with the transition scene in a fresh 200×200 window.
@MainActor
func withTransitionScene(_ body: (TransitionScene) throws -> Void) rethrows {
    try withWindow(size: CGSize(width: 200, height: 200)) { window, renderer in
        try body(TransitionScene(window: window, renderer: renderer))
    }
}

extension Picture {
    /// Whether the pixel at (x, y) is red, dimmed at most to `least`.
    func isRed(_ x: Int, _ y: Int, least: UInt8 = 180) -> Bool {
        let c = rgb(x, y)
        return c.r >= least && c.g < 40 && c.b < 40
    }

    /// Whether the pixel at (x, y) is blue, dimmed at most to `least`.
    func isBlue(_ x: Int, _ y: Int, least: UInt8 = 180) -> Bool {
        let c = rgb(x, y)
        return c.b >= least && c.r < 40 && c.g < 40
    }

    /// Whether the picture is, pixel for pixel, `other` (within 1 per channel).
    func matches(_ other: Picture) -> Bool {
        width == other.width && height == other.height && zip(rgba, other.rgba).allSatisfy { abs(Int($0) - Int($1)) <= 1 }
    }
}
