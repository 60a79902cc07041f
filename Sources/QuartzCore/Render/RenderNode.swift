import CoreGraphics

/// The render thread's copy of one layer: its properties, its sublayers and its bitmap.
package final class RenderNode {
    // The fields a frame reads for every layer come first, together at the start of the object (a
    // frame reads each node's memory once, from far in the memory hierarchy at 5,000 layers), and are
    // unchecked (`@exclusivity(unchecked)`): only applying a transaction writes them, between
    // frames, and a frame reads them one at a time. Each checked read cost about 76 instructions:
    // with FrameBuilder's frame fields, 2.6 M a frame at 5,000 animated layers (callgrind,
    // `casement-bench --run build`).
    /// The model values as the last transaction left them, and the values the current frame shows
    /// (the model with the animations applied). Each lives in storage of its own, so a frame evaluates
    /// animations in place and reads both without copying (and retaining) the whole.
    private let model: UnsafeMutablePointer<LayerProperties>
    private let presentation: UnsafeMutablePointer<LayerProperties>
    /// The layer's animations, evaluated at each frame's time.
    package var animations: [RenderAnimation] {
        get { animationList }
        set {
            animationList = newValue
            presentation.pointee = model.pointee
            animatedProperties = newValue.reduce(into: []) { $0.formUnion($1.animatedProperties) }
            noteZPosition()
            transition = newValue.first { $0.transition != nil }
        }
    }
    /// The storage of `animations`, which a frame lends to their evaluation (`present(at:)`).
    @exclusivity(unchecked) private var animationList: [RenderAnimation] = []
    /// What the animations may change, together: what a frame sets back to the model before
    /// applying them, and clamps after.
    @exclusivity(unchecked) private var animatedProperties = AnimatedProperties()
    /// The nodes of `sublayers`, in order, resolved once when they change rather than looked up in
    /// every frame.
    @exclusivity(unchecked) package var children: [RenderNode] = []
    /// Set when the layer is gone, for a superlayer that still lists it until its own update arrives.
    @exclusivity(unchecked) package var isDestroyed = false
    /// Whether the layer has a zPosition, or an animation that may change it: it then has a place of
    /// its own among its siblings. Kept here so a frame learns it without reading the layer's values.
    @exclusivity(unchecked) package private(set) var ordersByZPosition = false
    private static let zPosition = AnimatedProperties(.zPosition)
    /// The window pixels this layer and its sublayers covered in the last frame drawn whole, valid
    /// under `drawnStamp`, the stamp of that frame (`RenderTree.newRecordingStamp`); -1 before any.
    @exclusivity(unchecked) package var drawnBounds = PixelRect(x: 0, y: 0, width: 0, height: 0)
    @exclusivity(unchecked) package var drawnStamp = -1
    // Where the layer and its sublayers may draw, kept between frames (`RenderNode+Extent`). The two
    // a frame reads for every sublayer are unchecked, as the fields above: only the walk and applying
    // a transaction write them, one at a time.
    /// Whether `cachedExtent` must be computed again (a change since, or never computed).
    @exclusivity(unchecked) var extentIsStale = true
    @exclusivity(unchecked) var cachedExtent: CGRect?
    /// The pictures the transition draws, while it runs (set by the executor before each frame).
    @exclusivity(unchecked) package var transitionPictures: TransitionPictures?
    /// The texture showing the layer's contents, once uploaded.
    @exclusivity(unchecked) package var texture: TextureHandle? {
        // Contents of another size may reach past the bounds (`contentsGravity`).
        didSet { if oldValue?.width != texture?.width || oldValue?.height != texture?.height { extentChanged() } }
    }

    // What a frame reads for few layers, or none.
    package let id: LayerID
    @exclusivity(unchecked) package var sublayers: [LayerID] = []
    /// The layer's transition (an animation of `animations`), drawn in place of its subtree while it runs.
    package private(set) var transition: RenderAnimation?
    /// Contents received but not uploaded yet (the executor uploads them, with its context current).
    package var pendingContents: [ContentUpdate] = []
    /// The layer whose sublayer list holds this one (its latest), and where in it.
    weak var superlayer: RenderNode?
    var positionInSuperlayer = 0
    /// Where the sublayers lie, for a layer with many; built by the first frame that needs it.
    var sublayerIndex: SublayerIndex?
    /// Whether this layer is listed as moved in its superlayer's index.
    var listedAsMoved = false

    package init(id: LayerID) {
        self.id = id
        // Side by side in one allocation: a frame reads both, and adjacent memory arrives sooner.
        model = .allocate(capacity: 2)
        model.initialize(repeating: LayerProperties(), count: 2)
        presentation = model + 1
    }

    deinit {
        // Sublayer nodes only this one holds go one after another, not each inside its parent's deinit.
        TreeWalk.release(&children) { node in
            defer { node.children = [] }
            return node.children
        }
        model.deinitialize(count: 2)
        model.deallocate()
    }

    /// The model values; setting them shows them until the animations are applied again.
    package var properties: LayerProperties {
        // Lent, not copied: reading one property of the model copies nothing else.
        _read { yield model.pointee }
        set {
            model.pointee = newValue
            noteZPosition()
            presentation.pointee = newValue
        }
    }

    private func noteZPosition() {
        ordersByZPosition = model.pointee.zPosition != 0 || animatedProperties.contains(RenderNode.zPosition)
    }

    /// The values the current frame shows, as `present(at:)` last left them; lent, not copied.
    package var presented: LayerProperties {
        _read { yield presentation.pointee }
    }

    /// Runs `body` with the presented values changed by `adjust`, then puts them back.
    package func withPresentation(adjustedBy adjust: (inout LayerProperties) -> Void, _ body: () -> Void) {
        let shown = presentation.pointee
        adjust(&presentation.pointee)
        body()
        presentation.pointee = shown
    }

    /// Brings `presented` to media time `time`.
    package func present(at time: Double) {
        guard !animationList.isEmpty else { return }
        // Lent through a mutable access that changes nothing: reading the list would retain and
        // release it, about 4 % of the animated benchmark's build time (perf, `casement-bench --run build`).
        animationList.withUnsafeMutableBufferPointer { list in
            AnimationEvaluator.apply(UnsafeBufferPointer(list), changing: animatedProperties, model: model, to: &presentation.pointee, at: time)
        }
    }
}
