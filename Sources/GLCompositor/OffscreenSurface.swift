import CGL
import CoreGraphics
import QuartzCore

/// An offscreen render target the size of a window: a colour texture with a stencil, where a layer
/// is drawn apart before it is composited (group opacity, masks, shadows). Made on first use and
/// kept between frames; framebuffers belong to one GL context, so each window has its own.
package final class OffscreenSurface {
    package let framebuffer: GLuint
    package let texture: GLuint
    private let stencil: GLuint
    package let width: Int
    package let height: Int

    /// A surface of `width`×`height` pixels, or nil (with a diagnostic) when GL cannot complete it.
    package init?(width: Int, height: Int) {
        OffscreenSurface.live.increment()
        self.width = width
        self.height = height
        let texture = OffscreenSurface.makeColorTexture(width: width, height: height)
        var stencil: GLuint = 0, framebuffer: GLuint = 0
        glGenRenderbuffers(1, &stencil)
        glBindRenderbuffer(GLenum(GL_RENDERBUFFER), stencil)
        glRenderbufferStorage(GLenum(GL_RENDERBUFFER), GLenum(GL_DEPTH24_STENCIL8), GLsizei(width), GLsizei(height))
        glGenFramebuffers(1, &framebuffer)
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        glFramebufferTexture2D(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_TEXTURE_2D), texture, 0)
        glFramebufferRenderbuffer(GLenum(GL_FRAMEBUFFER), GLenum(GL_DEPTH_STENCIL_ATTACHMENT), GLenum(GL_RENDERBUFFER), stencil)
        let status = glCheckFramebufferStatus(GLenum(GL_FRAMEBUFFER))
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
        self.texture = texture
        self.stencil = stencil
        self.framebuffer = framebuffer
        guard status == GLenum(GL_FRAMEBUFFER_COMPLETE) else {
            Diagnostics.report("an offscreen surface of \(width)×\(height) is incomplete (GL status \(status)); layers needing one are drawn without it", .oncePerMessage)
            destroy()
            return nil
        }
    }

    /// A new texture holding this surface's pixels with the rows top to bottom, as bitmaps are
    /// uploaded (GL draws surfaces bottom-up); nil if GL cannot complete the copy.
    package func copyFlipped() -> GLuint? {
        var copy = OffscreenSurface.makeColorTexture(width: width, height: height)
        var framebuffer: GLuint = 0
        glGenFramebuffers(1, &framebuffer)
        glBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), framebuffer)
        glFramebufferTexture2D(GLenum(GL_DRAW_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_TEXTURE_2D), copy, 0)
        let complete = glCheckFramebufferStatus(GLenum(GL_DRAW_FRAMEBUFFER)) == GLenum(GL_FRAMEBUFFER_COMPLETE)
        if complete {
            glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), self.framebuffer)
            glDisable(GLenum(GL_SCISSOR_TEST))
            // Destination rows reversed: the blit turns the picture upside down.
            glBlitFramebuffer(0, 0, GLint(width), GLint(height), 0, GLint(height), GLint(width), 0,
                              GLbitfield(GL_COLOR_BUFFER_BIT), GLenum(GL_NEAREST))
        }
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
        glDeleteFramebuffers(1, &framebuffer)
        guard complete else {
            glDeleteTextures(1, &copy)
            return nil
        }
        return copy
    }

    /// An RGBA texture of `width`×`height` pixels, contents undefined, sampled linearly and clamped.
    private static func makeColorTexture(width: Int, height: Int) -> GLuint {
        var texture: GLuint = 0
        glGenTextures(1, &texture)
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        glTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, GLsizei(width), GLsizei(height), 0,
                     GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), nil)
        for (parameter, value) in [(GL_TEXTURE_MIN_FILTER, GL_LINEAR), (GL_TEXTURE_MAG_FILTER, GL_LINEAR),
                                   (GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE), (GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE)] {
            glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(parameter), value)
        }
        return texture
    }

    /// Surfaces made and not destroyed yet, in every compositor (leak tests read it).
    package static let live = LiveCount()

    /// Frees the GL objects (with this surface's context current); called once per surface.
    package func destroy() {
        OffscreenSurface.live.decrement()
        var framebuffer = framebuffer, texture = texture, stencil = stencil
        glDeleteFramebuffers(1, &framebuffer)
        glDeleteTextures(1, &texture)
        glDeleteRenderbuffers(1, &stencil)
    }
}
