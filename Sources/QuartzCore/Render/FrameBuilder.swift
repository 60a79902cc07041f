import CoreGraphics
import Foundation

/// Turns the render tree into one window's frame: quads and draw commands, back to front, as Core
/// Animation composites layers. A plain layer (a colour or a bitmap, any transform, any opacity) is
/// one quad appended to the batch; rounded shapes, borders and analytic shadows are shape quads;
/// only clips that are not axis-aligned rectangles use the stencil, and only group opacity, masks
/// and shadows of composited content draw offscreen. Used on the rendering thread only.
package final class FrameBuilder {
    /// Unchecked: only the builder's own methods modify it, one call at a time and without calling
    /// back; checking each modification at run time cost more than writing a quad's vertices.
    @exclusivity(unchecked) package private(set) var batch = QuadBatch()
    /// How many offscreen surfaces the frame draws into at once, at most.
    package private(set) var surfacesNeeded = 0
    /// Offscreen passes and stencil clips in the frame (counters for tests and the overlay).
    package private(set) var offscreenPasses = 0
    package private(set) var stencilClips = 0
    /// Whether a layer drawn in the frame has an animation still running at the frame's time: its
    /// window goes on drawing whole frames while one does (`WindowFrameState`).
    package private(set) var showsAnimation = false
    /// Whether a layer drawn in the frame shows what lies behind it (a backdrop): a change anywhere
    /// under it changes it, so its window's next frame is drawn whole, not in part.
    package private(set) var readsBackdrop = false

    private var tree = RenderTree()
    private var time: Double = 0
    /// The layer a snapshot pictures: drawn as its subtree is, even while it has a transition.
    private var snapshotRoot: RenderNode?
    private var whiteTexture = TextureID(0)
    /// Surfaces taken by open passes and pending composites; they nest like a stack.
    private var surfacesInUse = 0
    /// The resolution divisor of the innermost open pass (1 when drawing to the window), and the
    /// enclosing ones.
    private var downscale = 1
    private var downscales: [Int] = []

    /// A clip that drawing is inside: a scissor rectangle and a stencil level.
    private struct Clip {
        var scissor: PixelRect?
        var stencil: UInt8
    }

    /// What the builder does with the window pixels each layer covers.
    package enum Extents: Equatable {
        /// Nothing: the picture is about to change anyway (animations are running).
        case ignore
        /// Records them in the nodes (`RenderNode.drawnBounds`) under `stamp`, for later frames to
        /// redraw in part.
        case record(stamp: Int)
        /// Leaves out layers whose pixels recorded under `stamp` miss `region`: a frame redrawn only
        /// there, with geometry unchanged since the recording.
        case cull(PixelRect, stamp: Int)
    }
    private var extents = Extents.ignore

    /// What is left to do of the layers being drawn, innermost last. The frame is built by popping
    /// these rather than by nested calls, so a tree of any depth takes no more of the render
    /// thread's stack than a flat one; each case is the rest of one of the drawing functions. A
    /// step that draws takes its layer's matrix from `matrices` (so no step carries 16 values), and
    /// what it reads of the layer it reads again from the node, presented as it was when the step
    /// was left (a layer is presented again only once everything it left is done).
    private enum Step {
        /// Draws a group's mask layer (presented) and its sublayers (`visit`), under a matrix.
        case visit(RenderNode, opacity: Float, clip: Clip)
        /// Draws the rest of the innermost run of sublayers (`runs`).
        case sublayers
        /// Records the window pixels a layer and its sublayers covered (`Extents.record`).
        case endExtent(RenderNode, stamp: Int)
        /// The layer once its shadow is drawn: its transition, its group, or the layer itself, under a matrix.
        case body(RenderNode, alpha: Float, clip: Clip)
        /// The border, over the sublayers, under a matrix.
        case border(RenderNode, alpha: Float, clip: Clip)
        /// The end of the clip of a layer's sublayers to its shape, under a matrix.
        case popClip(RenderNode, scissor: PixelRect?, level: UInt8)
        /// A group drawn offscreen on surface `content`: its mask next, or the composite, under a matrix.
        case groupDrawn(RenderNode, content: Int, alpha: Float, clip: Clip)
        /// A group's mask drawn offscreen too: the composite through it.
        case maskDrawn(Boxed<MaskPass>)
        /// A shadow's shape drawn offscreen: the blur and the composite.
        case shadowDrawn(Boxed<ShadowPass>)
        /// A replicator's current instance drawn: its colour, then the next instance.
        case instanceDrawn(InstancePass)
    }

    /// The matrices of the steps that draw, in the order of their steps (each pops its own).
    @exclusivity(unchecked) private var matrices: [CATransform3D] = []

    /// A replicator whose instances are being drawn, and what each needs. A class: a step holds
    /// a reference, so the replicator's values do not widen every step of every frame.
    private final class InstancePass {
        let node: RenderNode
        let replication: Replication
        let parent: CATransform3D
        let alpha: Float
        let clip: Clip
        /// The instance transform about the centre of the bounds: instance k is placed by its k-th power.
        let step: CATransform3D
        /// What the replicator changes while its instances are drawn, and puts back after.
        let frameTime: Double
        let frameExtents: Extents
        /// The instance being drawn, where it is placed, and where its commands and quads begin in the batch.
        var k = 0
        var instance = CATransform3DIdentity
        var start = (commands: 0, plain: 0, shapes: 0)

        init(node: RenderNode, replication: Replication, parent: CATransform3D, alpha: Float, clip: Clip, step: CATransform3D,
             frameTime: Double, frameExtents: Extents) {
            (self.node, self.replication, self.parent, self.alpha, self.clip) = (node, replication, parent, alpha, clip)
            (self.step, self.frameTime, self.frameExtents) = (step, frameTime, frameExtents)
        }
    }

    /// A shadow whose shape is being drawn offscreen, and what compositing it needs.
    private struct ShadowPass {
        var node: RenderNode
        var alpha: Float
        var clip: Clip
        var color: CGColorRGBA
        var sigma: CGFloat
        var offset: (dx: CGFloat, dy: CGFloat)
        var source: Int
        var scale: Int
    }

    /// A group whose mask is being drawn offscreen on surface `mask`, to composite the group
    /// (surface `content`, covering `bounds`) through it.
    private struct MaskPass {
        var alpha: Float, clip: Clip
        var content: Int, bounds: PixelRect, mask: Int
    }

    /// A value a step holds by reference: a rare pass, whose values would widen every step.
    private final class Boxed<Value> {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    /// Unchecked, as `batch`: only `walk` and the steps it runs modify it, one at a time.
    @exclusivity(unchecked) private var steps: [Step] = []

    /// The sublayers of one layer being drawn, in drawing order, and what they all share: kept
    /// once here rather than in a step per sublayer, so a sublayer that leaves no steps of its own
    /// (most are leaves) is drawn without any.
    private struct SublayerRun {
        let children: [RenderNode]
        /// Whether `children` are the layer's own in order, each brought to the frame's time just
        /// before it is drawn (and culled first in a frame redrawn in part), or sorted and presented already.
        let inOrder: Bool
        let parent: CATransform3D
        let opacity: Float
        let clip: Clip
        /// The next child to draw.
        var next = 0
    }

    /// The runs of sublayers being drawn, innermost last; each has a `Step.sublayers` in `steps`.
    @exclusivity(unchecked) private var runs: [SublayerRun] = []

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
        self.time = time
        showsAnimation = false
        readsBackdrop = false
        noteAnimations(of: root)
        self.whiteTexture = whiteTexture
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
        visit(root, parent: projection, opacity: 1, clip: Clip(scissor: nil, stencil: 0), position: position)
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

    /// Brings `node` to the frame's time, noting whether an animation of it still runs.
    private func present(_ node: RenderNode) {
        node.present(at: time)
        noteAnimations(of: node)
    }

    private func noteAnimations(of node: RenderNode) {
        if !showsAnimation, !node.animations.isEmpty { showsAnimation = AnimationEvaluator.isRunning(node.animations, at: time) }
    }

    // MARK: Layers
    //
    // The drawing functions take the node and read its values at the frame's time as
    // `node.presented`: lent in place (see `RenderNode`), so reading one copies nothing else. The
    // caller presents the node (`RenderNode.present(at:)`) before visiting it.

    /// Leaves `step`, which draws under `matrix`, in `steps`.
    private func push(_ step: Step, matrix: CATransform3D) {
        matrices.append(matrix)
        steps.append(step)
    }

    /// Leaves `step` in `steps` under the `count` steps left last: what follows them.
    private func insert(_ step: Step, underLast count: Int) {
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
            case .visit(let node, let opacity, let clip):
                visit(node, parent: matrices.removeLast(), opacity: opacity, clip: clip)
            case .sublayers:
                drawRunOfSublayers()
            case .endExtent(let node, let stamp):
                endExtent(of: node, stamp: stamp)
            case .body(let node, let alpha, let clip):
                drawBody(node, matrices.removeLast(), alpha, clip)
            case .border(let node, let alpha, let clip):
                drawBorder(node, matrices.removeLast(), alpha, clip)
            case .popClip(let node, let scissor, let level):
                batch.popClip(clipShape(of: node), matrix: matrices.removeLast(), level: level, scissor: scissor)
            case .groupDrawn(let node, let content, let alpha, let clip):
                groupDrawn(node, matrices.removeLast(), alpha, clip, content: content)
            case .maskDrawn(let boxed):
                let pass = boxed.value
                composite(pass.content, bounds: pass.bounds.intersection(endPass().bounds), pass.alpha, pass.clip,
                          pipeline: .masked(mask: pass.mask))
            case .shadowDrawn(let pass):
                shadowDrawn(pass.value)
            case .instanceDrawn(let pass):
                instanceDrawn(pass)
            }
        }
    }

    /// Draws `node` (presented) and its sublayers into the space `parent` maps to clip space; the
    /// window's layer is placed at `position` instead of its own. What the sublayers need is left in `steps`.
    private func visit(_ node: RenderNode, parent: CATransform3D, opacity: Float, clip: Clip, position: CGPoint? = nil) {
        guard !node.presented.isHidden else { return }
        let alpha = opacity * node.presented.opacity
        guard alpha > 0 else { return }
        switch extents {
        case .ignore:
            draw(node, parent: parent, alpha: alpha, clip: clip, position: position)
        case .record(let stamp):
            batch.beginExtent()
            let mark = steps.count
            draw(node, parent: parent, alpha: alpha, clip: clip, position: position)
            // A layer that left steps ends its extent after them.
            if steps.count == mark { endExtent(of: node, stamp: stamp) } else { insert(.endExtent(node, stamp: stamp), underLast: steps.count - mark) }
        case .cull(let region, let stamp):
            // Inside an offscreen pass everything is drawn: a blur reads beyond the region.
            if downscales.isEmpty, node.drawnStamp != stamp || node.drawnBounds.intersection(region).isEmpty { return }
            draw(node, parent: parent, alpha: alpha, clip: clip, position: position)
        }
    }

    private func endExtent(of node: RenderNode, stamp: Int) {
        node.drawnBounds = batch.endExtent()
        node.drawnStamp = stamp
    }

    private func draw(_ node: RenderNode, parent: CATransform3D, alpha: Float, clip: Clip, position: CGPoint?) {
        let layer = LayerGeometry.toSuperlayer(node.presented, position: position ?? node.presented.position)
        let matrix = CATransform3DConcat(layer, parent)
        if !node.presented.isDoubleSided, ClipSpace.facesAway(node.presented.bounds, through: matrix) { return }
        if castsShadow(node) {
            push(.body(node, alpha: alpha, clip: clip), matrix: matrix)
            drawShadow(node, matrix, alpha, clip)
        } else {
            drawBody(node, matrix, alpha, clip)
        }
    }

    /// The layer over its shadow: its running transition, or the layer as a group or plain.
    private func drawBody(_ node: RenderNode, _ matrix: CATransform3D, _ alpha: Float, _ clip: Clip) {
        if node.transitionPictures != nil, node !== snapshotRoot, drawTransition(node, matrix, alpha, clip) { return }
        let groupOpacity = node.presented.opacity < 1 && node.presented.allowsGroupOpacity && !node.sublayers.isEmpty
        if node.presented.mask != nil || groupOpacity {
            drawGroup(node, matrix, alpha, clip)
        } else {
            drawLayer(node, matrix, alpha, clip)
        }
    }

    /// Background, contents, sublayers, then the border on top, as Core Animation stacks them.
    private func drawLayer(_ node: RenderNode, _ matrix: CATransform3D, _ alpha: Float, _ clip: Clip) {
        let bounds = node.presented.bounds
        // Field by field: a LayerProperties argument would be a copy of the whole.
        let radii = cornerRadii(of: node)
        let state = DrawState(texture: .texture(whiteTexture), scissor: clip.scissor, stencil: clip.stencil)
        // Most layers have no effect: one flag says so, and nothing else is read for them.
        let hasEffect = node.presented.hasEffect
        if hasEffect, case .backdrop(let backdrop)? = node.presented.effect { drawBackdrop(node, backdrop, matrix, alpha, clip, radii) }
        // An opaque layer's own drawing is made over its opaque background colour (see BackingStore):
        // it needs no blending, and where it covers the bounds the background need not be drawn.
        let opaqueDrawing = node.texture != nil && node.presented.isOpaque && node.presented.contentsAreDrawn
            && (node.presented.backgroundColor?.alpha ?? 0) >= 1
        let coversBackground = opaqueDrawing && node.presented.contentsGravity == .resize
            && node.presented.contentsRect == FrameBuilder.unit && node.presented.drawnExtent.map { $0.contains(bounds) } ?? true
        if let color = node.presented.backgroundColor, color.alpha > 0, !coversBackground {
            let tint = Premultiplied(color, opacity: alpha)
            if radii.isZero {
                var fill = state
                fill.blends = !(tint.alpha >= 1 && coversManyPixels(bounds, matrix))
                batch.addPlain(rect: bounds, matrix: matrix, texCoords: FrameBuilder.unit, color: tint, state: fill)
            } else {
                batch.addShape(rect: bounds, matrix: matrix, texCoords: FrameBuilder.unit, color: tint,
                               shape: ShapeParameters(rect: bounds, radii: radii), state: state)
            }
        }
        if let texture = node.texture { drawContents(node, texture, matrix, alpha, state, radii, opaque: opaqueDrawing) }
        if hasEffect, case .emitter(let emission)? = node.presented.effect { drawParticles(node, emission, matrix, alpha, clip) }
        if node.presented.borderWidth > 0, let color = node.presented.borderColor, color.alpha > 0 {
            push(.border(node, alpha: alpha, clip: clip), matrix: matrix)
        }
        if !node.sublayers.isEmpty { drawSublayers(node, matrix, alpha, clip, radii) }
    }

    /// Whether `rect` (layer space) covers more than 256×256 window pixels under an affine `matrix`.
    /// Such an opaque colour (a window's or a panel's background) is drawn without blending: the same
    /// picture for less fill, at the price of a run of its own, worth it only when the quad is large.
    private func coversManyPixels(_ rect: CGRect, _ m: CATransform3D) -> Bool {
        guard m.m14 == 0, m.m24 == 0, m.m44 == 1 else { return false }
        let clipArea = abs(m.m11 * m.m22 - m.m12 * m.m21) * rect.width * rect.height
        return clipArea * CGFloat(batch.viewport.pixelWidth * batch.viewport.pixelHeight) / 4 > 65_536
    }

    private func drawContents(_ node: RenderNode, _ texture: TextureHandle, _ matrix: CATransform3D, _ alpha: Float,
                              _ background: DrawState, _ radii: CornerRadii, opaque: Bool) {
        var state = background
        state.texture = .texture(texture.id)
        let tint = Premultiplied(opacity: alpha)
        // Under masksToBounds the contents are cut to the bounds: exactly by the quads, and at rounded
        // corners by the shape shader, smoothly.
        let rounded = node.presented.masksToBounds && !radii.isZero
        // Opaque contents at full opacity replace what is under them (Core Animation's isOpaque),
        // except where smoothed rounded corners need blending.
        state.blends = rounded || !opaque || alpha < 1
        ContentsLayout.forEachQuad(pixelWidth: texture.width, pixelHeight: texture.height, node.presented,
                                   clip: node.presented.masksToBounds) { rect, texCoords in
            if rounded {
                batch.addShape(rect: rect, matrix: matrix, texCoords: texCoords, color: tint,
                               shape: ShapeParameters(rect: node.presented.bounds, radii: radii), state: state)
            } else {
                batch.addPlain(rect: rect, matrix: matrix, texCoords: texCoords, color: tint, state: state)
            }
        }
    }

    /// The sublayers, clipped under masksToBounds; a replicator's once per instance.
    private func drawSublayers(_ node: RenderNode, _ matrix: CATransform3D, _ alpha: Float,
                               _ clip: Clip, _ radii: CornerRadii) {
        var inner = clip
        var clipsToShape = false
        if node.presented.masksToBounds {
            // An axis-aligned rectangle clips by scissor alone; anything else (rounded corners, a
            // rotation, perspective) writes its exact shape to the stencil, the scissor only bounding it.
            let exact = radii.isZero && matrix.isAxisAlignedScaleTranslate
            let bounds = node.presented.bounds
            if let onScreen = ClipSpace.pixelRect(of: bounds, through: matrix, viewport: batch.viewport, exact: exact) {
                inner.scissor = clip.scissor.map { $0.intersection(onScreen) } ?? onScreen
                if inner.scissor?.isEmpty == true { return }
            }
            if !exact {
                if clip.stencil < UInt8.max {
                    inner.stencil = batch.pushClip(clipShape(of: node), matrix: matrix, level: clip.stencil, scissor: inner.scissor)
                    clipsToShape = true
                    stencilClips += 1
                } else {
                    Diagnostics.report("more than \(UInt8.max) nested rounded or transformed clips; deeper ones clip to their bounding box",
                                       .oncePerMessage)
                }
            }
        }
        // Core Animation flattens every layer into its superlayer's plane: the sublayers' depth only
        // matters through this layer's sublayerTransform (its perspective), not beyond.
        if clipsToShape { push(.popClip(node, scissor: inner.scissor, level: clip.stencil), matrix: matrix) }
        if node.presented.hasEffect, case .replicator(let replication)? = node.presented.effect {
            // A replicator that preserves depth keeps its sublayers' depth, as a transform layer would.
            let plane = replication.preservesDepth ? matrix : FrameBuilder.flattened(matrix)
            beginInstances(of: node, replication, sublayerParent(of: node, in: plane), alpha, inner)
        } else {
            pushSublayers(of: node, parent: sublayerParent(of: node, in: FrameBuilder.flattened(matrix)), opacity: alpha, clip: inner)
        }
    }

    /// What maps `node`'s sublayers to clip space, from `plane`, the node's own matrix (flattened):
    /// the node's sublayer transform, then that.
    private func sublayerParent(of node: RenderNode, in plane: CATransform3D) -> CATransform3D {
        LayerGeometry.sublayerMatrix(node.presented).map { CATransform3DConcat($0, plane) } ?? plane
    }

    /// Leaves the sublayers in `runs`, with a step in `steps`, to draw back to front: by their
    /// presented zPosition (so an animated zPosition reorders them while it runs), then in order (a
    /// stable sort, as Core Animation). Sorting, and its allocation, happen only when some sublayer
    /// has a zPosition or animates it; otherwise each is presented at the frame's time just before
    /// it is drawn.
    private func pushSublayers(of node: RenderNode, parent: CATransform3D, opacity: Float, clip: Clip) {
        var positioned = false
        for child in node.children where child.properties.zPosition != 0 || child.animatesZPosition { positioned = true; break }
        if positioned {
            let children = node.children.filter { !$0.isDestroyed }
            for child in children { present(child) }
            let sorted = children.enumerated().sorted {
                ($0.element.presented.zPosition, $0.offset) < ($1.element.presented.zPosition, $1.offset)
            }
            runs.append(SublayerRun(children: sorted.map(\.element), inOrder: false, parent: parent, opacity: opacity, clip: clip))
        } else {
            runs.append(SublayerRun(children: node.children, inOrder: true, parent: parent, opacity: opacity, clip: clip))
        }
        steps.append(.sublayers)
    }

    /// Draws the innermost run's sublayers one after another, until one leaves steps: the rest of
    /// the run then follows those. In a frame redrawn in part, sublayers in order drawn nowhere near
    /// the region are skipped before their presentation values are even computed.
    private func drawRunOfSublayers() {
        let top = runs.count - 1
        // Copied out once: visiting a child may grow `runs`, so its values cannot be lent from there.
        let (children, inOrder, parent, opacity, clip) = (runs[top].children, runs[top].inOrder, runs[top].parent, runs[top].opacity,
                                                          runs[top].clip)
        var culling: (region: PixelRect, stamp: Int)?
        if inOrder, case .cull(let region, let stamp) = extents, downscales.isEmpty { culling = (region, stamp) }
        var index = runs[top].next
        while index < children.count {
            let child = children[index]
            index += 1
            guard !child.isDestroyed else { continue }
            if let culling, child.drawnStamp != culling.stamp || child.drawnBounds.intersection(culling.region).isEmpty { continue }
            if inOrder { present(child) }
            let mark = steps.count
            visit(child, parent: parent, opacity: opacity, clip: clip)
            if steps.count > mark {
                runs[top].next = index
                insert(.sublayers, underLast: steps.count - mark)
                return
            }
        }
        runs.removeLast()
    }

    /// The border: inside the bounds, following the corners; four plain strips when they are square.
    private func drawBorder(_ node: RenderNode, _ matrix: CATransform3D, _ alpha: Float, _ clip: Clip) {
        guard let color = node.presented.borderColor else { return }
        let tint = Premultiplied(color, opacity: alpha)
        let state = DrawState(texture: .texture(whiteTexture), scissor: clip.scissor, stencil: clip.stencil)
        let radii = cornerRadii(of: node)
        let b = node.presented.bounds
        let width = min(node.presented.borderWidth, min(abs(b.width), abs(b.height)) / 2)
        guard width > 0 else { return }
        guard radii.isZero else {
            batch.addShape(rect: b, matrix: matrix, texCoords: FrameBuilder.unit, color: tint,
                           shape: ShapeParameters(rect: b, radii: radii, borderWidth: Float(width)), state: state)
            return
        }
        func strip(_ rect: CGRect) {
            guard rect.height > 0 else { return }
            batch.addPlain(rect: rect, matrix: matrix, texCoords: FrameBuilder.unit, color: tint, state: state)
        }
        strip(CGRect(x: b.minX, y: b.minY, width: b.width, height: width))
        strip(CGRect(x: b.minX, y: b.maxY - width, width: b.width, height: width))
        strip(CGRect(x: b.minX, y: b.minY + width, width: width, height: b.height - 2 * width))
        strip(CGRect(x: b.maxX - width, y: b.minY + width, width: width, height: b.height - 2 * width))
    }

    // MARK: Transitions

    /// Draws `node`'s running transition in place of the layer and its sublayers, from the pictures
    /// the executor made (clipped to the bounds under masksToBounds); false when none runs now.
    private func drawTransition(_ node: RenderNode, _ matrix: CATransform3D, _ alpha: Float, _ clip: Clip) -> Bool {
        guard let pictures = node.transitionPictures, let animation = node.transition, let effect = animation.transition,
              let sample = animation.timing.sample(at: time) else { return false }
        let bounds = node.presented.bounds
        var state = DrawState(texture: .texture(pictures.before.id), scissor: contentScissor(node, matrix, clip), stencil: clip.stencil)
        func texture(_ side: TransitionSide) -> TextureSource { .texture(side == .before ? pictures.before.id : pictures.after.id) }
        switch TransitionGeometry.drawing(effect.kind, progress: effect.progress(at: sample.fraction), bounds: bounds) {
        case .pictures(let placed):
            for picture in placed {
                state.texture = texture(picture.side)
                let shade = alpha * picture.brightness
                batch.addPlain(rect: bounds, matrix: CATransform3DConcat(picture.transform, matrix), texCoords: FrameBuilder.unit,
                               color: Premultiplied(red: shade, green: shade, blue: shade, alpha: alpha), state: state)
            }
        case .crossDissolve(let progress):
            batch.addPlain(rect: bounds, matrix: matrix, texCoords: FrameBuilder.unit, color: Premultiplied(opacity: alpha), state: state,
                           pipeline: .crossDissolve(other: pictures.after.id, progress: progress))
        case .pageCurl(let curl, let page):
            state.texture = texture(page)
            let revealed = page == .before ? pictures.after.id : pictures.before.id
            batch.addPlain(rect: bounds, matrix: matrix, texCoords: FrameBuilder.unit, color: Premultiplied(opacity: alpha), state: state,
                           pipeline: .pageCurl(revealed: revealed, curl))
        }
        return true
    }

    /// The scissor for what a layer shows in its own bounds (a transition's pictures, an emitter's
    /// particles): cut to the bounds' pixels under masksToBounds (their bounding box when turned).
    private func contentScissor(_ node: RenderNode, _ matrix: CATransform3D, _ clip: Clip) -> PixelRect? {
        guard node.presented.masksToBounds, let onScreen = ClipSpace.pixelRect(of: node.presented.bounds, through: matrix,
                                                                              viewport: batch.viewport, exact: matrix.isAxisAlignedScaleTranslate)
        else { return clip.scissor }
        return clip.scissor.map { $0.intersection(onScreen) } ?? onScreen
    }

    // MARK: Group opacity and masks

    /// Draws the layer and its sublayers offscreen at full opacity, then composites the result
    /// once at the layer's opacity, through the mask layer's alpha when it has one.
    private func drawGroup(_ node: RenderNode, _ matrix: CATransform3D, _ alpha: Float, _ clip: Clip) {
        let content = beginPass()
        push(.groupDrawn(node, content: content, alpha: alpha, clip: clip), matrix: matrix)
        drawLayer(node, matrix, 1, Clip(scissor: clip.scissor, stencil: 0))
    }

    /// The group is drawn: its mask next, offscreen as well, or the composite.
    private func groupDrawn(_ node: RenderNode, _ matrix: CATransform3D, _ alpha: Float, _ clip: Clip, content: Int) {
        let (bounds, _) = endPass()
        guard let id = node.presented.mask, let mask = tree[id] else {
            return composite(content, bounds: bounds, alpha, clip, pipeline: .plain)
        }
        // The mask lives in the layer's space, like a sublayer, but outside its sublayerTransform.
        let maskSurface = beginPass()
        present(mask)
        steps.append(.maskDrawn(Boxed(MaskPass(alpha: alpha, clip: clip, content: content, bounds: bounds, mask: maskSurface))))
        push(.visit(mask, opacity: 1, clip: Clip(scissor: clip.scissor, stencil: 0)), matrix: FrameBuilder.flattened(matrix))
    }

    /// Puts the group drawn on surface `content` on screen at `alpha`, and frees its surfaces.
    private func composite(_ content: Int, bounds: PixelRect, _ alpha: Float, _ clip: Clip, pipeline: Pipeline) {
        if !bounds.isEmpty {
            batch.addScreenQuad(pixels: bounds, texCoords: batch.surfaceTexCoords(of: bounds, downscale: downscale),
                                color: Premultiplied(opacity: alpha),
                                state: DrawState(texture: .surface(content), scissor: clip.scissor, stencil: clip.stencil),
                                pipeline: pipeline)
        }
        surfacesInUse = content
    }

    /// Starts an offscreen pass on the next free surface, at 1/`requested` resolution or coarser
    /// (a pass inside a downscaled pass is downscaled alike); returns the surface.
    private func beginPass(downscale requested: Int = 1) -> Int {
        let surface = takeSurface()
        offscreenPasses += 1
        downscales.append(downscale)
        downscale = max(downscale, requested)
        batch.beginPass(surface: surface, downscale: downscale)
        return surface
    }

    private func endPass() -> (bounds: PixelRect, begin: Int) {
        downscale = downscales.removeLast()
        return batch.endPass()
    }

    private func takeSurface() -> Int {
        surfacesInUse += 1
        surfacesNeeded = max(surfacesNeeded, surfacesInUse)
        return surfacesInUse - 1
    }

    // MARK: Replicators

    /// Draws a replicator's sublayers once per instance: instance k through the instance transform
    /// to the power k (about the centre of the bounds), its colours multiplied by its instance colour,
    /// its sublayers' animations `k × instanceDelay` seconds behind. The sublayers' textures are drawn
    /// again as quads; nothing is redrawn. The instances follow one another through `steps`.
    private func beginInstances(of node: RenderNode, _ replication: Replication, _ parent: CATransform3D, _ alpha: Float,
                                _ clip: Clip) {
        guard replication.count > 0 else { return }
        let bounds = node.presented.bounds
        let step = LayerGeometry.between(-bounds.midX, -bounds.midY, 0, replication.transform, bounds.midX, bounds.midY, 0)
        let pass = InstancePass(node: node, replication: replication, parent: parent, alpha: alpha, clip: clip, step: step,
                                frameTime: time, frameExtents: extents)
        // The sublayers are drawn several times, so no one place is where they were drawn: they are
        // recorded under no stamp (a change in them redraws everything) and never culled.
        if case .ignore = extents {} else { extents = .record(stamp: -1) }
        beginInstance(pass)
    }

    /// The instance `pass` is at: its sublayers' visits, then `instanceDrawn`.
    private func beginInstance(_ pass: InstancePass) {
        time = pass.frameTime - Double(pass.k) * pass.replication.delay
        pass.start = (commands: batch.commands.count, plain: batch.plainQuadCount, shapes: batch.shapeQuadCount)
        steps.append(.instanceDrawn(pass))
        pushSublayers(of: pass.node, parent: CATransform3DConcat(pass.instance, pass.parent), opacity: pass.alpha, clip: pass.clip)
    }

    /// The instance's quads take its colour; then the next instance, or the frame's time back.
    private func instanceDrawn(_ pass: InstancePass) {
        let color = pass.replication.color(ofInstance: pass.k)
        if color != FrameBuilder.white {
            batch.multiplyColors(from: pass.start.commands, plainStart: pass.start.plain, shapeStart: pass.start.shapes,
                                 by: Premultiplied(color, opacity: 1))
        }
        if pass.k + 1 < pass.replication.count {
            pass.k += 1
            pass.instance = CATransform3DConcat(pass.instance, pass.step)
            beginInstance(pass)
        } else {
            time = pass.frameTime
            extents = pass.frameExtents
        }
    }

    private static let white = CGColorRGBA(red: 1, green: 1, blue: 1, alpha: 1)

    // MARK: Emitters

    /// Draws an emitter's live particles at the frame's time, each a textured quad of its cell's
    /// image, cut to the bounds under masksToBounds like contents.
    private func drawParticles(_ node: RenderNode, _ emission: Emission, _ matrix: CATransform3D, _ alpha: Float, _ clip: Clip) {
        let elapsed = emission.elapsed(at: time)
        var state = DrawState(texture: .texture(whiteTexture), scissor: contentScissor(node, matrix, clip), stencil: clip.stencil)
        state.adds = emission.renderMode == .additive
        for index in emission.cells.indices {
            let cell = emission.cells[index]
            guard let image = cell.image, let texture = tree[image]?.texture else { continue }
            state.texture = .texture(texture.id)
            let width = CGFloat(texture.width) * cell.contentsRect.width / cell.contentsScale
            let height = CGFloat(texture.height) * cell.contentsRect.height / cell.contentsScale
            let rect = CGRect(x: -width / 2, y: -height / 2, width: width, height: height)
            ParticleSimulation.forEachParticle(of: emission, cell: index, at: elapsed) { particle in
                let c = cos(particle.angle) * particle.scale, s = sin(particle.angle) * particle.scale
                var placed = CATransform3DIdentity
                placed.m11 = c; placed.m12 = s; placed.m21 = -s; placed.m22 = c
                placed.m41 = particle.position.x; placed.m42 = particle.position.y
                batch.addPlain(rect: rect, matrix: CATransform3DConcat(placed, matrix), texCoords: cell.contentsRect,
                               color: Premultiplied(particle.color, opacity: alpha), state: state)
            }
        }
        if emission.emits { showsAnimation = true }
    }

    // MARK: Backdrops

    /// Shows the pixels drawn so far under the layer's bounds blurred: copied offscreen (downscaled so
    /// the blur's deviation is about 3 texels), blurred across then down, and drawn back clipped to the
    /// bounds and corners, under the backdrop's tint. The layer's background and the rest go over it.
    private func drawBackdrop(_ node: RenderNode, _ backdrop: Backdrop, _ matrix: CATransform3D, _ alpha: Float, _ clip: Clip,
                              _ radii: CornerRadii) {
        let bounds = node.presented.bounds
        let square = radii.isZero && matrix.isAxisAlignedScaleTranslate
        let window = PixelRect(x: 0, y: 0, width: batch.viewport.pixelWidth, height: batch.viewport.pixelHeight)
        guard var region = ClipSpace.pixelRect(of: bounds, through: matrix, viewport: batch.viewport, exact: square),
              let metrics = ClipSpace.pixelMetrics(at: CGPoint(x: bounds.midX, y: bounds.midY), offset: .zero, through: matrix,
                                                   viewport: batch.viewport) else { return }
        if let scissor = clip.scissor { region = region.intersection(scissor) }
        let sigma = backdrop.sigma * metrics.scale
        guard !region.isEmpty, sigma > 0 else { return }
        readsBackdrop = true
        let scale = max(downscale, Int((sigma / 3).rounded()))
        let texelSigma = Float(sigma) / Float(scale)
        let taps = Int((3 * texelSigma).rounded(.up))
        let copy = takeSurface(), across = takeSurface()
        defer { surfacesInUse = copy }
        // What lies just outside the bounds blurs into them too: the copy reaches as far as the blur reads.
        batch.copyBackdrop(into: copy, region: region.insetBy((taps + 2) * scale).intersection(window), downscale: scale,
                           sourceDownscale: downscale)
        batch.blur(source: copy, target: across, region: region.insetBy(dx: 0, dy: (taps + 1) * scale).intersection(window),
                   horizontal: true, sigma: texelSigma, downscale: scale, colors: true)
        batch.blur(source: across, target: copy, region: region, horizontal: false, sigma: texelSigma, downscale: scale, colors: true)
        var state = DrawState(texture: .surface(copy), scissor: region, stencil: clip.stencil)
        let shape = ShapeParameters(rect: bounds, radii: radii)
        let clipsExactly = !square && clip.stencil < UInt8.max
        if clipsExactly {
            state.stencil = batch.pushClip(shape, matrix: matrix, level: clip.stencil, scissor: region)
            stencilClips += 1
        }
        batch.addScreenQuad(pixels: region, texCoords: batch.surfaceTexCoords(of: region, downscale: scale),
                            color: Premultiplied(opacity: alpha), state: state)
        if let tint = backdrop.tint, tint.alpha > 0 {
            state.texture = .texture(whiteTexture)
            batch.addScreenQuad(pixels: region, texCoords: FrameBuilder.unit, color: Premultiplied(tint, opacity: alpha), state: state)
        }
        if clipsExactly { batch.popClip(shape, matrix: matrix, level: clip.stencil, scissor: region) }
    }

    // MARK: Shadows

    /// Core Animation draws no shadow at zero opacity, and clips it away under masksToBounds.
    private func castsShadow(_ node: RenderNode) -> Bool {
        node.presented.shadowOpacity > 0 && (node.presented.shadowColor?.alpha ?? 0) > 0 && !node.presented.masksToBounds
    }

    /// The shadow, beneath the layer. A rectangle, rounded rectangle or circle (a shadowPath that
    /// outlines one, or a layer that is only a background) gets an exact analytic shadow from the
    /// shape shader; anything else (contents, sublayers, a border without opaque background, another
    /// shadowPath) is drawn offscreen as an alpha shape and blurred.
    private func drawShadow(_ node: RenderNode, _ matrix: CATransform3D, _ alpha: Float, _ clip: Clip) {
        let bounds = node.presented.bounds
        guard let color = node.presented.shadowColor else { return }
        var opacity = alpha * node.presented.shadowOpacity
        var outline: (rect: CGRect, radii: CornerRadii)?
        if let path = node.presented.shadowPath {
            if let match = RoundedRectOutline.match(path) { outline = (match.rect, CornerRadii(uniform: match.radius)) }
        } else if node.texture == nil, node.sublayers.isEmpty, let background = node.presented.backgroundColor,
                  background.alpha > 0, node.presented.borderWidth == 0 || background.alpha >= 1 {
            outline = (bounds, cornerRadii(of: node))
            opacity *= Float(background.alpha)
        }
        if let (rect, radii) = outline {
            let shape = rect.offsetBy(dx: node.presented.shadowOffset.width, dy: node.presented.shadowOffset.height)
            let reach = 3 * node.presented.shadowRadius + 1
            batch.addShape(rect: shape.insetBy(dx: -reach, dy: -reach), matrix: matrix, texCoords: FrameBuilder.unit,
                           color: Premultiplied(color, opacity: opacity),
                           shape: ShapeParameters(rect: shape, radii: radii, sigma: Float(node.presented.shadowRadius)),
                           state: DrawState(texture: .texture(whiteTexture), scissor: clip.scissor, stencil: clip.stencil))
            return
        }
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        guard let metrics = ClipSpace.pixelMetrics(at: center, offset: node.presented.shadowOffset, through: matrix,
                                                   viewport: batch.viewport) else { return }
        let sigma = node.presented.shadowRadius * metrics.scale
        // The shape is drawn and blurred at a resolution where the deviation is about 3 texels.
        let source = beginPass(downscale: max(1, PixelRect.pixels(Double(sigma / 3), .down)))
        let pass = ShadowPass(node: node, alpha: alpha, clip: clip, color: color, sigma: sigma, offset: (metrics.dx, metrics.dy),
                              source: source, scale: downscale)
        if let path = node.presented.shadowPath {
            fillPath(path, matrix)
            shadowDrawn(pass)
        } else {
            steps.append(.shadowDrawn(Boxed(pass)))
            drawLayer(node, matrix, 1, Clip(scissor: nil, stencil: 0))
        }
    }

    /// The shadow's shape is drawn offscreen: blurs it and composites it under the layer.
    private func shadowDrawn(_ pass: ShadowPass) {
        let (node, alpha, clip, color, sigma, source, scale) = (pass.node, pass.alpha, pass.clip, pass.color, pass.sigma, pass.source, pass.scale)
        let (drawn, begin) = endPass()
        defer { surfacesInUse = source }
        guard !drawn.isEmpty else { return }
        let window = PixelRect(x: 0, y: 0, width: batch.viewport.pixelWidth, height: batch.viewport.pixelHeight)
        let texelSigma = Float(sigma) / Float(scale)
        let taps = PixelRect.pixels(Double(3 * texelSigma), .up)
        let region = drawn.insetBy(PixelRect.pixels(Double(3 * sigma), .up) + scale).intersection(window)
        // The blur reads `taps` texels beyond the region: clear them, and blur across over rows that far out.
        batch.setClearRegion(region.insetBy((taps + 2) * scale).intersection(window), ofPassAt: begin)
        let across = takeSurface()
        batch.blur(source: source, target: across, region: region.insetBy(dx: 0, dy: (taps + 1) * scale).intersection(window),
                   horizontal: true, sigma: texelSigma, downscale: scale)
        batch.blur(source: across, target: source, region: region, horizontal: false, sigma: texelSigma, downscale: scale)
        let shown = region.offsetBy(dx: PixelRect.pixels(Double(pass.offset.dx)), dy: PixelRect.pixels(Double(pass.offset.dy)))
        batch.addScreenQuad(pixels: shown, texCoords: batch.surfaceTexCoords(of: region, downscale: scale),
                            color: Premultiplied(color, opacity: alpha * node.presented.shadowOpacity),
                            state: DrawState(texture: .surface(source), scissor: clip.scissor, stencil: clip.stencil))
    }

    /// Fills `path` (layer space, non-zero winding) in opaque white, by stencil-then-cover.
    private func fillPath(_ path: CGPath, _ matrix: CATransform3D) {
        let fan = batch.plainQuadCount
        var pivot: CGPoint?
        path.forEachFlattenedEdge { a, b in
            let origin = pivot ?? a
            pivot = origin
            batch.addFanTriangle(origin, a, b, matrix: matrix)
        }
        guard pivot != nil else { return }
        batch.fillPath(fanFrom: fan, cover: path.boundingBoxOfPath, matrix: matrix)
    }

    // MARK: Helpers

    /// The layer's corners (presented), as its background, contents, border and clip follow them.
    private func cornerRadii(of node: RenderNode) -> CornerRadii {
        CornerRadii(cornerRadius: node.presented.cornerRadius, maskedCorners: node.presented.maskedCorners, bounds: node.presented.bounds)
    }

    /// The shape a layer clips its sublayers to under masksToBounds: its bounds and corners.
    private func clipShape(of node: RenderNode) -> ShapeParameters {
        ShapeParameters(rect: node.presented.bounds, radii: cornerRadii(of: node))
    }

    private static let unit = CGRect(x: 0, y: 0, width: 1, height: 1)

    /// `m` with the z row dropped: what a sublayer's own depth becomes once flattened into this plane.
    private static func flattened(_ m: CATransform3D) -> CATransform3D {
        var flat = m
        flat.m31 = 0; flat.m32 = 0; flat.m33 = 0; flat.m34 = 0
        return flat
    }
}
