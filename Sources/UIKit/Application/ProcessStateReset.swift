import QuartzCore

/// The process-wide state a program (or a test) can leave behind, put back as at launch: a test
/// fixture calls this between tests, so no test leaks a running animation, an open transaction, an
/// advanced clock or a display link into the next.
@MainActor
package enum ProcessStateReset {
    /// Resets transactions (`CATransaction.resetToLaunchState`), the virtual media clock, the
    /// display links, what `UIView` learned of classes that draw nothing, and SDL's platform if it
    /// started; returns what it had to stop, in words (empty when the state was already clean).
    package static func toLaunchState() -> [String] {
        var stopped = CATransaction.resetToLaunchState()
        if let links = Diagnostics.counted(DisplayLinkScheduler.shared.resetToLaunchState(), "display link") { stopped.append(links) }
        let reached = MediaClock.shared.resetToLaunchState()
        if reached != 0 { stopped.append("the virtual media clock at \(reached) s") }
        UIView.forgetClassesThatDrawNothing()
        if SDLPlatform.isStarted { stopped += SDLPlatform.shared.resetToLaunchState() }
        return stopped
    }
}
