import Foundation

/// The push and pop animation's numbers (Navigation rule 20): UIKit's curve 7, a critically
/// damped spring (Core Animation treats the reported mass 3, stiffness 1000, damping 500 as
/// critical), over 0.5 s; the underlying view moves 0.3 of the width and is dimmed.
enum NavigationTransition {
    /// The spring's natural frequency, √(1000/3) s⁻¹.
    static let omega = (1000.0 / 3).squareRoot()
    /// How long a push or pop animates, in seconds.
    static let duration = 0.5
    /// How far the underlying view moves, as a fraction of the width.
    static let parallax = 0.3
    /// The black dimming's opacity over the underlying view when fully covered.
    static let dimming = 0.1

    /// The fraction of the transition done `t` seconds after it starts: 1 − (1 + ωt)e^(−ωt).
    static func progress(at t: Double) -> Double {
        let x = omega * max(0, t)
        return 1 - (1 + x) * exp(-x)
    }

    /// The spring the compositor runs: unit mass, critically damped at `omega`.
    @MainActor
    static var timing: UISpringTimingParameters {
        UISpringTimingParameters(mass: 1, stiffness: CGFloat(omega * omega), damping: CGFloat(2 * omega), initialVelocity: .zero)
    }
}
