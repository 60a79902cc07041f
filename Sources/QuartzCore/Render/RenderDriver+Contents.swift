import CoreGraphics

/// Layers' bitmaps on their way to textures: whole new bitmaps, dirty sub-rectangles, and
/// snapshots shown as contents; textures no layer shows any more are freed.
extension RenderDriver {
    /// Brings every texture up to date with the contents committed since, with a context current.
    func uploadPendingContents() {
        for handle in releasedTextures { executor.release(handle) }
        releasedTextures.removeAll()
        for id in tree.layersWithPendingContents {
            guard let node = tree[id] else { continue }
            for update in node.pendingContents {
                switch update {
                case .replace(let image):
                    if let old = node.texture { executor.release(old) }
                    node.texture = image.flatMap { executor.texture(for: $0) }
                    if let texture = node.texture { overlay?.noteRedrawn(texture.id) }
                case .patch(let image, let x, let y):
                    if let texture = node.texture {
                        executor.patch(texture, with: image, x: x, y: y)
                        overlay?.noteRedrawn(texture.id)
                    }
                case .snapshot(let id):
                    if let old = node.texture { executor.release(old) }
                    node.texture = snapshots[id]
                    node.texture?.users += 1
                }
            }
            node.pendingContents.removeAll()
        }
        tree.layersWithPendingContents.removeAll()
        for id in releasedSnapshots {
            if let picture = snapshots.removeValue(forKey: id) { executor.release(picture) }
        }
        releasedSnapshots.removeAll()
    }

    /// The size in pixels of each layer's bitmap, by its texture (for the `misaligned` overlay).
    func layerTextureSizes() -> [TextureID: CGSize] {
        var sizes: [TextureID: CGSize] = [:]
        for node in tree.nodes.values {
            if let texture = node.texture { sizes[texture.id] = CGSize(width: texture.width, height: texture.height) }
        }
        return sizes
    }
}
