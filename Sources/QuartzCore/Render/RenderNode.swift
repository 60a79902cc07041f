import CoreGraphics

/// The render thread's copy of one layer: its properties, its sublayers and its bitmap.
package final class RenderNode {
    package let id: LayerID
    package var properties = LayerProperties()
    package var sublayers: [LayerID] = []
    /// The layer's animations, evaluated at each frame's time.
    package var animations: [RenderAnimation] = []
    /// The texture showing the layer's contents, once uploaded.
    package var texture: TextureHandle?
    /// Contents received but not uploaded yet (uploads need a current GL context).
    package var pendingContents: [ContentUpdate] = []

    package init(id: LayerID) { self.id = id }
}
