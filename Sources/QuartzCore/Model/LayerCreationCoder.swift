import Foundation

/// The coder Casement passes to `CALayer.init?(coder:)` when it creates a layer from its class: it
/// holds the layer to copy (for a presentation copy), or nothing (a new layer).
final class LayerCreationCoder: NSCoder {
    let source: CALayer?
    init(source: CALayer?) {
        self.source = source
        super.init()
    }
}
