/// An on/off control: a rounded track, green when on, with a white knob at the side of its value.
///
/// A tap toggles it; a drag (a touch that moves 10 pt, as a pan begins) carries the knob to the
/// side under the finger, and the lift keeps that side. The new value animates in and `.valueChanged`
/// is sent from `endTracking`, which comes before the touch-up events: touchDown, valueChanged,
/// touchUpInside (Apple documents no order; this is what a UIKit control that sends its value when
/// tracking ends gives). Setting `isOn` or `setOn(_:animated:)` sends nothing, as in UIKit. Like UIKit's, the switch keeps iOS's size whatever frame it is given,
/// and takes one-finger single taps from its ancestors' tap recognizers (Input rule 18).
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// How a switch looks; Apple's raw values.
    public enum Style: Int, Sendable {
        /// The platform's choice: sliding.
        case automatic = 0
        /// A checkbox (macOS idiom; Casement draws every switch sliding).
        case checkbox = 1
        /// A track with a sliding knob.
        case sliding = 2
    }

    /// The style asked for; Casement shows `.sliding` whatever is asked.
    open var preferredStyle = Style.automatic
    /// The style shown: always `.sliding`.
    open var style: Style { .sliding }

    /// Whether the switch is on; setting it moves the knob without animation and sends nothing.
    open var isOn: Bool {
        get { on }
        set { setOn(newValue, animated: false) }
    }
    /// The track's colour when on (nil: `.systemGreen`).
    open var onTintColor: UIColor? { didSet { showState(animated: false) } }
    /// The knob's colour (nil: white).
    open var thumbTintColor: UIColor? { didSet { showState(animated: false) } }

    /// iOS's switch size; the frame's size is ignored.
    static let size = CGSize(width: 51, height: 31)
    /// The track's colour when off: iOS's light grey fill.
    static let offTrackColor = UIColor.systemFill
    /// The gap between the knob and the track's edge.
    private static let knobInset: CGFloat = 2
    /// How much wider the knob grows while a touch holds it, towards the other side (as on iOS).
    private static let pressedKnobStretch: CGFloat = 7
    /// How far a touch moves before it drags the knob rather than taps (a pan's threshold).
    private static let dragDistance: CGFloat = 10

    private var on = false
    /// The side the knob is dragged to, while a drag is under way.
    private var draggedOn: Bool?
    /// Where the tracked touch went down, in the switch's coordinates.
    private var touchDownLocation: CGPoint?
    /// The rounded track; it holds the knob, so a disabled switch fades as one picture.
    private let track = UIView()
    private let knob = ControlKnobView()

    /// An off switch at `frame`'s origin, of iOS's size.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        isOpaque = false
        track.isUserInteractionEnabled = false
        track.layer.cornerRadius = Self.size.height / 2
        track.addSubview(knob)
        addSubview(track)
        showState(animated: false)
    }

    /// Keeps the origin and iOS's size: UIKit's switch enforces its size.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: Self.size) }
    }

    /// iOS's 51 × 31 points.
    open override var intrinsicContentSize: CGSize { Self.size }
    /// iOS's 51 × 31 points.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    override var claimsSingleTap: Bool { true }

    open override var isEnabled: Bool { didSet { track.alpha = isEnabled ? 1 : 0.5 } }
    open override var isHighlighted: Bool {
        didSet { if isHighlighted != oldValue { showState(animated: true) } }
    }

    /// Turns the switch on or off, the knob sliding over when `animated`; nothing happens when it is
    /// already there, and no action is sent.
    open func setOn(_ on: Bool, animated: Bool) {
        guard on != self.on else { return }
        self.on = on
        showState(animated: animated)
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        touchDownLocation = touch.location(in: self)
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        follow(touch.location(in: self))
        return true
    }

    /// Once the touch has moved `dragDistance` from where it went down, the knob goes to the side
    /// under it.
    private func follow(_ location: CGPoint) {
        if draggedOn == nil, let start = touchDownLocation,
           max(abs(location.x - start.x), abs(location.y - start.y)) < Self.dragDistance {
            return
        }
        let side = location.x >= bounds.midX
        if side != draggedOn {
            draggedOn = side
            showState(animated: true)
        }
    }

    /// A tap toggles; a drag keeps the side of the lift. A change sends `.valueChanged`.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if let touch { follow(touch.location(in: self)) }
        let newValue = draggedOn ?? !on
        endDrag()
        guard newValue != on else { return showState(animated: true) }
        setOn(newValue, animated: true)
        sendActions(for: .valueChanged, with: event)
    }

    /// The knob goes back to the switch's value; nothing is sent.
    open override func cancelTracking(with event: UIEvent?) {
        endDrag()
        showState(animated: true)
    }

    private func endDrag() {
        draggedOn = nil
        touchDownLocation = nil
    }

    // MARK: Looks

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeParts()
    }

    /// Shows the value (or the side dragged to) and the press, sliding the knob when `animated`.
    private func showState(animated: Bool) { ControlKnobView.move(animated: animated, placeParts) }

    /// The track centred in the bounds, coloured for the side shown; the knob at that side, stretched
    /// towards the middle while pressed.
    private func placeParts() {
        let shownOn = draggedOn ?? on
        track.frame = CGRect(x: bounds.midX - Self.size.width / 2, y: bounds.midY - Self.size.height / 2,
                             width: Self.size.width, height: Self.size.height)
        track.backgroundColor = shownOn ? onTintColor ?? .systemGreen : Self.offTrackColor
        let diameter = Self.size.height - 2 * Self.knobInset
        let width = diameter + (isHighlighted ? Self.pressedKnobStretch : 0)
        let x = shownOn ? Self.size.width - Self.knobInset - width : Self.knobInset
        knob.frame = CGRect(x: x, y: Self.knobInset, width: width, height: diameter)
        knob.tint(thumbTintColor)
    }
}
