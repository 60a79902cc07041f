import CoreGraphics
import Foundation

/// An emitter's particles, simulated at the frame's time.
extension FrameBuilder {
    /// Draws an emitter's live particles at `time`, each a textured quad of its cell's image, cut to
    /// the bounds under masksToBounds like contents.
    func drawParticles(_ node: RenderNode, _ emission: Emission, _ matrix: CATransform3D, _ alpha: Float, _ clip: Clip,
                       at time: Double) {
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
}
