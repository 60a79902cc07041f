import Foundation
import Testing
@testable import QuartzCore

/// CAEmitterLayer's particles: the simulation (a pure function of seed, cell and time) and the
/// quads the frame builder makes of them.
@Suite("CAEmitterLayer particles", .serialized)
@MainActor
struct EmitterLayerTests {
    /// An emitter at (20, 50) of one cell: 10 births a second living 2 s, moving right at 50 points a second.
    private func emitter(on stage: Stage) -> (CAEmitterLayer, CAEmitterCell) {
        let emitter = CAEmitterLayer()
        emitter.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        emitter.emitterPosition = CGPoint(x: 20, y: 50)
        let cell = CAEmitterCell()
        cell.birthRate = 10
        cell.lifetime = 2
        cell.velocity = 50
        cell.contents = CGImage(width: 4, height: 4, bytesPerRow: 16, premultipliedBGRA: [UInt8](repeating: 255, count: 64))
        emitter.emitterCells = [cell]
        stage.root.addSublayer(emitter)
        CATransaction.flush()
        return (emitter, cell)
    }

    private func particles(of emitter: CAEmitterLayer, at elapsed: Double) -> [Particle] {
        guard case .emitter(let emission)? = emitter.properties.effect else { return [] }
        var found: [Particle] = []
        for cell in emission.cells.indices {
            ParticleSimulation.forEachParticle(of: emission, cell: cell, at: elapsed) { found.append($0) }
        }
        return found
    }

    @Test("Without ranges, particles lie on the line the velocity draws, one every velocity ÷ birthRate points")
    func particlesOnALine() {
        let stage = Stage()
        defer { stage.tearDown() }
        let (emitter, _) = emitter(on: stage)
        let found = particles(of: emitter, at: 1.05)
        #expect(found.count == 11, "births at 0, 0.1 … 1.0 s are alive at 1.05 s")
        for (k, particle) in found.enumerated() {
            let age = 1.05 - Double(k) / 10
            let expectedX: CGFloat = 20 + 50 * age
            #expect(abs(particle.position.x - expectedX) < 1e-6 && particle.position.y == 50)
            #expect(particle.scale == 1 && particle.angle == 0)
        }
        // Past the lifetime the oldest are gone: at 5.05 s only the births of the last 2 s live.
        #expect(particles(of: emitter, at: 5.05).count == 20)
        #expect(particles(of: emitter, at: 5.05).map(\.position.x).max()! < 20 + 50 * 2)
    }

    @Test("The same seed gives the same particles; another seed other ones; ranges stay within bounds")
    func seedsAndRanges() {
        let stage = Stage()
        defer { stage.tearDown() }
        let (emitter, cell) = emitter(on: stage)
        cell.velocityRange = 20
        cell.emissionRange = .pi / 2
        cell.scaleRange = 0.5
        cell.alphaRange = 0.2
        emitter.seed = 7
        let first = particles(of: emitter, at: 1.55)
        #expect(first == particles(of: emitter, at: 1.55))
        emitter.seed = 8
        let other = particles(of: emitter, at: 1.55)
        #expect(other.count == first.count && other != first)
        for particle in other {
            #expect(particle.scale >= 0.5 && particle.scale <= 1.5)
            #expect(particle.color.alpha >= 0.8 && particle.color.alpha <= 1)
            // Directions within ±45° of the x axis.
            let dx = particle.position.x - 20, dy = particle.position.y - 50
            #expect(abs(dy) <= dx * 1.0001)
        }
    }

    @Test("birthRate 0 on the layer or the cell: no particles, and nothing that moves")
    func noBirths() {
        let stage = Stage()
        defer { stage.tearDown() }
        let (emitter, cell) = emitter(on: stage)
        emitter.birthRate = 0
        #expect(particles(of: emitter, at: 1.05).isEmpty)
        emitter.birthRate = 1
        cell.birthRate = 0
        #expect(particles(of: emitter, at: 1.05).isEmpty)
        #expect(!stage.renderTree().hasRunningAnimations(at: stage.time + 1), "a silent emitter asks for no frames")
        cell.birthRate = 10
        #expect(stage.renderTree().hasRunningAnimations(at: stage.time + 1), "an emitting one does")
    }

    @Test("Shapes: a line emitter spreads births along its width, a circle's outline keeps them at its radius")
    func shapes() {
        let stage = Stage()
        defer { stage.tearDown() }
        let (emitter, cell) = emitter(on: stage)
        cell.velocity = 0
        emitter.emitterShape = .line
        emitter.emitterSize = CGSize(width: 100, height: 0)
        let line = particles(of: emitter, at: 1.95)
        #expect(line.allSatisfy { $0.position.y == 50 && $0.position.x >= -30 && $0.position.x <= 70 })
        #expect(Set(line.map(\.position.x)).count == line.count, "spread, not piled up")
        emitter.emitterShape = .circle
        emitter.emitterMode = .outline
        for particle in particles(of: emitter, at: 1.95) {
            #expect(abs(hypot(particle.position.x - 20, particle.position.y - 50) - 50) < 1e-6)
        }
    }

    @Test("The frame builder draws one quad of the cell's image per live particle; additive mode adds")
    func quadsPerParticle() {
        let stage = Stage()
        defer { stage.tearDown() }
        let (emitter, _) = emitter(on: stage)
        emitter.renderMode = .additive
        guard case .emitter(let emission)? = emitter.properties.effect, let image = emission.cells[0].image else {
            Issue.record("the emitter sent no cell image")
            return
        }
        let viewport = Viewport(pointSize: CGSize(width: 400, height: 300), pixelWidth: 400, pixelHeight: 300)
        let builder = stage.buildFrame(viewport: viewport, at: stage.time + 1.05) { tree in
            // The texture the executor would have made of the cell's image.
            tree[image]!.texture = TextureHandle(id: TextureID(42), width: 4, height: 4, reduction: 1, key: nil)
        }
        #expect(builder.batch.plainQuadCount == 11)
        #expect(builder.showsAnimation)
        guard case .quads(_, let state, _, let count)? = builder.batch.commands.last else {
            Issue.record("no quads")
            return
        }
        #expect(count == 11 && state.adds && state.texture == .texture(TextureID(42)) && state.scissor == nil)
        // The newest particle, just born, is a 4×4 quad centred on the emitter's position.
        let corners = builder.batch.corners(ofQuad: 10, pipeline: .plain)
        #expect(abs(corners.map(\.x).min()! - (20 + 2.5 - 2)) < 1e-3 && abs(corners.map(\.y).min()! - 48) < 1e-3)
        // Under masksToBounds, particles are cut to the bounds as contents are.
        emitter.masksToBounds = true
        emitter.bounds.size = CGSize(width: 100, height: 80)
        let clipped = stage.buildFrame(viewport: viewport, at: stage.time + 1.05) { tree in
            tree[image]!.texture = TextureHandle(id: TextureID(42), width: 4, height: 4, reduction: 1, key: nil)
        }
        guard case .quads(_, let cut, _, 11)? = clipped.batch.commands.last else {
            Issue.record("no quads")
            return
        }
        #expect(cut.scissor == PixelRect(x: 150, y: 110, width: 100, height: 80), "the bounds, about the same position")
    }
}
