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
            collect(window, in: window, into: &found)
            areas[id] = found
        }
        return areas
    }

    private static func collect(_ view: UIView, in window: UIWindow, into areas: inout [CGRect]) {
        guard !view.isHidden, view.alpha >= 0.01, view.isUserInteractionEnabled else { return }
        if view !== window, view is UIControl || !(view.gestureRecognizers ?? []).isEmpty {
            areas.append(view.convert(view.bounds, to: window))
        }
        for subview in view.subviews { collect(subview, in: window, into: &areas) }
    }
}
