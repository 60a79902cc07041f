/// What the desktop shows of the application's windows: which one has the keyboard focus and which
/// are minimised or hidden by the system. The application's state follows from it.
struct DesktopPresence {
    /// The window with the keyboard focus, if one of the application's has it.
    private(set) var focused: PlatformWindowID?
    /// The windows minimised or hidden by the system.
    private(set) var concealed: Set<PlatformWindowID> = []
    /// Whether the next window to open takes the focus: the focused one was replaced by it.
    private var focusPassesOn = false

    /// The platform reports that `window` gained or lost the focus.
    mutating func focus(_ window: PlatformWindowID, isFocused: Bool) {
        if isFocused {
            focused = window
        } else if focused == window {
            focused = nil
        }
    }

    /// The platform reports that `window` left the desktop or came back to it.
    mutating func show(_ window: PlatformWindowID, isShown: Bool) {
        if isShown { concealed.remove(window) } else { concealed.insert(window) }
    }

    /// `window` closed: it neither has the focus nor hides any more. When it is `replaced` by a
    /// window opening at once (on another display), its focus passes to that one.
    mutating func forget(_ window: PlatformWindowID, replaced: Bool) {
        concealed.remove(window)
        guard focused == window else { return }
        focused = nil
        focusPassesOn = replaced
    }

    /// `window` opened; it has the focus if it replaces the window that had it.
    mutating func opened(_ window: PlatformWindowID) {
        guard focusPassesOn else { return }
        focused = window
        focusPassesOn = false
    }

    /// The state of an application whose `open` windows the desktop shows this way: in the
    /// background when every one is off the desktop, active while one has the focus, else inactive
    /// (also with no window open, as while an app launches).
    func state(open: some Collection<PlatformWindowID>) -> UIApplication.State {
        if !open.isEmpty, open.allSatisfy(concealed.contains) { return .background }
        if let focused, open.contains(focused) { return .active }
        return .inactive
    }
}
