/// A row of segments, each a title or an image, at most one selected: iOS 13's look, a rounded grey
/// track with thin dividers and the selected segment a white, shadowed rounded rectangle.
///
/// The segment under a touch darkens while it is pressed; the lift (inside the touch area) selects
/// the segment under it, so a touch can slide to another one, and sends `.valueChanged` (before
/// `.touchUpInside`) when the selection changed. A momentary control selects nothing: each lift
/// sends `.valueChanged` with `selectedSegmentIndex` the lifted segment, then resets it to
/// `noSegment`. Selecting in code sends nothing. Indexes out of range are reported and ignored.
/// A segmented control takes single taps from its ancestors' tap recognizers (Input rule 18).
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// `selectedSegmentIndex` when no segment is selected.
    public static let noSegment = -1

    /// One segment: its title or image, shown by its own label and image view.
    private struct Segment {
        let label: UILabel
        let imageView: UIImageView
        var isEnabled = true
    }

    private var segments: [Segment] = []
    /// The selected segment's white rounded rectangle, beneath the titles.
    private let thumb = UIView()
    /// The segment the tracked touch is over (inside the touch area), darkened.
    private var pressed: Int? { didSet { if pressed != oldValue { setNeedsDisplay() } } }
    private var selected = noSegment

    /// Whether a lift selects nothing, only sending `.valueChanged` (false by default).
    open var isMomentary = false
    /// The selected segment, or `noSegment` (the default). Set in code it sends nothing; an index out
    /// of range is reported and ignored.
    open var selectedSegmentIndex: Int {
        get { selected }
        set {
            guard newValue == Self.noSegment || segments.indices.contains(newValue) else {
                return Diagnostics.report("UISegmentedControl.selectedSegmentIndex \(newValue) is out of 0..<\(segments.count); kept \(selected)")
            }
            select(newValue, animated: false)
        }
    }
    /// The selected segment's colour (nil, the default: white).
    open var selectedSegmentTintColor: UIColor? { didSet { thumb.backgroundColor = selectedSegmentTintColor ?? .white } }

    /// Space on either side of a segment's title or image, in the control's size that fits *(Casement's choice)*.
    static let segmentPadding: CGFloat = 12
    /// How far the selected segment is inset in the track *(iOS 13: 2 pt)*.
    private static let thumbInset: CGFloat = 2
    /// UIKit's height for a segmented control *(iOS 13)*.
    private static let height: CGFloat = 32
    /// Titles: 13-point system font, semibold when selected *(iOS 13)*.
    private static let titleFont = UIFont.systemFont(ofSize: 13), selectedTitleFont = UIFont.systemFont(ofSize: 13, weight: .semibold)

    /// A control with a segment for each item, a `String` title or a `UIImage` (anything else is
    /// reported and shown empty), sized to fit them.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        setUp()
        for item in items ?? [] {
            switch item {
            case let image as UIImage: insertSegment(with: image, at: segments.count, animated: false)
            case let title as String: insertSegment(withTitle: title, at: segments.count, animated: false)
            default:
                Diagnostics.report("UISegmentedControl(items:) takes titles and images, not \(type(of: item)); its segment is empty")
                insertSegment(withTitle: nil, at: segments.count, animated: false)
            }
        }
        sizeToFit()
    }

    /// An empty control.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        SegmentTrack.prepare(self)
        thumb.isUserInteractionEnabled = false
        thumb.backgroundColor = .white
        thumb.layer.cornerRadius = SegmentTrack.cornerRadius - Self.thumbInset
        thumb.layer.shadowColor = UIColor.black.cgColor
        thumb.layer.shadowOpacity = 0.12
        thumb.layer.shadowOffset = CGSize(width: 0, height: 3)
        thumb.layer.shadowRadius = 4
        addSubview(thumb)
    }

    override var claimsSingleTap: Bool { true }

    open override var isEnabled: Bool { didSet { showSegments() } }

    // MARK: Segments

    /// How many segments there are.
    open var numberOfSegments: Int { segments.count }

    /// Inserts a segment titled `title` at `segment`; past the end it is added last (as UIKit pins
    /// it), before 0 it is reported and inserted first. The selected segment stays selected.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        show(title: title, image: nil, in: insertSegment(at: segment), "insertSegment(withTitle:at:animated:)")
    }

    /// Inserts a segment showing `image` at `segment`, as `insertSegment(withTitle:at:animated:)` does.
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        show(title: nil, image: image, in: insertSegment(at: segment), "insertSegment(with:at:animated:)")
    }

    /// Removes the segment at `segment`; the selection is kept, or is none if it was that segment.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard isValid(segment, "removeSegment(at:animated:)") else { return }
        let removed = segments.remove(at: segment)
        removed.label.removeFromSuperview()
        removed.imageView.removeFromSuperview()
        if selected == segment { selected = Self.noSegment } else if selected > segment { selected -= 1 }
        showSegments()
    }

    /// Removes every segment.
    open func removeAllSegments() {
        while let last = segments.indices.last { removeSegment(at: last, animated: false) }
    }

    /// Shows `title` in `segment`, instead of its image.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        show(title: title, image: nil, in: segment, "setTitle(_:forSegmentAt:)")
    }

    /// The title of `segment`; nil without one.
    open func titleForSegment(at segment: Int) -> String? {
        isValid(segment, "titleForSegment(at:)") ? segments[segment].label.text : nil
    }

    /// Shows `image` in `segment`, instead of its title.
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        show(title: nil, image: image, in: segment, "setImage(_:forSegmentAt:)")
    }

    /// The image of `segment`; nil without one.
    open func imageForSegment(at segment: Int) -> UIImage? {
        isValid(segment, "imageForSegment(at:)") ? segments[segment].imageView.image : nil
    }

    /// Whether touches can select `segment` (true by default); a disabled segment's title is grey.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard isValid(segment, "setEnabled(_:forSegmentAt:)") else { return }
        segments[segment].isEnabled = enabled
        showSegments()
    }

    /// Whether touches can select `segment`.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        isValid(segment, "isEnabledForSegment(at:)") && segments[segment].isEnabled
    }

    /// Shows `title` or `image` in `segment`; an index out of range is reported as `call`'s.
    private func show(title: String?, image: UIImage?, in segment: Int, _ call: String) {
        guard isValid(segment, call) else { return }
        segments[segment].label.text = title
        segments[segment].imageView.image = image
        showSegments()
    }

    /// Adds an empty segment at `index` (pinned to the segments), shifting the selection with its
    /// segment, and returns where it went.
    private func insertSegment(at index: Int) -> Int {
        if index < 0 { Diagnostics.report("UISegmentedControl: a segment inserted at \(index) goes first") }
        let index = min(max(index, 0), segments.count)
        let label = UILabel()
        label.isUserInteractionEnabled = false
        label.textAlignment = .center
        let segment = Segment(label: label, imageView: UIImageView())
        segments.insert(segment, at: index)
        addSubview(segment.imageView)
        addSubview(label)
        if selected >= index { selected += 1 }
        return index
    }

    /// Whether `segment` is an index of a segment; if not, `call` is reported.
    private func isValid(_ segment: Int, _ call: String) -> Bool {
        guard segments.indices.contains(segment) else {
            Diagnostics.report("UISegmentedControl.\(call): segment \(segment) is out of 0..<\(segments.count); ignored")
            return false
        }
        return true
    }

    /// Selects `index` (or nothing), moving the selected segment there; animated, it slides.
    private func select(_ index: Int, animated: Bool) {
        let slides = animated && selected != Self.noSegment && index != Self.noSegment
        selected = index
        showSegments()
        if slides {
            UIView.animate(withDuration: 0.25, delay: 0, options: [.curveEaseOut, .allowUserInteraction]) { self.placeThumb() }
        } else {
            placeThumb()
        }
    }

    /// Updates the titles' fonts and colours and the dividers for the selection and enabled states.
    private func showSegments() {
        for (index, segment) in segments.enumerated() {
            segment.label.font = index == selected ? Self.selectedTitleFont : Self.titleFont
            segment.label.textColor = isEnabled && segment.isEnabled ? .label : .tertiaryLabel
            segment.imageView.alpha = isEnabled && segment.isEnabled ? 1 : 0.3
        }
        setNeedsLayout()
        setNeedsDisplay()
        contentSizeDidChange()
    }

    // MARK: Layout

    /// The frame of segment `index`: the bounds cut in equal widths.
    private func frame(ofSegment index: Int) -> CGRect {
        let width = bounds.width / CGFloat(max(1, segments.count))
        return CGRect(x: bounds.minX + CGFloat(index) * width, y: bounds.minY, width: width, height: bounds.height)
    }

    /// The segment at `x` (clamped to the segments), if there is one.
    private func segment(at x: CGFloat) -> Int? {
        guard !segments.isEmpty else { return nil }
        let width = bounds.width / CGFloat(segments.count)
        return min(max(Int(((x - bounds.minX) / width).rounded(.down)), 0), segments.count - 1)
    }

    /// Equal segments as wide as the widest title or image (semibold, as when selected) and the
    /// padding, UIKit's 32 points high.
    open override var intrinsicContentSize: CGSize {
        let widest = segments.map { segment -> CGFloat in
            if let image = segment.imageView.image { return image.size.width }
            return segment.label.text?.size(withAttributes: [.font: Self.selectedTitleFont]).width ?? 0
        }.max() ?? 0
        return CGSize(width: CGFloat(segments.count) * (widest + 2 * Self.segmentPadding).rounded(.up), height: Self.height)
    }

    /// The intrinsic size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Centres each title and image in its segment at whole points, and places the selected segment.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let scale = contentScaleFactor
        func snapped(_ size: CGSize, centredIn frame: CGRect) -> CGRect {
            let origin = CGPoint(x: ((frame.midX - size.width / 2) * scale).rounded() / scale,
                                 y: ((frame.midY - size.height / 2) * scale).rounded() / scale)
            return CGRect(origin: origin, size: size)
        }
        for (index, segment) in segments.enumerated() {
            let frame = frame(ofSegment: index).insetBy(dx: 4, dy: 0)
            let text = segment.label.intrinsicContentSize
            segment.label.frame = snapped(CGSize(width: min(text.width, frame.width), height: text.height), centredIn: frame)
            segment.imageView.frame = snapped(segment.imageView.image?.size ?? .zero, centredIn: frame)
        }
        placeThumb()
    }

    /// Puts the thumb on the selected segment, inset in the track; hidden when there is none.
    private func placeThumb() {
        thumb.isHidden = selected == Self.noSegment
        guard selected != Self.noSegment else { return }
        thumb.frame = frame(ofSegment: selected).insetBy(dx: Self.thumbInset, dy: Self.thumbInset)
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        pressed = enabledSegment(at: touch)
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        pressed = isTouchInside ? enabledSegment(at: touch) : nil
        return true
    }

    /// Inside the touch area, selects the enabled segment under the touch and sends `.valueChanged`
    /// if that changed the selection (always, when momentary).
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        pressed = nil
        guard isTouchInside, let touch, let index = enabledSegment(at: touch) else { return }
        if isMomentary {
            selected = index
            sendActions(for: .valueChanged, with: event)
            selected = Self.noSegment
        } else if index != selected {
            select(index, animated: true)
            sendActions(for: .valueChanged, with: event)
        }
    }

    open override func cancelTracking(with event: UIEvent?) { pressed = nil }

    /// The segment under `touch`, if it is enabled.
    private func enabledSegment(at touch: UITouch) -> Int? {
        segment(at: touch.location(in: self).x).flatMap { segments[$0].isEnabled ? $0 : nil }
    }

    // MARK: Drawing

    /// The track, the pressed segment darker (unless selected), and dividers between segments
    /// except beside the selected or pressed one.
    open override func draw(_ rect: CGRect) {
        SegmentTrack.drawTrack(in: bounds)
        if let pressed, pressed != selected { SegmentTrack.drawPressed(frame(ofSegment: pressed), in: bounds) }
        let stands = { (index: Int) in index != self.selected && index != self.pressed }
        for index in segments.indices.dropFirst() where stands(index) && stands(index - 1) {
            SegmentTrack.drawDivider(at: frame(ofSegment: index).minX, in: bounds)
        }
    }
}
