import CSDL2
import QuartzCore

/// An SDL window with its GL context, opened by `SDLPlatform` for a `UIWindow`.
@MainActor
package final class SDLWindow: PlatformWindow {
    package let id: PlatformWindowID
    private let window: OpaquePointer
    private let target: SDLWindowTarget
    private unowned let platform: SDLPlatform
    /// SDL window units per point (see `SDLPlatform.emulatedScale`).
    package let pointScale: CGFloat

    init(window: OpaquePointer, context: SDL_GLContext, pointScale: CGFloat, platform: SDLPlatform) {
        self.window = window
        self.pointScale = pointScale
        self.platform = platform
        target = SDLWindowTarget(window: window, context: context, watcher: platform.watcher)
        id = PlatformWindowID(SDL_GetWindowID(window))
    }

    package var renderTarget: any RenderTarget { target }

    package var viewport: Viewport {
        var pixelWidth: Int32 = 0, pixelHeight: Int32 = 0
        SDL_GL_GetDrawableSize(window, &pixelWidth, &pixelHeight)
        return Viewport(pointSize: size, pixelWidth: Int(pixelWidth), pixelHeight: Int(pixelHeight))
    }

    /// SDL's index of the display the window is on (-1 when SDL cannot tell).
    package var displayIndex: Int { Int(SDL_GetWindowDisplayIndex(window)) }

    package var display: PlatformDisplay.ID? {
        let displays = platform.displays
        return displays.indices.contains(displayIndex) ? displays[displayIndex].id : nil
    }

    /// The window's size in points.
    package var size: CGSize {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowSize(window, &width, &height)
        return CGSize(width: CGFloat(width) / pointScale, height: CGFloat(height) / pointScale)
    }

    package var title: String {
        get { String(cString: SDL_GetWindowTitle(window)) }
        set { SDL_SetWindowTitle(window, newValue) }
    }

    package var isVisible: Bool {
        get { SDL_GetWindowFlags(window) & SDL_WINDOW_SHOWN.rawValue != 0 }
        set { newValue ? SDL_ShowWindow(window) : SDL_HideWindow(window) }
    }

    package var isFullscreen: Bool {
        get { SDL_GetWindowFlags(window) & SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue == SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue }
        set { SDL_SetWindowFullscreen(window, newValue ? SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue : 0) }
    }

    package func resize(to size: CGSize) {
        SDL_SetWindowSize(window, Int32(max(1, (size.width * pointScale).rounded())), Int32(max(1, (size.height * pointScale).rounded())))
    }

    /// On Wayland a client cannot place a window: moving it and then making it fullscreen on the
    /// desktop is what puts it on another output, so a fullscreen window is made fullscreen again.
    package func move(to display: PlatformDisplay.ID) {
        guard let bounds = platform.displays.first(where: { $0.id == display })?.bounds else { return }
        let wasFullscreen = isFullscreen
        if wasFullscreen { isFullscreen = false }
        SDL_SetWindowPosition(window, Int32((bounds.minX * pointScale).rounded()), Int32((bounds.minY * pointScale).rounded()))
        if wasFullscreen { isFullscreen = true }
    }

    package var keepsAbove: Bool {
        get { SDL_GetWindowFlags(window) & SDL_WINDOW_ALWAYS_ON_TOP.rawValue != 0 }
        set { SDL_SetWindowAlwaysOnTop(window, newValue ? SDL_TRUE : SDL_FALSE) }
    }

    /// SDL 2 raises only with the focus: raising is asking for the focus too, and the key window
    /// follows the focus if the window manager grants it.
    package func raise() {
        SDL_RaiseWindow(window)
    }

    package func focus() {
        SDL_RaiseWindow(window)
    }

    package func close() {
        platform.windowDidClose(self)
        SDL_DestroyWindow(window)
    }
}
