/// What changed on screen since the last frame, as the render tree learns it from transactions:
/// either a region of window pixels (the old drawn extent of layers whose look changed but whose
/// geometry did not), or "everything" (geometry, structure or animations changed, or nothing is known
/// of where a layer was drawn). The compositor redraws only the region when it can, keeping the rest
/// of the last frame: the cost of a frame follows what changed, not the size of the scene.
package struct FrameDamage {
    /// Window pixels to redraw (nil: none yet).
    package private(set) var region: PixelRect?
    /// Whether the whole frame must be drawn.
    package private(set) var isFull = true

    package init() {}

    /// Adds the pixels `rect` to the region.
    package mutating func add(_ rect: PixelRect) {
        guard !rect.isEmpty else { return }
        region = region.map { $0.union(rect) } ?? rect
    }

    /// Marks the whole frame damaged.
    package mutating func invalidateAll() { isFull = true }

    /// Starts collecting for the next frame: nothing damaged.
    package mutating func reset() {
        region = nil
        isFull = false
    }
}

extension LayerProperties {
    /// Whether `other` differs from these properties only in how the layer looks inside the pixels it
    /// already covers: colours that were already drawn, and an opacity that stays visible. Anything
    /// else may cover new pixels (a colour appearing where nothing was drawn, a move, a resize).
    package func differsOnlyInAppearance(from other: LayerProperties) -> Bool {
        func appears(_ old: CGColorRGBA?, _ new: CGColorRGBA?) -> Bool { (old?.alpha ?? 0) <= 0 && (new?.alpha ?? 0) > 0 }
        guard opacity > 0, other.opacity > 0, !appears(backgroundColor, other.backgroundColor),
              !appears(borderColor, other.borderColor) else { return false }
        var same = other
        same.backgroundColor = backgroundColor
        same.borderColor = borderColor
        same.opacity = opacity
        return same == self
    }
}

extension ContentUpdate {
    /// Whether the update redraws pixels inside what `node` showed before, without changing where its
    /// bitmap lands: a patch, new contents of the same pixel size, or contents taken away.
    package func keepsDrawnArea(of node: RenderNode) -> Bool {
        if case .snapshot = self { return false }
        guard case .replace(let image) = self, let image else { return true }
        var shown = node.texture.map { (width: $0.width, height: $0.height) }
        for case .replace(let pending) in node.pendingContents {
            shown = pending.map { (width: $0.width, height: $0.height) }
        }
        return shown.map { $0.width == image.width && $0.height == image.height } ?? false
    }
}
