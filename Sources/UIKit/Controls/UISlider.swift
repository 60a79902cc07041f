/// A control for a value in a range: a thin rounded track, tinted up to a white round thumb, with
/// optional images at its ends.
///
/// Like UIKit's, it is tap-free: only a touch that goes down on the thumb (its 28 pt grown to 44, the
/// smallest touch target of Apple's guidelines) tracks; it then moves the thumb with the finger,
/// the value following the horizontal motion. `.valueChanged` is sent on each change while
/// `isContinuous`, else once when the touch ends (or is cancelled) if the value changed. Setting the
/// value sends nothing. Values are clamped to the limits; non-finite ones and crossed limits are
/// reported. While the thumb is held, ancestors' pans and swipes along the track may not begin,
/// as UIKit's slider refuses them; a vertical pan (a scroll) still takes the touch.
@preconcurrency @MainActor
open class UISlider: UIControl {
    /// The value, within `minimumValue`…`maximumValue`; setting it sends nothing.
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }
    /// The value at the left end (0 by default); the value is raised to it.
    open var minimumValue: Float {
        get { minimum }
        set { setLimit(\.minimum, to: newValue, named: "minimumValue") }
    }
    /// The value at the right end (1 by default); the value is lowered to it.
    open var maximumValue: Float {
        get { maximum }
        set { setLimit(\.maximum, to: newValue, named: "maximumValue") }
    }
    /// Whether `.valueChanged` is sent on every change while dragging (true), or once at the end.
    open var isContinuous = true
    /// The track's colour left of the thumb (nil: `.tintColor`).
    open var minimumTrackTintColor: UIColor? { didSet { showValue(animated: false) } }
    /// The track's colour right of the thumb (nil: iOS's light grey fill).
    open var maximumTrackTintColor: UIColor? { didSet { showValue(animated: false) } }
    /// The thumb's colour (nil: white).
    open var thumbTintColor: UIColor? { didSet { showValue(animated: false) } }
    /// An image left of the track, which shortens it.
    open var minimumValueImage: UIImage? {
        didSet { minimumImageView.image = minimumValueImage; setNeedsLayout() }
    }
    /// An image right of the track, which shortens it.
    open var maximumValueImage: UIImage? {
        didSet { maximumImageView.image = maximumValueImage; setNeedsLayout() }
    }

    /// The thumb's diameter, as on iOS.
    static let thumbDiameter: CGFloat = 28
    /// The track's thickness, as on iOS.
    static let trackHeight: CGFloat = 4
    /// The height UIKit gives a slider (Interface Builder's sliders are 31 pt high).
    static let height: CGFloat = 31
    /// The gap between the bounds and the track's ends (Interface Builder's slider frames reach 2 pt
    /// beyond the control's alignment rectangle on each side).
    static let trackInset: CGFloat = 2
    /// The gap between a value image and the track.
    static let imageSpacing: CGFloat = 8
    /// How far around the thumb a touch still takes it: 28 + 2 × 8 = 44 pt.
    static let thumbTouchMargin: CGFloat = 8

    private var storedValue: Float = 0
    private var minimum: Float = 0
    private var maximum: Float = 1
    /// The value when the tracked touch went down, to tell whether it changed by the end.
    private var valueAtTouchDown: Float?
    /// How far right of the thumb's centre the tracked touch went down, kept as it drags.
    private var grabOffset: CGFloat = 0
    /// The track, images and thumb; a disabled slider fades them as one picture.
    private let content = UIView()
    private let minimumTrack = UIView()
    private let maximumTrack = UIView()
    private let minimumImageView = UIImageView()
    private let maximumImageView = UIImageView()
    private let thumb = ControlKnobView()

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
        content.isUserInteractionEnabled = false
        for track in [minimumTrack, maximumTrack] {
            track.layer.cornerRadius = Self.trackHeight / 2
            content.addSubview(track)
        }
        for part in [minimumImageView, maximumImageView, thumb] { content.addSubview(part) }
        addSubview(content)
        showValue(animated: false)
    }

    /// No width of its own; iOS's height.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.height) }

    open override var isEnabled: Bool { didSet { content.alpha = isEnabled ? 1 : 0.5 } }

    /// Moves the thumb to `value`, clamped to the limits (sliding when `animated`); sends nothing.
    /// A non-finite value is reported and ignored.
    open func setValue(_ value: Float, animated: Bool) {
        guard value.isFinite else {
            return Diagnostics.report("UISlider value \(value) is not a number in range; the value stays \(storedValue)")
        }
        storedValue = clamped(value)
        showValue(animated: animated)
    }

    private func clamped(_ value: Float) -> Float { min(max(value, minimum), maximum) }

    /// Sets a limit; a non-finite one is reported and ignored, and one set across the other moves
    /// both to it (reported). The value is clamped to the new range.
    private func setLimit(_ limit: ReferenceWritableKeyPath<UISlider, Float>, to newValue: Float, named name: String) {
        guard newValue.isFinite else {
            return Diagnostics.report("UISlider \(name) \(newValue) is not a finite number; it stays \(self[keyPath: limit])")
        }
        self[keyPath: limit] = newValue
        if minimum > maximum {
            Diagnostics.report("UISlider \(name) \(newValue) crosses the other limit; both limits are now \(newValue)")
            (minimum, maximum) = (newValue, newValue)
        }
        storedValue = clamped(storedValue)
        showValue(animated: false)
    }

    // MARK: Geometry (override points)

    /// Where the minimum value image goes: its size, at the left, centred vertically (empty without one).
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        let size = minimumValueImage?.size ?? .zero
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Where the maximum value image goes: its size, at the right, centred vertically (empty without one).
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        let size = maximumValueImage?.size ?? .zero
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The whole track, between the value images: `trackHeight` high, centred vertically, inset
    /// `trackInset` from the bounds and `imageSpacing` from each image.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        let left = minimumValueImage == nil ? bounds.minX + Self.trackInset
            : minimumValueImageRect(forBounds: bounds).maxX + Self.imageSpacing
        let right = maximumValueImage == nil ? bounds.maxX - Self.trackInset
            : maximumValueImageRect(forBounds: bounds).minX - Self.imageSpacing
        return CGRect(x: left, y: bounds.midY - Self.trackHeight / 2, width: max(0, right - left), height: Self.trackHeight)
    }

    /// The thumb for `value`: within the track's ends, from its left end at the minimum to its right
    /// end at the maximum, centred on the track vertically.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let travel = max(0, rect.width - Self.thumbDiameter)
        return CGRect(x: rect.minX + travel * fraction(of: value), y: rect.midY - Self.thumbDiameter / 2,
                      width: Self.thumbDiameter, height: Self.thumbDiameter)
    }

    /// Where `value` lies between the limits, 0 to 1 (0 when they are equal).
    private func fraction(of value: Float) -> CGFloat {
        maximum > minimum ? CGFloat((clamped(value) - minimum) / (maximum - minimum)) : 0
    }

    private func thumbRect(for value: Float) -> CGRect {
        thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: value)
    }

    // MARK: Tracking

    /// Only a touch on the thumb (within `thumbTouchMargin`) tracks: a touch elsewhere moves nothing.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let location = touch.location(in: self)
        let thumbFrame = thumbRect(for: storedValue)
        guard thumbFrame.insetBy(dx: -Self.thumbTouchMargin, dy: -Self.thumbTouchMargin).contains(location) else { return false }
        grabOffset = location.x - thumbFrame.midX
        valueAtTouchDown = storedValue
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        follow(touch, with: event)
        return true
    }

    /// The lift's position counts as a last move.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if let touch { follow(touch, with: event) }
        finishTracking(with: event)
    }

    open override func cancelTracking(with event: UIEvent?) { finishTracking(with: event) }

    /// The thumb's centre follows the touch across; the value is the one whose thumb is there.
    private func follow(_ touch: UITouch, with event: UIEvent?) {
        let start = thumbRect(for: minimum).midX, end = thumbRect(for: maximum).midX
        guard end > start else { return }
        let centre = touch.location(in: self).x - grabOffset
        let newValue = clamped(minimum + Float((centre - start) / (end - start)) * (maximum - minimum))
        guard newValue != storedValue else { return }
        setValue(newValue, animated: false)
        if isContinuous { sendActions(for: .valueChanged, with: event) }
    }

    /// A slider that is not continuous reports a changed value once, when the touch ends or is cancelled.
    private func finishTracking(with event: UIEvent?) {
        if !isContinuous, let start = valueAtTouchDown, start != storedValue { sendActions(for: .valueChanged, with: event) }
        valueAtTouchDown = nil
    }

    // MARK: Recognizers

    /// Refuses other views' pans and swipes along the track while the thumb is held (UIKit's slider does).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if isTracking, gestureRecognizer.view !== self, movesAlongTrack(gestureRecognizer) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// A swipe that may go left or right, or a pan that has moved at least as far across as down.
    private func movesAlongTrack(_ recognizer: UIGestureRecognizer) -> Bool {
        if let swipe = recognizer as? UISwipeGestureRecognizer { return !swipe.direction.isDisjoint(with: [.left, .right]) }
        guard let pan = recognizer as? UIPanGestureRecognizer else { return false }
        let translation = pan.translation(in: self)
        return abs(translation.x) >= abs(translation.y)
    }

    // MARK: Looks

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeParts()
    }

    /// Shows the value, sliding the thumb when `animated`.
    private func showValue(animated: Bool) { ControlKnobView.move(animated: animated, placeParts) }

    /// The images and track from the override points; the track tinted left of the thumb's centre
    /// and grey right of it; the thumb above.
    private func placeParts() {
        content.bounds = bounds
        content.center = CGPoint(x: bounds.midX, y: bounds.midY)
        minimumImageView.frame = minimumValueImageRect(forBounds: bounds)
        maximumImageView.frame = maximumValueImageRect(forBounds: bounds)
        let track = trackRect(forBounds: bounds)
        let thumbFrame = thumbRect(forBounds: bounds, trackRect: track, value: storedValue)
        let split = min(max(thumbFrame.midX, track.minX), track.maxX)
        minimumTrack.frame = CGRect(x: track.minX, y: track.minY, width: split - track.minX, height: track.height)
        maximumTrack.frame = CGRect(x: split, y: track.minY, width: track.maxX - split, height: track.height)
        minimumTrack.backgroundColor = minimumTrackTintColor ?? .tintColor
        maximumTrack.backgroundColor = maximumTrackTintColor ?? .systemFill
        thumb.frame = thumbFrame
        thumb.tint(thumbTintColor)
    }
}
