import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

private let black = CGColor(red: 0, green: 0, blue: 0, alpha: 1)

/// What the compositor draws for CAReplicatorLayer, CAEmitterLayer and UIVisualEffectView, read back.
@Suite("Replicator, emitter and blur on screen", .serialized, .startsClean)
@MainActor
struct LayerEffectsRenderingTests {
    /// Runs `body` with the commit clock fixed at `time`: an emitter's particles start then.
    private func withCommitClock(at time: Double, _ body: () -> Void) {
        let previous = CATransaction.state.clock
        CATransaction.state.clock = { time }
        defer { CATransaction.state.clock = previous }
        body()
    }

    /// A cell of 4×4 white particles, 10 born a second, living 10 s, moving right at 50 points a second.
    private func movingCell() -> CAEmitterCell {
        let cell = CAEmitterCell()
        cell.contents = CGImage(width: 4, height: 4, bytesPerRow: 16, premultipliedBGRA: [UInt8](repeating: 255, count: 64))
        cell.birthRate = 10
        cell.lifetime = 10
        cell.velocity = 50
        return cell
    }

    /// An emitter at (20, 50) of `cells`, over a black layer filling `window`, emitting from media time 500.
    private func blackWindowEmitter(in window: UIWindow, cells: [CAEmitterCell]) -> CAEmitterLayer {
        let backing = CALayer()
        backing.frame = window.bounds
        backing.backgroundColor = black
        window.layer.addSublayer(backing)
        let emitter = CAEmitterLayer()
        emitter.frame = window.bounds
        emitter.emitterPosition = CGPoint(x: 20, y: 50)
        withCommitClock(at: 500) { emitter.emitterCells = cells }
        window.layer.addSublayer(emitter)
        return emitter
    }

    @Test("A replicated square: five instances shifted by the transform, coloured by instanceColor and its offsets; changes redraw nothing")
    func replicatedSquare() {
        withWindow(size: CGSize(width: 300, height: 100)) { window, renderer in
            let replicator = CAReplicatorLayer()
            replicator.frame = CGRect(x: 10, y: 10, width: 280, height: 80)
            let square = CAShapeLayer()
            square.path = CGPath(rect: CGRect(x: 0, y: 20, width: 30, height: 30), transform: .identity)
            square.fillColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
            replicator.addSublayer(square)
            replicator.instanceCount = 5
            replicator.instanceTransform = CATransform3DMakeTranslation(50, 0, 0)
            replicator.instanceColor = CGColor(red: 1, green: 0, blue: 1, alpha: 1)
            replicator.instanceGreenOffset = 0.25
            replicator.instanceBlueOffset = -0.25
            window.layer.addSublayer(replicator)
            let picture = frame(window, renderer)
            for k in 0..<5 {
                let expected = RGB(r: 255, g: UInt8(63.75 * Double(k)), b: UInt8(255 - 63.75 * Double(k)))
                #expect(picture.rgb(25 + 50 * k, 45).isClose(to: expected, tolerance: 3), "instance \(k): \(picture.rgb(25 + 50 * k, 45))")
                #expect(picture.rgb(45 + 50 * k, 45) == .white, "the gap after instance \(k)")
            }
            #expect(picture.rgb(275, 45) == .white && picture.rgb(25, 20) == .white, "no sixth instance; nothing above")
            // Fewer instances, moved further apart: the square's one bitmap is shown again, not redrawn.
            let draws = DrawingCounters.layerDraws
            replicator.instanceCount = 3
            replicator.instanceTransform = CATransform3DMakeTranslation(100, 0, 0)
            let fewer = frame(window, renderer)
            #expect(DrawingCounters.layerDraws == draws)
            #expect(fewer.rgb(125, 45).isClose(to: RGB(r: 255, g: 64, b: 191), tolerance: 3) && fewer.rgb(225, 45).isClose(to: RGB(r: 255, g: 128, b: 128), tolerance: 3))
            #expect(fewer.rgb(75, 45) == .white && fewer.rgb(175, 45) == .white)
        }
    }

    @Test("Emitter: with a fixed seed and clock, particles lie where the simulation puts them after 2 s; birthRate 0 shows none")
    func emitterLine() {
        withWindow(size: CGSize(width: 300, height: 100)) { window, renderer in
            let emitter = blackWindowEmitter(in: window, cells: [movingCell()])
            emitter.seed = 3
            let picture = frame(window, renderer, at: 502.05)
            // Born every 0.1 s, moving 50 points a second to the right: centres at 20 + 50 × age, 5 points apart.
            for k in 0...20 {
                let centre = 20 + 50 * (2.05 - Double(k) / 10)
                #expect(picture.rgb(Int(centre), 50) == .white, "particle \(k) at \(centre)")
            }
            #expect(picture.count(.white, in: CGRect(x: 0, y: 0, width: 300, height: 45)) == 0, "nothing above the line")
            #expect(picture.count(.white, in: CGRect(x: 0, y: 55, width: 300, height: 45)) == 0, "nothing below it")
            #expect(picture.count(.white, in: CGRect(x: 126, y: 0, width: 174, height: 100)) == 0, "nothing older than the clock")
            emitter.birthRate = 0
            #expect(frame(window, renderer, at: 502.05).count(.white, in: CGRect(x: 0, y: 0, width: 300, height: 100)) == 0)
        }
    }

    @Test("Emitter render modes: additive adds overlapping particles, unordered lays the last over the first")
    func additive() {
        withWindow(size: CGSize(width: 200, height: 100)) { window, renderer in
            // Two identical cells without random ranges: their particles coincide.
            let cells = (0..<2).map { _ in
                let cell = movingCell()
                cell.color = CGColor(red: 0.5, green: 0, blue: 0, alpha: 1)
                return cell
            }
            let emitter = blackWindowEmitter(in: window, cells: cells)
            let centre = Int(20 + 50 * 0.55)
            let layered = frame(window, renderer, at: 501.05).rgb(centre, 50)
            emitter.renderMode = .additive
            let added = frame(window, renderer, at: 501.05).rgb(centre, 50)
            #expect(layered.isClose(to: RGB(r: 128, g: 0, b: 0), tolerance: 3), "\(layered)")
            #expect(added.isClose(to: RGB(r: 255, g: 0, b: 0), tolerance: 3), "\(added)")
        }
    }

    @Test("Blur: an edge behind the effect view becomes a gradient inside it and stays sharp outside; tint; sharp content")
    func blurredBackdrop() {
        withWindow(size: CGSize(width: 300, height: 300)) { window, renderer in
            let left = UIView(frame: CGRect(x: 0, y: 0, width: 150, height: 300))
            left.backgroundColor = .black
            window.addSubview(left)
            let light = UIVisualEffectView(effect: UIBlurEffect(style: .light))
            light.frame = CGRect(x: 50, y: 50, width: 200, height: 100)
            let red = UIView(frame: CGRect(x: 20, y: 20, width: 10, height: 10))
            red.backgroundColor = .red
            light.contentView.addSubview(red)
            window.addSubview(light)
            let dark = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
            dark.frame = CGRect(x: 160, y: 200, width: 100, height: 60)
            window.addSubview(dark)
            let picture = frame(window, renderer)
            // Outside: the edge between x = 149 and 150 is sharp.
            #expect(picture.rgb(149, 30) == .black && picture.rgb(150, 30) == .white)
            // Inside: a gradient across it (the light tint, white at 30 %, over the blur).
            let row = (140...160).map { Int(picture.rgb($0, 130).r) }
            #expect(zip(row, row.dropFirst()).allSatisfy { $0 <= $1 } && row.first! + 60 < row.last!, "\(row)")
            #expect(abs(Int(picture.rgb(149, 130).r) - Int(picture.rgb(150, 130).r)) < 20, "no step at the edge: \(row)")
            // Far from the edge: black or white under the tint.
            #expect(picture.rgb(60, 130).isClose(to: RGB(r: 77, g: 77, b: 77), tolerance: 4), "\(picture.rgb(60, 130))")
            #expect(picture.rgb(240, 130).isClose(to: .white, tolerance: 2))
            // The dark style over white: 73 % of a near-black.
            #expect(picture.rgb(210, 230).isClose(to: RGB(r: 89, g: 89, b: 89), tolerance: 4), "\(picture.rgb(210, 230))")
            // The content view's subview is sharp and unblurred on top.
            #expect(picture.rgb(70, 70) == .red && picture.rgb(79, 79) == .red)
            #expect(!picture.rgb(69, 75).isClose(to: .red, tolerance: 60) && !picture.rgb(80, 75).isClose(to: .red, tolerance: 60))
        }
    }

    @Test("The effect view's corner radius rounds the blur; a nil effect shows only the content")
    func roundedAndNoEffect() {
        withWindow(size: CGSize(width: 300, height: 200)) { window, renderer in
            let backing = UIView(frame: window.bounds)
            backing.backgroundColor = .black
            window.addSubview(backing)
            let effect = UIVisualEffectView(effect: UIBlurEffect(style: .light))
            effect.frame = CGRect(x: 50, y: 50, width: 200, height: 100)
            effect.layer.cornerRadius = 30
            window.addSubview(effect)
            var picture = frame(window, renderer)
            #expect(picture.rgb(52, 52) == .black, "outside the rounded corner")
            #expect(picture.rgb(150, 100).isClose(to: RGB(r: 77, g: 77, b: 77), tolerance: 4) && picture.rgb(52, 100).isClose(to: RGB(r: 77, g: 77, b: 77), tolerance: 4))
            effect.effect = nil
            picture = frame(window, renderer)
            #expect(picture.rgb(150, 100) == .black)
        }
    }
}
