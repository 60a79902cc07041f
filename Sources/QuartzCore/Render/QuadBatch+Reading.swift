import CoreGraphics

/// A built frame read back quad by quad: where a quad's corners fall in the window and how it is
/// tinted. What command-stream tests and debug overlays look at, without drawing anything.
extension QuadBatch {
    /// The window pixels (top-left origin) of the four corners of quad `index` among `pipeline`'s
    /// vertices (shape quads for `.shape`, including clip quads; plain quads otherwise), in the
    /// order they were added: (minX, minY), (maxX, minY), (minX, maxY), (maxX, maxY) of the rectangle.
    package func corners(ofQuad index: Int, pipeline: Pipeline) -> [CGPoint] {
        let (vertices, stride) = store(of: pipeline)
        return (0..<4).map { corner in
            let base = (index * 4 + corner) * stride
            let pixel = viewport.pixel(x: vertices[base], y: vertices[base + 1], w: vertices[base + 3])
            return CGPoint(x: CGFloat(pixel.x), y: CGFloat(pixel.y))
        }
    }

    /// The texture coordinates of quad `index`'s four corners, in the order `corners(ofQuad:pipeline:)` gives them.
    package func texCoords(ofQuad index: Int, pipeline: Pipeline) -> [CGPoint] {
        let (vertices, stride) = store(of: pipeline)
        return (0..<4).map { corner in
            let base = (index * 4 + corner) * stride
            return CGPoint(x: CGFloat(vertices[base + 4]), y: CGFloat(vertices[base + 5]))
        }
    }

    /// The premultiplied tint of quad `index` among `pipeline`'s vertices.
    package func tint(ofQuad index: Int, pipeline: Pipeline) -> Premultiplied {
        let (vertices, stride) = store(of: pipeline)
        let base = index * 4 * stride
        return Premultiplied(red: vertices[base + 6], green: vertices[base + 7], blue: vertices[base + 8], alpha: vertices[base + 9])
    }

    /// The vertices of `pipeline`'s quads and their stride.
    func store(of pipeline: Pipeline) -> (VertexStore, Int) {
        pipeline == .shape ? (shapeVertices, QuadBatch.shapeStride) : (plainVertices, QuadBatch.plainStride)
    }
}
