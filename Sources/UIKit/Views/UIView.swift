/// A rectangular area that draws content and receives events, backed by a `CALayer`.
/// `UIView` is a thin shell over its layer: geometry, alpha, hiding and clipping live in the layer.
@preconcurrency @MainActor
open class UIView: UIResponder, CALayerDelegate, CALayerBoundsObserver, UITraitEnvironment {
    /// The layer class views of this class create (`CALayer` by default).
    open class var layerClass: AnyClass { CALayer.self }

    /// The view's backing layer; the view is its delegate.
    public let layer: CALayer
    package var subviewList: [UIView] = []
    package weak var superviewRef: UIView?
    /// The window above the view, kept as the view moves (see `window`).
    package weak var windowRef: UIWindow?
    package weak var viewControllerRef: UIViewController?
    /// The view's gesture recognizers, in the order they were added.
    var recognizerList: [UIGestureRecognizer] = []
    private var backgroundUIColor: UIColor?
    /// Running animations of blocks without `.allowUserInteraction`: while any runs, hit testing skips the view.
    package var animationsBlockingTouches = 0
    /// What Auto Layout keeps for the view; nil for views that never take part.
    var autoLayout: ViewAutoLayout?
    private var translatesMask = true

    /// A view with the given frame.
    public init(frame: CGRect) {
        layer = UIView.makeLayer(for: Self.self)
        UIView.live.increment()
        super.init()
        layer.delegate = self
        layer.isOpaque = true
        self.frame = frame
        if UIView.mayDraw(Self.self) { layer.setNeedsDisplay() }
    }

    /// A view with a zero frame.
    public convenience override init() { self.init(frame: .zero) }

    // Not `isolated deinit`, which a `@preconcurrency` class cannot have: views are freed on the main
    // thread (they are main-thread objects), where their subviews are released here.
    deinit {
        UIView.live.decrement()
        guard MainThread.isCurrent else { return }
        MainActor.assumeIsolated {
            if let autoLayout { AutoLayoutEngine.shared?.release(autoLayout) }
            // Subviews only this one holds go one after another, not each inside its superview's deinit.
            TreeWalk.release(&subviewList) { view in
                defer { view.subviewList = [] }
                return view.subviewList
            }
        }
    }

    /// A view decoded from an archive; Casement has no nib loading, so this is a zero-frame view.
    public required init?(coder: NSCoder) {
        layer = UIView.makeLayer(for: Self.self)
        UIView.live.increment()
        super.init()
        layer.delegate = self
        layer.isOpaque = true
        if UIView.mayDraw(Self.self) { layer.setNeedsDisplay() }
    }

    /// Views alive now, windows included (leak tests read it).
    package nonisolated static let live = LiveCount()

    private static func makeLayer(for viewClass: UIView.Type) -> CALayer {
        guard let layerType = viewClass.layerClass as? CALayer.Type else {
            Diagnostics.report("\(viewClass).layerClass is not a CALayer subclass; using CALayer")
            return CALayer()
        }
        // Swift can call only a required initializer on a class known by its type: init?(coder:).
        guard let layer = CALayer.make(layerType) else {
            Diagnostics.report("\(layerType).init?(coder:) gave nil, so \(viewClass) gets a CALayer: implement it with super.init(coder:)")
            return CALayer()
        }
        return layer
    }

    // MARK: Geometry

    /// The view's rectangle in its superview's coordinates (the bounding box under a transform).
    /// Setting it sets the bounds size and the center.
    open var frame: CGRect {
        get { layer.frame }
        set {
            layer.frame = newValue
            if autoLayout != nil { AutoLayoutEngine.shared?.frameDidChange(self) }
        }
    }
    /// The view's own coordinate space: the origin shifts what subviews show, the size is the view's.
    open var bounds: CGRect {
        get { layer.bounds }
        set {
            layer.bounds = newValue
            if autoLayout != nil { AutoLayoutEngine.shared?.frameDidChange(self) }
        }
    }
    /// The view's center in its superview's coordinates (the layer's `position`).
    open var center: CGPoint {
        get { layer.position }
        set {
            layer.position = newValue
            if autoLayout != nil { AutoLayoutEngine.shared?.frameDidChange(self) }
        }
    }
    /// The view's transform, applied about its center (the layer's affine transform).
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }
    /// The view's 3D transform (the layer's `transform`).
    open var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }
    /// Pixels per point of the view's drawing: 1 until the view is in a window, then the window's.
    open var contentScaleFactor: CGFloat {
        get { layer.contentsScale }
        set {
            guard newValue != layer.contentsScale else { return }
            layer.contentsScale = newValue
            setNeedsDisplay()
        }
    }
    /// How the view's bitmap is fitted to its bounds when they change.
    open var contentMode: ContentMode = .scaleToFill {
        didSet {
            layer.contentsGravity = contentMode.contentsGravity
            layer.needsDisplayOnBoundsChange = contentMode == .redraw
        }
    }

    /// Whether subviews are resized by their `autoresizingMask` when the bounds change size.
    open var autoresizesSubviews = true
    /// How the view resizes when its superview's bounds change size.
    open var autoresizingMask: AutoresizingMask = []

    /// The bounds size changed, through the view or on its layer: the superview lays out again (the
    /// layer has scheduled the view's own layout) and the subviews autoresize.
    package func layerBoundsSizeDidChange(_ layer: CALayer, from oldSize: CGSize) {
        superviewRef?.setNeedsLayout()
        guard autoresizesSubviews else { return }
        autoresizeSubviews(from: oldSize)
    }

    // MARK: Appearance

    /// The view's opacity, 0 to 1 (the layer's `opacity`).
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }
    /// Whether the view and its subviews are not shown and receive no touches.
    open var isHidden: Bool {
        get { layer.isHidden }
        set {
            layer.isHidden = newValue
            // A stack view collapses an arranged view that hides.
            (superviewRef as? UIStackView)?.arrangedSubviewVisibilityDidChange(self)
        }
    }
    /// Whether subviews are clipped to the bounds (the layer's `masksToBounds`).
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    /// The colour filling the view behind its content.
    open var backgroundColor: UIColor? {
        get { backgroundUIColor }
        set {
            backgroundUIColor = newValue
            layer.backgroundColor = newValue?.cgColor
        }
    }
    /// Whether the view's content is fully opaque (true by default, as in UIKit).
    open var isOpaque: Bool {
        get { layer.isOpaque }
        set { layer.isOpaque = newValue }
    }
    /// A number identifying the view within its hierarchy (see `viewWithTag(_:)`).
    open var tag = 0
    /// Whether touches reach the view.
    open var isUserInteractionEnabled = true
    /// Whether the view receives more than one touch at a time.
    open var isMultipleTouchEnabled = false
    /// Whether the view is the only one receiving touches while it is touched.
    open var isExclusiveTouch = false
    /// Whether the view is an accessibility element.
    open var isAccessibilityElement = false
    /// The accessibility label.
    open var accessibilityLabel: String?

    // MARK: Tint

    /// The colour this view and its subviews show interactive parts in: its own if set, else its
    /// superview's, else the system tint; greyed while the effective adjustment mode is `.dimmed`.
    open var tintColor: UIColor! {
        get { tintAdjustmentMode == .dimmed ? undimmedTintColor.dimmedTint : undimmedTintColor }
        set {
            ownTintColor = newValue
            passTintDown()
            tintDidChange(reaching: { $0.ownTintColor == nil })
        }
    }
    /// Whether the tint is dimmed: `.automatic` (the default) follows the superview, or is `.normal`
    /// without one. Reading it gives the mode in effect, never `.automatic`.
    open var tintAdjustmentMode: TintAdjustmentMode {
        get {
            guard ownTintAdjustmentMode == .automatic else { return ownTintAdjustmentMode }
            return inheritedTint.mode
        }
        set {
            ownTintAdjustmentMode = newValue
            passTintDown()
            tintDidChange(reaching: { $0.ownTintAdjustmentMode == .automatic })
        }
    }
    /// Called on the view and on the subviews that inherit its tint when the tint colour or its
    /// adjustment mode changes; override to redraw what shows the tint.
    open func tintColorDidChange() {}
    package var ownTintColor: UIColor?
    package var ownTintAdjustmentMode = TintAdjustmentMode.automatic
    /// The tint the superview passes down (none without one), kept up to date as tints and the
    /// hierarchy change so that reading a tint never walks up the hierarchy.
    package var inheritedTint = InheritedTint.none

    // MARK: Margins and safe area

    /// How far content keeps from the edges: 8 points a side by default.
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
        didSet {
            guard layoutMargins != oldValue else { return }
            layoutMarginsDidChange()
            setNeedsLayout()
            if autoLayout != nil { AutoLayoutEngine.shared?.marginsDidChange(self) }
        }
    }
    /// The layout margins by reading direction; Casement lays out left to right, so leading is left.
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { NSDirectionalEdgeInsets(top: layoutMargins.top, leading: layoutMargins.left,
                                      bottom: layoutMargins.bottom, trailing: layoutMargins.right) }
        set { layoutMargins = UIEdgeInsets(top: newValue.top, left: newValue.leading,
                                           bottom: newValue.bottom, right: newValue.trailing) }
    }
    /// Whether the superview's margins also apply here (kept for code that sets it; Casement's Auto
    /// Layout does not read it yet).
    open var preservesSuperviewLayoutMargins = false
    /// Whether the margins are measured from the safe area.
    open var insetsLayoutMarginsFromSafeArea = true {
        didSet { if insetsLayoutMarginsFromSafeArea != oldValue, autoLayout != nil { AutoLayoutEngine.shared?.marginsDidChange(self) } }
    }
    /// Called when `layoutMargins` changes.
    open func layoutMarginsDidChange() {}
    /// How far in from each edge the view is covered by bars: a navigation controller's bar and
    /// toolbar and a tab bar over a child's view (with the child's `additionalSafeAreaInsets`), and
    /// what of its superview's safe area it lies in. A desktop window itself has none.
    open var safeAreaInsets: UIEdgeInsets { announcedSafeAreaInsets }
    /// Called when `safeAreaInsets` changes.
    open func safeAreaInsetsDidChange() {}
    /// The insets a container gives this view as a controller's root view (UIView+SafeArea.swift).
    var providedSafeAreaInsets = UIEdgeInsets.zero { didSet { if providedSafeAreaInsets != oldValue { updateSafeAreaInsets() } } }
    /// The safe area insets as last worked out and announced.
    var announcedSafeAreaInsets = UIEdgeInsets.zero

    /// The view's bounds less its safe area insets.
    public private(set) lazy var safeAreaLayoutGuide = UILayoutGuide(owningView: self, identifier: "UIViewSafeAreaLayoutGuide") {
        $0.safeAreaInsets
    }
    /// The part of the margins a line of text reads well in: centred, at most 672 points wide.
    public private(set) lazy var readableContentGuide = UILayoutGuide(owningView: self, identifier: "UIViewReadableContentGuide",
                                                                       maximumWidth: 672) { $0.layoutMargins }
    /// The view's bounds less its layout margins (counted from the safe area, unless
    /// `insetsLayoutMarginsFromSafeArea` is false).
    public private(set) lazy var layoutMarginsGuide = UILayoutGuide(owningView: self, identifier: "UIViewLayoutMarginsGuide") {
        $0.marginsFromEdges
    }

    // MARK: Hierarchy notifications (override points)

    /// The view is about to get a new superview (nil: it is being removed).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// The view got a new superview.
    open func didMoveToSuperview() {}
    /// The view is about to move to another window (nil: out of any window).
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// The view moved to another window.
    open func didMoveToWindow() {}
    /// A subview was added.
    open func didAddSubview(_ subview: UIView) {}
    /// A subview is about to be removed.
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: Layout (override points)

    /// Positions subviews: the default gives constraint-driven subviews their frames from the Auto
    /// Layout engine (autoresizing happens when bounds change).
    open func layoutSubviews() { AutoLayoutEngine.shared?.applyFrames(in: self) }
    /// The size that best fits `size`; the default is the current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    /// The size the content naturally has, `noIntrinsicMetric` on an axis without one (the default).
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    /// Tells layout that `intrinsicContentSize` changed: the engine's content-size constraints follow,
    /// and the superview lays out again (so a `layoutSubviews` that sizes this view reads the new size).
    open func invalidateIntrinsicContentSize() {
        superviewRef?.setNeedsLayout()
        if autoLayout != nil { AutoLayoutEngine.shared?.updateIntrinsicConstraints(of: self) }
    }
    /// The value of `intrinsicContentSize` on an axis where the view has no natural size.
    public static let noIntrinsicMetric: CGFloat = -1

    // MARK: Auto Layout (override points)

    /// Whether the view's frame and autoresizing mask become constraints (true, for views made in code):
    /// set it to false to place the view with constraints of your own.
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { translatesMask }
        set {
            guard newValue != translatesMask else { return }
            translatesMask = newValue
            if autoLayout != nil { AutoLayoutEngine.shared?.translationDidChange(self) }
        }
    }
    /// Whether views of the class rely on constraints to lay out (false for UIView).
    open class var requiresConstraintBasedLayout: Bool { false }
    /// Builds or updates the view's constraints in the update pass (leaves to root); call super last.
    open func updateConstraints() {}
    /// The constraints installed on this view.
    open var constraints: [NSLayoutConstraint] { autoLayout?.installed ?? [] }
    /// How far the rectangle constraints align (the alignment rectangle) lies inside the frame.
    open var alignmentRectInsets: UIEdgeInsets { .zero }
    /// The alignment rectangle of `frame`: the frame inset by `alignmentRectInsets`.
    open func alignmentRect(forFrame frame: CGRect) -> CGRect { frame.inset(by: alignmentRectInsets) }
    /// The frame whose alignment rectangle is `alignmentRect` (the inverse of `alignmentRect(forFrame:)`).
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return alignmentRect.inset(by: UIEdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
    }
    /// The smallest (`layoutFittingCompressedSize`) or largest size near `targetSize` that the view's
    /// constraints allow; measures without moving anything.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }
    /// The size closest to `targetSize` that the view's constraints allow, each axis pulled towards the
    /// target at its priority (`.required` keeps it exactly).
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        updateConstraintsIfNeeded()
        return AutoLayoutEngine.engine().fittingSize(of: self, targetSize, horizontalFittingPriority, verticalFittingPriority)
    }

    // MARK: Hit testing (override points)

    /// The deepest visible, interactive descendant containing `point` (in bounds coordinates), or nil.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard takesHit(at: point, with: event) else { return nil }
        // A subview that takes the point holds the answer, so the walk goes down in a loop and never
        // back up. Subviews whose class may override this method are asked through it.
        var view: UIView = self, local = point
        descending: while true {
            for subview in view.subviewList.reversed() {
                let inner = subview.convert(local, from: Optional(view))
                if UIView.defaultHitTestClasses.contains(ObjectIdentifier(type(of: subview))) {
                    guard subview.takesHit(at: inner, with: event) else { continue }
                    (view, local) = (subview, inner)
                    continue descending
                }
                if let hit = subview.hitTest(inner, with: event) { return hit }
            }
            return view
        }
    }

    /// Whether the default `hitTest` returns this view or one below it for `point`.
    private func takesHit(at point: CGPoint, with event: UIEvent?) -> Bool {
        // The layer's Float opacity: alpha = 0.01 is 0.00999… as a CGFloat, and must still be hit.
        !isHidden && isUserInteractionEnabled && layer.opacity >= 0.01 && animationsBlockingTouches == 0
            && self.point(inside: point, with: event)
    }

    /// Casement's view classes, none of which overrides `hitTest`: the default walk goes into their
    /// views itself. (Swift cannot tell whether an app's class overrides it, so those are called.)
    private static let defaultHitTestClasses: Set<ObjectIdentifier> = Set([
        UIView.self, UIWindow.self, UILabel.self, UIImageView.self, UIControl.self, UIButton.self, UISlider.self,
        UISwitch.self, UIStepper.self, UISegmentedControl.self,
    ].map(ObjectIdentifier.init))

    /// Whether `point` (bounds coordinates) is inside the view.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    // MARK: Responder chain

    /// The view controller whose view this is, else the superview.
    open override var next: UIResponder? { viewControllerRef ?? superviewRef }

    /// Whether `gestureRecognizer` may begin; false makes it fail. Asked of the recognizer's view and
    /// of the views its touches hit (Input rules 17, 18).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// A view becomes first responder only while it is in a window.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard window != nil else { return false }
        return super.becomeFirstResponder()
    }

    // MARK: Layer delegate

    /// Draws the view's layer by calling `draw(_:)` with the layer's context current.
    open func draw(_ layer: CALayer, in ctx: CGContext) {
        UIGraphicsPushContext(ctx)
        defer { UIGraphicsPopContext() }
        baseDrawReached = false
        draw(ctx.boundingBoxOfClipPath)
        // Only the empty base implementation ran and nothing was drawn: the class has no drawing.
        if baseDrawReached, ctx.makeImage()?.isFullyTransparent ?? false {
            UIView.classesThatDrawNothing.insert(ObjectIdentifier(type(of: self)))
            layer.drawingDeclined = true
        }
    }

    /// Leaves the layer to draw through `draw(_:in:)`; for a class that draws nothing, does nothing,
    /// so contents assigned to the layer stay and no bitmap is made.
    open func display(_ layer: CALayer) { layer.delegateDeclinedDisplay = UIView.mayDraw(type(of: self)) }

    /// Lays out subviews when the layer asks, between its controller's `viewWillLayoutSubviews()` and
    /// `viewDidLayoutSubviews()` (after its `viewIsAppearing(_:)` on the first pass of an appearance).
    open func layoutSublayers(of layer: CALayer) {
        let controller = viewControllerRef
        controller?.sendViewIsAppearingIfDue()
        controller?.viewWillLayoutSubviews()
        layoutSubviews()
        passSafeAreaDown()
        controller?.viewDidLayoutSubviews()
    }

    /// The action for a change to the view's own layer: inside an animation block an animation
    /// of the block's kind; elsewhere none (`NSNull`), so a view's layer never animates implicitly.
    open func action(for layer: CALayer, forKey event: String) -> CAAction? {
        animationAction(for: layer, forKey: event)
    }

    /// Set by the base `draw(_:)`: the class does not draw (UIKit checks for a drawRect: override).
    private var baseDrawReached = false
    private static var classesThatDrawNothing: Set<ObjectIdentifier> = []

    /// Forgets which classes drew nothing, as at launch (a test may define a class that draws only sometimes).
    package static func forgetClassesThatDrawNothing() { classesThatDrawNothing = [] }

    /// Whether views of `viewClass` may draw; false once one of them reached the empty base `draw(_:)`.
    package static func mayDraw(_ viewClass: AnyClass) -> Bool {
        !classesThatDrawNothing.contains(ObjectIdentifier(viewClass))
    }

    /// Draws the view's content in `rect` (the part to redraw, in bounds coordinates).
    /// The base implementation draws nothing; views that do not override it get no bitmap.
    open func draw(_ rect: CGRect) {
        baseDrawReached = true
    }

    /// Draws the view's content for printing through `formatter`; the default is `draw(_:)`.
    open func draw(_ rect: CGRect, for formatter: UIViewPrintFormatter) { draw(rect) }

    /// A formatter that prints the view's content.
    open func viewPrintFormatter() -> UIViewPrintFormatter { UIViewPrintFormatter(view: self) }

    // MARK: Snapshots (UIView+Snapshots.swift)

    /// A new view showing the view and its subviews as they are on screen: before the changes not
    /// yet committed, or after them with `afterUpdates`. Empty for a view not on screen.
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        baseSnapshotView(afterScreenUpdates: afterUpdates)
    }

    /// A new view showing `rect` (in bounds coordinates) of the view as it is on screen, whose
    /// `capInsets` keep their size when the view is resized and whose middle stretches.
    open func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool,
                                    withCapInsets capInsets: UIEdgeInsets) -> UIView? {
        baseResizableSnapshotView(from: rect, afterScreenUpdates: afterUpdates, withCapInsets: capInsets)
    }

    /// Draws the view and its subviews into the current graphics context, scaled to fill `rect`
    /// (in bounds coordinates); false when there is no context to draw into.
    open func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        baseDrawHierarchy(in: rect, afterScreenUpdates: afterUpdates)
    }

    // MARK: Traits

    /// The view's traits: its window's screen scale (the main screen's outside a window).
    open var traitCollection: UITraitCollection {
        UITraitCollection(displayScale: window?.screen.scale ?? UIScreen.main.scale)
    }

    /// Called when the traits changed; Casement's change only with the screen's scale.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: Overridable members implemented in the extensions
    // Swift cannot override a member declared in an extension, so each is declared here, open, and
    // calls its implementation (`base…`) in the extension that holds its topic.
    /// The view's superview.
    open var superview: UIView? { baseSuperview }
    /// The view's subviews, back to front.
    open var subviews: [UIView] { baseSubviews }
    /// The window the view is in, if any.
    open var window: UIWindow? { baseWindow }
    /// Adds `view` on top of the subviews, moving it from its previous superview.
    open func addSubview(_ view: UIView) { baseAddSubview(view) }
    /// Inserts `view` at `index` of the subviews (clamped to the valid range).
    open func insertSubview(_ view: UIView, at index: Int) { baseInsertSubview(view, at: index) }
    /// Inserts `view` just below `siblingSubview`, its layer right below the sibling's layer (above
    /// any plain sublayers under it); on top when `siblingSubview` is not a subview.
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) { baseInsertSubview(view, belowSubview: siblingSubview) }
    /// Inserts `view` just above `siblingSubview`, its layer right above the sibling's layer (below
    /// any plain sublayers over it); on top when `siblingSubview` is not a subview.
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) { baseInsertSubview(view, aboveSubview: siblingSubview) }
    /// Moves `view` to the top of the subviews.
    open func bringSubviewToFront(_ view: UIView) { baseBringSubviewToFront(view) }
    /// Moves `view` to the bottom of the subviews.
    open func sendSubviewToBack(_ view: UIView) { baseSendSubviewToBack(view) }
    /// Swaps the subviews at two indices.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) { baseExchangeSubview(at: index1, withSubviewAt: index2) }
    /// Removes the view from its superview (and its window).
    open func removeFromSuperview() { baseRemoveFromSuperview() }
    /// Whether the view is `view` or inside its subtree.
    open func isDescendant(of view: UIView) -> Bool { baseIsDescendant(of: view) }
    /// Ends editing in this view or the view under it that is first responder: asks it to resign,
    /// or, when `force` is true, makes it resign without asking its delegate. Returns whether it did.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        guard let responder = UIResponder.firstResponder as? UIView, responder.isDescendant(of: self) else { return false }
        if force, let field = responder as? UITextField { return field.endEditing(asking: false) }
        if force, let textView = responder as? UITextView, textView.isEditing { return textView.endEditing(asking: false, resigning: true) }
        return responder.resignFirstResponder()
    }
    /// The view with `tag`: this view first, then its subviews depth-first.
    open func viewWithTag(_ tag: Int) -> UIView? { baseViewWithTag(tag) }
    /// Marks the view for `layoutSubviews()` at the next layout pass.
    open func setNeedsLayout() { baseSetNeedsLayout() }
    /// Lays out the view and its marked descendants now.
    open func layoutIfNeeded() { baseLayoutIfNeeded() }
    /// Resizes the view to `sizeThatFits(_:)` of its current size.
    open func sizeToFit() { baseSizeToFit() }
    /// Whether the region `draw(_:)` redraws starts transparent (true, the default) or shows what was
    /// drawn before (false: the view keeps a copy of its bitmap to draw over).
    open var clearsContextBeforeDrawing: Bool {
        get { baseClearsContextBeforeDrawing }
        set { baseClearsContextBeforeDrawing = newValue }
    }
    /// Marks the whole view for `draw(_:)` at the next display pass.
    open func setNeedsDisplay() { baseSetNeedsDisplay() }
    /// Marks `rect` (bounds coordinates) for drawing; the marked rects of one pass draw as one.
    open func setNeedsDisplay(_ rect: CGRect) { baseSetNeedsDisplay(rect) }
    /// The view's gesture recognizers, nil when it has none.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { baseGestureRecognizers }
        set { baseGestureRecognizers = newValue }
    }
    /// Attaches `gestureRecognizer`; one attached to another view moves here, as in UIKit.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { baseAddGestureRecognizer(gestureRecognizer) }
    /// Detaches `gestureRecognizer`; mid-gesture it is cancelled (or fails) and reset first.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { baseRemoveGestureRecognizer(gestureRecognizer) }
    /// Converts `point` from this view's bounds coordinates to `view`'s (the window's when nil), through
    /// each layer's full 3D transform as Core Animation projects it. Views in different windows
    /// convert through screen coordinates, so windows on different screens convert too.
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { baseConvert(point, to: view) }
    /// Converts `point` from `view`'s bounds coordinates (the window's when nil) to this view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { baseConvert(point, from: view) }
    /// Converts `rect` to `view`'s coordinates: the bounding box of its converted corners.
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { baseConvert(rect, to: view) }
    /// Converts `rect` from `view`'s coordinates: the bounding box of its converted corners.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { baseConvert(rect, from: view) }

}
