import CGL
import CoreGraphics

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
        self.width = width
        self.height = height
        var texture: GLuint = 0, stencil: GLuint = 0, framebuffer: GLuint = 0
        glGenTextures(1, &texture)
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        glTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, GLsizei(width), GLsizei(height), 0,
                     GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), nil)
        for (parameter, value) in [(GL_TEXTURE_MIN_FILTER, GL_LINEAR), (GL_TEXTURE_MAG_FILTER, GL_LINEAR),
                                   (GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE), (GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE)] {
            glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(parameter), value)
        }
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

    /// Frees the GL objects (with this surface's context current).
    package func destroy() {
        var framebuffer = framebuffer, texture = texture, stencil = stencil
        glDeleteFramebuffers(1, &framebuffer)
        glDeleteTextures(1, &texture)
        glDeleteRenderbuffers(1, &stencil)
    }
}
