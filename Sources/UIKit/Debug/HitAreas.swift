import QuartzCore

/// What the `hits` overlay outlines: the areas of each shown window's views that take touches
/// (controls and views with gesture recognizers), among the views hit-testing can reach (shown,
/// visible and taking user interaction, as `UIView.hitTest` requires).
@MainActor
enum HitAreas {
    /// Each shown window's areas, in its points, by its render target.
    static func of(_ windows: [UIWindow]) -> [RenderTarget.ID: [CGRect]] {
        var areas: [RenderTarget.ID: [CGRect]] = [:]
        for window in windows where !window.isHidden {
            guard let id = window.renderTargetID else { continue }
            var found: [CGRect] = []
            if reachable(window) {
                TreeWalk.forEach(from: window as UIView, children: \.subviews, descends: reachable) { view in
                    if view !== window, view is UIControl || !(view.gestureRecognizers ?? []).isEmpty {
                        found.append(view.convert(view.bounds, to: window))
                    }
                }
            }
            areas[id] = found
        }
        return areas
    }

    /// Whether hit-testing can reach into `view`.
    private static func reachable(_ view: UIView) -> Bool {
        !view.isHidden && view.alpha >= 0.01 && view.isUserInteractionEnabled
    }
}
