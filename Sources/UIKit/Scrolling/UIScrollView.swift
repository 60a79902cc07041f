import Foundation

/// A view that shows part of content larger than itself and moves it under a finger, the mouse,
/// the wheel or a trackpad, with iOS's deceleration and bounce (SCROLLING.md). The content offset
/// is the bounds origin: subviews appear moved by −contentOffset, clipped to the bounds.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// A scroll view showing content from its top left corner.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpScrolling()
    }

    /// A scroll view decoded from an archive (Casement has no nib loading: a new scroll view).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpScrolling()
    }

    private func setUpScrolling() {
        clipsToBounds = true
        addGestureRecognizer(touchDelay)
        scrollPan.allowedScrollTypesMask = .all
        scrollPan.addTarget(self) { $0.panChanged }
        addGestureRecognizer(scrollPan)
    }

    // MARK: Geometry

    /// The point of the content shown at the bounds' top left corner: the bounds origin. Set
    /// values are rounded to the pixel grid and not clamped: content stays out of range until dragged.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else {
                Diagnostics.report("UIScrollView.contentOffset = (\(newValue.x), \(newValue.y)), which is not a number; ignored")
                return
            }
            let scale = window?.screen.scale ?? 1
            bounds.origin = CGPoint(x: (newValue.x * scale).rounded() / scale, y: (newValue.y * scale).rounded() / scale)
        }
    }

    /// Moving the bounds origin scrolls: the delegate hears of it and the view lays out again.
    open override var bounds: CGRect {
        didSet {
            if bounds.size != oldValue.size { updateAdjustedContentInset() }
            guard bounds.origin != oldValue.origin else { return }
            setNeedsLayout()
            followBoundsOrigin()
            if dragging || motion != nil {
                showIndicators()
            } else if verticalIndicator.alpha > 0 || horizontalIndicator.alpha > 0 {
                layOutIndicators()
            }
            containerFollowsScrolling?(self)
            delegate?.scrollViewDidScroll(self)
        }
    }

    /// Set by a navigation controller whose bar's large title collapses as this view scrolls.
    var containerFollowsScrolling: ((UIScrollView) -> Void)?

    /// The size of the content, in the content's coordinates. Not a number is ignored, a negative
    /// size becomes zero, each with a diagnostic.
    open var contentSize: CGSize {
        get { storedContentSize }
        set {
            guard newValue.width.isFinite, newValue.height.isFinite else {
                Diagnostics.report("UIScrollView.contentSize = (\(newValue.width), \(newValue.height)), which is not a number; ignored")
                return
            }
            if newValue.width < 0 || newValue.height < 0 {
                Diagnostics.report("UIScrollView.contentSize = (\(newValue.width), \(newValue.height)) is negative; zero is used")
            }
            storedContentSize = CGSize(width: max(0, newValue.width), height: max(0, newValue.height))
            updateAdjustedContentInset()
        }
    }
    private var storedContentSize = CGSize.zero

    /// Room around the content the offset may scroll into. Not a number is ignored with a diagnostic.
    open var contentInset: UIEdgeInsets {
        get { storedContentInset }
        set {
            guard [newValue.top, newValue.left, newValue.bottom, newValue.right].allSatisfy(\.isFinite) else {
                Diagnostics.report("UIScrollView.contentInset = \(newValue), which is not a number; ignored")
                return
            }
            storedContentInset = newValue
            updateAdjustedContentInset()
        }
    }
    private var storedContentInset = UIEdgeInsets.zero

    /// `contentInset` plus the part of the safe area insets `contentInsetAdjustmentBehavior` allows.
    public private(set) var adjustedContentInset = UIEdgeInsets.zero

    /// Which safe area insets `adjustedContentInset` adds (`.automatic` by default).
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic {
        didSet { updateAdjustedContentInset() }
    }

    /// Called when `adjustedContentInset` changes.
    open func adjustedContentInsetDidChange() {}

    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        updateAdjustedContentInset(keepingTop: true)
    }

    /// Works out `adjustedContentInset` again, telling the view and the delegate when it changed.
    /// `keepingTop` (the safe area changed): content resting at the top stays at the top, so under
    /// bars that came it moves down clear of them (a change of `contentInset` moves nothing).
    private func updateAdjustedContentInset(keepingTop: Bool = false) {
        let safe = safeAreaInsets, inset = contentInset
        var added = UIEdgeInsets.zero
        switch contentInsetAdjustmentBehavior {
        case .always:
            added = safe
        case .never:
            break
        case .automatic, .scrollableAxes:
            if alwaysBounceHorizontal || contentSize.width + inset.left + inset.right > bounds.width {
                added.left = safe.left
                added.right = safe.right
            }
            // `.automatic` also clears a navigation controller's bars from the view of a controller in it.
            let underNavigationBars = contentInsetAdjustmentBehavior == .automatic && viewControllerRef?.navigationController != nil
            if underNavigationBars || alwaysBounceVertical || contentSize.height + inset.top + inset.bottom > bounds.height {
                added.top = safe.top
                added.bottom = safe.bottom
            }
        }
        let adjusted = UIEdgeInsets(top: inset.top + added.top, left: inset.left + added.left,
                                    bottom: inset.bottom + added.bottom, right: inset.right + added.right)
        guard adjusted != adjustedContentInset else { return }
        let restingAtTop = keepingTop && contentOffset.y == -adjustedContentInset.top
        adjustedContentInset = adjusted
        if restingAtTop { contentOffset.y = -adjusted.top }
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    /// The offsets the content comes to rest at.
    var scrollRange: ScrollRange {
        ScrollRange(contentSize: contentSize, inset: adjustedContentInset, boundsSize: bounds.size)
    }

    /// Whether a drag moves the content on each axis: content larger than the bounds, or `alwaysBounce…`.
    var scrollableAxes: (horizontal: Bool, vertical: Bool) {
        let range = scrollRange
        return (range.x.upperBound > range.x.lowerBound || alwaysBounceHorizontal,
                range.y.upperBound > range.y.lowerBound || alwaysBounceVertical)
    }

    // MARK: Behaviour

    /// Told about scrolling, dragging and decelerating.
    open weak var delegate: UIScrollViewDelegate?
    /// Whether dragging scrolls (true by default); programmatic offsets are not affected.
    open var isScrollEnabled: Bool {
        get { scrollPan.isEnabled }
        set { scrollPan.isEnabled = newValue }
    }
    /// Whether content dragged past an edge follows with resistance and springs back (true by default).
    open var bounces = true
    /// Whether a drag bounces vertically even when the content is no taller than the bounds.
    open var alwaysBounceVertical = false { didSet { updateAdjustedContentInset() } }
    /// Whether a drag bounces horizontally even when the content is no wider than the bounds.
    open var alwaysBounceHorizontal = false { didSet { updateAdjustedContentInset() } }
    /// Whether the content comes to rest on multiples of the bounds size.
    open var isPagingEnabled = false
    /// Where the content comes to rest across otherwise than anywhere (a compositional section's
    /// scroll view, by its `orthogonalScrollingBehavior`); paging wins over it.
    var horizontalRestingGrid: RestingGrid?
    /// Whether a drag that begins along one axis stays on it.
    open var isDirectionalLockEnabled = false
    /// How quickly content slows after a lift (`.normal` by default).
    open var decelerationRate = DecelerationRate.normal
    /// Whether the arrows, Page Up/Down, Space, Home and End scroll the content when the scroll
    /// view has the keyboard (true by default).
    open var allowsKeyboardScrolling = true
    /// Whether a tap on the status bar scrolls to the top (true by default). A desktop window has
    /// no status bar: nothing asks for it.
    open var scrollsToTop = true

    /// Whether a finger or the pointer's button is down on the view (it may not have moved yet).
    open var isTracking: Bool { tracking }
    /// Whether a drag is scrolling the content.
    open var isDragging: Bool { dragging }
    /// Whether content moves on after a lift.
    open var isDecelerating: Bool { decelerating }

    /// The recognizer that drags and scrolls the content. Use it for failure requirements; its
    /// delegate is the scroll view's own business.
    open var panGestureRecognizer: UIPanGestureRecognizer { scrollPan }

    let verticalIndicator = UIScrollView.makeIndicator()
    let horizontalIndicator = UIScrollView.makeIndicator()
    let scrollPan = ScrollViewPan()
    let touchDelay = ScrollViewTouchDelay()
    var tracking = false
    var dragging = false
    var decelerating = false
    /// The drag in progress.
    var drag: ScrollDrag?
    /// The motion under way after a lift or an animated offset change, and the link that drives it.
    var motion: ScrollMotion?
    var motionLink: CADisplayLink?

    // MARK: Indicators

    /// Whether the vertical indicator shows while the content moves (true by default).
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows while the content moves (true by default).
    open var showsHorizontalScrollIndicator = true
    /// How far the vertical indicator's track is inset from the bounds.
    open var verticalScrollIndicatorInsets = UIEdgeInsets.zero
    /// How far the horizontal indicator's track is inset from the bounds.
    open var horizontalScrollIndicatorInsets = UIEdgeInsets.zero
    /// The indicators' look: dark bars by default, light ones (`.white`) for dark content.
    open var indicatorStyle = IndicatorStyle.default {
        didSet {
            for indicator in [verticalIndicator, horizontalIndicator] { indicator.backgroundColor = indicatorStyle.color }
        }
    }

    /// Shows the indicators briefly, as after a scroll.
    open func flashScrollIndicators() {
        showIndicators()
        hideIndicatorsLater()
    }

    // MARK: Zooming

    /// The smallest zoom scale (1 by default). A value that is not a positive number is ignored.
    open var minimumZoomScale: CGFloat = 1 {
        didSet {
            if !Self.isZoomLimit(minimumZoomScale, "minimumZoomScale") { minimumZoomScale = oldValue }
            updatePinch()
        }
    }
    /// The largest zoom scale (1 by default: zooming is off until it is above the minimum). A
    /// value that is not a positive number is ignored.
    open var maximumZoomScale: CGFloat = 1 {
        didSet {
            if !Self.isZoomLimit(maximumZoomScale, "maximumZoomScale") { maximumZoomScale = oldValue }
            updatePinch()
        }
    }
    /// Whether a pinch may pass the limits and spring back (true by default).
    open var bouncesZoom = true
    /// The scale of the zooming view.
    open var zoomScale: CGFloat {
        get { storedZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }
    /// Whether a pinch is zooming the content.
    open var isZooming: Bool { pinchStart != nil }
    /// Whether the content springs back from past a zoom limit after a pinch.
    open var isZoomBouncing: Bool { zoomBouncing }
    /// The recognizer that pinches to zoom; nil while zooming is off (the maximum not above the minimum).
    open var pinchGestureRecognizer: UIPinchGestureRecognizer? { scrollPinch }

    var storedZoomScale: CGFloat = 1
    /// A zoom is under way: a pinch and its bounce, an animation, a Ctrl+wheel step.
    var zooming = false
    var zoomBouncing = false
    /// The pinch under way: the scale when it began and the zooming view's point under the fingers then.
    var pinchStart: (scale: CGFloat, anchor: CGPoint)?
    var scrollPinch: ScrollViewPinch?

    /// Scales the zooming view to `scale`, within the limits; animated, between
    /// `scrollViewWillBeginZooming` and `scrollViewDidEndZooming`. The offset stays.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        guard let scale = checkedZoomScale(scale, "setZoomScale(_:animated:)"), let view = zoomingView else { return }
        zoom(view, to: scale, offset: contentOffset, animated: animated)
    }

    /// Zooms so that `rect` (in the zooming view's coordinates) fills the bounds as far as the
    /// limits allow, and scrolls it to the top left (inside the legal range).
    open func zoom(to rect: CGRect, animated: Bool) {
        guard rect.width > 0, rect.height > 0, rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else {
            Diagnostics.report("UIScrollView.zoom(to: \(rect), animated:) needs a rectangle of finite, positive size; ignored")
            return
        }
        guard let scale = checkedZoomScale(min(bounds.width / rect.width, bounds.height / rect.height), "zoom(to:animated:)"),
              let view = zoomingView else { return }
        let offset = zoomedRange(view, scale).clamp(CGPoint(x: rect.minX * scale, y: rect.minY * scale))
        zoom(view, to: scale, offset: offset, animated: animated)
    }

    /// Whether `value` may be a zoom limit: a positive number; reported if not.
    private static func isZoomLimit(_ value: CGFloat, _ name: String) -> Bool {
        guard value.isFinite, value > 0 else {
            Diagnostics.report("UIScrollView.\(name) = \(value), which is not a positive number; ignored")
            return false
        }
        return true
    }

    /// Attaches the pinch while zooming is possible, and takes it away when not.
    private func updatePinch() {
        let possible = maximumZoomScale > minimumZoomScale
        if possible, scrollPinch == nil {
            let pinch = ScrollViewPinch()
            pinch.addTarget(self) { $0.pinchChanged }
            addGestureRecognizer(pinch)
            scrollPinch = pinch
        } else if !possible, let pinch = scrollPinch {
            removeGestureRecognizer(pinch)
            scrollPinch = nil
        }
    }

    // MARK: Touches in the content

    /// Whether a touch-down reaches the content only once 150 ms passed without a scroll (true by default).
    open var delaysContentTouches = true
    /// Whether a drag may scroll once the content has its touch, cancelling it there (true by default).
    open var canCancelContentTouches = true

    /// Whether `view` of the content gets `touches`, asked when their touch-down would reach it:
    /// true by default. Override it to keep touches from some views.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

    /// Whether a drag that would scroll takes the touches from `view` of the content: true, but
    /// false for a `UIControl`, so a held button keeps its touch and nothing scrolls.
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    /// The pan may scroll only if the content that has the touches lets them go. A wheel or
    /// trackpad scroll that this view cannot follow (at its edge that way), and a drag mostly along
    /// an axis it does not scroll, go to the scroll view around it.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === scrollPan {
            let translation = scrollPan.translation(in: self)
            if scrollPan.isScrolling ? handsScrollOn(translation) : handsDragOn(translation) { return false }
            if scrollPan.isScrolling { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
        }
        guard gestureRecognizer === scrollPan, touchDelay.releasedTouches else {
            return super.gestureRecognizerShouldBegin(gestureRecognizer)
        }
        guard canCancelContentTouches else { return false }
        return scrollPan.gestureTouches.allSatisfy { touch in touch.view.map(touchesShouldCancel(in:)) ?? true }
    }

    /// Keys that scroll the content do (when `allowsKeyboardScrolling`); the others, and those
    /// that would not move it, go on up the responder chain.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let unused = scrollForKeys(presses)
        guard !unused.isEmpty else { return }
        super.pressesBegan(unused, with: event)
    }

    // MARK: Programmatic scrolling

    /// Scrolls to `contentOffset`, at once or at constant speed over `animationDuration` seconds,
    /// calling `scrollViewDidEndScrollingAnimation` at the end of an animation.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard contentOffset.x.isFinite, contentOffset.y.isFinite else {
            Diagnostics.report("UIScrollView.setContentOffset((\(contentOffset.x), \(contentOffset.y)), animated:), which is not a number; ignored")
            return
        }
        stopMotion()
        guard animated, contentOffset != self.contentOffset else {
            self.contentOffset = contentOffset
            return
        }
        start(.animating(from: self.contentOffset, to: contentOffset, since: nil))
    }

    /// Scrolls as little as it takes for `rect` (content coordinates) to be visible: the nearest
    /// edges meet; nothing when it is visible already. The offset stays inside the legal range.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        guard [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite) else {
            Diagnostics.report("UIScrollView.scrollRectToVisible(\(rect), animated:), which is not a number; ignored")
            return
        }
        let visible = bounds.inset(by: adjustedContentInset)
        func axis(_ offset: CGFloat, _ low: CGFloat, _ high: CGFloat, _ visibleLow: CGFloat, _ visibleHigh: CGFloat) -> CGFloat {
            if low < visibleLow { return offset - (visibleLow - low) }
            if high > visibleHigh { return offset + min(high - visibleHigh, low - visibleLow) }
            return offset
        }
        let target = scrollRange.clamp(CGPoint(x: axis(contentOffset.x, rect.minX, rect.maxX, visible.minX, visible.maxX),
                                               y: axis(contentOffset.y, rect.minY, rect.maxY, visible.minY, visible.maxY)))
        guard target != contentOffset else { return }
        setContentOffset(target, animated: animated)
    }

    /// How long an animated `setContentOffset` takes, in seconds (UIKit's is unpublished).
    static let animationDuration = 0.3

    // MARK: Layout guides

    /// The content's rectangle, origin at the content's (0, 0): constraints on its size set
    /// `contentSize`, and subviews pinned to it scroll.
    public private(set) lazy var contentLayoutGuide = UILayoutGuide(contentAreaOf: self, identifier: "UIScrollViewContentLayoutGuide")
    /// The scroll view's visible rectangle: subviews pinned to it stay put while the content scrolls.
    public private(set) lazy var frameLayoutGuide = UILayoutGuide(owningView: self, identifier: "UIScrollViewFrameLayoutGuide") { _ in .zero }

    /// Lays out the subviews, then takes `contentSize` from `contentLayoutGuide` where constraints decide it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard let size = AutoLayoutEngine.shared?.decidedSize(of: contentLayoutGuide) else { return }
        let width = size.width ?? contentSize.width, height = size.height ?? contentSize.height
        if CGSize(width: width, height: height) != contentSize { contentSize = CGSize(width: width, height: height) }
    }

    /// The guides that follow the bounds move with the offset.
    private func followBoundsOrigin() {
        guard let engine = AutoLayoutEngine.shared else { return }
        for guide in [frameLayoutGuide, safeAreaLayoutGuide, layoutMarginsGuide, readableContentGuide] where guide.variables != nil {
            engine.updateDefinition(of: guide)
        }
    }
}
