/// The round knob of a switch and the thumb of a slider: a white pill with a soft shadow below it,
/// as iOS draws them. It is only a background, corner radius and shadow, so the compositor draws it
/// (and its shadow, analytically) sharp at any scale, with no bitmap; touches pass to the control.
@MainActor
final class ControlKnobView: UIView {
    /// The knob's fill when the control sets no colour of its own.
    static let defaultColor = UIColor.white
    /// How long the knob takes to slide: about as long as iOS's *(observed)*.
    static let slideDuration = 0.25

    /// Runs `changes` — the knob's and its control's parts moving — as an animation of
    /// `slideDuration` when `animated` (touches still reach the control), at once otherwise.
    static func move(animated: Bool, _ changes: @escaping () -> Void) {
        guard animated else { return UIView.performWithoutAnimation(changes) }
        UIView.animate(withDuration: slideDuration, delay: 0, options: .allowUserInteraction, animations: changes)
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        isUserInteractionEnabled = false
        isOpaque = false
        backgroundColor = Self.defaultColor
        layer.shadowColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        layer.shadowOpacity = 0.22
        layer.shadowRadius = 2.5
        layer.shadowOffset = CGSize(width: 0, height: 2)
    }

    override var frame: CGRect {
        didSet { layer.cornerRadius = min(bounds.width, bounds.height) / 2 }
    }

    /// Fills the knob with `color`, white when nil.
    func tint(_ color: UIColor?) { backgroundColor = color ?? Self.defaultColor }
}
