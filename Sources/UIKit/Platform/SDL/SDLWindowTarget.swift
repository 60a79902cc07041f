import CSDL2
import QuartzCore

/// An SDL window's GL context, as the compositor draws into it. Its methods are the only SDL calls
/// made off the main thread (making the context current, swapping), which SDL allows.
package final class SDLWindowTarget: RenderTarget, @unchecked Sendable {
    private let window: OpaquePointer
    private let context: SDL_GLContext

    init(window: OpaquePointer, context: SDL_GLContext) {
        self.window = window
        self.context = context
    }

    package func makeCurrent() { SDL_GL_MakeCurrent(window, context) }
    package func releaseCurrent() { SDL_GL_MakeCurrent(window, nil) }
    package func present() { SDL_GL_SwapWindow(window) }
    package func destroy() { SDL_GL_DeleteContext(context) }
}
