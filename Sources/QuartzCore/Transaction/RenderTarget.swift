/// A window's GL drawable, as the compositor uses it. The platform layer (UIKit's SDL windows)
/// implements it; the compositor calls it only on the thread that renders.
package protocol RenderTarget: AnyObject, Sendable {
    typealias ID = ObjectIdentifier
    /// Makes this window's GL context current on the calling thread.
    func makeCurrent()
    /// Releases the GL context from the calling thread.
    func releaseCurrent()
    /// Presents the back buffer; returns at the next vsync where the platform honours it.
    func present()
    /// Frees the GL context; called on the rendering thread after the last frame.
    func destroy()
}
