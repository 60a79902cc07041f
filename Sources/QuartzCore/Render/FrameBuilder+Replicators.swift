import CoreGraphics

/// A replicator's instances: its sublayers drawn once per instance, each placed, delayed and tinted
/// by the instance's index.
extension FrameBuilder {
    /// A replicator whose instances are being drawn, and what each needs. A class: a step holds
    /// a reference, so the replicator's values do not widen every step of every frame.
    final class InstancePass {
        let node: RenderNode
        let replication: Replication
        let parent: CATransform3D
        let alpha: Float
        let clip: Clip
        /// When the replicator itself is drawn: instance k shows its sublayers `k × instanceDelay` earlier.
        let scope: Scope
        /// The instance transform about the centre of the bounds: instance k is placed by its k-th power.
        let step: CATransform3D
        /// The instance being drawn, where it is placed, and where its commands and quads begin in the batch.
        var k = 0
        var instance = CATransform3DIdentity
        var start = (commands: 0, plain: 0, shapes: 0)

        init(node: RenderNode, replication: Replication, parent: CATransform3D, alpha: Float, clip: Clip, scope: Scope,
             step: CATransform3D) {
            (self.node, self.replication, self.parent, self.alpha, self.clip) = (node, replication, parent, alpha, clip)
            (self.scope, self.step) = (scope, step)
        }

        /// What instance k's sublayers are drawn in: an earlier time, as an instance.
        var instanceScope: Scope { Scope(time: scope.time - Double(k) * replication.delay, isInstance: true) }
    }

    /// Draws a replicator's sublayers once per instance: instance k through the instance transform
    /// to the power k (about the centre of the bounds), its colours multiplied by its instance colour,
    /// its sublayers' animations `k × instanceDelay` seconds behind. The sublayers' textures are drawn
    /// again as quads; nothing is redrawn. The instances follow one another through `steps`.
    func beginInstances(of node: RenderNode, _ replication: Replication, _ parent: CATransform3D, _ alpha: Float, _ clip: Clip,
                        _ scope: Scope) {
        guard replication.count > 0 else { return }
        let bounds = node.presented.bounds
        let step = LayerGeometry.between(-bounds.midX, -bounds.midY, 0, replication.transform, bounds.midX, bounds.midY, 0)
        beginInstance(InstancePass(node: node, replication: replication, parent: parent, alpha: alpha, clip: clip, scope: scope,
                                   step: step))
    }

    /// The instance `pass` is at: its sublayers' visits, then `instanceDrawn`.
    private func beginInstance(_ pass: InstancePass) {
        pass.start = (commands: batch.commands.count, plain: batch.plainQuadCount, shapes: batch.shapeQuadCount)
        steps.append(.instanceDrawn(pass))
        pushSublayers(of: pass.node, parent: CATransform3DConcat(pass.instance, pass.parent), opacity: pass.alpha, clip: pass.clip,
                      scope: pass.instanceScope)
    }

    /// The instance's quads take its colour; then the next instance.
    func instanceDrawn(_ pass: InstancePass) {
        let color = pass.replication.color(ofInstance: pass.k)
        if color != FrameBuilder.white {
            batch.multiplyColors(from: pass.start.commands, plainStart: pass.start.plain, shapeStart: pass.start.shapes,
                                 by: Premultiplied(color, opacity: 1))
        }
        guard pass.k + 1 < pass.replication.count else { return }
        pass.k += 1
        pass.instance = CATransform3DConcat(pass.instance, pass.step)
        beginInstance(pass)
    }

    private static let white = CGColorRGBA(red: 1, green: 1, blue: 1, alpha: 1)
}
