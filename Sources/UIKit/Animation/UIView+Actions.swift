extension UIView {
    /// The action for a change of `event` on `layer`: the innermost animation block's animation
    /// when the layer is the view's own and the property animates; `NSNull` (no action) otherwise.
    func animationAction(for layer: CALayer, forKey event: String) -> CAAction {
        guard layer === self.layer, let block = ViewAnimationContext.recording,
              let action = ViewPropertyAction(block: block, layer: layer, key: event) else { return UIView.noAction }
        return action
    }

    /// Core Animation's "no action", shared: views answer it for most property changes.
    private static let noAction = NSNull()
}
