import CoreGraphics

/// A layer's sublayers: clipped to its shape under masksToBounds, ordered by zPosition, and drawn
/// one after another from a run kept once for all of them.
extension FrameBuilder {
    /// The sublayers of one layer being drawn, in drawing order, and what they all share: kept
    /// once here rather than in a step per sublayer, so a sublayer that leaves no steps of its own
    /// (most are leaves) is drawn without any.
    struct SublayerRun {
        let children: [RenderNode]
        /// Whether `children` are in the layer's order, each brought to the frame's time just before
        /// it is drawn (and culled first in a frame redrawn in part), or sorted and presented already.
        let inOrder: Bool
        /// What of the sublayers' space can show (`visibleRect`): a sublayer outside it is left out.
        let visible: CGRect?
        let parent: CATransform3D
        let opacity: Float
        let clip: Clip
        let scope: Scope
        /// The next child to draw.
        var next = 0
    }

    /// The sublayers, clipped under masksToBounds; a replicator's once per instance.
    func drawSublayers(_ node: RenderNode, _ matrix: CATransform3D, _ alpha: Float, _ clip: Clip, _ radii: CornerRadii,
                       _ scope: Scope) {
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
            beginInstances(of: node, replication, sublayerParent(of: node, in: plane), alpha, inner, scope)
        } else {
            pushSublayers(of: node, parent: sublayerParent(of: node, in: FrameBuilder.flattened(matrix)), opacity: alpha, clip: inner,
                          scope: scope)
        }
    }

    /// What maps `node`'s sublayers to clip space, from `plane`, the node's own matrix (flattened):
    /// the node's sublayer transform, then that.
    private func sublayerParent(of node: RenderNode, in plane: CATransform3D) -> CATransform3D {
        LayerGeometry.sublayerMatrix(node.presented).map { CATransform3DConcat($0, plane) } ?? plane
    }

    /// Leaves the sublayers that may show in `runs`, with a step in `steps`, to draw back to front:
    /// by their presented zPosition (so an animated zPosition reorders them while it runs), then in
    /// order (a stable sort, as Core Animation). Sorting, and its allocation, happen only when some
    /// sublayer has a zPosition or animates it; otherwise each is presented at the scope's time just
    /// before it is drawn. Of many sublayers, only those the index places in view are listed at all.
    func pushSublayers(of node: RenderNode, parent: CATransform3D, opacity: Float, clip: Clip, scope: Scope) {
        let visible = visibleRect(under: parent, clip: clip, scope: scope)
        let candidates = sublayers(of: node, showingIn: visible)
        var positioned = false
        for child in candidates where child.ordersByZPosition { positioned = true; break }
        if positioned {
            let children = candidates.filter { child in !child.isDestroyed && visible.map { child.mayShow(in: $0) } ?? true }
            for child in children { present(child, in: scope) }
            let sorted = children.enumerated().sorted {
                ($0.element.presented.zPosition, $0.offset) < ($1.element.presented.zPosition, $1.offset)
            }
            runs.append(SublayerRun(children: sorted.map(\.element), inOrder: false, visible: nil, parent: parent, opacity: opacity,
                                    clip: clip, scope: scope))
        } else {
            runs.append(SublayerRun(children: candidates, inOrder: true, visible: visible, parent: parent, opacity: opacity, clip: clip,
                                    scope: scope))
        }
        steps.append(.sublayers)
    }

    /// Draws the innermost run's sublayers one after another, until one leaves steps: the rest of
    /// the run then follows those. Sublayers in order that cannot show, and in a frame redrawn in
    /// part those drawn nowhere near the region, are skipped before their presentation values are
    /// even computed.
    func drawRunOfSublayers() {
        let top = runs.count - 1
        // Copied out once: visiting a child may grow `runs`, so its values cannot be lent from there.
        let (children, inOrder, visible, parent, opacity, clip, scope) = (runs[top].children, runs[top].inOrder, runs[top].visible,
                                                                          runs[top].parent, runs[top].opacity, runs[top].clip,
                                                                          runs[top].scope)
        var culling: (region: PixelRect, stamp: Int)?
        if inOrder, case .cull(let region, let stamp) = extents(in: scope), downscales.isEmpty { culling = (region, stamp) }
        var index = runs[top].next
        while index < children.count {
            let next = Unmanaged.passUnretained(children[index])
            index += 1
            // `children`, kept alive through the visit, holds the child: it is lent to the visit rather
            // than retained and released around it, 0.7 M instructions a frame fewer at 5,000 animated layers.
            let leftSteps = withExtendedLifetime(children) { next._withUnsafeGuaranteedRef { child -> Bool in
                guard !child.isDestroyed else { return false }
                if let visible, !child.mayShow(in: visible) { return false }
                if let culling, child.drawnStamp != culling.stamp || child.drawnBounds.intersection(culling.region).isEmpty { return false }
                if inOrder { present(child, in: scope) }
                let mark = steps.count
                visit(child, parent: parent, opacity: opacity, clip: clip, scope: scope)
                guard steps.count > mark else { return false }
                runs[top].next = index
                insert(.sublayers, underLast: steps.count - mark)
                return true
            } }
            if leftSteps { return }
        }
        runs.removeLast()
    }
}
