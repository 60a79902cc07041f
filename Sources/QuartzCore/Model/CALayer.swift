import CoreGraphics
import Foundation

/// The model object of Core Animation: geometry, visual properties, contents and sublayers.
/// Changing a property only records it; the end of the current `CATransaction` sends the
/// change to the render thread, which owns what is on screen.
@MainActor
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
    package var attachedAnimations: [AttachedAnimation] = []
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

    /// A new, empty layer with zero bounds. Required, so `UIView.layerClass` can name any subclass.
    public required init() {
        layerID = CATransaction.state.nextLayerID()
        CATransaction.state.layerChanged(self)
    }

    /// A copy of `layer`'s properties (Core Animation uses this for presentation layers). The copy
    /// reaches the render tree only if it is changed or added to a layer tree.
    public required init(layer: Any) {
        layerID = CATransaction.state.nextLayerID()
        if let other = layer as? CALayer {
            properties = other.properties
            name = other.name
            delegate = other.delegate
            actions = other.actions
        }
    }

    isolated deinit {
        for item in attachedAnimations { CATransaction.state.schedule.removed(item) }
        if isKnownToRenderer {
            CATransaction.state.layerDestroyed(layerID)
        } else {
            CATransaction.state.discardUnsentContents(of: layerID)
        }
    }

    /// Sets the properties without recording a change (presentation copies only).
    package func applyPresentation(_ p: LayerProperties) { properties = p }

    /// Records a property change for the next commit and runs the actions of the animatable
    /// properties it changes (looked up before the change, run after it, as Core Animation does).
    package func update(_ body: (inout LayerProperties) -> Void) {
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
}
