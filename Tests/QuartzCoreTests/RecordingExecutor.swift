import CoreGraphics
@testable import QuartzCore

/// A graphics executor that draws nothing and records, in order, what the render driver asks of it:
/// the frame loop tested with no GL context. Each frame's commands are kept with the quads they draw
/// (where they land, their tint, their texture), read when the frame is executed, since the
/// builder's vertex storage is written over by the next build. It reports each command as one draw
/// call and no quad as drawn without blending (those are the GL executor's to count).
final class RecordingExecutor: GraphicsExecutor {
    /// One quad of a recorded frame.
    struct Quad: Equatable {
        /// Its bounding box in the window's (or picture's) pixels, top-left origin, to the nearest
        /// pixel (the vertices are `Float`s: a corner at 10 may read back as 9.999999).
        var frame: CGRect
        var tint: Premultiplied
        var texture: TextureSource
        var pipeline: Pipeline
    }

    /// A frame (or a picture) as the executor was asked to run it.
    struct Frame {
        /// The window whose context was current (nil for none).
        var window: RenderTarget.ID?
        var viewport: Viewport
        /// The window pixels redrawn (nil: all).
        var region: PixelRect?
        var keepsCanvas: Bool
        var commands: [DrawCommand]
        var quads: [Quad]
        /// The debug overlays' quads drawn over it (nil: none).
        var overlay: [Quad]?
    }

    enum Command {
        case makeCurrent(RenderTarget.ID)
        case releaseCurrent(RenderTarget.ID)
        case detach(RenderTarget.ID)
        case upload(TextureID)
        case patch(TextureID, x: Int, y: Int)
        case release(TextureID)
        case execute(Frame)
        /// A picture drawn into a texture of its own (a snapshot, a transition's "after").
        case picture(TextureID, Frame)
        case readPixels
        case flush
        case present(RenderTarget.ID)
    }

    private(set) var commands: [Command] = []
    private var current: RenderTarget.ID?
    private var nextTexture: UInt32 = 100
    private var liveTextures = 0
    private(set) var uploadedBytes = 0

    let whiteTexture = TextureID(1)

    /// The frames executed, in order.
    var frames: [Frame] {
        commands.compactMap { if case .execute(let frame) = $0 { frame } else { nil } }
    }

    /// The pictures drawn into textures, in order.
    var pictures: [(texture: TextureID, frame: Frame)] {
        commands.compactMap { if case .picture(let texture, let frame) = $0 { (texture, frame) } else { nil } }
    }

    /// Forgets what was recorded so far.
    func clear() { commands.removeAll() }

    func makeCurrent(_ window: RenderTarget) {
        current = ObjectIdentifier(window)
        commands.append(.makeCurrent(ObjectIdentifier(window)))
    }

    func releaseCurrent(_ window: RenderTarget) {
        if current == ObjectIdentifier(window) { current = nil }
        commands.append(.releaseCurrent(ObjectIdentifier(window)))
    }

    func detach(_ window: RenderTarget) { commands.append(.detach(ObjectIdentifier(window))) }

    func texture(for image: CGImage) -> TextureHandle? {
        let handle = makeTexture(width: image.width, height: image.height)
        uploadedBytes += image.width * image.height * 4
        commands.append(.upload(handle.id))
        return handle
    }

    func patch(_ texture: TextureHandle, with image: CGImage, x: Int, y: Int) {
        uploadedBytes += image.width * image.height * 4
        commands.append(.patch(texture.id, x: x, y: y))
    }

    func release(_ texture: TextureHandle) {
        texture.users -= 1
        guard texture.users == 0 else { return }
        liveTextures -= 1
        commands.append(.release(texture.id))
    }

    func execute(_ frame: QuadBatch, surfaces: Int, viewport: Viewport, region: PixelRect?, keepsCanvas: Bool,
                 overlay: QuadBatch?) -> ExecutedFrame {
        let drawCalls = frame.commands.count
        commands.append(.execute(Frame(window: current, viewport: viewport, region: region, keepsCanvas: keepsCanvas,
                                       commands: frame.commands, quads: Self.quads(of: frame), overlay: overlay.map(Self.quads))))
        return ExecutedFrame(drawCalls: drawCalls, unblendedQuads: 0, onCanvas: keepsCanvas)
    }

    func texture(drawing picture: QuadBatch, surfaces: Int, viewport: Viewport) -> TextureHandle? {
        let handle = makeTexture(width: viewport.pixelWidth, height: viewport.pixelHeight)
        commands.append(.picture(handle.id, Frame(window: current, viewport: viewport, region: nil, keepsCanvas: false,
                                                  commands: picture.commands, quads: Self.quads(of: picture), overlay: nil)))
        return handle
    }

    func readPixels() -> CapturedFrame {
        commands.append(.readPixels)
        return CapturedFrame(width: 0, height: 0, rgba: [])
    }

    func flush() { commands.append(.flush) }

    func present(_ window: RenderTarget) { commands.append(.present(ObjectIdentifier(window))) }

    func takeUploadedBytes() -> Int {
        defer { uploadedBytes = 0 }
        return uploadedBytes
    }

    var resources: GraphicsResources { GraphicsResources(textures: liveTextures, buffers: 0, offscreenSurfaces: 0) }

    private func makeTexture(width: Int, height: Int) -> TextureHandle {
        nextTexture += 1
        liveTextures += 1
        return TextureHandle(id: TextureID(nextTexture), width: width, height: height, reduction: 1, key: nil)
    }

    /// Every quad `batch`'s commands draw, in order.
    private static func quads(of batch: QuadBatch) -> [Quad] {
        var quads: [Quad] = []
        for case .quads(let pipeline, let state, let first, let count) in batch.commands {
            for index in first..<(first + count) {
                let corners = batch.corners(ofQuad: index, pipeline: pipeline)
                let xs = corners.map { $0.x.rounded() }, ys = corners.map { $0.y.rounded() }
                let frame = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
                quads.append(Quad(frame: frame, tint: batch.tint(ofQuad: index, pipeline: pipeline), texture: state.texture, pipeline: pipeline))
            }
        }
        return quads
    }
}
