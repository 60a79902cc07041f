/// What a view's layer runs when one of the view's animatable properties changes inside an
/// animation block: it keeps the value from before the change (looked up before it) and, when
/// run after the change, records the change in the block, which animates it when it closes.
@MainActor
final class ViewPropertyAction: CAAction {
    /// The layer properties behind UIView's animatable properties: `center` (position), `bounds`
    /// and `frame` (bounds and position), `transform`, `alpha` (opacity), `backgroundColor` and
    /// `contentStretch` (contentsCenter).
    static let animatedKeyPaths: Set<AnimatableKeyPath> = [.position, .bounds, .transform, .opacity, .backgroundColor,
                                                           AnimatableKeyPath(rawValue: "contentsCenter")!]

    private let block: ViewAnimationBlock
    private let keyPath: AnimatableKeyPath
    /// The model values before the change.
    private let model: LayerProperties
    /// What the layer showed before the change.
    private let onScreen: LayerProperties

    /// The action for `key` of `layer` in `block`, or nil when views do not animate that property.
    init?(block: ViewAnimationBlock, layer: CALayer, key: String) {
        guard let keyPath = AnimatableKeyPath(rawValue: key), Self.animatedKeyPaths.contains(keyPath) else { return nil }
        self.block = block
        self.keyPath = keyPath
        model = layer.properties
        onScreen = layer.presentationProperties(at: CATransaction.state.clock())
    }

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        // Rectangles animate as origin and size: an additive size offset may be negative, which a
        // rectangle cannot hold without being standardized (UIKit splits bounds the same way).
        let parts = keyPath.kind == .rect
            ? ["origin", "size"].compactMap { AnimatableKeyPath(rawValue: "\(keyPath.rawValue).\($0)") }
            : [keyPath]
        let start = block.beginsFromCurrentState ? onScreen : model
        for part in parts {
            let old = part.value(in: start), new = part.value(in: layer.properties)
            guard old != new else { continue }
            let change = ViewPropertyChange(from: old, to: new, onScreen: part.value(in: onScreen))
            if block.beginsFromCurrentState || !change.isAdditive { removeAnimations(of: keyPath, from: layer) }
            block.record(layer: layer, keyPath: part, change: change)
        }
    }

    /// `beginFromCurrentState`, or a change that cannot be additive: in-flight animations of the
    /// property are replaced (their completions hear `finished == false`); the new one starts
    /// from what they showed.
    private func removeAnimations(of keyPath: AnimatableKeyPath, from layer: CALayer) {
        let related: Set<String> = [keyPath.rawValue, keyPath.rawValue + ".origin", keyPath.rawValue + ".size"]
        for key in layer.animationKeys() ?? [] {
            guard let animation = layer.animation(forKey: key) as? CAPropertyAnimation,
                  let path = animation.keyPath, related.contains(path) else { continue }
            layer.removeAnimation(forKey: key)
        }
    }
}
