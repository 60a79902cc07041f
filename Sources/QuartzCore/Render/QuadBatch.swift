import CGL
import CoreGraphics

/// The vertices of one frame: four per quad (clip-space position with w, texture coordinate,
/// premultiplied tint), grouped into runs that share a texture and a clip, one draw call a run.
package struct QuadBatch {
    /// Floats per vertex: position (4), texCoord (2), colour (4).
    package static let stride = 10
    package private(set) var vertices: [Float] = []
    package private(set) var runs: [Run] = []

    /// Consecutive quads with one texture and one scissor rectangle.
    package struct Run: Equatable {
        package var texture: GLuint
        package var scissor: PixelRect?
        package var firstQuad: Int
        package var quadCount: Int
    }

    package init() {}

    package var quadCount: Int { vertices.count / (4 * QuadBatch.stride) }

    package mutating func removeAll() {
        vertices.removeAll(keepingCapacity: true)
        runs.removeAll(keepingCapacity: true)
    }

    /// Adds the quad `rect` (layer space) mapped by `matrix` (layer space → clip space), showing
    /// `texCoords` of `texture` tinted by `color`.
    package mutating func add(rect: CGRect, matrix m: CATransform3D, texCoords: CGRect,
                              color: (Float, Float, Float, Float), texture: GLuint, scissor: PixelRect?) {
        // Corner by corner, without a temporary array: this runs for every quad of every frame.
        appendVertex(rect.minX, rect.minY, texCoords.minX, texCoords.minY, m, color)
        appendVertex(rect.maxX, rect.minY, texCoords.maxX, texCoords.minY, m, color)
        appendVertex(rect.minX, rect.maxY, texCoords.minX, texCoords.maxY, m, color)
        appendVertex(rect.maxX, rect.maxY, texCoords.maxX, texCoords.maxY, m, color)
        let quad = quadCount - 1
        if var last = runs.last, last.texture == texture, last.scissor == scissor {
            last.quadCount += 1
            runs[runs.count - 1] = last
        } else {
            runs.append(Run(texture: texture, scissor: scissor, firstQuad: quad, quadCount: 1))
        }
    }
}

extension QuadBatch {
    private mutating func appendVertex(_ x: CGFloat, _ y: CGFloat, _ u: CGFloat, _ v: CGFloat,
                                       _ m: CATransform3D, _ color: (Float, Float, Float, Float)) {
        vertices.append(Float(x * m.m11 + y * m.m21 + m.m41))
        vertices.append(Float(x * m.m12 + y * m.m22 + m.m42))
        vertices.append(0)
        vertices.append(Float(x * m.m14 + y * m.m24 + m.m44))
        vertices.append(Float(u)); vertices.append(Float(v))
        vertices.append(color.0); vertices.append(color.1); vertices.append(color.2); vertices.append(color.3)
    }
}

/// A rectangle of whole pixels, top-left origin.
package struct PixelRect: Equatable, Sendable {
    package var x: Int, y: Int, width: Int, height: Int

    package func intersection(_ other: PixelRect) -> PixelRect {
        let minX = max(x, other.x), minY = max(y, other.y)
        let maxX = min(x + width, other.x + other.width), maxY = min(y + height, other.y + other.height)
        return PixelRect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }
}
