import QuartzCore

/// A view that blurs what lies behind it (`UIBlurEffect`): the compositor copies the pixels under
/// the view each frame, blurs them and draws them clipped to the bounds and the layer's corner
/// radius, then the style's tint, then `contentView` and its subviews, sharp, on top. With a
/// `UIVibrancyEffect` (or none) it shows only its content.
open class UIVisualEffectView: UIView {
    /// The view's layer is a backdrop: the blur belongs to it, so its corner radius rounds the blur.
    open override class var layerClass: AnyClass { BackdropLayer.self }

    /// The effect (nil: none, and the view shows only its content).
    open var effect: UIVisualEffect? {
        didSet { applyEffect() }
    }

    /// Where to add the views shown over the effect; it fills the effect view.
    public let contentView = UIView()

    /// An effect view showing `effect`.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        setUp()
    }

    /// An effect view with no effect, at `frame`; `UIVisualEffectView()` makes one at zero size.
    public convenience override init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
        applyEffect()
    }

    private func applyEffect() {
        guard let backdrop = layer as? BackdropLayer else { return }
        let style = (effect as? UIBlurEffect)?.style
        backdrop.tint = style?.tint
        backdrop.blurRadius = style?.blurRadius ?? 0
    }
}
