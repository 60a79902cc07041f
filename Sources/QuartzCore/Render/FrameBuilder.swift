import CoreGraphics
import Foundation

/// Turns the render tree into one window's frame: quads and draw commands, back to front, as Core
/// Animation composites layers. A plain layer (a colour or a bitmap, any transform, any opacity) is
/// one quad appended to the batch; rounded shapes, borders and analytic shadows are shape quads;
/// only clips that are not axis-aligned rectangles use the stencil, and only group opacity, masks
/// and shadows of composited content draw offscreen. Used on the rendering thread only.
///
/// This file is the walk; each kind of drawing is an extension of its own (`FrameBuilder+Layers`,
/// `+Sublayers`, `+Shadows`, `+Groups`, `+Masks`, `+Replicators`, `+Emitters`, `+Backdrops`,
/// `+Transitions`, `+Passes`, `+Extents`, `+Culling`).
package final class FrameBuilder {
    /// Unchecked: only the builder's own methods modify it, one call at a time and without calling
    /// back; checking each modification at run time cost more than writing a quad's vertices.
    @exclusivity(unchecked) package internal(set) var batch = QuadBatch()
    /// How many offscreen surfaces the frame draws into at once, at most.
    package internal(set) var surfacesNeeded = 0
    /// Offscreen passes and stencil clips in the frame (counters for tests and the overlay).
    package internal(set) var offscreenPasses = 0
    package internal(set) var stencilClips = 0
    /// Whether a layer drawn in the frame has an animation still running at the frame's time: its
    /// window goes on drawing whole frames while one does (`WindowFrameState`).
    @exclusivity(unchecked) package internal(set) var showsAnimation = false
    /// Whether a layer drawn in the frame shows what lies behind it (a backdrop): a change anywhere
    /// under it changes it, so its window's next frame is drawn whole, not in part.
    package internal(set) var readsBackdrop = false

    // What the whole frame shares, set when it begins. The fields every layer reads are unchecked
    // (and `showsAnimation`, which the walk sets, never inside another access to it): only `build`
    // writes them, before the walk; each checked read cost about 76 instructions, with RenderNode's
    // fields 2.6 M a frame at 5,000 animated layers.
    var tree = RenderTree()
    /// What the frame does with the window pixels each layer covers (`Extents`).
    @exclusivity(unchecked) var extents = Extents.ignore
    /// The layer a snapshot pictures: drawn as its subtree is, even while it has a transition.
    @exclusivity(unchecked) var snapshotRoot: RenderNode?
    @exclusivity(unchecked) var whiteTexture = TextureID(0)

    /// Surfaces taken by open passes and pending composites; they nest like a stack (`+Passes`).
    var surfacesInUse = 0
    /// The resolution divisor of the innermost open pass (1 when drawing to the window), and the
    /// enclosing ones.
    var downscale = 1
    var downscales: [Int] = []

    /// A clip that drawing is inside: a scissor rectangle and a stencil level.
    struct Clip {
        var scissor: PixelRect?
        var stencil: UInt8
    }

    /// When, and as what, a layer is drawn: at the frame's time, or as an instance of a replicator,
    /// whose sublayers show an earlier time and are drawn several times over (`+Replicators`). A
    /// value handed down the walk with each layer, so no drawing changes it for the rest of the frame.
    struct Scope {
        /// The media time the layer's animations are evaluated at.
        var time: Double
        /// Whether the layer is drawn as one of a replicator's instances.
        var isInstance = false
    }

    /// What is left to do of the layers being drawn, innermost last. The frame is built by popping
    /// these rather than by nested calls, so a tree of any depth takes no more of the render
    /// thread's stack than a flat one; each case is the rest of one of the drawing functions. A
    /// step that draws takes its layer's matrix from `matrices` (so no step carries 16 values), and
    /// what it reads of the layer it reads again from the node, presented as it was when the step
    /// was left (a layer is presented again only once everything it left is done).
    enum Step {
        /// Draws a group's mask layer (presented) and its sublayers (`visit`), under a matrix.
        case visit(RenderNode, opacity: Float, clip: Clip, scope: Scope)
        /// Draws the rest of the innermost run of sublayers (`runs`).
        case sublayers
        /// Records the window pixels a layer and its sublayers covered (`Extents.record`).
        case endExtent(RenderNode, stamp: Int)
        /// The layer once its shadow is drawn: its transition, its group, or the layer itself, under a matrix.
        case body(RenderNode, alpha: Float, clip: Clip, scope: Scope)
        /// The border, over the sublayers, under a matrix.
        case border(RenderNode, alpha: Float, clip: Clip)
        /// The end of the clip of a layer's sublayers to its shape, under a matrix.
        case popClip(RenderNode, scissor: PixelRect?, level: UInt8)
        /// A group drawn offscreen on surface `content`: its mask next, or the composite, under a matrix.
        case groupDrawn(RenderNode, content: Int, alpha: Float, clip: Clip, scope: Scope)
        /// A group's mask drawn offscreen too: the composite through it.
        case maskDrawn(Boxed<MaskPass>)
        /// A shadow's shape drawn offscreen: the blur and the composite.
        case shadowDrawn(Boxed<ShadowPass>)
        /// A replicator's current instance drawn: its colour, then the next instance.
        case instanceDrawn(InstancePass)
    }

    /// A value a step holds by reference: a rare pass, whose values would widen every step.
    final class Boxed<Value> {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    /// The matrices of the steps that draw, in the order of their steps (each pops its own).
    @exclusivity(unchecked) var matrices: [CATransform3D] = []
    /// Unchecked, as `batch`: only `walk` and the steps it runs modify it, one at a time.
    @exclusivity(unchecked) var steps: [Step] = []
    /// The runs of sublayers being drawn, innermost last; each has a `Step.sublayers` in `steps` (`+Sublayers`).
    @exclusivity(unchecked) var runs: [SublayerRun] = []

    package init() {}

    /// Builds the frame of the layer tree under `root` for a window of `viewport` at media `time`;
    /// colours are drawn with `whiteTexture`, the executor's 1×1 white texture.
    package func build(root: RenderNode, tree: RenderTree, viewport: Viewport, time: Double, whiteTexture: TextureID,
                       extents: Extents = .ignore) {
        root.present(at: time)
        build(presented: root, tree: tree, viewport: viewport, time: time, whiteTexture: whiteTexture, extents: extents)
    }

    /// Builds a picture of `node` and its sublayers in the node's own space, its bounds filling
    /// `viewport`, leaving out its own transform, opacity and hiddenness: a snapshot (`SnapshotRequest`).
    package func build(snapshotOf node: RenderNode, tree: RenderTree, viewport: Viewport, time: Double, whiteTexture: TextureID) {
        node.present(at: time)
        snapshotRoot = node
        defer { snapshotRoot = nil }
        node.withPresentation(adjustedBy: { shown in
            shown.transform = CATransform3DIdentity
            shown.opacity = 1
            shown.isHidden = false
        }) {
            build(presented: node, tree: tree, viewport: viewport, time: time, whiteTexture: whiteTexture, extents: .ignore)
        }
    }

    /// Builds the frame of `root`, already presented at `time`, filling `viewport`.
    private func build(presented root: RenderNode, tree: RenderTree, viewport: Viewport, time: Double, whiteTexture: TextureID,
                       extents: Extents) {
        self.tree = tree
        self.extents = extents
        self.whiteTexture = whiteTexture
        showsAnimation = false
        readsBackdrop = false
        let scope = Scope(time: time)
        noteAnimations(of: root, in: scope)
        batch.removeAll(viewport: viewport)
        surfacesNeeded = 0
        offscreenPasses = 0
        stencilClips = 0
        surfacesInUse = 0
        downscale = 1
        downscales.removeAll(keepingCapacity: true)
        matrices.removeAll(keepingCapacity: true)
        let width = max(1, viewport.pointSize.width), height = max(1, viewport.pointSize.height)
        // Points (top-left origin, y down) to clip space.
        var projection = CATransform3D()
        projection.m11 = 2 / width
        projection.m22 = -2 / height
        projection.m33 = 0
        projection.m41 = -1
        projection.m42 = 1
        // The window's layer fills the window wherever the window sits on its screen.
        let position = CGPoint(x: root.presented.anchorPoint.x * width, y: root.presented.anchorPoint.y * height)
        visit(root, parent: projection, opacity: 1, clip: Clip(scissor: nil, stencil: 0), scope: scope, position: position)
        walk()
        // Hold no reference to the tree between frames, so applying transactions mutates it in place.
        self.tree = RenderTree()
    }

    /// An empty frame for a window whose layer the tree does not hold (yet).
    package func build(nothingFor viewport: Viewport) {
        batch.removeAll(viewport: viewport)
        surfacesNeeded = 0
        offscreenPasses = 0
        stencilClips = 0
        showsAnimation = false
        readsBackdrop = false
    }

    /// Brings `node` to the time of `scope`, noting whether an animation of it still runs.
    func present(_ node: RenderNode, in scope: Scope) {
        node.present(at: scope.time)
        noteAnimations(of: node, in: scope)
    }

    private func noteAnimations(of node: RenderNode, in scope: Scope) {
        if !showsAnimation, !node.animations.isEmpty { showsAnimation = AnimationEvaluator.isRunning(node.animations, at: scope.time) }
    }

    // MARK: The walk
    //
    // The drawing functions take the node and read its values at the frame's time as
    // `node.presented`: lent in place (see `RenderNode`), so reading one copies nothing else. The
    // caller presents the node (`RenderNode.present(at:)`) before visiting it.

    /// Leaves `step`, which draws under `matrix`, in `steps`.
    func push(_ step: Step, matrix: CATransform3D) {
        matrices.append(matrix)
        steps.append(step)
    }

    /// Leaves `step` in `steps` under the `count` steps left last: what follows them.
    func insert(_ step: Step, underLast count: Int) {
        steps.append(step)
        // Moved bit for bit, as the array itself moves its elements: no reference counted on the way.
        steps.withUnsafeMutableBufferPointer { buffer in
            let last = buffer.baseAddress! + buffer.count - 1
            let moved = last.move()
            (last - count + 1).moveInitialize(from: last - count, count: count)
            (last - count).initialize(to: moved)
        }
    }

    /// Runs the steps left, and every step they lead to.
    private func walk() {
        while let step = steps.popLast() {
            switch step {
            case .visit(let node, let opacity, let clip, let scope):
                visit(node, parent: matrices.removeLast(), opacity: opacity, clip: clip, scope: scope)
            case .sublayers:
                drawRunOfSublayers()
            case .endExtent(let node, let stamp):
                endExtent(of: node, stamp: stamp)
            case .body(let node, let alpha, let clip, let scope):
                drawBody(node, matrices.removeLast(), alpha, clip, scope)
            case .border(let node, let alpha, let clip):
                drawBorder(node, matrices.removeLast(), alpha, clip)
            case .popClip(let node, let scissor, let level):
                batch.popClip(clipShape(of: node), matrix: matrices.removeLast(), level: level, scissor: scissor)
            case .groupDrawn(let node, let content, let alpha, let clip, let scope):
                groupDrawn(node, matrices.removeLast(), alpha, clip, scope, content: content)
            case .maskDrawn(let pass):
                maskDrawn(pass.value)
            case .shadowDrawn(let pass):
                shadowDrawn(pass.value)
            case .instanceDrawn(let pass):
                instanceDrawn(pass)
            }
        }
    }

    /// Draws `node` (presented) and its sublayers into the space `parent` maps to clip space; the
    /// window's layer is placed at `position` instead of its own. What the sublayers need is left in `steps`.
    func visit(_ node: RenderNode, parent: CATransform3D, opacity: Float, clip: Clip, scope: Scope, position: CGPoint? = nil) {
        guard !node.presented.isHidden else { return }
        let alpha = opacity * node.presented.opacity
        guard alpha > 0 else { return }
        switch extents(in: scope) {
        case .ignore:
            draw(node, parent: parent, alpha: alpha, clip: clip, scope: scope, position: position)
        case .record(let stamp):
            batch.beginExtent()
            let mark = steps.count
            draw(node, parent: parent, alpha: alpha, clip: clip, scope: scope, position: position)
            // A layer that left steps ends its extent after them.
            if steps.count == mark { endExtent(of: node, stamp: stamp) } else { insert(.endExtent(node, stamp: stamp), underLast: steps.count - mark) }
        case .cull(let region, let stamp):
            // Inside an offscreen pass everything is drawn: a blur reads beyond the region.
            if downscales.isEmpty, node.drawnStamp != stamp || node.drawnBounds.intersection(region).isEmpty { return }
            draw(node, parent: parent, alpha: alpha, clip: clip, scope: scope, position: position)
        }
    }

    private func draw(_ node: RenderNode, parent: CATransform3D, alpha: Float, clip: Clip, scope: Scope, position: CGPoint?) {
        let layer = LayerGeometry.toSuperlayer(node.presented, position: position ?? node.presented.position)
        let matrix = CATransform3DConcat(layer, parent)
        if !node.presented.isDoubleSided, ClipSpace.facesAway(node.presented.bounds, through: matrix) { return }
        if castsShadow(node) {
            push(.body(node, alpha: alpha, clip: clip, scope: scope), matrix: matrix)
            drawShadow(node, matrix, alpha, clip, scope)
        } else {
            drawBody(node, matrix, alpha, clip, scope)
        }
    }

    /// The layer over its shadow: its running transition, or the layer as a group or plain.
    func drawBody(_ node: RenderNode, _ matrix: CATransform3D, _ alpha: Float, _ clip: Clip, _ scope: Scope) {
        if node.transitionPictures != nil, node !== snapshotRoot, drawTransition(node, matrix, alpha, clip, at: scope.time) { return }
        let groupOpacity = node.presented.opacity < 1 && node.presented.allowsGroupOpacity && !node.sublayers.isEmpty
        if node.presented.mask != nil || groupOpacity {
            drawGroup(node, matrix, alpha, clip, scope)
        } else {
            drawLayer(node, matrix, alpha, clip, scope)
        }
    }

    // MARK: Helpers

    /// The layer's corners (presented), as its background, contents, border and clip follow them.
    func cornerRadii(of node: RenderNode) -> CornerRadii {
        CornerRadii(cornerRadius: node.presented.cornerRadius, maskedCorners: node.presented.maskedCorners, bounds: node.presented.bounds)
    }

    /// The shape a layer clips its sublayers to under masksToBounds: its bounds and corners.
    func clipShape(of node: RenderNode) -> ShapeParameters {
        ShapeParameters(rect: node.presented.bounds, radii: cornerRadii(of: node))
    }

    /// The scissor for what a layer shows in its own bounds (a transition's pictures, an emitter's
    /// particles): cut to the bounds' pixels under masksToBounds (their bounding box when turned).
    func contentScissor(_ node: RenderNode, _ matrix: CATransform3D, _ clip: Clip) -> PixelRect? {
        guard node.presented.masksToBounds, let onScreen = ClipSpace.pixelRect(of: node.presented.bounds, through: matrix,
                                                                              viewport: batch.viewport, exact: matrix.isAxisAlignedScaleTranslate)
        else { return clip.scissor }
        return clip.scissor.map { $0.intersection(onScreen) } ?? onScreen
    }

    /// The whole window, in its pixels.
    var window: PixelRect { PixelRect(x: 0, y: 0, width: batch.viewport.pixelWidth, height: batch.viewport.pixelHeight) }

    static let unit = CGRect(x: 0, y: 0, width: 1, height: 1)

    /// `m` with the z row dropped: what a sublayer's own depth becomes once flattened into this plane.
    static func flattened(_ m: CATransform3D) -> CATransform3D {
        var flat = m
        flat.m31 = 0; flat.m32 = 0; flat.m33 = 0; flat.m34 = 0
        return flat
    }
}
