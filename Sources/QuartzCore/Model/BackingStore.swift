import CoreGraphics

/// What a display pass must draw for one layer: all of it, or the union of the marked rects.
package enum DisplayRequest: Equatable {
    case whole
    case rect(CGRect)

    /// Adds another marked rect (a whole request absorbs everything).
    package func union(_ other: DisplayRequest) -> DisplayRequest {
        switch (self, other) {
        case (.rect(let a), .rect(let b)): return .rect(a.union(b))
        default: return .whole
        }
    }
}

/// A change to what the render tree shows as a layer's bitmap.
package enum ContentUpdate: Sendable {
    /// New contents for the whole layer (nil: none).
    case replace(CGImage?)
    /// New pixels for part of the existing bitmap, with their top-left corner in bitmap pixels.
    case patch(CGImage, x: Int, y: Int)
    /// The picture of a snapshot taken earlier (`SnapshotRequest`), as the layer's whole contents.
    case snapshot(SnapshotID)

    /// Whether the update replaces the layer's whole contents (a patch changes part of them).
    package var replacesWhole: Bool {
        if case .patch = self { false } else { true }
    }

    /// Whether the update leaves the layer without contents.
    package var removesContents: Bool {
        if case .replace(.none) = self { true } else { false }
    }
}

/// Counters a test or the debug overlay can read: how often layers were drawn.
@MainActor
package enum DrawingCounters {
    /// Calls of `draw(in:)` made by display passes, all layers together.
    package static var layerDraws = 0
}

/// Draws a layer's contents into a fresh cairo-backed context: the whole layer, or only the
/// dirty rect (a context the size of that rect, whose pixels patch the existing texture). A layer
/// that does not clear before drawing draws over a copy of its previous bitmap instead.
@MainActor
package enum BackingStore {
    /// The side, in pixels, above which a layer's bitmap is drawn with fewer pixels per point (the GL
    /// texture limit we plan for).
    nonisolated package static let maximumPixelSide = 8192

    package static func draw(_ layer: CALayer, request: DisplayRequest) -> ContentUpdate? {
        // What the bitmap covers, in layer coordinates: the bounds, or where the layer says it draws.
        let extent = layer.drawingExtent ?? layer.bounds
        var scale = layer.contentsScale
        var placement = layer.drawingExtent
        let largestSide = max(extent.width, extent.height) * scale
        if largestSide > CGFloat(maximumPixelSide) {
            // Too many pixels for one texture: draw all of it with fewer pixels per point, placed over
            // the extent (a blurrier picture, never a cut-off or multi-gigabyte one).
            scale *= CGFloat(maximumPixelSide) / largestSide
            placement = extent
            if layer.properties.drawnExtent != placement {
                Diagnostics.report("a layer of \(String(format: "%.0f×%.0f", extent.width, extent.height)) points needs more than \(maximumPixelSide) pixels a side; drawn at \(String(format: "%.3g", scale)) pixels per point")
            }
        }
        let extentMoved = layer.properties.drawnExtent != placement
        if extentMoved { layer.update { $0.drawnExtent = placement } }
        let width = min(Int((extent.width * scale).rounded(.up)), maximumPixelSide)
        let height = min(Int((extent.height * scale).rounded(.up)), maximumPixelSide)
        guard width > 0, height > 0 else {
            layer.retainedBitmap = nil
            return .replace(nil)
        }
        let whole = CGRect(x: 0, y: 0, width: width, height: height)
        let previous = layer.clearsContextBeforeDrawing || extentMoved ? nil
            : layer.retainedBitmap.flatMap { $0.width == width && $0.height == height ? $0 : nil }
        // The pixel rect to draw: everything, or the dirty rect rounded out to whole pixels. A layer
        // keeping its pixels can only patch what it still holds.
        var pixels = whole
        if case .rect(let dirty) = request, !extentMoved, layer.hasBitmap, layer.clearsContextBeforeDrawing || previous != nil {
            let local = dirty.offsetBy(dx: -extent.minX, dy: -extent.minY)
            let scaled = CGRect(x: local.minX * scale, y: local.minY * scale,
                                width: local.width * scale, height: local.height * scale).integral
            pixels = scaled.intersection(whole)
            guard !pixels.isNull, pixels.width > 0, pixels.height > 0 else { return nil }
        }
        let isPatch = pixels != whole
        // The context covers the patch alone, or (over the previous pixels) the whole layer.
        let canvas = previous == nil ? pixels : whole
        func inLayer(_ r: CGRect) -> CGRect {
            CGRect(x: extent.minX + r.minX / scale, y: extent.minY + r.minY / scale, width: r.width / scale, height: r.height / scale)
        }
        guard let (image, declined) = paint(layer, area: inLayer(canvas), pixelWidth: Int(canvas.width), pixelHeight: Int(canvas.height),
                                            scale: scale, clip: inLayer(pixels), underlay: previous) else { return nil }
        let isEmpty = image.isFullyTransparent
        // Only the default (empty) drawing ran: the layer keeps what it shows, e.g. assigned contents.
        if declined, isEmpty, previous == nil { return nil }
        if !layer.clearsContextBeforeDrawing { layer.retainedBitmap = isEmpty ? nil : image }
        guard isPatch else { return .replace(isEmpty ? nil : image) }
        let patch = previous == nil ? image : image.cropping(to: pixels)
        return patch.map { .patch($0, x: Int(pixels.minX), y: Int(pixels.minY)) }
    }

    /// Runs `layer.draw(in:)` into a new `pixelWidth` × `pixelHeight` bitmap showing `area` (layer
    /// coordinates) at `scale`, clipped to `clip`, over `underlay` if given. Also says whether only the
    /// default (empty) drawing ran.
    package static func paint(_ layer: CALayer, area: CGRect, pixelWidth: Int, pixelHeight: Int, scale: CGFloat,
                              clip: CGRect, underlay: CGImage? = nil) -> (image: CGImage, declined: Bool)? {
        guard let context = CGContext(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale) else {
            Diagnostics.report("could not create a \(pixelWidth)×\(pixelHeight) drawing context")
            return nil
        }
        if let underlay {
            context.setBlendMode(.copy)
            context.draw(underlay, in: CGRect(x: 0, y: 0, width: CGFloat(pixelWidth) / scale, height: CGFloat(pixelHeight) / scale))
            context.setBlendMode(.normal)
        }
        context.translateBy(x: -area.minX, y: -area.minY)
        context.clip(to: clip)
        DrawingCounters.layerDraws += 1
        layer.drawingDeclined = false
        context.saveGState()
        layer.draw(in: context)
        context.restoreGState()
        if !layer.drawingDeclined, let background = layer.opaqueBackground {
            // An opaque layer's bitmap is opaque (the compositor draws it without blending): what the
            // drawing left transparent shows the background colour, as UIKit fills an opaque view first.
            context.setBlendMode(.destinationOver)
            context.setFillColor(background)
            context.fill(clip)
        }
        return context.makeImage().map { ($0, layer.drawingDeclined) }
    }
}

extension CGImage {
    /// True when every pixel is fully transparent (nothing was drawn): such a layer needs no texture.
    package var isFullyTransparent: Bool {
        withUnsafeBytes { bytes in
            // Premultiplied: a transparent pixel is all zero, so scan words instead of alpha bytes.
            let words = bytes.bindMemory(to: UInt64.self)
            for word in words where word != 0 { return false }
            for byte in bytes[(words.count * 8)...] where byte != 0 { return false }
            return true
        }
    }
}
