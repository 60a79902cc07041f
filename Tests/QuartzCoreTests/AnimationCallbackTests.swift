import Foundation
import Testing
@testable import QuartzCore

/// Writes each delegate call into a shared log, tagged with the animation's name.
@MainActor
final class LoggingDelegate: CAAnimationDelegate {
    let name: String
    let log: Log
    init(_ name: String, _ log: Log) { self.name = name; self.log = log }
    func animationDidStart(_ anim: CAAnimation) { log.entries.append("start \(name)") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { log.entries.append("stop \(name) \(flag)") }
}

@MainActor
final class Log {
    var entries: [String] = []
}

@Suite("Animation delegates and transaction completion", .serialized)
@MainActor
struct AnimationCallbackTests {
    private func fade(_ name: String, _ log: Log, duration: Double, beginTime: Double = 0) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 1.0
        animation.toValue = 0.0
        animation.duration = duration
        animation.beginTime = beginTime
        animation.delegate = LoggingDelegate(name, log)
        return animation
    }

    @Test("The completion block runs after the transaction's last animation stops, not at the commit")
    func completionAfterAnimations() {
        let stage = Stage()
        defer { stage.tearDown() }
        let layer = stage.committedLayer(), log = Log()
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.entries.append("completion") }
        layer.add(fade("a", log, duration: 1), forKey: "a")
        layer.add(fade("b", log, duration: 2), forKey: "b")
        CATransaction.commit()
        #expect(log.entries == ["start a", "start b"], "started at the commit")
        stage.turn(at: 100.5)
        stage.turn(at: 101)
        #expect(log.entries == ["start a", "start b", "stop a true"])
        #expect(layer.animationKeys() == ["b"])
        stage.turn(at: 101.99)
        #expect(log.entries.count == 3)
        stage.turn(at: 102)
        #expect(log.entries == ["start a", "start b", "stop a true", "stop b true", "completion"])
        #expect(layer.animationKeys() == nil)
    }

    @Test("A transaction without animations runs its completion block at the commit")
    func completionWithoutAnimations() {
        let stage = Stage()
        defer { stage.tearDown() }
        let layer = stage.committedLayer()
        var ran = 0
        CATransaction.begin()
        CATransaction.setCompletionBlock { ran += 1 }
        CATransaction.setDisableActions(true)
        layer.opacity = 0.5
        #expect(ran == 0)
        CATransaction.commit()
        #expect(ran == 1)
        CATransaction.setCompletionBlock { ran += 10 }
        CATransaction.flush()
        #expect(ran == 11, "the implicit transaction's block too")
    }

    @Test("Implicit animations hold the completion block until they end")
    func completionWaitsForImplicitAnimations() {
        let stage = Stage()
        defer { stage.tearDown() }
        let layer = stage.committedLayer()
        var ran = false
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.5)
        CATransaction.setCompletionBlock { ran = true }
        layer.position = CGPoint(x: 200, y: 100)
        CATransaction.commit()
        stage.turn(at: 100.25)
        #expect(!ran)
        stage.turn(at: 100.5)
        #expect(ran)
    }

    @Test("Stops come in end-time order even when one late turn finds them all ended")
    func stopsInEndTimeOrder() {
        let stage = Stage()
        defer { stage.tearDown() }
        let layer = stage.committedLayer(), log = Log()
        layer.add(fade("one", log, duration: 1), forKey: "one")
        layer.add(fade("half", log, duration: 0.5), forKey: "half")
        layer.add(fade("two", log, duration: 2), forKey: "two")
        layer.add(fade("later", log, duration: 0.1, beginTime: 100.2), forKey: "later")
        CATransaction.flush()
        #expect(log.entries == ["start one", "start half", "start two"], "a later beginTime starts later")
        stage.turn(at: 105)
        #expect(log.entries == ["start one", "start half", "start two", "start later", "stop later true",
                                "stop half true", "stop one true", "stop two true"])
    }

    @Test("Removed, replaced or cleared animations stop with finished == false, once")
    func unfinishedStops() {
        let stage = Stage()
        defer { stage.tearDown() }
        let layer = stage.committedLayer(), log = Log()
        layer.add(fade("removed", log, duration: 1), forKey: "x")
        layer.add(fade("cleared", log, duration: 1), forKey: "y")
        CATransaction.flush()
        log.entries.removeAll()
        layer.removeAnimation(forKey: "x")
        layer.add(fade("replacement", log, duration: 1), forKey: "y")
        stage.turn(at: 100.1)
        #expect(log.entries == ["stop removed false", "stop cleared false", "start replacement"])
        layer.removeAllAnimations()
        layer.removeAllAnimations()
        stage.turn(at: 100.2)
        #expect(log.entries.last == "stop replacement false")
        stage.turn(at: 102)
        #expect(log.entries.count == 4, "nothing more when their times come")
    }

    @Test("A layer removed from its superlayer stops its animations and its sublayers'")
    func removalFromTreeStops() {
        let stage = Stage()
        defer { stage.tearDown() }
        let layer = stage.committedLayer(), child = CALayer(), log = Log()
        layer.addSublayer(child)
        CATransaction.flush()
        child.add(fade("child", log, duration: 1), forKey: "f")
        CATransaction.flush()
        let other = CALayer()
        stage.root.addSublayer(other)
        other.addSublayer(layer)
        stage.turn(at: 100.1)
        #expect(child.animationKeys() == ["f"], "moving keeps animations")
        var ran = false
        CATransaction.setCompletionBlock { ran = true }
        layer.add(fade("parent", log, duration: 1), forKey: "f")
        layer.removeFromSuperlayer()
        stage.turn(at: 100.2)
        #expect(log.entries == ["start child", "stop parent false", "stop child false"])
        #expect(ran, "a removed animation counts as stopped for the completion block")
    }

    @Test("An animation kept after completion is reported once, and stays")
    func keptAfterCompletion() {
        let stage = Stage()
        defer { stage.tearDown() }
        let layer = stage.committedLayer(), log = Log()
        let animation = fade("kept", log, duration: 1)
        animation.isRemovedOnCompletion = false
        animation.fillMode = .forwards
        layer.add(animation, forKey: "kept")
        CATransaction.flush()
        stage.turn(at: 101)
        #expect(log.entries == ["start kept", "stop kept true"])
        #expect(layer.animationKeys() == ["kept"])
        stage.time = 105
        #expect(layer.presentation()?.opacity == 0, "filled forwards")
        layer.removeAnimation(forKey: "kept")
        stage.turn(at: 106)
        #expect(log.entries.count == 2)
        #expect(layer.presentation()?.opacity == 1)
    }

    @Test("An outer completion block waits for animations of nested transactions; the inner one does not wait for the outer's")
    func nestedCompletions() {
        let stage = Stage()
        defer { stage.tearDown() }
        let layer = stage.committedLayer(), log = Log()
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.entries.append("outer") }
        layer.add(fade("outer anim", log, duration: 0.5), forKey: "o")
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.entries.append("inner") }
        layer.add(fade("inner anim", log, duration: 1), forKey: "i")
        CATransaction.commit()
        CATransaction.commit()
        stage.turn(at: 100.5)
        stage.turn(at: 101)
        #expect(log.entries == ["start outer anim", "start inner anim", "stop outer anim true",
                                "stop inner anim true", "inner", "outer"])
    }

    @Test("A delegate can chain another animation from animationDidStop; it starts in the same turn")
    func chaining() {
        let stage = Stage()
        defer { stage.tearDown() }
        let layer = stage.committedLayer(), log = Log()

        final class Chainer: CAAnimationDelegate {
            let layer: CALayer, next: CAAnimation
            init(layer: CALayer, next: CAAnimation) { self.layer = layer; self.next = next }
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { layer.add(next, forKey: "second") }
        }
        let first = fade("first", log, duration: 1)
        first.delegate = Chainer(layer: layer, next: fade("second", log, duration: 1))
        layer.add(first, forKey: "first")
        stage.turn(at: 100)
        stage.turn(at: 101)
        #expect(log.entries == ["start second"])
        #expect(layer.animation(forKey: "second")?.duration == 1)
        stage.time = 101.5
        #expect(abs(Double(layer.presentation()!.opacity) - 0.5) < 1e-9, "the second animation began at 101")
    }
}
