import CoreGraphics

/// Names a picture the render side keeps of a layer as it was shown before a transaction (see
/// `SnapshotRequest`), until a later transaction releases it.
package struct SnapshotID: Hashable, Sendable {
    package let rawValue: Int
    package init(_ rawValue: Int) { self.rawValue = rawValue }
}

/// A picture to take of a layer and its sublayers as the render tree shows them before the
/// transaction that carries the request changes anything: the first phase of applying it. This is
/// the "before" of a change that transitions animate away from.
package struct SnapshotRequest: Sendable, Equatable {
    package var id: SnapshotID
    /// The layer pictured, in its own space: its bounds fill the picture, and its own transform,
    /// position and opacity are left out (whatever shows the picture applies its own).
    package var layer: LayerID
    /// Pixels per point of the picture.
    package var scale: CGFloat

    package init(id: SnapshotID, layer: LayerID, scale: CGFloat) {
        self.id = id; self.layer = layer; self.scale = scale
    }
}
