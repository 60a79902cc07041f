import Foundation
import QuartzCore

/// A window of the headless platform: its state is what UIKit last asked for, and it draws nowhere.
/// Like a window manager, it reports a new size, another display or the focus as events.
@MainActor
package final class HeadlessWindow: PlatformWindow {
    package let id: PlatformWindowID
    package let renderTarget: any RenderTarget = HeadlessRenderTarget()
    package var title: String
    package var isVisible = true
    /// Filling its display: the window's size changes, which is reported.
    package var isFullscreen = false {
        didSet { if isFullscreen != oldValue { platform.inject(.windowResize(window: id)) } }
    }
    package var keepsAbove = false {
        didSet { if keepsAbove != oldValue { platform.raise(self) } }
    }
    /// The size in points (the display's while fullscreen).
    package private(set) var size: CGSize
    /// The display the window is on.
    package private(set) var display: PlatformDisplay.ID?
    /// Whether the window has the keyboard focus.
    package private(set) var isFocused = false
    /// Whether the window is minimised (off the desktop).
    package private(set) var isMinimized = false
    private unowned let platform: HeadlessPlatform

    init(id: PlatformWindowID, title: String, size: CGSize, display: PlatformDisplay.ID?, platform: HeadlessPlatform) {
        self.id = id
        self.title = title
        self.size = size
        self.display = display
        self.platform = platform
    }

    package var viewport: Viewport {
        let screen = platform.display(display)
        let points = isFullscreen ? screen?.bounds.size ?? size : size
        let scale = screen?.scale ?? 1
        return Viewport(pointSize: points, pixelWidth: Int((points.width * scale).rounded()), pixelHeight: Int((points.height * scale).rounded()))
    }

    /// The user (or UIKit) resizing the window: reported as the window manager would.
    package func resize(to size: CGSize) {
        self.size = size
        platform.inject(.windowResize(window: id))
    }

    /// Moving to another display is reported, and so is the size and density that come with it.
    package func move(to display: PlatformDisplay.ID) {
        guard display != self.display else { return }
        self.display = display
        platform.inject(.windowMoved(window: id, display: display))
    }

    package func raise() { platform.raise(self) }

    package func focus() {
        isFocused = true
        platform.raise(self)
        platform.inject(.windowFocus(window: id, isFocused: true))
    }

    /// The user minimising the window: as a window manager does, it takes the focus away first.
    package func minimize() {
        guard !isMinimized else { return }
        if isFocused {
            isFocused = false
            platform.inject(.windowFocus(window: id, isFocused: false))
        }
        isMinimized = true
        platform.inject(.windowShown(window: id, isShown: false))
    }

    /// Minimised by the platform with nothing reported, as SDL 2.26 on Wayland does to a fullscreen
    /// window when another fullscreen window enters its output.
    package func minimizeUnreported() { isMinimized = true }

    /// The user bringing the minimised window back (it does not take the focus by itself).
    package func restore() {
        guard isMinimized else { return }
        isMinimized = false
        platform.inject(.windowShown(window: id, isShown: true))
    }

    package func close() { platform.windowDidClose(self) }
}
