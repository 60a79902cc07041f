/// Counters the render driver keeps, read by tests, benchmarks and the debug overlay.
public struct RenderStatistics: Sendable, Equatable {
    /// Frames drawn and presented, all windows together.
    public var framesPresented = 0
    /// The media time the last frame was drawn for.
    public var lastFrameTime: Double = 0
    /// Draw calls in the last frame.
    public var lastFrameDrawCalls = 0
    /// Quads in the last frame.
    public var lastFrameQuads = 0
    /// Offscreen passes in the last frame (group opacity, masks, shadows of composited content).
    public var lastFrameOffscreenPasses = 0
    /// Clips drawn into the stencil in the last frame (rounded, rotated or 3D masksToBounds).
    public var lastFrameStencilClips = 0
    /// Quads drawn without blending in the last frame (opaque layers' drawings, large opaque colours).
    public var lastFrameUnblendedQuads = 0
    /// Window pixels drawn again in the last frame, all windows together: their whole area, or only
    /// the region that changed when the rest could be kept from the frame before.
    public var lastFrameRedrawnPixels = 0
    /// Bytes uploaded to textures in the last frame.
    public var lastFrameUploadedBytes = 0
    /// Bytes uploaded to textures since start.
    public var totalUploadedBytes = 0
    /// Textures alive now.
    public var liveTextures = 0
    /// Layers the render tree holds.
    public var renderTreeNodes = 0
    /// GL buffers and vertex arrays alive now (the shared vertex and index buffers, each window's arrays).
    public var liveBuffers = 0
    /// Offscreen surfaces alive now, in every compositor (group opacity, masks, shadows, canvases, snapshots).
    public var liveOffscreenSurfaces = 0
    /// Windows the render driver draws.
    public var windowTargets = 0
    /// CPU seconds spent building frames since start: walking the layer tree, evaluating animations
    /// and writing vertices (the GL driver's work and presenting not included).
    public var frameBuildSeconds: Double = 0

    public init() {}
}
