import CoreGraphics

/// What the environment asks for to see inside a running program: `CASEMENT_DEBUG` (overlays the
/// compositor draws over each window), `CASEMENT_ANIMATION_SPEED` (every animation slowed, as the
/// simulator's "Slow Animations") and `CASEMENT_TRACE` (a frame trace written at exit). Read once at
/// launch and handed to what uses it: the compositor takes the overlays, the transaction state the
/// speed, both the trace's recorder.
package struct DebugConfiguration: Equatable, Sendable {
    package var overlays: DebugOverlays = []
    /// The factor animations run at (0.1: ten times slower); 1 leaves them alone.
    package var animationSpeed = 1.0
    /// Where the frame trace is written at exit (nil: no trace is kept).
    package var tracePath: String?

    package init(overlays: DebugOverlays = [], animationSpeed: Double = 1) {
        self.overlays = overlays; self.animationSpeed = animationSpeed
    }

    /// The settings `environment` asks for; a bad value is reported and left at its default.
    package static func fromEnvironment(_ environment: [String: String]) -> DebugConfiguration {
        var configuration = DebugConfiguration()
        if let list = environment["CASEMENT_DEBUG"] { configuration.overlays = DebugOverlays(parsing: list) }
        configuration.tracePath = environment["CASEMENT_TRACE"].flatMap { $0.isEmpty ? nil : $0 }
        if let value = environment["CASEMENT_ANIMATION_SPEED"] {
            if let speed = Double(value), speed.isFinite, speed > 0 {
                configuration.animationSpeed = speed
            } else {
                Diagnostics.report("CASEMENT_ANIMATION_SPEED=\(value) is not a positive number; using 1")
            }
        }
        return configuration
    }
}
