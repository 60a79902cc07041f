import Foundation

/// One thing that happened on the platform, in neutral terms: input for a window, a change to a
/// window or a display. Locations are in points from the window's top left corner.
package struct PlatformEvent: Equatable, Sendable {
    /// When it happened, in seconds on the media clock (`CACurrentMediaTime`).
    package var timestamp: Double
    package var kind: Kind

    package init(timestamp: Double, _ kind: Kind) {
        self.timestamp = timestamp
        self.kind = kind
    }

    /// Where a finger is in its life.
    package enum FingerPhase: Sendable { case down, move, up }

    /// Pointer and finger events carry `isEmulated`: true when the platform made the event from
    /// another device's input (SDL's mouse events from touches, its touches from the mouse), so the
    /// same physical input arrives twice; UIKit takes the original and ignores the copy.
    package enum Kind: Equatable, Sendable {
        /// A pointer button went down or up; `buttons` is the set held after the change.
        case pointerButton(window: PlatformWindowID, button: PointerButtons, isDown: Bool, location: CGPoint,
                           buttons: PointerButtons, modifiers: KeyModifiers, isEmulated: Bool = false)
        /// The pointer moved (hovering when `buttons` is empty).
        case pointerMotion(window: PlatformWindowID, location: CGPoint, buttons: PointerButtons, modifiers: KeyModifiers,
                           isEmulated: Bool = false)
        /// The pointer left the window: it hovers over nothing there any more.
        case pointerExited(window: PlatformWindowID)
        /// A finger of a touch screen or touchpad, named by `finger` on its `device` from down to up.
        case finger(window: PlatformWindowID, device: Int64, finger: Int64, phase: FingerPhase, location: CGPoint,
                    pressure: Double, isEmulated: Bool = false)
        /// The wheel or a trackpad scrolled, in the platform's precise (fractional) wheel steps.
        case wheel(window: PlatformWindowID, dx: Double, dy: Double, location: CGPoint, modifiers: KeyModifiers)
        /// A key went down (again, when `isRepeat`) or up; `scancode` is the USB HID usage.
        case key(window: PlatformWindowID, scancode: Int, isDown: Bool, isRepeat: Bool, modifiers: KeyModifiers)
        /// Text typed into the window.
        case text(window: PlatformWindowID, String)
        /// An input method's composition so far, with its selected part in UTF-16 units; "" ends it
        /// (cancelled, or about to be committed as `.text`).
        case markedText(window: PlatformWindowID, String, selection: NSRange)
        /// The window gained or lost the keyboard focus.
        case windowFocus(window: PlatformWindowID, isFocused: Bool)
        /// The window left the desktop (minimised, or hidden by the system: `isShown` false) or came
        /// back to it (restored, shown again).
        case windowShown(window: PlatformWindowID, isShown: Bool)
        /// The user asked to close the window.
        case windowClose(window: PlatformWindowID)
        /// The window's size or its drawable's changed.
        case windowResize(window: PlatformWindowID)
        /// The window is now on another display (the user dragged it there, or the compositor put it there).
        case windowMoved(window: PlatformWindowID, display: PlatformDisplay.ID)
        /// The window's contents must be drawn again.
        case windowExposed(window: PlatformWindowID)
        /// A display appeared; it is in the platform's `displays`.
        case displayConnected(PlatformDisplay.ID)
        /// A display went away; it is no longer in the platform's `displays`.
        case displayDisconnected(PlatformDisplay.ID)
        /// A display's bounds, scale or refresh rate changed.
        case displayChanged(PlatformDisplay.ID)
        /// The system asks the application to end (a signal, the session closing).
        case quit
    }
}
