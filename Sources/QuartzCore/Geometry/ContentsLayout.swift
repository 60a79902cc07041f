import CoreGraphics

/// Where a layer's cached bitmap lands in its bounds: `contentsGravity`, `contentsRect`,
/// `contentsScale` and `contentsCenter` turned into quads and texture coordinates, so the
/// compositor applies a content mode without drawing again. Pure, shared by tests and the compositor.
package enum ContentsLayout {
    /// The size, in points, of the part of a `pixelWidth`×`pixelHeight` bitmap that `p.contentsRect` selects.
    package static func contentsSize(pixelWidth: Int, pixelHeight: Int, _ p: LayerProperties) -> CGSize {
        CGSize(width: CGFloat(pixelWidth) * abs(p.contentsRect.width) / p.contentsScale,
               height: CGFloat(pixelHeight) * abs(p.contentsRect.height) / p.contentsScale)
    }

    /// The rectangle, in the layer's bounds space, that the contents fill under the gravity.
    /// Gravities name where the contents sit as seen on screen (y grows downwards): `.top` is the top edge.
    package static func destination(of size: CGSize, in bounds: CGRect, gravity: CALayerContentsGravity) -> CGRect {
        guard size.width > 0, size.height > 0 else { return .null }
        switch gravity {
        case .resizeAspect, .resizeAspectFill:
            let sx = bounds.width / size.width, sy = bounds.height / size.height
            let scale = gravity == .resizeAspect ? min(sx, sy) : max(sx, sy)
            let fitted = CGSize(width: size.width * scale, height: size.height * scale)
            return CGRect(x: bounds.midX - fitted.width / 2, y: bounds.midY - fitted.height / 2,
                          width: fitted.width, height: fitted.height)
        case .center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight:
            let x: CGFloat, y: CGFloat
            switch gravity {
            case .left, .topLeft, .bottomLeft: x = bounds.minX
            case .right, .topRight, .bottomRight: x = bounds.maxX - size.width
            default: x = bounds.midX - size.width / 2
            }
            switch gravity {
            case .top, .topLeft, .topRight: y = bounds.minY
            case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - size.height
            default: y = bounds.midY - size.height / 2
            }
            return CGRect(x: x, y: y, width: size.width, height: size.height)
        default:
            // .resize, and any gravity Core Animation does not define (as Core Animation does).
            return bounds
        }
    }

    /// Whether the gravity scales the contents (only then does `contentsCenter` stretch nine parts).
    package static func scales(_ gravity: CALayerContentsGravity) -> Bool {
        switch gravity {
        case .center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight: return false
        default: return true
        }
    }

    /// Calls `body(rect, texCoords)` for each quad showing the contents of a `pixelWidth`×`pixelHeight`
    /// bitmap in layer `p`: one quad, or up to nine for a `contentsCenter` stretch (the caps keep their
    /// size, the edges stretch one way, the centre both). With `clip`, quads are cut to the bounds.
    package static func forEachQuad(pixelWidth: Int, pixelHeight: Int, _ p: LayerProperties, clip: Bool,
                                    _ body: (CGRect, CGRect) -> Void) {
        let size = contentsSize(pixelWidth: pixelWidth, pixelHeight: pixelHeight, p)
        let destination = p.drawnExtent ?? destination(of: size, in: p.bounds, gravity: p.contentsGravity)
        guard !destination.isNull, destination.width > 0, destination.height > 0 else { return }
        let texture = p.contentsRect
        let center = p.contentsCenter.standardized
        func emit(_ rect: CGRect, _ tex: CGRect) {
            if clip { clipped(rect, tex, to: p.bounds, body) } else { body(rect, tex) }
        }
        guard p.drawnExtent == nil, scales(p.contentsGravity), center != CGRect(x: 0, y: 0, width: 1, height: 1) else {
            emit(destination, texture)
            return
        }
        // Column and row edges: in points across the destination, in unit coordinates across the contents.
        let xs = nineSliceEdges(start: destination.minX, length: destination.width, contentLength: size.width,
                                centerStart: center.minX, centerEnd: center.maxX)
        let ys = nineSliceEdges(start: destination.minY, length: destination.height, contentLength: size.height,
                                centerStart: center.minY, centerEnd: center.maxY)
        let us = [0, clampUnit(center.minX), clampUnit(center.maxX), 1].map { texture.minX + $0 * texture.width }
        let vs = [0, clampUnit(center.minY), clampUnit(center.maxY), 1].map { texture.minY + $0 * texture.height }
        for row in 0..<3 {
            for column in 0..<3 {
                let rect = CGRect(x: xs[column], y: ys[row], width: xs[column + 1] - xs[column], height: ys[row + 1] - ys[row])
                guard rect.width > 0, rect.height > 0 else { continue }
                emit(rect, CGRect(x: us[column], y: vs[row], width: us[column + 1] - us[column], height: vs[row + 1] - vs[row]))
            }
        }
    }

    /// The four edges of a nine-part stretch along one axis: the caps keep their size in points
    /// (shrinking together when the destination is smaller than both), the middle takes the rest.
    private static func nineSliceEdges(start: CGFloat, length: CGFloat, contentLength: CGFloat,
                                       centerStart: CGFloat, centerEnd: CGFloat) -> [CGFloat] {
        var leading = clampUnit(centerStart) * contentLength
        var trailing = (1 - clampUnit(max(centerStart, centerEnd))) * contentLength
        if leading + trailing > length, leading + trailing > 0 {
            let shrink = length / (leading + trailing)
            leading *= shrink
            trailing *= shrink
        }
        return [start, start + leading, start + length - trailing, start + length]
    }

    private static func clampUnit(_ value: CGFloat) -> CGFloat { min(1, max(0, value)) }

    /// Cuts `rect` (showing `tex`) to `bounds`, moving the texture coordinates with the cut edges.
    private static func clipped(_ rect: CGRect, _ tex: CGRect, to bounds: CGRect, _ body: (CGRect, CGRect) -> Void) {
        let cut = rect.intersection(bounds)
        guard !cut.isNull, cut.width > 0, cut.height > 0 else { return }
        if cut == rect { return body(rect, tex) }
        let u = { (x: CGFloat) in tex.minX + (x - rect.minX) / rect.width * tex.width }
        let v = { (y: CGFloat) in tex.minY + (y - rect.minY) / rect.height * tex.height }
        body(cut, CGRect(x: u(cut.minX), y: v(cut.minY), width: u(cut.maxX) - u(cut.minX), height: v(cut.maxY) - v(cut.minY)))
    }
}
