import Foundation
import TestStage
@testable import QuartzCore
@testable import UIKit

/// A view hierarchy on the headless stage (a screen that draws nothing, with a clock the test
/// moves), for checking view animations one main-loop turn at a time.
@MainActor
final class AnimationStage {
    private let stage = Stage()
    /// The root view, 400×300, on screen.
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))

    init() {
        stage.root.addSublayer(root.layer)
        CATransaction.flush()
    }

    /// The stage's clock.
    var time: Double {
        get { stage.time }
        set { stage.time = newValue }
    }

    /// A view on screen and committed, so its changes can animate.
    func view(_ frame: CGRect = CGRect(x: 10, y: 10, width: 50, height: 50)) -> UIView {
        let view = UIView(frame: frame)
        root.addSubview(view)
        CATransaction.flush()
        return view
    }

    /// One main-loop turn at time `t`: ends what has finished by then and commits.
    func turn(at t: Double) { stage.turn(at: t) }

    /// Turns at every frame (1/60 s) from the current time to `t`, then at `t`.
    func run(until t: Double) {
        while time + 1.0 / 60 < t { turn(at: time + 1.0 / 60) }
        turn(at: t)
    }

    /// What `view`'s layer shows at time `t` (the clock is not moved).
    func presentation(_ view: UIView, at t: Double) -> LayerProperties {
        view.layer.presentationProperties(at: t)
    }

    /// The alpha `view` shows at time `t`, through the public `presentation()`.
    func alpha(_ view: UIView, at t: Double) -> Double {
        let saved = time
        time = t
        defer { time = saved }
        return Double(view.layer.presentation()?.opacity ?? .nan)
    }

    func tearDown() { stage.tearDown() }
}
