/// A control that steps a value up or down between a minimum and a maximum: a rounded grey track
/// with "−" and "+" segments (iOS 13's look), the segment that cannot step further greyed.
///
/// A touch going down on a segment steps at once (in `beginTracking`, so `.valueChanged` comes
/// before `.touchDown`); held, it steps again after `autorepeatDelay`, then every
/// `autorepeatInterval`, faster after `autorepeatSpeedUp` (UIKit's stepper speeds up too; its numbers
/// are not documented: these are NSStepper's delay and rate). Repeating pauses while the touch is
/// outside the control's touch area. Values set in code send nothing. A stepper takes single taps
/// from its ancestors' tap recognizers (Input rule 18).
@preconcurrency @MainActor
open class UIStepper: UIControl {
    /// The two segments.
    private enum Segment: Double {
        case decrement = -1
        case increment = 1
    }

    /// The value, within `minimumValue...maximumValue` (0 by default); a value outside is pinned
    /// to the range, and one that is not a number is reported and ignored.
    open var value: Double {
        get { storedValue }
        set {
            guard !newValue.isNaN else { return Diagnostics.report("UIStepper.value cannot be NaN; kept \(storedValue)") }
            storedValue = min(max(newValue, minimumValue), maximumValue)
        }
    }
    /// The lowest value (0 by default). Set above `maximumValue`, it moves the maximum with it, as
    /// UIKit documents, and that is reported.
    open var minimumValue: Double {
        get { range.lowerBound }
        set { setRange(from: newValue, to: max(newValue, range.upperBound), named: "minimumValue", newValue) }
    }
    /// The highest value (100 by default). Set below `minimumValue`, it moves the minimum with it, reported.
    open var maximumValue: Double {
        get { range.upperBound }
        set { setRange(from: min(newValue, range.lowerBound), to: newValue, named: "maximumValue", newValue) }
    }
    /// How much a step changes the value (1 by default); it must be above 0, or it is reported and ignored.
    open var stepValue: Double = 1 {
        didSet {
            if !(stepValue > 0 && stepValue.isFinite) {
                Diagnostics.report("UIStepper.stepValue must be a number above 0, not \(stepValue); kept \(oldValue)")
                stepValue = oldValue
            }
        }
    }
    /// Whether stepping past one end goes to the other (false by default: it stops at the end).
    open var wraps = false { didSet { setNeedsDisplay() } }
    /// Whether holding a segment keeps stepping (true by default).
    open var autorepeat = true
    /// Whether `.valueChanged` is sent at each step (true by default), or once when the touch ends.
    open var isContinuous = true

    /// How long a segment is held before it steps again *(Casement's choice: NSStepper's 0.5 s)*.
    static let autorepeatDelay = 0.5
    /// Time between repeated steps *(Casement's choice: NSStepper's ten a second)*.
    static let autorepeatInterval = 0.1
    /// Time between repeated steps once the segment has been held `autorepeatSpeedUp` *(Casement's choice)*.
    static let fastAutorepeatInterval = 0.05
    /// How long a segment is held before repeating speeds up *(Casement's choice)*.
    static let autorepeatSpeedUp = 2.5
    /// UIKit's size for a stepper *(iOS 13)*.
    private static let size = CGSize(width: 94, height: 32)

    private var storedValue = 0.0 { didSet { if storedValue != oldValue { setNeedsDisplay() } } }
    private var range = 0.0...100.0
    /// The segment the tracked touch went down on.
    private var pressed: Segment?
    /// When the tracked touch went down, for the repeat times.
    private var pressTime = 0.0
    /// Steps repeated in this touch.
    private var repeats = 0
    /// The value when the touch went down, for a non-continuous stepper's one `.valueChanged`.
    private var valueAtPress = 0.0

    /// A stepper at `frame`'s origin, UIKit's size (94 × 32) whatever the frame's size.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
        SegmentTrack.prepare(self)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        SegmentTrack.prepare(self)
    }

    override var claimsSingleTap: Bool { true }

    open override var isEnabled: Bool { didSet { setNeedsDisplay() } }
    open override var isHighlighted: Bool { didSet { if isHighlighted != oldValue { setNeedsDisplay() } } }

    /// UIKit's size, 94 × 32.
    open override var intrinsicContentSize: CGSize { Self.size }

    /// UIKit's size, 94 × 32.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    // MARK: Values

    /// Sets the range (from `property` set to `value`), reporting a moved other end, and pins the value.
    private func setRange(from lower: Double, to upper: Double, named property: String, _ value: Double) {
        guard !value.isNaN else { return Diagnostics.report("UIStepper.\(property) cannot be NaN; kept \(range)") }
        if lower != range.lowerBound && upper != range.upperBound {
            Diagnostics.report("UIStepper.\(property) \(value) passes the other end of \(range): both are now \(value)")
        }
        range = lower...upper
        storedValue = min(max(storedValue, lower), upper)
        setNeedsDisplay()
    }

    /// Whether `segment` can step: the stepper is enabled, and it wraps or is not at that end.
    private func canStep(_ segment: Segment) -> Bool {
        guard isEnabled else { return false }
        if wraps { return true }
        return segment == .increment ? storedValue < maximumValue : storedValue > minimumValue
    }

    /// Steps once the way of `segment`: past an end, to the other end when wrapping, else to the
    /// end. Sends `.valueChanged` (with `event`) when the value changed and the stepper is continuous.
    private func step(_ segment: Segment, with event: UIEvent?) {
        let next = storedValue + segment.rawValue * stepValue
        if wraps, next > maximumValue {
            storedValue = minimumValue
        } else if wraps, next < minimumValue {
            storedValue = maximumValue
        } else {
            let previous = storedValue
            storedValue = min(max(next, minimumValue), maximumValue)
            guard storedValue != previous else { return }
        }
        if isContinuous { sendActions(for: .valueChanged, with: event) }
    }

    // MARK: Tracking

    /// Steps by the segment under the touch and, when `autorepeat`, sets the first repeat.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let segment: Segment = touch.location(in: self).x < bounds.midX ? .decrement : .increment
        pressed = segment
        pressTime = touch.timestamp
        repeats = 0
        valueAtPress = storedValue
        if canStep(segment) { step(segment, with: event) }
        if autorepeat { trackingDeadline = pressTime + Self.repeatTime(0) }
        return true
    }

    /// A repeat: a step while the touch is inside, then the next repeat.
    override func trackingDeadlinePassed(_ deadline: Double) {
        guard let pressed else { return }
        if isTouchInside, canStep(pressed) { step(pressed, with: nil) }
        repeats += 1
        trackingDeadline = pressTime + Self.repeatTime(repeats)
    }

    /// When repeat `number` (from 0) is due after touch-down: the delay, then steps at the
    /// interval until the speed-up, then at the fast interval. Counted from touch-down, not added
    /// up, so late deadlines do not drift.
    static func repeatTime(_ number: Int) -> Double {
        let slow = Int(((autorepeatSpeedUp - autorepeatDelay) / autorepeatInterval).rounded())
        return autorepeatDelay + Double(min(number, slow)) * autorepeatInterval + Double(max(0, number - slow)) * fastAutorepeatInterval
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) { finishPress(with: event) }

    open override func cancelTracking(with event: UIEvent?) { finishPress(with: event) }

    /// The press is over: a non-continuous stepper whose value changed sends `.valueChanged` now.
    private func finishPress(with event: UIEvent?) {
        pressed = nil
        setNeedsDisplay()
        if !isContinuous, storedValue != valueAtPress { sendActions(for: .valueChanged, with: event) }
    }

    // MARK: Drawing

    /// The track, the pressed segment darker, the divider, and the two symbols.
    open override func draw(_ rect: CGRect) {
        SegmentTrack.drawTrack(in: bounds)
        if let pressed, isHighlighted, canStep(pressed) { SegmentTrack.drawPressed(frame(of: pressed), in: bounds) }
        SegmentTrack.drawDivider(at: bounds.midX, in: bounds)
        drawSymbol(of: .decrement)
        drawSymbol(of: .increment)
    }

    /// The half of the bounds `segment` takes.
    private func frame(of segment: Segment) -> CGRect {
        let half = bounds.divided(atDistance: bounds.width / 2, from: .minXEdge)
        return segment == .decrement ? half.slice : half.remainder
    }

    /// "−" or "+", 14 points across and 2 thick, centred in the segment at whole points so it is
    /// sharp at 1× and 2×: black, or iOS's tertiary label grey when the segment cannot step.
    private func drawSymbol(of segment: Segment) {
        let segmentFrame = frame(of: segment)
        let center = CGPoint(x: segmentFrame.midX.rounded(), y: segmentFrame.midY.rounded())
        let symbol = UIBezierPath(rect: CGRect(x: center.x - 7, y: center.y - 1, width: 14, height: 2))
        if segment == .increment { symbol.append(UIBezierPath(rect: CGRect(x: center.x - 1, y: center.y - 7, width: 2, height: 14))) }
        (canStep(segment) ? UIColor.label : UIColor.tertiaryLabel).setFill()
        symbol.fill()
    }
}
