import Foundation
import QuartzCore

/// A platform window's identity, which the platform's events name.
package struct PlatformWindowID: Hashable, Sendable {
    package var rawValue: UInt32
    package init(_ rawValue: UInt32) { self.rawValue = rawValue }
}

/// A window the platform opened for a `UIWindow`: what the compositor draws into, and the
/// window-manager side of it (title, visibility, size, display, fullscreen, focus).
@MainActor
package protocol PlatformWindow: AnyObject {
    var id: PlatformWindowID { get }
    /// What the compositor draws the window's layer tree into.
    var renderTarget: any RenderTarget { get }
    /// The window's size in points and its drawable's size in pixels.
    var viewport: Viewport { get }
    /// The title the window manager shows.
    var title: String { get set }
    /// Shows or hides the window without closing it.
    var isVisible: Bool { get set }
    /// Whether the window fills its display (fullscreen on the desktop, no mode change).
    var isFullscreen: Bool { get set }
    /// Resizes the window to `size` points.
    func resize(to size: CGSize)
    /// The display the window is on, as the platform last reported it.
    var display: PlatformDisplay.ID? { get }
    /// Moves the window onto `display` (fullscreen windows then fill it).
    func move(to display: PlatformDisplay.ID)
    /// Whether the window manager keeps the window above the windows that are not (a level above `.normal`).
    var keepsAbove: Bool { get set }
    /// Puts the window above the others of its kind (kept above or not), without asking for the focus.
    func raise()
    /// Raises the window and gives it the keyboard focus.
    func focus()
    /// Closes the window; the compositor must have destroyed its render target's context.
    func close()
}
