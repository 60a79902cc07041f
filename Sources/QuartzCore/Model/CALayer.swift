import CoreGraphics
import Foundation

/// The model object of Core Animation: geometry, visual properties, contents and sublayers.
/// Changing a property only records it; the end of the current `CATransaction` sends the
/// change to the render thread, which owns what is on screen.
@preconcurrency @MainActor
open class CALayer {
    /// This layer's identity in transactions and in the render tree.
    package let layerID: LayerID
    /// The render-relevant properties, as one value the transaction can copy.
    package private(set) var properties = LayerProperties()
    /// The properties as last sent to the render tree: what animations play over on screen.
    package var committedProperties: LayerProperties?
    /// For a copy made by `presentation()`, the layer it presents.
    package weak var modelLayer: CALayer?

    /// Draws or lays out for this layer; a view is its own layer's delegate.
    public weak var delegate: CALayerDelegate?
    /// A name for debugging and `sublayers` lookups.
    open var name: String?
    /// Actions by property name, searched after the delegate's; `NSNull` values switch an action off.
    open var actions: [String: CAAction]?

    package var sublayerList: [CALayer] = []
    package weak var superlayerRef: CALayer?
    /// Set by the default `CALayerDelegate.display(_:)`: the delegate left display to drawing.
    package var delegateDeclinedDisplay = false
    /// Set by the default (empty) drawing: if nothing else drew, a display keeps the current contents.
    package var drawingDeclined = false
    package var layoutFlags = LayoutFlags()
    /// The values of the app's own keys, set with `setValue(_:forKey:)`.
    var customValues: [String: Any] = [:]
    // nonisolated(unsafe): the deinit hands them to the main thread; everything else runs there.
    nonisolated(unsafe) package var attachedAnimations: [AttachedAnimation] = []
    /// The colour objects behind `borderColor` and `shadowColor` (the properties keep components).
    package var borderCGColor: CGColor? = .black
    package var shadowCGColor: CGColor? = .black
    /// The layer behind `mask`.
    package var maskLayer: CALayer?
    /// Whether a transaction has sent this layer to the render tree.
    package var isKnownToRenderer = false
    package var displayOnBoundsChange = false
    /// What the display pass under way asks `display()` to draw.
    package var displayRequest = DisplayRequest.whole
    /// The last drawn bitmap, kept only while `clearsContextBeforeDrawing` is false (the next drawing starts from it).
    package var retainedBitmap: CGImage?

    /// Whether the region being redrawn starts transparent (true), or shows the previous drawing (false: the
    /// layer then keeps a copy of its bitmap). Core Animation's default is false; Casement clears unless
    /// asked, so that drawn layers keep no CPU copy of their pixels.
    open var clearsContextBeforeDrawing = true {
        didSet { if clearsContextBeforeDrawing { retainedBitmap = nil } }
    }

    /// A new, empty layer with zero bounds.
    public init() {
        layerID = CATransaction.state.nextLayerID()
        CALayer.live.increment()
        setUp(copying: nil)
        CATransaction.state.layerChanged(self)
    }

    /// A copy of `layer`'s properties (Core Animation uses this for presentation layers). The copy
    /// reaches the render tree only if it is changed or added to a layer tree.
    public init(layer: Any) {
        layerID = CATransaction.state.nextLayerID()
        CALayer.live.increment()
        setUp(copying: layer as? CALayer)
    }

    /// A layer decoded from an archive. Casement has no archives: this is a new, empty layer, or,
    /// when Casement itself creates a layer from its class (a view's `layerClass`, a presentation
    /// copy: Swift can call only a `required` initializer on a class it knows by its type), a copy.
    public required init?(coder: NSCoder) {
        layerID = CATransaction.state.nextLayerID()
        CALayer.live.increment()
        let source = (coder as? LayerCreationCoder)?.source
        setUp(copying: source)
        if source == nil { CATransaction.state.layerChanged(self) }
    }

    /// Sets a new layer up, copying `source`'s properties when there is one. Casement's layer classes
    /// override it to set their defaults and copy their own properties, so every initializer (and a
    /// subclass that defines initializers of its own) gets them.
    package func setUp(copying source: CALayer?) {
        guard let source else { return }
        properties = source.properties
        name = source.name
        delegate = source.delegate
        actions = source.actions
        customValues = source.customValues
    }

    /// A layer of `type`, made through the one initializer Swift can call on any subclass: a copy
    /// of `source`, or a new layer; nil if the subclass's `init?(coder:)` gives nil.
    package static func make<Layer: CALayer>(_ type: Layer.Type, copying source: CALayer? = nil) -> Layer? {
        type.init(coder: LayerCreationCoder(source: source))
    }

    /// Layers alive now, presentation copies included (leak tests read it).
    package nonisolated static let live = LiveCount()

    // Not `isolated deinit`, which a `@preconcurrency` class cannot have: the last release of a layer
    // happens on the main thread (layers are main-thread objects), where the cleanup runs at once.
    deinit {
        CALayer.live.decrement()
        let cleanup = LayerCleanup(layerID: layerID, animations: attachedAnimations, isKnownToRenderer: isKnownToRenderer)
        // The sublayers and the mask go with the cleanup (moved, not copied: it must hold the only
        // references), which releases them one after another, not each inside its superlayer's deinit.
        swap(&cleanup.ownedLayers, &sublayerList)
        if let maskLayer { cleanup.ownedLayers.append(maskLayer) }
        MainThread.run { cleanup.run() }
    }

    /// Empties the sublayers and the mask of a layer about to go, returning them.
    func takeOwnedLayers() -> [CALayer] {
        var owned: [CALayer] = []
        swap(&owned, &sublayerList)
        if let maskLayer { owned.append(maskLayer) }
        maskLayer = nil
        return owned
    }

    /// Sets the properties without recording a change (presentation copies only).
    package func applyPresentation(_ p: LayerProperties) { properties = p }

    /// Records a property change for the next commit and runs the actions of the animatable
    /// properties it changes (looked up before the change, run after it, as Core Animation does).
    package func update(_ body: (inout LayerProperties) -> Void) {
        MainThread.check("a property of \(type(of: self)) changed")
        var copy = properties
        body(&copy)
        guard copy != properties else { return }
        let actions = actionsForChange(to: copy)
        let oldSize = properties.bounds.size
        properties = copy
        CATransaction.state.layerChanged(self)
        if copy.bounds.size != oldSize { boundsSizeDidChange(from: oldSize) }
        for (key, action) in actions { action.run(forKey: key, object: self, arguments: nil) }
    }

    /// `update`, unless `value` has a NaN or infinite component, which the compositor cannot place:
    /// every geometry setter refuses those the same way, reported and leaving the layer as it was.
    package func updateGeometry(_ name: String, _ value: some FiniteGeometry, _ body: (inout LayerProperties) -> Void) {
        guard value.isFiniteGeometry else { return Diagnostics.report("\(name) \(value) is not finite; ignored") }
        update(body)
    }

    /// Sets a length property: negative lengths become 0, non-finite ones are refused with a diagnostic.
    private func setLength(_ value: CGFloat, _ name: String, _ property: WritableKeyPath<LayerProperties, CGFloat>) {
        updateGeometry(name, value) { $0[keyPath: property] = max(0, value) }
    }

    private func boundsSizeDidChange(from oldSize: CGSize) {
        setNeedsLayout()
        if needsDisplayOnBoundsChange { setNeedsDisplay() }
        (delegate as? CALayerBoundsObserver)?.layerBoundsSizeDidChange(self, from: oldSize)
    }

    // MARK: Geometry

    /// The layer's own coordinate space: its origin shifts what sublayers show, its size is the layer's.
    open var bounds: CGRect {
        get { properties.bounds }
        set { updateGeometry("bounds", newValue) { $0.bounds = newValue } }
    }
    /// Where the anchor point sits in the superlayer's coordinate space.
    open var position: CGPoint {
        get { properties.position }
        set { updateGeometry("position", newValue) { $0.position = newValue } }
    }
    /// The point, in unit coordinates of the bounds, that `position` refers to and transforms act about.
    open var anchorPoint: CGPoint {
        get { properties.anchorPoint }
        set { updateGeometry("anchorPoint", newValue) { $0.anchorPoint = newValue } }
    }
    /// The layer's position on the z axis.
    open var zPosition: CGFloat {
        get { properties.zPosition }
        set { updateGeometry("zPosition", newValue) { $0.zPosition = newValue } }
    }
    /// The anchor point's z component.
    open var anchorPointZ: CGFloat {
        get { properties.anchorPointZ }
        set { updateGeometry("anchorPointZ", newValue) { $0.anchorPointZ = newValue } }
    }
    /// The transform applied about the anchor point.
    open var transform: CATransform3D {
        get { properties.transform }
        set { updateGeometry("transform", newValue) { $0.transform = newValue } }
    }
    /// A transform applied to the sublayers, about this layer's anchor point.
    open var sublayerTransform: CATransform3D {
        get { properties.sublayerTransform }
        set { updateGeometry("sublayerTransform", newValue) { $0.sublayerTransform = newValue } }
    }
    /// The layer's transform as an affine transform (its plane part).
    open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }
    /// Sets the layer's transform to an affine transform.
    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    /// The layer's rectangle in its superlayer's coordinates: the bounding box of the transformed bounds.
    /// Setting it sets the bounds size and the position (as Core Animation does, through the transform).
    open var frame: CGRect {
        get { LayerGeometry.frame(of: properties) }
        set { updateGeometry("frame", newValue) { LayerGeometry.setFrame(newValue.standardized, of: &$0) } }
    }

    // MARK: Appearance

    /// The layer's opacity, 0 to 1.
    open var opacity: Float {
        get { properties.opacity }
        set { update { $0.opacity = max(0, min(1, newValue.isNaN ? 1 : newValue)) } }
    }
    /// Whether the layer and its sublayers are not drawn.
    open var isHidden: Bool {
        get { properties.isHidden }
        set { update { $0.isHidden = newValue } }
    }
    /// Whether sublayers are clipped to the bounds.
    open var masksToBounds: Bool {
        get { properties.masksToBounds }
        set { update { $0.masksToBounds = newValue } }
    }
    /// Whether the layer's contents are fully opaque (lets the compositor skip blending). An opaque
    /// layer with an opaque background colour draws over that colour, and its drawing is composited
    /// without blending; without a background colour what it leaves undrawn is undefined (as in UIKit:
    /// here it shows through).
    open var isOpaque: Bool {
        get { properties.isOpaque }
        set { update { $0.isOpaque = newValue } }
    }

    /// The colour an opaque layer's drawing is made over: its background, when opaque; else nil.
    package var opaqueBackground: CGColor? {
        guard properties.isOpaque, let background = backgroundColor, background.rgba.alpha >= 1 else { return nil }
        return background
    }
    /// The colour filling the bounds behind the contents.
    open var backgroundColor: CGColor? {
        get { backgroundCGColor }
        set {
            backgroundCGColor = newValue
            update { $0.backgroundColor = newValue?.rgba }
        }
    }
    private var backgroundCGColor: CGColor?

    /// Pixels per point of the contents.
    open var contentsScale: CGFloat {
        get { properties.contentsScale }
        set { updateGeometry("contentsScale", newValue) { $0.contentsScale = newValue > 0 ? newValue : 1 } }
    }
    /// How the contents are placed in the bounds.
    open var contentsGravity: CALayerContentsGravity {
        get { properties.contentsGravity }
        set { update { $0.contentsGravity = newValue } }
    }
    /// The part of the contents shown, in unit coordinates.
    open var contentsRect: CGRect {
        get { properties.contentsRect }
        set { updateGeometry("contentsRect", newValue) { $0.contentsRect = newValue } }
    }
    /// The stretchable middle of the contents, in unit coordinates: under a scaling gravity the parts
    /// outside it keep their size (a nine-part stretch). The default, the unit rectangle, stretches all.
    open var contentsCenter: CGRect {
        get { properties.contentsCenter }
        set { updateGeometry("contentsCenter", newValue) { $0.contentsCenter = newValue } }
    }

    // MARK: Timing (CAMediaTiming)

    /// When the layer's time starts, in its superlayer's time. Local time is
    /// `(parent − beginTime) × speed + timeOffset`; the layer's animations run on it.
    open var beginTime: CFTimeInterval = 0 { didSet { layerTimingDidChange() } }
    /// How fast the layer's time runs against its superlayer's: 0 pauses its animations (and its
    /// sublayers'). Speeds below 0 count as 0.
    open var speed: Float = 1 { didSet { layerTimingDidChange() } }
    /// Added to the layer's local time: with speed 0, the time the layer stands still at.
    open var timeOffset: CFTimeInterval = 0 { didSet { layerTimingDidChange() } }

    /// Whether drawing may be deferred to a background thread. Kept, and has no effect: Casement
    /// draws every layer's contents in the commit's display pass, on the main thread, into cairo;
    /// the render thread never runs app drawing code.
    open var drawsAsynchronously = false

    /// The layer's image: a `CGImage`, or nil. Setting it replaces what the layer drew.
    open var contents: Any? {
        didSet {
            let image = contents.flatMap { $0 as? CGImage }
            if contents != nil, image == nil { Diagnostics.report("contents must be a CGImage; \(type(of: contents!)) shows nothing") }
            retainedBitmap = nil
            update { $0.drawnExtent = nil }
            CATransaction.state.setContents(.replace(image), of: self)
        }
    }

    // MARK: Override points

    /// Fills the layer's contents: asks the delegate's `display(_:)`, else draws through `draw(in:)`
    /// (during a display pass, only the marked region).
    open func display() {
        render(displayRequest)
    }

    /// The layers the compositor draws above this one's contents: its sublayers, and for a layer that
    /// shows its contents in pieces (a tiled layer's tiles), those pieces first.
    package var renderedSublayerIDs: [LayerID] { sublayerList.map(\.layerID) }

    /// The area, in layer coordinates, that `draw(in:)` paints; nil for the bounds. A layer class
    /// drawing outside its bounds (a shape layer's path) returns where, and its bitmap sits there.
    package var drawingExtent: CGRect? { nil }

    /// Draws the layer's contents into `ctx`; the default asks the delegate's `draw(_:in:)`.
    open func draw(in ctx: CGContext) {
        guard let delegate else {
            drawingDeclined = true
            return
        }
        delegate.draw(self, in: ctx)
    }

    /// Positions the sublayers; the default asks the delegate's `layoutSublayers(of:)`.
    open func layoutSublayers() {
        delegate?.layoutSublayers(of: self)
    }

    /// The action run when the property `event` changes: see `searchAction(forKey:)` for the order.
    open func action(forKey event: String) -> CAAction? { searchAction(forKey: event) }

    /// The action a class supplies for `event` when neither the delegate nor `actions` does (none by default).
    open class func defaultAction(forKey event: String) -> CAAction? { nil }

    /// Whether a change of the property `key` redraws the layer (a subclass returns true for its own
    /// drawn properties, set through `setValue(_:forKey:)`); false by default.
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// The value `value(forKey:)` gives for a key never set (nil by default).
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// The value of the property `key`: a layer property by its Core Animation name ("opacity",
    /// "position.x", "transform.rotation.z"…), or a value of the app's own set with `setValue(_:forKey:)`.
    open func value(forKey key: String) -> Any? { baseValue(forKey: key) }

    /// Sets the property `key` (see `value(forKey:)`); a key the class says `needsDisplay(forKey:)`
    /// marks the layer for drawing.
    open func setValue(_ value: Any?, forKey key: String) { baseSetValue(value, forKey: key) }

    /// Draws the layer and its sublayers into `ctx`, in the layer's own coordinate space, from the
    /// model values: backgrounds, contents (or the layer's drawing), borders, rounded clipping and
    /// affine transforms. Masks, shadows and 3D transforms are not drawn.
    open func render(in ctx: CGContext) { renderTree(in: ctx) }

    /// The size the layer would like in its superlayer (its bounds size by default).
    open func preferredFrameSize() -> CGSize { bounds.size }

    /// Whether `p` (in the layer's coordinates) is inside the layer: its bounds by default.
    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

    /// The farthest descendant (or this layer) containing `p`, given in the superlayer's coordinates;
    /// hidden layers and their sublayers are skipped.
    open func hitTest(_ p: CGPoint) -> CALayer? { baseHitTest(p) }

    // MARK: Styling
    // Rounded corners, border, shadow, masking, facing and group opacity: the compositor draws all of
    // them on the GPU from the cached bitmap; none redraws.

    /// The radius of the rounded corners of the background and border (and of the clip under
    /// `masksToBounds`), clamped to half the shorter side.
    open var cornerRadius: CGFloat {
        get { properties.cornerRadius }
        set { setLength(newValue, "cornerRadius", \.cornerRadius) }
    }
    /// Which corners `cornerRadius` rounds (all four by default).
    open var maskedCorners: CACornerMask {
        get { properties.maskedCorners }
        set { update { $0.maskedCorners = newValue } }
    }
    /// The width of the border drawn inside the bounds, above the contents and sublayers.
    open var borderWidth: CGFloat {
        get { properties.borderWidth }
        set { setLength(newValue, "borderWidth", \.borderWidth) }
    }
    /// The colour of the border (opaque black by default).
    open var borderColor: CGColor? {
        get { borderCGColor }
        set {
            borderCGColor = newValue
            update { $0.borderColor = newValue?.rgba }
        }
    }
    /// The colour of the shadow (opaque black by default).
    open var shadowColor: CGColor? {
        get { shadowCGColor }
        set {
            shadowCGColor = newValue
            update { $0.shadowColor = newValue?.rgba }
        }
    }
    /// The shadow's opacity, 0 (the default: no shadow) to 1.
    open var shadowOpacity: Float {
        get { properties.shadowOpacity }
        set { update { $0.shadowOpacity = newValue.isNaN ? 0 : max(0, min(1, newValue)) } }
    }
    /// How far the shadow is moved, in the layer's space: (0, −3) by default, so it shows above the layer.
    open var shadowOffset: CGSize {
        get { properties.shadowOffset }
        set { updateGeometry("shadowOffset", newValue) { $0.shadowOffset = newValue } }
    }
    /// The blur radius of the shadow (3 by default): the Gaussian's standard deviation, in points.
    open var shadowRadius: CGFloat {
        get { properties.shadowRadius }
        set { setLength(newValue, "shadowRadius", \.shadowRadius) }
    }
    /// The shape of the shadow, in the layer's space (non-zero winding). When nil the shadow follows
    /// the layer's composited alpha, which costs an offscreen pass; a path is cheaper.
    open var shadowPath: CGPath? {
        get { properties.shadowPath }
        set { update { $0.shadowPath = newValue?.copy() } }
    }
    /// Whether the layer shows when it faces away from the viewer (true by default). When false, a
    /// layer turned away (by a 3D rotation, or mirrored) is not drawn, nor are its sublayers.
    open var isDoubleSided: Bool {
        get { properties.isDoubleSided }
        set { update { $0.isDoubleSided = newValue } }
    }
    /// Whether a translucent layer with sublayers fades as one flattened picture (true by default)
    /// rather than fading each sublayer on its own, so overlapping sublayers do not show through.
    open var allowsGroupOpacity: Bool {
        get { properties.allowsGroupOpacity }
        set { update { $0.allowsGroupOpacity = newValue } }
    }
    /// A layer whose alpha cuts this layer and its sublayers, placed in this layer's space. It is
    /// not a sublayer; a layer can mask only one other.
    open var mask: CALayer? {
        get { maskLayer }
        set {
            guard newValue !== maskLayer else { return }
            if let newValue, newValue === self || newValue.superlayer != nil {
                return Diagnostics.report("a layer's mask must not be the layer itself or have a superlayer; ignored")
            }
            maskLayer = newValue
            if let newValue { CATransaction.state.layerAttached(newValue) }
            update { $0.mask = newValue?.layerID }
        }
    }

    // MARK: Overridable members implemented in the extensions
    // Swift cannot override a member declared in an extension, so each is declared here, open, and
    // calls its implementation (`base…`) in the extension that holds its topic.
    /// The layer's sublayers, back to front.
    open var sublayers: [CALayer]? {
        get { baseSublayers }
        set { baseSublayers = newValue }
    }
    /// The layer this one is a sublayer of.
    open var superlayer: CALayer? { baseSuperlayer }
    /// Adds `layer` on top of the sublayers (moving it from any previous superlayer).
    open func addSublayer(_ layer: CALayer) { baseAddSublayer(layer) }
    /// Inserts `layer` at `index` of the sublayers (clamped to the end).
    open func insertSublayer(_ layer: CALayer, at index: UInt32) { baseInsertSublayer(layer, at: index) }
    /// Inserts `layer` just below `sibling` (or at the bottom when `sibling` is not a sublayer).
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) { baseInsertSublayer(layer, below: sibling) }
    /// Inserts `layer` just above `sibling` (or on top when `sibling` is not a sublayer).
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) { baseInsertSublayer(layer, above: sibling) }
    /// Replaces the sublayer `oldLayer` with `newLayer` at the same index, under the receiver's
    /// `kCATransition` action when it has one.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) { baseReplaceSublayer(oldLayer, with: newLayer) }
    /// Removes the layer from its superlayer. Its animations, and those of its sublayers, stop
    /// (their delegates hear `finished == false`), as in Core Animation.
    open func removeFromSuperlayer() { baseRemoveFromSuperlayer() }
    /// Marks the whole layer for drawing at the next display pass.
    open func setNeedsDisplay() { baseSetNeedsDisplay() }
    /// Marks `r` (bounds coordinates) for drawing; rects marked in one pass draw as one union. A rect
    /// with a NaN or infinite component marks nothing, with a diagnostic, as geometry setters refuse them.
    open func setNeedsDisplay(_ r: CGRect) { baseSetNeedsDisplay(r) }
    /// Whether the layer is waiting to be drawn.
    open func needsDisplay() -> Bool { baseNeedsDisplay() }
    /// Calls `display()` now if the layer is marked.
    open func displayIfNeeded() { baseDisplayIfNeeded() }
    /// Whether a bounds-size change marks the layer for drawing (false: the bitmap is scaled instead).
    open var needsDisplayOnBoundsChange: Bool {
        get { baseNeedsDisplayOnBoundsChange }
        set { baseNeedsDisplayOnBoundsChange = newValue }
    }
    /// Marks the layer for `layoutSublayers()` at the next layout pass.
    open func setNeedsLayout() { baseSetNeedsLayout() }
    /// Whether the layer is waiting for layout.
    open func needsLayout() -> Bool { baseNeedsLayout() }
    /// Lays out this layer and every marked layer below it, top-down, visiting only marked branches.
    open func layoutIfNeeded() { baseLayoutIfNeeded() }
    /// Converts `p` from this layer's coordinate space to `l`'s. With nil, to the space the root of
    /// this layer's tree is placed in (its superlayer's, had it one), as Core Animation does. Each
    /// layer on the way is crossed through its full 3D transform, projected into its superlayer's
    /// plane (`PlaneMap`), the path's maps composed once; a point that shows nowhere in `l` (seen
    /// edge-on) converts to NaN.
    open func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint { baseConvert(p, to: l) }
    /// Converts `p` from `l`'s coordinate space (the root's placement space when nil) to this layer's.
    open func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint { baseConvert(p, from: l) }
    /// Converts `r` to `l`'s coordinate space: the bounding box of its converted corners.
    open func convert(_ r: CGRect, to l: CALayer?) -> CGRect { baseConvert(r, to: l) }
    /// Converts `r` from `l`'s coordinate space: the bounding box of its converted corners.
    open func convert(_ r: CGRect, from l: CALayer?) -> CGRect { baseConvert(r, from: l) }
    /// Converts `t` from `l`'s local time (media time when nil) to this layer's local time. From a
    /// paused layer, whose time stands still, it converts the current media time.
    open func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval { baseConvertTime(t, from: l) }
    /// Converts `t` from this layer's local time to `l`'s (media time when nil).
    open func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval { baseConvertTime(t, to: l) }
    /// Adds a copy of `anim` under `key`, replacing one with the same key (whose delegate hears
    /// `finished == false`). It starts when the transaction commits, unless it has a `beginTime`.
    /// With no key, it gets a unique one (it can then only be removed with the others). A
    /// `CATransition` always goes under `kCATransition`, pictures the layer as it was shown before
    /// this transaction, and animates to what the transaction leaves.
    open func add(_ anim: CAAnimation, forKey key: String?) { baseAdd(anim, forKey: key) }
    /// The animation attached under `key` (the layer's copy, which is the one its delegate is told about).
    open func animation(forKey key: String) -> CAAnimation? { baseAnimation(forKey: key) }
    /// The keys of the attached animations, in the order they were added.
    open func animationKeys() -> [String]? { baseAnimationKeys() }
    /// Removes the animation under `key`; its delegate hears `finished == false`.
    open func removeAnimation(forKey key: String) { baseRemoveAnimation(forKey: key) }
    /// Removes every animation; each delegate hears `finished == false`.
    open func removeAllAnimations() { baseRemoveAllAnimations() }
    /// A copy of the layer showing what is on screen now: the committed model values with the
    /// committed animations applied at the current media time, computed with the compositor's own
    /// evaluation. Nil before the layer's first commit; a presentation copy is its own presentation.
    open func presentation() -> Self? { basePresentation() }
    /// The model layer a presentation copy shows (the receiver, for a model layer).
    open func model() -> Self { baseModel() }
}
