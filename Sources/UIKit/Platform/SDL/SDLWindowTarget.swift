import CSDL2
import QuartzCore

/// An SDL window's GL context, as the compositor draws into it. Its methods are the only SDL calls
/// made off the main thread (making the context current, swapping), which SDL allows.
package final class SDLWindowTarget: RenderTarget, @unchecked Sendable {
    private let window: OpaquePointer
    private let context: SDL_GLContext
    private let watcher: SDLEventWatcher

    init(window: OpaquePointer, context: SDL_GLContext, watcher: SDLEventWatcher) {
        self.window = window
        self.context = context
        self.watcher = watcher
    }

    package func makeCurrent() { SDL_GL_MakeCurrent(window, context) }
    package func releaseCurrent() { SDL_GL_MakeCurrent(window, nil) }
    /// Swaps; a swap reads the display connection, so events it read for the main thread wake it.
    package func present() {
        SDL_GL_SwapWindow(window)
        watcher.wakeIfEventsQueued()
    }
    package func destroy() { SDL_GL_DeleteContext(context) }
}
