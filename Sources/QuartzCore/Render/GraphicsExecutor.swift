import CoreGraphics

/// What the render driver needs of a graphics API (the GL compositor): windows' contexts,
/// textures, running a frame's draw commands, reading pixels back, presenting. It knows nothing of
/// layers, transactions, damage or time; the driver decides what is drawn where and when.
/// Used by one thread at a time, with the window it draws in current.
package protocol GraphicsExecutor: AnyObject {
    /// Makes `window`'s context current on this thread, with what drawing in it needs.
    func makeCurrent(_ window: RenderTarget)
    /// Releases `window`'s context from this thread.
    func releaseCurrent(_ window: RenderTarget)
    /// Frees what the executor made for `window`, then its context: the window is drawn no more.
    func detach(_ window: RenderTarget)

    /// A texture that is white in every texel: the builder's colour-only quads show it.
    var whiteTexture: TextureID { get }
    /// The texture showing `image`, shared with every layer already showing the same image (nil
    /// when none can be made).
    func texture(for image: CGImage) -> TextureHandle?
    /// Replaces the pixels of `texture` under `image`, its top-left corner at (x, y).
    func patch(_ texture: TextureHandle, with image: CGImage, x: Int, y: Int)
    /// Frees `texture` once no layer uses it.
    func release(_ texture: TextureHandle)

    /// Runs `frame`'s commands in the current window, with `surfaces` offscreen surfaces of its
    /// size: onto its canvas (kept for the next frame) when `keepsCanvas`, else straight to it; only
    /// inside `region` (window pixels) when given; then `overlay`'s over the whole window.
    func execute(_ frame: QuadBatch, surfaces: Int, viewport: Viewport, region: PixelRect?, keepsCanvas: Bool,
                 overlay: QuadBatch?) -> ExecutedFrame
    /// Runs `picture`'s commands onto a transparent canvas of `viewport`'s size, with the current
    /// window's context, and returns it as a texture whose rows run top to bottom (nil when it cannot be made).
    func texture(drawing picture: QuadBatch, surfaces: Int, viewport: Viewport) -> TextureHandle?
    /// The current window's pixels as its last frame drew them.
    func readPixels() -> CapturedFrame
    /// Sends what was drawn on to the GPU without waiting for it, so the frame can be shown later
    /// or from another thread.
    func flush()
    /// Shows the frame drawn into `window`, whose context is current.
    func present(_ window: RenderTarget)

    /// Bytes uploaded to textures since the count was last taken.
    var uploadedBytes: Int { get }
    /// Returns `uploadedBytes` and starts counting again.
    func takeUploadedBytes() -> Int
    /// What the executor holds now, for the statistics.
    var resources: GraphicsResources { get }
}
