/// What the environment asks of a Casement program: a virtual clock, a screenshot at a media time.
/// `CASEMENT_CLOCK=virtual` (1/60 s per frame), `CASEMENT_SCREENSHOT=FILE.png`,
/// `CASEMENT_SCREENSHOT_AT=SECONDS` (default 0.5), `CASEMENT_VSYNC=off` (draw as fast as possible:
/// no swap interval and no pacing, for measuring); and what `DebugConfiguration` reads
/// (`CASEMENT_DEBUG`, `CASEMENT_ANIMATION_SPEED`, `CASEMENT_TRACE`).
package struct LaunchConfiguration: Equatable {
    package var virtualClock = false
    package var vsync = true
    package var screenshotPath: String?
    package var screenshotTime = 0.5
    package var debug = DebugConfiguration()

    package static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> LaunchConfiguration {
        var configuration = LaunchConfiguration()
        configuration.virtualClock = environment["CASEMENT_CLOCK"] == "virtual"
        configuration.vsync = !["off", "0"].contains(environment["CASEMENT_VSYNC"] ?? "")
        configuration.screenshotPath = environment["CASEMENT_SCREENSHOT"].flatMap { $0.isEmpty ? nil : $0 }
        if let at = environment["CASEMENT_SCREENSHOT_AT"] {
            if let seconds = Double(at), seconds.isFinite, seconds >= 0 {
                configuration.screenshotTime = seconds
            } else {
                Diagnostics.report("CASEMENT_SCREENSHOT_AT=\(at) is not a number of seconds; using 0.5")
            }
        }
        configuration.debug = .fromEnvironment(environment)
        return configuration
    }
}
