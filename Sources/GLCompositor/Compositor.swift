import CGL
import CoreGraphics
import Foundation
import QuartzCore
import Shaders

/// Draws the render tree into each window with OpenGL 3.3 core. It is the only code that calls GL.
/// One compositor is used by one thread at a time: the render thread, or the main thread in the
/// synchronous mode. Every window's context shares textures and buffers with the others.
package final class Compositor: FrameExecutor {
    /// A window the compositor draws, with the GL objects that belong to its context alone.
    final class Target {
        let target: RenderTarget
        var root: LayerID
        var viewport: Viewport
        var plainVertexArray: GLuint = 0
        var shapeVertexArray: GLuint = 0
        /// Offscreen surfaces by index (nil where GL could not make one), the window's size.
        var surfaces: [OffscreenSurface?] = []
        /// Whether the window's framebuffer has a stencil, for clips that are not rectangles.
        var hasStencil = true
        /// The last frame, kept while nothing animates so the next can redraw only what changed
        /// (nil while frames are drawn straight to the window).
        var canvas: OffscreenSurface?
        /// Whether the window's last frame is drawn and flushed but not shown yet (see `renderFrame`).
        var awaitingPresent = false
        /// Its damage, its canvas's validity, whether it animates, and the stamp of its recorded extents.
        let frame = WindowFrameState()
        /// Whether a frame starts from opaque black (a window) or from nothing (a snapshot's picture).
        var clearsOpaque = true
        /// Shows the window's frames on a thread of its own, while several windows are drawn.
        var presenter: WindowPresenter?
        /// Whether the window's last frame was left out because its previous one was still being shown.
        var skippedFrame = false

        init(target: RenderTarget, root: LayerID, viewport: Viewport) {
            self.target = target; self.root = root; self.viewport = viewport
        }

        /// Frees the context's own objects (with the context current); returns how many vertex arrays went.
        func releaseObjects() -> Int {
            var released = 0
            for var vertexArray in [plainVertexArray, shapeVertexArray] where vertexArray != 0 {
                glDeleteVertexArrays(1, &vertexArray)
                released += 1
            }
            plainVertexArray = 0
            shapeVertexArray = 0
            for surface in surfaces { surface?.destroy() }
            surfaces = []
            canvas?.destroy()
            canvas = nil
            return released
        }
    }

    /// The compositor's shader programs. Colour-only quads (those showing the white texture) use
    /// the `fill` variants, which fetch no texel; they are separate runs anyway (another texture).
    struct Programs {
        let plain: GLProgram
        let fill: GLProgram
        let shape: GLProgram
        let shapeFill: GLProgram
        let masked: GLProgram
        let blur: GLProgram
        let colorBlur: GLProgram
        let crossDissolve: GLProgram
        let pageCurl: GLProgram
    }

    package private(set) var tree = RenderTree()
    private var targets: [RenderTarget.ID: Target] = [:]
    private(set) var targetOrder: [RenderTarget.ID] = []
    let textures = TextureCache()
    var programs: Programs?
    private var preparedResources = false
    var plainBuffer: GLuint = 0
    var shapeBuffer: GLuint = 0
    /// Bytes allocated to the vertex buffers (kept between frames).
    var plainBufferCapacity = 0
    var shapeBufferCapacity = 0
    var indexBuffer: GLuint = 0
    var indexCapacity = 0
    /// GL buffers and vertex arrays made and not deleted yet.
    private var liveBuffers = 0
    var whiteTexture: GLuint = 0
    let builder = FrameBuilder()
    /// The passes open while a frame's commands run: their surfaces and resolution divisors.
    var openPasses: [(surface: Int, downscale: Int)] = []
    /// The window pixels the frame being drawn redraws (nil: all).
    var frameRegion: PixelRect?
    var releasedTextures: [TextureHandle] = []
    /// Pictures taken for transactions' snapshot requests, kept until released.
    var snapshots: [SnapshotID: TextureHandle] = [:]
    /// The "after" picture of each running transition, by layer, with the "before" it goes with.
    var afterPictures: [LayerID: (before: SnapshotID, picture: TextureHandle)] = [:]
    package private(set) var statistics = RenderStatistics()

    /// Whether each window's frames are shown on a thread of its own while several windows are
    /// attached, so that one window's present, waiting for its display, holds up no other.
    private let presentsOnWindowThreads: Bool
#if CASEMENT_NO_DEBUG_OVERLAYS
    /// Built without the overlays (`-Xswiftc -DCASEMENT_NO_DEBUG_OVERLAYS`, to measure what they cost
    /// when off, `make bench-overlays`): there are none, and every check of them folds away.
    var overlay: DebugOverlay? { nil }
#else
    /// The debug overlays drawn over every window's frame (nil, and never consulted, when none are).
    private(set) var overlay: DebugOverlay?
#endif
    /// Records each frame's phases for `CASEMENT_TRACE` (nil: nothing is measured).
    private let trace: TraceRecorder?
    /// The main loop's wake-ups, for the `hud`.
    private let mainWakeUps: WakeUpCounter?

    /// A compositor; with `presentsOnWindowThreads` (the render thread's), several windows are shown
    /// each on a thread of its own. Drawing synchronously, everything stays on the caller's thread.
    /// `overlays` (`CASEMENT_DEBUG`) are drawn over each window's finished frame; `trace`
    /// (`CASEMENT_TRACE`) records what each frame costs; the `hud` shows `mainWakeUps`' rate.
    package init(presentsOnWindowThreads: Bool = false, overlays: DebugOverlays = [], trace: TraceRecorder? = nil,
                 mainWakeUps: WakeUpCounter? = nil) {
        self.presentsOnWindowThreads = presentsOnWindowThreads
        self.mainWakeUps = mainWakeUps
        #if !CASEMENT_NO_DEBUG_OVERLAYS
        overlay = overlays.isEmpty ? nil : DebugOverlay(overlays)
        #endif
        self.trace = trace
    }

    /// Whether any window is attached.
    package var hasTargets: Bool { !targets.isEmpty }

    /// Whether the picture changes with time alone (a running animation), so frames must keep coming.
    /// So does a window whose last frame was left out while its previous one was being shown, and
    /// a debug overlay's flash until it fades.
    package var needsAnimationFrame: Bool {
        hasTargets && (tree.hasRunningAnimations(at: statistics.lastFrameTime) || targets.values.contains { $0.skippedFrame }
                       || overlay?.isFlashing == true)
    }

    /// The window drawn with `id`, while it is attached.
    func target(_ id: RenderTarget.ID) -> Target? { targets[id] }

    /// Applies one transaction, in two phases: first the pictures it asks for of layers as they were
    /// shown, then its changes to the tree. Windows that went away are drawn no more and their
    /// contexts freed.
    package func apply(_ transaction: RenderTransaction) {
        let applying = trace?.begin("apply", "render")
        defer { applying?.end([("layers", transaction.properties.count)]) }
        takeSnapshots(transaction.snapshots)
        for id in transaction.releasedSnapshots {
            if let picture = snapshots.removeValue(forKey: id) { releasedTextures.append(picture) }
        }
        releasedTextures += tree.apply(transaction)
        if let overlays = transaction.overlays { show(overlays) }
        overlay?.noteCommit(transaction.commitSeconds)
        overlay?.hitAreas.merge(transaction.hitAreas) { $1 }
        WindowFrameState.distribute(tree.takeDamage(), among: targetOrder.compactMap { targets[$0]?.frame })
        for change in transaction.surfaces {
            switch change {
            case .attach(let target, let root, let viewport):
                let id = ObjectIdentifier(target)
                if targets[id] == nil { targetOrder.append(id) }
                targets[id] = Target(target: target, root: root, viewport: viewport)
            case .resize(let id, let viewport):
                targets[id]?.viewport = viewport
                targets[id]?.frame.invalidate()
            case .detach(let id):
                guard let gone = targets.removeValue(forKey: id) else { continue }
                overlay?.hitAreas[id] = nil
                targetOrder.removeAll { $0 == id }
                gone.presenter?.stop()
                gone.target.makeCurrent()
                liveBuffers -= gone.releaseObjects()
                gone.target.releaseCurrent()
                gone.target.destroy()
            }
        }
    }

    /// Shows `overlays` from the next frame on; every window is drawn again whole, without what its
    /// canvas kept of the overlays shown so far.
    private func show(_ overlays: DebugOverlays) {
        #if !CASEMENT_NO_DEBUG_OVERLAYS
        overlay = overlays.isEmpty ? nil : DebugOverlay(overlays)
        #endif
        for state in targets.values { state.frame.invalidate() }
    }

    /// Draws and presents one frame of every window for media time `time`; with `capture`, returns
    /// that window's pixels as drawn in this frame.
    ///
    /// With `presentsLater`, each window's frame is flushed but shown only once its next frame has
    /// been built (or by `presentPendingFrames`): a software rasteriser (llvmpipe) then fills this
    /// frame's pixels on its own threads while this thread builds the next, instead of taking turns.
    @discardableResult
    package func renderFrame(at time: Double, capture: RenderTarget.ID? = nil, presentsLater: Bool = false) -> CapturedFrame? {
        var captured: CapturedFrame?
        let frameStart = overlay == nil ? 0 : MediaClock.monotonicSeconds()
        var drawCalls = 0, quads = 0, passes = 0, clips = 0, unblended = 0, redrawn = 0
        let onWindowThreads = presentsOnWindowThreads && targetOrder.count > 1
        var transitionsPrepared = false
        for id in targetOrder {
            guard let state = targets[id] else { continue }
            guard takeContext(of: state, onWindowThreads: onWindowThreads, waiting: capture == id) else { continue }
            // The overlays cover the whole window: it is redrawn whole, none of it kept from the last frame.
            if overlay != nil { state.frame.invalidate() }
            let plan = state.frame.plan(tree: &tree, at: time)
            state.target.makeCurrent()
            prepareSharedResources()
            if state.plainVertexArray == 0 { prepareVertexArrays(of: state) }
            let uploading = trace?.begin("upload", "render")
            uploadPendingContents()
            if !transitionsPrepared {
                prepareTransitions(at: time, host: state)
                transitionsPrepared = true
            }
            uploading?.end([("bytes", textures.uploadedBytes)])
            let building = trace?.begin("build", "render")
            let buildStart = MediaClock.threadCPUSeconds()
            if let root = tree[state.root] {
                builder.build(root: root, tree: tree, viewport: state.viewport, time: time, whiteTexture: TextureID(whiteTexture),
                              extents: plan.extents)
            } else {
                builder.build(nothingFor: state.viewport)
            }
            statistics.frameBuildSeconds += MediaClock.threadCPUSeconds() - buildStart
            building?.end([("quads", builder.batch.quadCount)])
            if state.awaitingPresent { present(state) }
            prepareSurfaces(of: state, count: builder.surfacesNeeded)
            prepareCanvas(of: state, keep: plan.keepsCanvas)
            let region = plan.region ?? PixelRect(x: 0, y: 0, width: state.viewport.pixelWidth, height: state.viewport.pixelHeight)
            let drawing = trace?.begin("draw", "render")
            let drawn = draw(builder.batch, into: state, region: plan.region)
            drawCalls += drawn.calls
            unblended += drawn.unblendedQuads
            redrawn += max(0, region.width) * max(0, region.height)
            quads += builder.batch.quadCount
            passes += builder.offscreenPasses
            clips += builder.stencilClips
            if let overlay {
                overlay.build(over: builder.batch, of: id, whiteTexture: TextureID(whiteTexture),
                              textureSizes: overlay.overlays.contains(.misaligned) ? layerTextureSizes() : [:])
                _ = draw(overlay.batch, into: state, region: nil, clears: false)
            }
            if let canvas = state.canvas { show(canvas, in: state) }
            drawing?.end([("calls", drawn.calls)])
            // A frame showing a backdrop cannot be redrawn in part: any change under the backdrop changes it.
            state.frame.frameDrawn(onCanvas: plan.keepsCanvas && state.canvas != nil && !builder.readsBackdrop, animated: builder.showsAnimation)
            if capture == id { captured = readPixels(state.viewport) }
            if onWindowThreads {
                glFlush()
                state.target.releaseCurrent()
                state.presenter?.show()
            } else if presentsLater {
                glFlush()
                state.awaitingPresent = true
            } else {
                present(state)
            }
        }
        if let overlay {
            overlay.frameEnded(FrameHistory.Sample(time: time, mainSeconds: overlay.commitSeconds,
                                                   renderSeconds: MediaClock.monotonicSeconds() - frameStart, drawCalls: drawCalls,
                                                   quads: quads, layers: tree.nodes.count, textures: textures.liveTextures,
                                                   uploads: overlay.uploads, mainWakeUps: mainWakeUps?.perSecond(at: time) ?? 0))
        }
        statistics.lastFrameRedrawnPixels = redrawn
        if !targetOrder.isEmpty { statistics.framesPresented += 1 }
        statistics.lastFrameTime = time
        statistics.lastFrameDrawCalls = drawCalls
        statistics.lastFrameQuads = quads
        statistics.lastFrameOffscreenPasses = passes
        statistics.lastFrameStencilClips = clips
        statistics.lastFrameUnblendedQuads = unblended
        trace?.count("frame", [("layers", tree.nodes.count), ("draw calls", drawCalls), ("uploaded bytes", textures.uploadedBytes)])
        let uploaded = textures.takeUploadedBytes()
        statistics.lastFrameUploadedBytes = uploaded
        statistics.totalUploadedBytes += uploaded
        statistics.liveTextures = textures.liveTextures
        statistics.renderTreeNodes = tree.nodes.count
        statistics.liveBuffers = liveBuffers
        statistics.liveOffscreenSurfaces = OffscreenSurface.live.current
        statistics.windowTargets = targets.count
        return captured
    }

    /// Shows the frames `renderFrame` left drawn but not shown.
    package func presentPendingFrames() {
        for id in targetOrder {
            guard let state = targets[id], state.awaitingPresent else { continue }
            state.target.makeCurrent()
            present(state)
        }
    }

    /// Releases the context from this thread (the render thread hands windows back on shutdown),
    /// once every frame drawn is shown; the presenters' threads end.
    package func releaseCurrentContext() {
        presentPendingFrames()
        for id in targetOrder {
            targets[id]?.presenter?.stop()
            targets[id]?.presenter = nil
            targets[id]?.target.releaseCurrent()
        }
    }

    /// Whether this thread may draw the window now. While several windows are shown on threads of
    /// their own, a window whose last frame is still being shown is left out of this frame (it is
    /// drawn again as soon as it can be), unless `waiting` (its pixels are wanted): then this waits
    /// for its own present, never for another window's. Otherwise a presenter left from such a time
    /// finishes first, and the window is shown from this thread again.
    private func takeContext(of state: Target, onWindowThreads: Bool, waiting: Bool) -> Bool {
        guard onWindowThreads else {
            state.presenter?.waitUntilShown()
            return true
        }
        let presenter = state.presenter ?? WindowPresenter(target: state.target, window: targetOrder.firstIndex(of: ObjectIdentifier(state.target)) ?? 0,
                                                           trace: trace)
        if state.presenter == nil {
            // The window's context is this thread's until now: show what waits, then hand the context over.
            if state.awaitingPresent {
                state.target.makeCurrent()
                present(state)
            }
            state.target.releaseCurrent()
            state.presenter = presenter
        }
        if presenter.isShowing && !waiting {
            state.skippedFrame = true
            return false
        }
        presenter.waitUntilShown()
        state.skippedFrame = false
        return true
    }

    private func present(_ state: Target) {
        let presenting = trace?.begin("present", "render")
        defer { presenting?.end() }
        state.target.present()
        state.awaitingPresent = false
    }

    // MARK: Canvas

    /// Makes (or frees) the window's canvas: the size of the window, kept between frames.
    private func prepareCanvas(of state: Target, keep: Bool) {
        let width = state.viewport.pixelWidth, height = state.viewport.pixelHeight
        if let canvas = state.canvas, !keep || canvas.width != width || canvas.height != height {
            canvas.destroy()
            state.canvas = nil
        }
        if keep && state.canvas == nil { state.canvas = OffscreenSurface(width: width, height: height) }
    }

    /// Copies the canvas to the window's back buffer.
    private func show(_ canvas: OffscreenSurface, in state: Target) {
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), canvas.framebuffer)
        glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), 0)
        glBlitFramebuffer(0, 0, GLint(canvas.width), GLint(canvas.height), 0, 0, GLint(canvas.width), GLint(canvas.height),
                          GLbitfield(GL_COLOR_BUFFER_BIT), GLenum(GL_NEAREST))
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
    }

    // MARK: GL resources

    func prepareSharedResources() {
        guard !preparedResources else { return }
        preparedResources = true
        if let plain = GLProgram(vertex: ShaderSource.layerVertex, fragment: ShaderSource.layerFragment, defines: ["TEXTURED"]),
           let fill = GLProgram(vertex: ShaderSource.layerVertex, fragment: ShaderSource.layerFragment),
           let shape = GLProgram(vertex: ShaderSource.shapeVertex, fragment: ShaderSource.shapeFragment, defines: ["TEXTURED"]),
           let shapeFill = GLProgram(vertex: ShaderSource.shapeVertex, fragment: ShaderSource.shapeFragment),
           let masked = GLProgram(vertex: ShaderSource.layerVertex, fragment: ShaderSource.maskFragment,
                                  textureUnits: ["contents": 0, "mask": 1]),
           let blur = GLProgram(vertex: ShaderSource.layerVertex, fragment: ShaderSource.blurFragment,
                                uniforms: ["texelStep", "sigma", "radius"]),
           let colorBlur = GLProgram(vertex: ShaderSource.layerVertex, fragment: ShaderSource.blurFragment, defines: ["COLORS"],
                                     uniforms: ["texelStep", "sigma", "radius"]),
           let crossDissolve = GLProgram(vertex: ShaderSource.layerVertex, fragment: ShaderSource.crossDissolveFragment,
                                         uniforms: ["progress"], textureUnits: ["contents": 0, "other": 1]),
           let pageCurl = GLProgram(vertex: ShaderSource.layerVertex, fragment: ShaderSource.pageCurlFragment,
                                    uniforms: ["size", "normal", "axis", "radius"], textureUnits: ["contents": 0, "revealed": 1]) {
            programs = Programs(plain: plain, fill: fill, shape: shape, shapeFill: shapeFill, masked: masked, blur: blur, colorBlur: colorBlur,
                                crossDissolve: crossDissolve, pageCurl: pageCurl)
        }
        glGenBuffers(1, &plainBuffer)
        glGenBuffers(1, &shapeBuffer)
        glGenBuffers(1, &indexBuffer)
        liveBuffers += 3
        whiteTexture = textures.makeWhiteTexture()
    }

    /// The window's vertex arrays (one per vertex layout), and whether its framebuffer has a stencil.
    func prepareVertexArrays(of state: Target) {
        state.plainVertexArray = makeVertexArray(buffer: plainBuffer, stride: QuadBatch.plainStride,
                                                 attributes: [(0, 4, 0), (1, 2, 4), (2, 4, 6)])
        state.shapeVertexArray = makeVertexArray(buffer: shapeBuffer, stride: QuadBatch.shapeStride,
                                                 attributes: [(0, 4, 0), (1, 2, 4), (2, 4, 6), (3, 2, 10), (4, 2, 12), (5, 4, 14), (6, 4, 18)])
        var stencilBits: GLint = 0
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
        glGetFramebufferAttachmentParameteriv(GLenum(GL_FRAMEBUFFER), GLenum(GL_STENCIL),
                                              GLenum(GL_FRAMEBUFFER_ATTACHMENT_STENCIL_SIZE), &stencilBits)
        state.hasStencil = stencilBits > 0
        if !state.hasStencil {
            Diagnostics.report("the window has no stencil buffer; rounded and rotated clips cut only to their bounding box", .oncePerMessage)
        }
    }

    private func makeVertexArray(buffer: GLuint, stride: Int, attributes: [(GLuint, GLint, Int)]) -> GLuint {
        var vertexArray: GLuint = 0
        glGenVertexArrays(1, &vertexArray)
        liveBuffers += 1
        glBindVertexArray(vertexArray)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), buffer)
        glBindBuffer(GLenum(GL_ELEMENT_ARRAY_BUFFER), indexBuffer)
        let bytes = GLsizei(stride * MemoryLayout<Float>.size)
        for (index, size, offset) in attributes {
            glEnableVertexAttribArray(index)
            glVertexAttribPointer(index, size, GLenum(GL_FLOAT), GLboolean(GL_FALSE), bytes,
                                  UnsafeRawPointer(bitPattern: offset * MemoryLayout<Float>.size))
        }
        return vertexArray
    }

    /// Makes sure the window has `count` offscreen surfaces of its size (kept between frames).
    func prepareSurfaces(of state: Target, count: Int) {
        let width = state.viewport.pixelWidth, height = state.viewport.pixelHeight
        if let first = state.surfaces.first, first.map({ $0.width != width || $0.height != height }) ?? true {
            for surface in state.surfaces { surface?.destroy() }
            state.surfaces = []
        }
        while state.surfaces.count < count { state.surfaces.append(OffscreenSurface(width: width, height: height)) }
    }

    /// The size in pixels of each layer's bitmap, by its texture (for the `misaligned` overlay).
    private func layerTextureSizes() -> [TextureID: CGSize] {
        var sizes: [TextureID: CGSize] = [:]
        for node in tree.nodes.values {
            if let texture = node.texture { sizes[texture.id] = CGSize(width: texture.width, height: texture.height) }
        }
        return sizes
    }

    func uploadPendingContents() {
        for handle in releasedTextures { textures.release(handle) }
        releasedTextures.removeAll()
        for id in tree.layersWithPendingContents {
            guard let node = tree[id] else { continue }
            for update in node.pendingContents {
                switch update {
                case .replace(let image):
                    if let old = node.texture { textures.release(old) }
                    node.texture = image.flatMap { textures.texture(for: $0) }
                    if let texture = node.texture { overlay?.noteRedrawn(texture.id) }
                case .patch(let image, let x, let y):
                    if let texture = node.texture {
                        textures.patch(texture, with: image, x: x, y: y)
                        overlay?.noteRedrawn(texture.id)
                    }
                case .snapshot(let id):
                    if let old = node.texture { textures.release(old) }
                    node.texture = snapshots[id]
                    node.texture?.users += 1
                }
            }
            node.pendingContents.removeAll()
        }
        tree.layersWithPendingContents.removeAll()
    }

    func ensureIndices(for quads: Int) {
        glBindBuffer(GLenum(GL_ELEMENT_ARRAY_BUFFER), indexBuffer)
        guard quads > indexCapacity else { return }
        indexCapacity = max(quads, indexCapacity * 2, 256)
        var indices = [UInt32]()
        indices.reserveCapacity(indexCapacity * 6)
        for quad in 0..<UInt32(indexCapacity) {
            let v = quad * 4
            indices += [v, v + 1, v + 2, v + 2, v + 1, v + 3]
        }
        indices.withUnsafeBytes { bytes in
            glBufferData(GLenum(GL_ELEMENT_ARRAY_BUFFER), bytes.count, bytes.baseAddress, GLenum(GL_STATIC_DRAW))
        }
    }

    private func readPixels(_ viewport: Viewport) -> CapturedFrame {
        let width = viewport.pixelWidth, height = viewport.pixelHeight
        var bottomUp = [UInt8](repeating: 0, count: width * height * 4)
        glPixelStorei(GLenum(GL_PACK_ALIGNMENT), 1)
        glReadPixels(0, 0, GLsizei(width), GLsizei(height), GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), &bottomUp)
        let rowBytes = width * 4
        var rows = [UInt8]()
        rows.reserveCapacity(bottomUp.count)
        for row in (0..<height).reversed() {
            let start = row * rowBytes
            rows += bottomUp[start..<(start + rowBytes)]
        }
        return CapturedFrame(width: width, height: height, rgba: rows)
    }
}
