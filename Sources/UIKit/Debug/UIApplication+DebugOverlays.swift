import QuartzCore

/// The debug overlays shown now, switched at run time by the key chords and the playground.
extension UIApplication {
    /// What was switched at run time: the launch's overlays (`CASEMENT_DEBUG`) until then.
    private static var switchedOverlays: DebugOverlays?

    /// The overlays the compositor draws: setting them shows them from the next commit on, with
    /// what the main thread must send for them.
    package var debugOverlays: DebugOverlays {
        get { UIApplication.switchedOverlays ?? launch.debug.overlays }
        set {
            UIApplication.switchedOverlays = newValue
            OverlayFeeds.follow(newValue, of: self)
            CATransaction.state.showOverlays(newValue)
        }
    }
}
