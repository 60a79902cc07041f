import CGL
import CoreGraphics
import Foundation

/// Draws the render tree into each window with OpenGL 3.3 core. It is the only code that calls GL.
/// One compositor is used by one thread at a time: the render thread, or the main thread in the
/// synchronous mode. Every window's context shares textures and buffers with the others.
package final class Compositor {
    private struct Target {
        let target: RenderTarget
        var root: LayerID
        var viewport: Viewport
        var vertexArray: GLuint = 0
    }

    package private(set) var tree = RenderTree()
    private var targets: [RenderTarget.ID: Target] = [:]
    private var targetOrder: [RenderTarget.ID] = []
    private let textures = TextureCache()
    private var program: GLProgram?
    private var vertexBuffer: GLuint = 0
    private var indexBuffer: GLuint = 0
    private var indexCapacity = 0
    private var whiteTexture: GLuint = 0
    private var batch = QuadBatch()
    private var releasedTextures: [TextureHandle] = []
    package private(set) var statistics = RenderStatistics()

    package init() {}

    /// Whether any window is attached.
    package var hasTargets: Bool { !targets.isEmpty }

    /// Whether the picture changes with time alone (a running animation), so frames must keep coming.
    package var needsAnimationFrame: Bool { hasTargets && tree.hasRunningAnimations(at: statistics.lastFrameTime) }

    /// Applies one transaction. Windows that went away are drawn no more and their contexts freed.
    package func apply(_ transaction: RenderTransaction) {
        releasedTextures += tree.apply(transaction)
        for change in transaction.surfaces {
            switch change {
            case .attach(let target, let root, let viewport):
                let id = ObjectIdentifier(target)
                if targets[id] == nil { targetOrder.append(id) }
                targets[id] = Target(target: target, root: root, viewport: viewport)
            case .resize(let id, let viewport):
                targets[id]?.viewport = viewport
            case .detach(let id):
                guard let gone = targets.removeValue(forKey: id) else { continue }
                targetOrder.removeAll { $0 == id }
                gone.target.makeCurrent()
                var vertexArray = gone.vertexArray
                if vertexArray != 0 { glDeleteVertexArrays(1, &vertexArray) }
                gone.target.releaseCurrent()
                gone.target.destroy()
            }
        }
    }

    /// Draws and presents one frame of every window for media time `time`; with `capture`, returns
    /// that window's pixels as drawn in this frame.
    @discardableResult
    package func renderFrame(at time: Double, capture: RenderTarget.ID? = nil) -> CapturedFrame? {
        var captured: CapturedFrame?
        var drawCalls = 0, quads = 0
        for id in targetOrder {
            guard var state = targets[id] else { continue }
            state.target.makeCurrent()
            prepareSharedResources()
            if state.vertexArray == 0 {
                state.vertexArray = makeVertexArray()
                targets[id] = state
            }
            uploadPendingContents()
            buildBatch(for: state, at: time)
            drawCalls += drawBatch(state)
            quads += batch.quadCount
            if capture == id { captured = readPixels(state.viewport) }
            state.target.present()
        }
        if !targetOrder.isEmpty { statistics.framesPresented += 1 }
        statistics.lastFrameTime = time
        statistics.lastFrameDrawCalls = drawCalls
        statistics.lastFrameQuads = quads
        let uploaded = textures.takeUploadedBytes()
        statistics.lastFrameUploadedBytes = uploaded
        statistics.totalUploadedBytes += uploaded
        statistics.liveTextures = textures.liveTextures
        statistics.renderTreeNodes = tree.nodes.count
        return captured
    }

    /// Releases the context from this thread (the render thread hands windows back on shutdown).
    package func releaseCurrentContext() {
        for id in targetOrder { targets[id]?.target.releaseCurrent() }
    }

    // MARK: GL resources

    private func prepareSharedResources() {
        guard program == nil else { return }
        program = GLProgram()
        glGenBuffers(1, &vertexBuffer)
        glGenBuffers(1, &indexBuffer)
        whiteTexture = textures.makeWhiteTexture()
    }

    private func makeVertexArray() -> GLuint {
        var vertexArray: GLuint = 0
        glGenVertexArrays(1, &vertexArray)
        glBindVertexArray(vertexArray)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), vertexBuffer)
        glBindBuffer(GLenum(GL_ELEMENT_ARRAY_BUFFER), indexBuffer)
        let stride = GLsizei(QuadBatch.stride * MemoryLayout<Float>.size)
        let attributes: [(GLuint, GLint, Int)] = [(0, 4, 0), (1, 2, 4), (2, 4, 6)]
        for (index, size, offset) in attributes {
            glEnableVertexAttribArray(index)
            glVertexAttribPointer(index, size, GLenum(GL_FLOAT), GLboolean(GL_FALSE), stride,
                                  UnsafeRawPointer(bitPattern: offset * MemoryLayout<Float>.size))
        }
        return vertexArray
    }

    private func uploadPendingContents() {
        for handle in releasedTextures { textures.release(handle) }
        releasedTextures.removeAll()
        for id in tree.layersWithPendingContents {
            guard let node = tree[id] else { continue }
            for update in node.pendingContents {
                switch update {
                case .replace(let image):
                    if let old = node.texture { textures.release(old) }
                    node.texture = image.flatMap { textures.texture(for: $0) }
                case .patch(let image, let x, let y):
                    if let texture = node.texture { textures.patch(texture, with: image, x: x, y: y) }
                }
            }
            node.pendingContents.removeAll()
        }
        tree.layersWithPendingContents.removeAll()
    }

    // MARK: Building a frame

    private func buildBatch(for state: Target, at time: Double) {
        batch.removeAll()
        guard let root = tree[state.root] else { return }
        let viewport = state.viewport
        let width = max(1, viewport.pointSize.width), height = max(1, viewport.pointSize.height)
        // Points (top-left origin, y down) to clip space.
        var projection = CATransform3D()
        projection.m11 = 2 / width
        projection.m22 = -2 / height
        projection.m33 = 0
        projection.m41 = -1
        projection.m42 = 1
        // The window's layer fills the window wherever the window sits on its screen.
        var rootProperties = root.properties
        rootProperties.position = CGPoint(x: rootProperties.anchorPoint.x * width, y: rootProperties.anchorPoint.y * height)
        let frame = FrameContext(viewport: viewport, time: time)
        rootProperties = AnimationEvaluator.presentation(of: rootProperties, animations: root.animations, at: time)
        visit(root, properties: rootProperties, parent: projection, opacity: 1, scissor: nil, frame: frame)
    }

    private struct FrameContext {
        let viewport: Viewport
        let time: Double
    }

    private func visit(_ node: RenderNode, properties p: LayerProperties, parent: CATransform3D,
                       opacity: Float, scissor: PixelRect?, frame: FrameContext) {
        guard !p.isHidden else { return }
        let alpha = opacity * p.opacity
        guard alpha > 0 else { return }
        let matrix = CATransform3DConcat(LayerGeometry.toSuperlayer(p), parent)
        if let color = p.backgroundColor, color.alpha > 0 {
            let a = Float(color.alpha) * alpha
            batch.add(rect: p.bounds, matrix: matrix, texCoords: CGRect(x: 0, y: 0, width: 1, height: 1),
                      color: (Float(color.red) * a, Float(color.green) * a, Float(color.blue) * a, a),
                      texture: whiteTexture, scissor: scissor)
        }
        if let texture = node.texture {
            ContentsLayout.forEachQuad(pixelWidth: texture.width, pixelHeight: texture.height, p, clip: p.masksToBounds) { rect, texCoords in
                batch.add(rect: rect, matrix: matrix, texCoords: texCoords,
                          color: (alpha, alpha, alpha, alpha), texture: texture.name, scissor: scissor)
            }
        }
        guard !node.sublayers.isEmpty else { return }
        var childScissor = scissor
        if p.masksToBounds {
            let clip = pixelRect(of: p.bounds, through: matrix, viewport: frame.viewport)
            childScissor = scissor.map { $0.intersection(clip) } ?? clip
            if childScissor?.width == 0 || childScissor?.height == 0 { return }
        }
        let childParent = LayerGeometry.sublayerMatrix(p).map { CATransform3DConcat($0, matrix) } ?? matrix
        for child in orderedSublayers(of: node) {
            let properties = child.animations.isEmpty ? child.properties
                : AnimationEvaluator.presentation(of: child.properties, animations: child.animations, at: frame.time)
            visit(child, properties: properties, parent: childParent, opacity: alpha, scissor: childScissor, frame: frame)
        }
    }

    /// Sublayers back to front: by zPosition, then in array order (a stable sort, as Core Animation).
    private func orderedSublayers(of node: RenderNode) -> [RenderNode] {
        let children = node.sublayers.compactMap { tree[$0] }
        guard children.contains(where: { $0.properties.zPosition != 0 }) else { return children }
        return children.enumerated().sorted {
            ($0.element.properties.zPosition, $0.offset) < ($1.element.properties.zPosition, $1.offset)
        }.map(\.element)
    }

    /// The window pixels covered by `rect` under `matrix` (layer space → clip space): the bounding box,
    /// which is exact for the axis-aligned clips this compositor supports.
    private func pixelRect(of rect: CGRect, through matrix: CATransform3D, viewport: Viewport) -> PixelRect {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)].map(matrix.project)
        let xs = corners.map { ($0.x + 1) / 2 * CGFloat(viewport.pixelWidth) }
        let ys = corners.map { (1 - $0.y) / 2 * CGFloat(viewport.pixelHeight) }
        let minX = Int(xs.min()!.rounded()), maxX = Int(xs.max()!.rounded())
        let minY = Int(ys.min()!.rounded()), maxY = Int(ys.max()!.rounded())
        return PixelRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    // MARK: Drawing a frame

    private func drawBatch(_ state: Target) -> Int {
        let viewport = state.viewport
        glViewport(0, 0, GLsizei(viewport.pixelWidth), GLsizei(viewport.pixelHeight))
        glDisable(GLenum(GL_SCISSOR_TEST))
        glClearColor(0, 0, 0, 1)
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        guard let program, batch.quadCount > 0 else { return 0 }
        glUseProgram(program.name)
        glUniform1i(program.contentsUniform, 0)
        glActiveTexture(GLenum(GL_TEXTURE0))
        glEnable(GLenum(GL_BLEND))
        glBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA))
        glBindVertexArray(state.vertexArray)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), vertexBuffer)
        batch.vertices.withUnsafeBytes { bytes in
            glBufferData(GLenum(GL_ARRAY_BUFFER), bytes.count, bytes.baseAddress, GLenum(GL_STREAM_DRAW))
        }
        ensureIndices(for: batch.quadCount)
        var calls = 0
        for run in batch.runs {
            if let scissor = run.scissor {
                glEnable(GLenum(GL_SCISSOR_TEST))
                glScissor(GLint(scissor.x), GLint(viewport.pixelHeight - scissor.y - scissor.height),
                          GLsizei(scissor.width), GLsizei(scissor.height))
            } else {
                glDisable(GLenum(GL_SCISSOR_TEST))
            }
            glBindTexture(GLenum(GL_TEXTURE_2D), run.texture)
            glDrawElements(GLenum(GL_TRIANGLES), GLsizei(run.quadCount * 6), GLenum(GL_UNSIGNED_INT),
                           UnsafeRawPointer(bitPattern: run.firstQuad * 6 * MemoryLayout<UInt32>.size))
            calls += 1
        }
        glDisable(GLenum(GL_SCISSOR_TEST))
        return calls
    }

    private func ensureIndices(for quads: Int) {
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
        var rows = [UInt8]()
        rows.reserveCapacity(bottomUp.count)
        for row in (0..<height).reversed() {
            rows += bottomUp[(row * width * 4)..<((row + 1) * width * 4)]
        }
        return CapturedFrame(width: width, height: height, rgba: rows)
    }
}
