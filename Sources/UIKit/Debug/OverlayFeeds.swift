import QuartzCore

/// What the main thread sends the compositor for the overlays shown: the hit areas for `hits`, the
/// commits' durations for `hud`; nothing for the others, and nothing at all with none shown.
@MainActor
enum OverlayFeeds {
    /// Has the commits carry what `overlays` need from `application`'s windows, and no more.
    static func follow(_ overlays: DebugOverlays, of application: UIApplication) {
        CATransaction.state.hitAreaSource = overlays.contains(.hits) ? { [unowned application] in HitAreas.of(application.windows) } : nil
        CATransaction.state.measuresCommits = overlays.contains(.hud)
    }
}
