import CGL
import CoreGraphics
import Foundation
import QuartzCore
import Shaders

/// The render driver's executor on OpenGL 3.3 core: windows' contexts and the GL objects in them,
/// textures, running frames' draw commands, reading pixels back. It is the only code that calls GL;
/// what is drawn, where and when is the driver's (`RenderDriver`). Used by one thread at a time: the
/// render thread, or the main thread in the synchronous mode. Every window's context shares
/// textures and buffers with the others.
package final class Compositor: GraphicsExecutor {
    /// Where a frame's commands are drawn: a window, with the GL objects that belong to its context
    /// alone, or a picture's canvas drawn with a window's context.
    final class DrawingTarget {
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
        /// Whether a frame starts from opaque black (a window) or from nothing (a picture).
        var clearsOpaque = true

        init(viewport: Viewport) { self.viewport = viewport }

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

    /// Each window's GL objects, made when its context is first current.
    private var windows: [RenderTarget.ID: DrawingTarget] = [:]
    /// The window whose context is current on this thread (nil: none).
    private var current: DrawingTarget?
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
    /// The GL name of the 1×1 white texture colour-only quads show.
    var whiteTextureName: GLuint = 0
    /// The passes open while a frame's commands run: their surfaces and resolution divisors.
    var openPasses: [(surface: Int, downscale: Int)] = []
    /// The window pixels the frame being drawn redraws (nil: all).
    var frameRegion: PixelRect?

    package init() {}

    // MARK: Contexts

    package func makeCurrent(_ window: RenderTarget) {
        window.makeCurrent()
        prepareSharedResources()
        let id = ObjectIdentifier(window)
        let objects = windows[id] ?? DrawingTarget(viewport: Viewport(pointSize: .zero, pixelWidth: 0, pixelHeight: 0))
        windows[id] = objects
        if objects.plainVertexArray == 0 { prepareVertexArrays(of: objects) }
        current = objects
    }

    package func releaseCurrent(_ window: RenderTarget) {
        window.releaseCurrent()
        if current === windows[ObjectIdentifier(window)] { current = nil }
    }

    package func detach(_ window: RenderTarget) {
        window.makeCurrent()
        if let objects = windows.removeValue(forKey: ObjectIdentifier(window)) {
            liveBuffers -= objects.releaseObjects()
            if current === objects { current = nil }
        }
        window.releaseCurrent()
        window.destroy()
    }

    package func flush() { glFlush() }

    package func present(_ window: RenderTarget) { window.present() }

    // MARK: Textures

    package var whiteTexture: TextureID { TextureID(whiteTextureName) }
    package func texture(for image: CGImage) -> TextureHandle? { textures.texture(for: image) }
    package func patch(_ texture: TextureHandle, with image: CGImage, x: Int, y: Int) { textures.patch(texture, with: image, x: x, y: y) }
    package func release(_ texture: TextureHandle) { textures.release(texture) }
    package var uploadedBytes: Int { textures.uploadedBytes }
    package func takeUploadedBytes() -> Int { textures.takeUploadedBytes() }

    package var resources: GraphicsResources {
        GraphicsResources(textures: textures.liveTextures, buffers: liveBuffers, offscreenSurfaces: OffscreenSurface.live.current)
    }

    // MARK: Frames

    package func execute(_ frame: QuadBatch, surfaces: Int, viewport: Viewport, region: PixelRect?, keepsCanvas: Bool,
                         overlay: QuadBatch?) -> ExecutedFrame {
        guard let window = current else { return ExecutedFrame(drawCalls: 0, unblendedQuads: 0, onCanvas: false) }
        window.viewport = viewport
        prepareSurfaces(of: window, count: surfaces)
        prepareCanvas(of: window, keep: keepsCanvas)
        let drawn = draw(frame, into: window, region: region)
        if let overlay { _ = draw(overlay, into: window, region: nil, clears: false) }
        if let canvas = window.canvas { show(canvas, in: window) }
        return ExecutedFrame(drawCalls: drawn.calls, unblendedQuads: drawn.unblendedQuads, onCanvas: window.canvas != nil)
    }

    package func texture(drawing picture: QuadBatch, surfaces: Int, viewport: Viewport) -> TextureHandle? {
        guard let host = current, let canvas = OffscreenSurface(width: viewport.pixelWidth, height: viewport.pixelHeight) else { return nil }
        // Drawn like a window of the picture's size, sharing the host's vertex arrays, onto a canvas
        // that starts transparent.
        let drawing = DrawingTarget(viewport: viewport)
        drawing.plainVertexArray = host.plainVertexArray
        drawing.shapeVertexArray = host.shapeVertexArray
        drawing.canvas = canvas
        drawing.clearsOpaque = false
        prepareSurfaces(of: drawing, count: surfaces)
        _ = draw(picture, into: drawing, region: nil)
        let texture = canvas.copyFlipped()
        for surface in drawing.surfaces { surface?.destroy() }
        canvas.destroy()
        return texture.map { textures.adopt($0, width: viewport.pixelWidth, height: viewport.pixelHeight) }
    }

    package func readPixels() -> CapturedFrame {
        let width = current?.viewport.pixelWidth ?? 0, height = current?.viewport.pixelHeight ?? 0
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

    // MARK: Canvas

    /// Makes (or frees) the window's canvas: the size of the window, kept between frames.
    private func prepareCanvas(of window: DrawingTarget, keep: Bool) {
        let width = window.viewport.pixelWidth, height = window.viewport.pixelHeight
        if let canvas = window.canvas, !keep || canvas.width != width || canvas.height != height {
            canvas.destroy()
            window.canvas = nil
        }
        if keep && window.canvas == nil { window.canvas = OffscreenSurface(width: width, height: height) }
    }

    /// Copies the canvas to the window's back buffer.
    private func show(_ canvas: OffscreenSurface, in window: DrawingTarget) {
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), canvas.framebuffer)
        glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), 0)
        glBlitFramebuffer(0, 0, GLint(canvas.width), GLint(canvas.height), 0, 0, GLint(canvas.width), GLint(canvas.height),
                          GLbitfield(GL_COLOR_BUFFER_BIT), GLenum(GL_NEAREST))
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
    }

    // MARK: GL resources

    private func prepareSharedResources() {
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
        whiteTextureName = textures.makeWhiteTexture()
    }

    /// The window's vertex arrays (one per vertex layout), and whether its framebuffer has a stencil.
    private func prepareVertexArrays(of window: DrawingTarget) {
        window.plainVertexArray = makeVertexArray(buffer: plainBuffer, stride: QuadBatch.plainStride,
                                                  attributes: [(0, 4, 0), (1, 2, 4), (2, 4, 6)])
        window.shapeVertexArray = makeVertexArray(buffer: shapeBuffer, stride: QuadBatch.shapeStride,
                                                  attributes: [(0, 4, 0), (1, 2, 4), (2, 4, 6), (3, 2, 10), (4, 2, 12), (5, 4, 14), (6, 4, 18)])
        var stencilBits: GLint = 0
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
        glGetFramebufferAttachmentParameteriv(GLenum(GL_FRAMEBUFFER), GLenum(GL_STENCIL),
                                              GLenum(GL_FRAMEBUFFER_ATTACHMENT_STENCIL_SIZE), &stencilBits)
        window.hasStencil = stencilBits > 0
        if !window.hasStencil {
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

    /// Makes sure the target has `count` offscreen surfaces of its size (kept between frames).
    private func prepareSurfaces(of target: DrawingTarget, count: Int) {
        let width = target.viewport.pixelWidth, height = target.viewport.pixelHeight
        if let first = target.surfaces.first, first.map({ $0.width != width || $0.height != height }) ?? true {
            for surface in target.surfaces { surface?.destroy() }
            target.surfaces = []
        }
        while target.surfaces.count < count { target.surfaces.append(OffscreenSurface(width: width, height: height)) }
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
}
