import CSDL2
import QuartzCore

/// An SDL window and its GL context, as the compositor draws into it. Its methods are the only
/// SDL calls made off the main thread (making the context current, swapping), which SDL allows.
package final class SDLWindowTarget: RenderTarget, @unchecked Sendable {
    package let window: OpaquePointer
    private let context: SDL_GLContext
    /// SDL window units per point (see `SDLPlatform.emulatedScale`).
    package let pointScale: CGFloat

    init(window: OpaquePointer, context: SDL_GLContext, pointScale: CGFloat) {
        self.window = window
        self.context = context
        self.pointScale = pointScale
    }

    /// SDL's id of the window, for routing its events.
    package var windowID: UInt32 { SDL_GetWindowID(window) }

    /// The window's size in points and in drawable pixels.
    @MainActor
    package var viewport: Viewport {
        var w: Int32 = 0, h: Int32 = 0, pw: Int32 = 0, ph: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        SDL_GL_GetDrawableSize(window, &pw, &ph)
        return Viewport(pointSize: CGSize(width: CGFloat(w) / pointScale, height: CGFloat(h) / pointScale),
                        pixelWidth: Int(pw), pixelHeight: Int(ph))
    }

    package func makeCurrent() { SDL_GL_MakeCurrent(window, context) }
    package func releaseCurrent() { SDL_GL_MakeCurrent(window, nil) }
    package func present() { SDL_GL_SwapWindow(window) }
    package func destroy() { SDL_GL_DeleteContext(context) }
}
