import CGL
import CoreGraphics
import QuartzCore

/// Running a frame's draw commands: the GL half of the compositor. State changes happen only
/// between runs of quads, so a frame of plain layers is one buffer upload and one draw call.
extension Compositor {
    /// Draws `batch` into the window `state` (onto its canvas when it has one), only inside `region`
    /// (window pixels) when given, over a cleared picture unless `clears` is false (an overlay over
    /// the frame); returns the draw calls made and the quads drawn without blending.
    func draw(_ batch: QuadBatch, into state: DrawingTarget, region: PixelRect?, clears: Bool = true) -> (calls: Int, unblendedQuads: Int) {
        frameRegion = region
        defer { frameRegion = nil }
        if region?.isEmpty == true { return (0, 0) }
        bindCurrentTarget(of: state)
        setScissor(nil, in: state)
        glDisable(GLenum(GL_STENCIL_TEST))
        glStencilMask(0xFF)
        glClearColor(0, 0, 0, state.clearsOpaque ? 1 : 0)
        glClearStencil(0)
        // The stencil is cleared only for frames that clip with it (a full-window clear otherwise wasted).
        let clearsStencil = batch.commands.contains { if case .pushClip = $0 { return true } else { return false } }
        if clears { glClear(GLbitfield(GL_COLOR_BUFFER_BIT) | (clearsStencil ? GLbitfield(GL_STENCIL_BUFFER_BIT) : 0)) }
        guard let programs, !batch.commands.isEmpty else { return (0, 0) }
        upload(batch.plainVertices, to: plainBuffer, capacity: &plainBufferCapacity)
        upload(batch.shapeVertices, to: shapeBuffer, capacity: &shapeBufferCapacity)
        ensureIndices(for: max(batch.plainQuadCount, batch.shapeQuadCount))
        glEnable(GLenum(GL_BLEND))
        glBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA))
        glActiveTexture(GLenum(GL_TEXTURE0))
        openPasses.removeAll(keepingCapacity: true)
        var calls = 0, unblendedQuads = 0
        var skippedPasses = 0   // passes being skipped because their surface could not be made
        for command in batch.commands {
            if skippedPasses > 0 {
                if case .beginPass = command { skippedPasses += 1 }
                if case .endPass = command { skippedPasses -= 1 }
                continue
            }
            switch command {
            case .quads(let pipeline, let drawState, let first, let count):
                guard let texture = resolve(drawState.texture, in: state) else { continue }
                let textured = texture != whiteTextureName
                switch pipeline {
                case .plain:
                    glUseProgram(textured ? programs.plain.name : programs.fill.name)
                    glBindVertexArray(state.plainVertexArray)
                case .shape:
                    glUseProgram(textured ? programs.shape.name : programs.shapeFill.name)
                    glBindVertexArray(state.shapeVertexArray)
                case .masked(let mask):
                    guard let maskTexture = resolve(.surface(mask), in: state) else { continue }
                    use(programs.masked, second: maskTexture, in: state)
                case .crossDissolve(let other, let progress):
                    use(programs.crossDissolve, second: other.rawValue, in: state)
                    glUniform1f(programs.crossDissolve[uniform: "progress"], progress)
                case .pageCurl(let revealed, let curl):
                    let program = programs.pageCurl
                    use(program, second: revealed.rawValue, in: state)
                    glUniform2f(program[uniform: "size"], curl.width, curl.height)
                    glUniform2f(program[uniform: "normal"], curl.normalX, curl.normalY)
                    glUniform1f(program[uniform: "axis"], curl.axis)
                    glUniform1f(program[uniform: "radius"], curl.radius)
                }
                glBindTexture(GLenum(GL_TEXTURE_2D), texture)
                apply(drawState, in: state)
                drawQuads(first: first, count: count)
                calls += 1
                if !drawState.blends { unblendedQuads += count }
            case .pushClip(let first, let level, let scissor), .popClip(let first, let level, let scissor):
                guard state.hasStencil else { continue }
                var isPush = false
                if case .pushClip = command { isPush = true }
                glUseProgram(programs.shapeFill.name)
                glBindVertexArray(state.shapeVertexArray)
                setScissor(scissor, in: state)
                glEnable(GLenum(GL_STENCIL_TEST))
                // Inside the enclosing clips only; raise (or lower back) the level where the shape is.
                glStencilFunc(GLenum(GL_EQUAL), GLint(isPush ? level : level + 1), 0xFF)
                glStencilOp(GLenum(GL_KEEP), GLenum(GL_KEEP), GLenum(isPush ? GL_INCR : GL_DECR))
                glColorMask(GLboolean(GL_FALSE), GLboolean(GL_FALSE), GLboolean(GL_FALSE), GLboolean(GL_FALSE))
                drawQuads(first: first, count: 1)
                glColorMask(GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE))
                glStencilOp(GLenum(GL_KEEP), GLenum(GL_KEEP), GLenum(GL_KEEP))
                calls += 1
            case .beginPass(let surface, let downscale, let clear):
                guard surface < state.surfaces.count, state.surfaces[surface] != nil else {
                    skippedPasses = 1
                    continue
                }
                openPasses.append((surface, downscale))
                bindCurrentTarget(of: state)
                setScissor(clear, in: state)
                glDisable(GLenum(GL_STENCIL_TEST))
                glClearColor(0, 0, 0, 0)
                glClear(GLbitfield(GL_COLOR_BUFFER_BIT | GL_STENCIL_BUFFER_BIT))
            case .endPass:
                openPasses.removeLast()
                bindCurrentTarget(of: state)
            case .blur(let source, let target, let quad, let horizontal, let sigma, let downscale, let colors):
                guard let from = resolve(.surface(source), in: state), let into = state.surfaces[target] else { continue }
                let blur = colors ? programs.colorBlur : programs.blur
                glBindFramebuffer(GLenum(GL_FRAMEBUFFER), into.framebuffer)
                glViewport(0, 0, GLsizei(SurfaceLayout.scaledSize(state.viewport.pixelWidth, downscale)),
                           GLsizei(SurfaceLayout.scaledSize(state.viewport.pixelHeight, downscale)))
                glDisable(GLenum(GL_SCISSOR_TEST))
                glDisable(GLenum(GL_STENCIL_TEST))
                glDisable(GLenum(GL_BLEND))
                glUseProgram(blur.name)
                glBindVertexArray(state.plainVertexArray)
                glBindTexture(GLenum(GL_TEXTURE_2D), from)
                let step = horizontal ? (1 / Float(into.width), Float(0)) : (Float(0), 1 / Float(into.height))
                glUniform2f(blur[uniform: "texelStep"], step.0, step.1)
                glUniform1f(blur[uniform: "sigma"], max(sigma, 0.01))
                glUniform1i(blur[uniform: "radius"], GLint(min(64, (3 * sigma).rounded(.up))))
                drawQuads(first: quad, count: 1)
                glEnable(GLenum(GL_BLEND))
                bindCurrentTarget(of: state)
                calls += 1
            case .copyBackdrop(let target, let region, let downscale, let sourceDownscale):
                guard let into = state.surfaces[target] else { continue }
                copy(region, from: sourceDownscale, into: into, at: downscale, in: state)
                calls += 1
            case .fillPath(let fan, let fanCount, let cover):
                glUseProgram(programs.fill.name)
                glBindVertexArray(state.plainVertexArray)
                setScissor(nil, in: state)
                glEnable(GLenum(GL_STENCIL_TEST))
                // Count windings: front-facing triangles add one, back-facing ones take one away.
                glStencilFunc(GLenum(GL_ALWAYS), 0, 0xFF)
                glStencilOpSeparate(GLenum(GL_FRONT), GLenum(GL_KEEP), GLenum(GL_KEEP), GLenum(GL_INCR_WRAP))
                glStencilOpSeparate(GLenum(GL_BACK), GLenum(GL_KEEP), GLenum(GL_KEEP), GLenum(GL_DECR_WRAP))
                glColorMask(GLboolean(GL_FALSE), GLboolean(GL_FALSE), GLboolean(GL_FALSE), GLboolean(GL_FALSE))
                drawQuads(first: fan, count: fanCount)
                glColorMask(GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE), GLboolean(GL_TRUE))
                // Cover: paint where the count is not zero, resetting it as it goes.
                glStencilFunc(GLenum(GL_NOTEQUAL), 0, 0xFF)
                glStencilOp(GLenum(GL_KEEP), GLenum(GL_KEEP), GLenum(GL_ZERO))
                drawQuads(first: cover, count: 1)
                glStencilOp(GLenum(GL_KEEP), GLenum(GL_KEEP), GLenum(GL_KEEP))
                glDisable(GLenum(GL_STENCIL_TEST))
                calls += 2
            }
        }
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
        glDisable(GLenum(GL_SCISSOR_TEST))
        glDisable(GLenum(GL_STENCIL_TEST))
        glEnable(GLenum(GL_BLEND))
        return (calls, unblendedQuads)
    }

    /// Copies `region` (window pixels) of the current target, drawn at 1/`sourceDownscale`, into
    /// `surface` at 1/`downscale` (the blit scales; the blur after it smooths what that skips).
    private func copy(_ region: PixelRect, from sourceDownscale: Int, into surface: OffscreenSurface, at downscale: Int, in state: DrawingTarget) {
        let viewport = state.viewport
        func corners(_ scale: Int) -> (GLint, GLint, GLint, GLint) {
            let width = SurfaceLayout.scaledSize(viewport.pixelWidth, scale), height = SurfaceLayout.scaledSize(viewport.pixelHeight, scale)
            let sx = Double(width) / Double(viewport.pixelWidth), sy = Double(height) / Double(viewport.pixelHeight)
            // GL rows run bottom-up.
            return (GLint((Double(region.x) * sx).rounded(.down)), GLint(height) - GLint((Double(region.y + region.height) * sy).rounded(.up)),
                    GLint((Double(region.x + region.width) * sx).rounded(.up)), GLint(height) - GLint((Double(region.y) * sy).rounded(.down)))
        }
        let from = corners(sourceDownscale), to = corners(downscale)
        var current: GLint = 0
        glGetIntegerv(GLenum(GL_DRAW_FRAMEBUFFER_BINDING), &current)
        glDisable(GLenum(GL_SCISSOR_TEST))
        glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), GLuint(current))
        glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), surface.framebuffer)
        glBlitFramebuffer(from.0, from.1, from.2, from.3, to.0, to.1, to.2, to.3, GLbitfield(GL_COLOR_BUFFER_BIT), GLenum(GL_LINEAR))
        bindCurrentTarget(of: state)
    }

    /// Uses `program`, a plain-vertex program that reads a second texture, bound to unit 1.
    private func use(_ program: GLProgram, second texture: GLuint, in state: DrawingTarget) {
        glUseProgram(program.name)
        glBindVertexArray(state.plainVertexArray)
        glActiveTexture(GLenum(GL_TEXTURE1))
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        glActiveTexture(GLenum(GL_TEXTURE0))
    }

    /// Where the frame is drawn when no pass is open: the window's canvas, or the window itself.
    private func frameFramebuffer(of state: DrawingTarget) -> GLuint { state.canvas?.framebuffer ?? 0 }

    /// Writes the frame's vertices into `buffer`, whose storage is kept between frames and grown
    /// only when too small: a fresh allocation a frame costs a software driver new pages every time.
    private func upload(_ vertices: VertexStore, to buffer: GLuint, capacity: inout Int) {
        guard vertices.count > 0 else { return }
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), buffer)
        vertices.withUnsafeBytes { bytes in
            if bytes.count > capacity {
                capacity = max(bytes.count, capacity * 2)
                glBufferData(GLenum(GL_ARRAY_BUFFER), capacity, nil, GLenum(GL_DYNAMIC_DRAW))
            }
            glBufferSubData(GLenum(GL_ARRAY_BUFFER), 0, bytes.count, bytes.baseAddress)
        }
    }

    private func drawQuads(first: Int, count: Int) {
        glDrawElements(GLenum(GL_TRIANGLES), GLsizei(count * 6), GLenum(GL_UNSIGNED_INT),
                       UnsafeRawPointer(bitPattern: first * 6 * MemoryLayout<UInt32>.size))
    }

    /// The GL texture a quad samples, or nil when it is an offscreen surface that could not be made.
    private func resolve(_ source: TextureSource, in state: DrawingTarget) -> GLuint? {
        switch source {
        case .texture(let id): return id.rawValue
        case .surface(let index): return index < state.surfaces.count ? state.surfaces[index]?.texture : nil
        }
    }

    /// Binds the innermost open pass's surface (or the window) with its viewport.
    private func bindCurrentTarget(of state: DrawingTarget) {
        let viewport = state.viewport
        if let (surface, downscale) = openPasses.last, let target = state.surfaces[surface] {
            glBindFramebuffer(GLenum(GL_FRAMEBUFFER), target.framebuffer)
            glViewport(0, 0, GLsizei(SurfaceLayout.scaledSize(viewport.pixelWidth, downscale)),
                       GLsizei(SurfaceLayout.scaledSize(viewport.pixelHeight, downscale)))
        } else {
            glBindFramebuffer(GLenum(GL_FRAMEBUFFER), frameFramebuffer(of: state))
            glViewport(0, 0, GLsizei(viewport.pixelWidth), GLsizei(viewport.pixelHeight))
        }
    }

    /// Sets the scissor, stencil test and blending a run of quads is drawn with.
    private func apply(_ drawState: DrawState, in state: DrawingTarget) {
        setScissor(drawState.scissor, in: state)
        if drawState.stencil > 0 && state.hasStencil {
            glEnable(GLenum(GL_STENCIL_TEST))
            glStencilFunc(GLenum(GL_EQUAL), GLint(drawState.stencil), 0xFF)
        } else {
            glDisable(GLenum(GL_STENCIL_TEST))
        }
        if drawState.blends { glEnable(GLenum(GL_BLEND)) } else { glDisable(GLenum(GL_BLEND)) }
        glBlendFunc(GLenum(GL_ONE), GLenum(drawState.adds ? GL_ONE : GL_ONE_MINUS_SRC_ALPHA))
    }

    /// Scissors to `rect` (window pixels, top-left origin), scaled to the current pass's resolution.
    /// Outside passes, drawing also stays inside the region the frame redraws: the rest of the canvas
    /// already holds these pixels, and drawing a translucent layer over them again would darken them.
    private func setScissor(_ rect: PixelRect?, in state: DrawingTarget) {
        let region = openPasses.isEmpty ? frameRegion : nil
        guard let requested = rect.map({ clipped in region.map { clipped.intersection($0) } ?? clipped }) ?? region else {
            glDisable(GLenum(GL_SCISSOR_TEST))
            return
        }
        let viewport = state.viewport
        // Cut to the window: a rectangle far outside it (a layer at x = 1e12) has no pixels to keep, and
        // its edges must not overflow GL's 32-bit integers.
        let rect = requested.intersection(PixelRect(x: 0, y: 0, width: viewport.pixelWidth, height: viewport.pixelHeight))
        let downscale = openPasses.last?.downscale ?? 1
        let width = SurfaceLayout.scaledSize(viewport.pixelWidth, downscale)
        let height = SurfaceLayout.scaledSize(viewport.pixelHeight, downscale)
        // Window pixels map onto the pass's pixels as clip space does: by the ratio of the sizes.
        let sx = Double(width) / Double(viewport.pixelWidth), sy = Double(height) / Double(viewport.pixelHeight)
        let minX = PixelRect.pixels(Double(rect.x) * sx, .down), maxX = PixelRect.pixels(Double(rect.x + rect.width) * sx, .up)
        let minY = PixelRect.pixels(Double(rect.y) * sy, .down), maxY = PixelRect.pixels(Double(rect.y + rect.height) * sy, .up)
        glEnable(GLenum(GL_SCISSOR_TEST))
        glScissor(GLint(minX), GLint(height - maxY), GLsizei(maxX - minX), GLsizei(maxY - minY))
    }
}
