import Foundation
import Testing
@testable import QuartzCore

@Suite("Layer timing", .serialized)
@MainActor
struct LayerTimingTests {
    @Test("convertTime goes through the begin time, speed and offset of the layer and its ancestors")
    func convertTime() {
        let parent = CALayer(), child = CALayer()
        parent.addSublayer(child)
        parent.speed = 2
        parent.beginTime = 10
        child.timeOffset = 5
        #expect(child.convertTime(20, from: nil) == 25, "(20 − 10) × 2 + 5")
        #expect(child.convertTime(25, to: nil) == 20)
        #expect(child.convertTime(20, from: parent) == 25)
        #expect(parent.convertTime(15, from: child) == 10)
        #expect(child.convertTime(7, to: child) == 7)
    }

    @Test("Pausing with speed 0 and timeOffset, and resuming with beginTime, the documented way")
    func pauseAndResume() {
        let stage = Stage()
        defer { stage.tearDown() }
        let layer = stage.committedLayer(), log = Log()
        layer.add(tenSecondFade(log), forKey: "fade")
        stage.turn(at: 100)
        stage.turn(at: 102)
        #expect(abs(opacity(layer, at: 102) - 0.2) < 1e-6)

        let pausedTime = layer.convertTime(stage.time, from: nil)
        layer.speed = 0
        layer.timeOffset = pausedTime
        stage.turn(at: 102)
        stage.turn(at: 150)
        #expect(abs(opacity(layer, at: 150) - 0.2) < 1e-6, "held where it was paused")
        #expect(log.entries == ["start fade"], "a paused animation does not stop at its old end time")

        let offset = layer.timeOffset
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        layer.beginTime = layer.convertTime(stage.time, from: nil) - offset
        stage.turn(at: 150)
        #expect(abs(opacity(layer, at: 150) - 0.2) < 1e-6, "resumes from where it was")
        #expect(abs(opacity(layer, at: 154) - 0.6) < 1e-6)
        stage.turn(at: 157.9)
        #expect(log.entries == ["start fade"])
        stage.turn(at: 158)
        #expect(log.entries == ["start fade", "stop fade true"], "it ends 8 s after resuming")
        #expect(layer.animationKeys() == nil)
    }

    @Test("Pausing a superlayer pauses its sublayers' animations; one added while paused waits at its start")
    func pausedSubtree() {
        let stage = Stage()
        defer { stage.tearDown() }
        let child = stage.committedLayer(), parent = CALayer(), log = Log()
        child.superlayer?.addSublayer(parent)
        parent.addSublayer(child)
        child.add(tenSecondFade(log), forKey: "fade")
        stage.turn(at: 100)
        stage.turn(at: 105)
        parent.timeOffset = parent.convertTime(stage.time, from: nil)
        parent.speed = 0
        stage.turn(at: 200)
        #expect(abs(opacity(child, at: 200) - 0.5) < 1e-6)
        child.add(tenSecondFade(log), forKey: "second")
        stage.turn(at: 201)
        stage.turn(at: 300)
        #expect(opacity(child, at: 300) == 0, "the second holds at its start, over the first")
        child.removeAnimation(forKey: "second")
        stage.turn(at: 301)
        #expect(abs(opacity(child, at: 400) - 0.5) < 1e-6, "the first still held")
        #expect(child.animationKeys() == ["fade"])
    }

    @Test("A layer moved under a paused superlayer takes its clock, animations and all")
    func movedUnderPausedLayer() {
        let stage = Stage()
        defer { stage.tearDown() }
        let layer = stage.committedLayer(), paused = CALayer(), log = Log()
        layer.superlayer?.addSublayer(paused)
        layer.add(tenSecondFade(log), forKey: "fade")
        stage.turn(at: 100)
        stage.turn(at: 103)
        paused.timeOffset = paused.convertTime(stage.time, from: nil)
        paused.speed = 0
        paused.addSublayer(layer)
        stage.turn(at: 200)
        #expect(abs(opacity(layer, at: 200) - 0.3) < 1e-6)
        #expect(log.entries == ["start fade"])
    }
}
