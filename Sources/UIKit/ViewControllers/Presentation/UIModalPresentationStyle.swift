/// How a presented controller's view is shown (Apple's raw values).
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    case none = -1
    case automatic = -2
}

extension UIModalPresentationStyle {
    /// How Casement shows the style in a desktop window (Navigation rules 32–33): the full-screen
    /// styles cover the window and hide the presenter, the "over" styles cover it and keep it, and the
    /// sheets (and `.automatic`, which is `.formSheet` from iOS 18; `.popover`, which has no source
    /// to point at here) are a card centred over a dimmed presenter.
    enum Placement { case covering, over, sheet }

    /// Whether the style covers the presentation context's view rather than the window.
    var coversContext: Bool { self == .currentContext || self == .overCurrentContext }

    var placement: Placement {
        switch self {
        case .fullScreen, .currentContext: return .covering
        case .overFullScreen, .overCurrentContext, .custom, .none: return .over
        case .pageSheet, .formSheet, .popover, .automatic: return .sheet
        }
    }
}
