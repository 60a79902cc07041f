import CoreGraphics

/// The render thread's copy of one layer: its properties, its sublayers and its bitmap.
package final class RenderNode {
    package let id: LayerID
    package var properties = LayerProperties()
    package var sublayers: [LayerID] = []
    /// The nodes of `sublayers`, in order, resolved once when they change rather than looked up in
    /// every frame.
    package var children: [RenderNode] = []
    /// Set when the layer is gone, for a superlayer that still lists it until its own update arrives.
    package var isDestroyed = false
    /// The layer's animations, evaluated at each frame's time.
    package var animations: [RenderAnimation] = []
    /// The texture showing the layer's contents, once uploaded.
    package var texture: TextureHandle?
    /// Contents received but not uploaded yet (uploads need a current GL context).
    package var pendingContents: [ContentUpdate] = []
    /// The window pixels this layer and its sublayers covered in the last frame drawn whole, valid
    /// while `drawnStamp` is the tree's `boundsStamp` (a layer not drawn then has an older stamp).
    package var drawnBounds = PixelRect(x: 0, y: 0, width: 0, height: 0)
    package var drawnStamp = -1

    package init(id: LayerID) { self.id = id }
}
