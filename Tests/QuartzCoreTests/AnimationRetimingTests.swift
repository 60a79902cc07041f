import Foundation
import Testing
@testable import QuartzCore

/// `retimeAnimation(forKey:_:)`: an animation on a layer paused, moved and resumed in place, the
/// way a view property animator steers its animations.
@Suite("Retiming an animation in place", .serialized)
@MainActor
struct AnimationRetimingTests {
    /// A 10-second fade from 0 to 1 that stays on the layer when it ends.
    private func fade(_ log: Log) -> CABasicAnimation {
        let animation = tenSecondFade(log)
        animation.fillMode = .both
        animation.isRemovedOnCompletion = false
        return animation
    }

    @Test("Speed 0 and a time offset hold it at once, on screen and in presentation; a new begin time runs it from there")
    func holdAndResume() {
        let stage = Stage()
        defer { stage.tearDown() }
        let layer = stage.committedLayer(), log = Log()
        layer.add(fade(log), forKey: "fade")
        stage.turn(at: 100)
        layer.retimeAnimation(forKey: "fade") { $0.speed = 0; $0.timeOffset = 3 }
        #expect(abs(opacity(layer, at: 100) - 0.3) < 1e-6, "presentation follows before the commit")
        stage.turn(at: 200)
        let sent = stage.sink.transactions.last?.animations.first { $0.0 == layer.layerID }?.1.first
        #expect(sent?.timing.speed == 0 && sent?.timing.timeOffset == 3, "the render tree gets the new timing")
        #expect(log.entries == ["start fade"], "held: no stop at its old end time")
        layer.retimeAnimation(forKey: "fade") { $0.speed = 1; $0.timeOffset = 0; $0.beginTime = 200 - 3 }
        #expect(abs(opacity(layer, at: 205) - 0.8) < 1e-6)
        stage.turn(at: 207)
        #expect(log.entries == ["start fade", "stop fade true"])
        #expect(layer.animation(forKey: "fade") != nil, "kept on the layer")
    }

    @Test("A stopped animation kept on its layer runs again and stops again; its transaction's completion runs once")
    func rearm() {
        let stage = Stage()
        defer { stage.tearDown() }
        let layer = stage.committedLayer(), log = Log()
        var completions = 0
        CATransaction.begin()
        CATransaction.setCompletionBlock { completions += 1 }
        layer.add(fade(log), forKey: "fade")
        CATransaction.commit()
        stage.turn(at: 100)
        stage.turn(at: 110)
        #expect(log.entries.last == "stop fade true" && completions == 1)
        layer.retimeAnimation(forKey: "fade") { $0.beginTime = 110 }
        #expect(abs(opacity(layer, at: 115) - 0.5) < 1e-6)
        stage.turn(at: 120)
        #expect(log.entries.filter { $0 == "stop fade true" }.count == 2)
        layer.removeAnimation(forKey: "fade")
        stage.turn(at: 121)
        #expect(completions == 1)
    }
}
