import CoreGraphics

/// What a layer asks of its delegate: to display or draw its contents, lay out its sublayers,
/// or supply an action for a property change. `UIView` is its own layer's delegate.
@preconcurrency @MainActor
public protocol CALayerDelegate: AnyObject {
    /// Sets the layer's contents directly, instead of drawing them.
    func display(_ layer: CALayer)
    /// Draws the layer's contents into `ctx` (top-left origin, in points).
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Lays out the layer's sublayers.
    func layoutSublayers(of layer: CALayer)
    /// Tells the layer which `CAAction` runs when `event` (a property key) changes; nil for the default.
    func action(for layer: CALayer, forKey event: String) -> CAAction?
}

extension CALayerDelegate {
    /// Not implemented: the layer draws through `draw(_:in:)` instead (Objective-C's optional method).
    public func display(_ layer: CALayer) { layer.delegateDeclinedDisplay = true }
    /// Not implemented: the layer keeps its contents (a delegate that only lays out draws nothing).
    public func draw(_ layer: CALayer, in ctx: CGContext) { layer.drawingDeclined = true }
    public func layoutSublayers(of layer: CALayer) {}
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
}

/// What a view learns from its layer beyond Core Animation's delegate protocol: the bounds size
/// changed, however it was set (through the view, or on the layer directly).
@MainActor
package protocol CALayerBoundsObserver: AnyObject {
    /// The layer's bounds size changed from `oldSize`; the layer has already asked for its own layout.
    func layerBoundsSizeDidChange(_ layer: CALayer, from oldSize: CGSize)
}
