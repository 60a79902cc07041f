import GLCompositor
import QuartzCore

// The pixel tests draw with the GL compositor, as the application does.

extension SynchronousRenderer {
    /// A synchronous renderer drawing with a new GL compositor.
    convenience init() { self.init(driver: RenderDriver(executor: Compositor())) }
}

extension ThreadedRenderer {
    /// A render thread drawing with a new GL compositor.
    convenience init(refreshRate: Double) { self.init(driver: RenderDriver(executor: Compositor(), presentsOnWindowThreads: true), refreshRate: refreshRate) }
}
