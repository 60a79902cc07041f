import QuartzCore

/// How many of each thing that could leak is alive, for leak tests: model objects counted as they
/// are made and freed, the compositor's as of its last frame (draw one first).
package struct LiveObjects: Equatable, CustomStringConvertible {
    /// Views, windows included.
    package var views: Int
    /// Layers, presentation copies included.
    package var layers: Int
    /// Windows open on the platform.
    package var windows: Int
    /// Layers in the render tree.
    package var renderNodes: Int
    /// Textures of layers' bitmaps and snapshots.
    package var textures: Int
    /// GL buffers and vertex arrays.
    package var buffers: Int
    /// Offscreen surfaces.
    package var offscreenSurfaces: Int
    /// Windows the compositor draws.
    package var windowTargets: Int

    package var description: String {
        "views \(views), layers \(layers), windows \(windows), render nodes \(renderNodes), textures \(textures), "
            + "GL buffers \(buffers), offscreen surfaces \(offscreenSurfaces), compositor windows \(windowTargets)"
    }
}

extension UIApplication {
    /// What is alive now (see `LiveObjects`).
    package var liveObjects: LiveObjects {
        let drawn = renderer.statistics
        return LiveObjects(views: UIView.live.current, layers: CALayer.live.current, windows: openWindows.count,
                           renderNodes: drawn.renderTreeNodes, textures: drawn.liveTextures, buffers: drawn.liveBuffers,
                           offscreenSurfaces: drawn.liveOffscreenSurfaces, windowTargets: drawn.windowTargets)
    }
}
