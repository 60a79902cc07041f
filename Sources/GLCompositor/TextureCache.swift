import CGL
import CoreGraphics
import Foundation
import QuartzCore

/// Uploads bitmaps to textures and frees them when no layer shows them any more. The CPU copy of a
/// drawn bitmap is not kept: after upload only the layer's model (if it assigned `contents`) holds it.
/// Used only on the rendering thread, with one of the (sharing) GL contexts current.
package final class TextureCache {
    private final class WeakImage { weak var image: CGImage?; init(_ i: CGImage) { image = i } }
    private var shared: [ObjectIdentifier: (WeakImage, TextureHandle)] = [:]
    private(set) var liveTextures = 0
    /// Bytes sent to GL since the counter was last taken.
    private(set) var uploadedBytes = 0
    private var maximumSide = 0

    package init() {}

    /// The texture for `image`, uploading it unless another layer already shows the same image.
    package func texture(for image: CGImage) -> TextureHandle? {
        let key = ObjectIdentifier(image)
        if let (weakImage, handle) = shared[key], weakImage.image === image {
            handle.users += 1
            return handle
        }
        if maximumSide == 0 {
            var value: GLint = 0
            glGetIntegerv(GLenum(GL_MAX_TEXTURE_SIZE), &value)
            // No larger than drawn bitmaps and snapshots' pictures are made, whatever GL allows: it
            // keeps a texture of an oversized image to 256 MiB.
            maximumSide = min(Int(value), BackingStore.maximumPixelSide)
        }
        let reduction = TextureReduction.factor(width: image.width, height: image.height, maximumSide: maximumSide)
        if reduction > 1 {
            Diagnostics.report("a \(image.width)×\(image.height) bitmap exceeds the texture limit of \(maximumSide) pixels a side; shown at 1/\(reduction) of its resolution", .oncePerMessage)
        }
        var name: GLuint = 0
        glGenTextures(1, &name)
        glBindTexture(GLenum(GL_TEXTURE_2D), name)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), GL_LINEAR)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), GL_LINEAR)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_S), GL_CLAMP_TO_EDGE)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_T), GL_CLAMP_TO_EDGE)
        if reduction > 1 {
            let (pixels, width, height) = TextureReduction.reduce(image, by: reduction)
            pixels.withUnsafeBytes { upload($0, rowLength: width, into: name, x: 0, y: 0, width: width, height: height, allocate: true) }
        } else {
            upload(image, into: name, x: 0, y: 0, allocate: true)
        }
        let handle = TextureHandle(id: TextureID(name), width: image.width, height: image.height, reduction: reduction, key: key)
        shared[key] = (WeakImage(image), handle)
        liveTextures += 1
        return handle
    }

    /// Replaces part of `handle`'s pixels with `image`, its top-left corner at (x, y).
    package func patch(_ handle: TextureHandle, with image: CGImage, x: Int, y: Int) {
        let width = min(image.width, handle.width - x), height = min(image.height, handle.height - y)
        guard x >= 0, y >= 0, width > 0, height > 0 else { return }
        guard handle.reduction == 1 else {
            Diagnostics.report("a redrawn part of a bitmap shown at reduced resolution is not updated; redraw it whole", .oncePerMessage)
            return
        }
        glBindTexture(GLenum(GL_TEXTURE_2D), handle.id.rawValue)
        upload(image, into: handle.id.rawValue, x: x, y: y, allocate: false, width: width, height: height)
    }

    /// Takes over `name`, a texture of `width`×`height` pixels drawn by the compositor (a snapshot's
    /// picture), to be freed like an uploaded one with its last user.
    package func adopt(_ name: GLuint, width: Int, height: Int) -> TextureHandle {
        liveTextures += 1
        return TextureHandle(id: TextureID(name), width: width, height: height, reduction: 1, key: nil)
    }

    /// A 1×1 white texture for background-colour quads.
    package func makeWhiteTexture() -> GLuint {
        var name: GLuint = 0
        glGenTextures(1, &name)
        glBindTexture(GLenum(GL_TEXTURE_2D), name)
        var white: UInt32 = 0xFFFF_FFFF
        glTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, 1, 1, 0, GLenum(GL_BGRA), GLenum(GL_UNSIGNED_BYTE), &white)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), GL_NEAREST)
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), GL_NEAREST)
        return name
    }

    /// Drops one user of `handle`; the texture is deleted with its last user.
    package func release(_ handle: TextureHandle) {
        handle.users -= 1
        guard handle.users == 0 else { return }
        var name = handle.id.rawValue
        glDeleteTextures(1, &name)
        liveTextures -= 1
        if let key = handle.key, shared[key]?.1 === handle { shared[key] = nil }
    }

    /// Returns and resets the count of bytes uploaded.
    package func takeUploadedBytes() -> Int {
        defer { uploadedBytes = 0 }
        return uploadedBytes
    }

    private func upload(_ image: CGImage, into name: GLuint, x: Int, y: Int, allocate: Bool,
                        width: Int? = nil, height: Int? = nil) {
        image.withUnsafeBytes { bytes in
            upload(bytes, rowLength: image.bytesPerRow / 4, into: name, x: x, y: y,
                   width: width ?? image.width, height: height ?? image.height, allocate: allocate)
        }
    }

    private func upload(_ bytes: UnsafeRawBufferPointer, rowLength: Int, into name: GLuint, x: Int, y: Int,
                        width: Int, height: Int, allocate: Bool) {
        glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 4)
        glPixelStorei(GLenum(GL_UNPACK_ROW_LENGTH), GLint(rowLength))
        if allocate {
            glTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, GLsizei(width), GLsizei(height), 0,
                         GLenum(GL_BGRA), GLenum(GL_UNSIGNED_BYTE), bytes.baseAddress)
        } else {
            glTexSubImage2D(GLenum(GL_TEXTURE_2D), 0, GLint(x), GLint(y), GLsizei(width), GLsizei(height),
                            GLenum(GL_BGRA), GLenum(GL_UNSIGNED_BYTE), bytes.baseAddress)
        }
        glPixelStorei(GLenum(GL_UNPACK_ROW_LENGTH), 0)
        uploadedBytes += width * height * 4
    }
}
