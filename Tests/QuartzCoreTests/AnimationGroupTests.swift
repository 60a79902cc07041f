import Foundation
import Testing
@testable import QuartzCore

@Suite("CAAnimationGroup", .serialized)
@MainActor
struct AnimationGroupTests {
    private func move(from: Double, to: Double, duration: Double, beginTime: Double = 0) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "position.x")
        animation.fromValue = from
        animation.toValue = to
        animation.duration = duration
        animation.beginTime = beginTime
        return animation
    }

    private func group(_ animations: [CAAnimation], duration: Double) -> CAAnimationGroup {
        let group = CAAnimationGroup()
        group.animations = animations
        group.duration = duration
        return group
    }

    @Test("Children share the group's time: beginTime is relative to the group, the group's duration cuts them off")
    func sharedTime() {
        let stage = Stage()
        defer { stage.tearDown() }
        let layer = stage.committedLayer()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1.0
        fade.toValue = 0.0
        fade.duration = 1
        let late = move(from: 0, to: 100, duration: 1, beginTime: 0.5)
        let long = CABasicAnimation(keyPath: "zPosition")
        long.fromValue = 0.0
        long.toValue = 30.0
        long.duration = 3
        let values = stage.present(group([fade, late, long], duration: 2), on: layer, at: [0.25, 1.25, 1.5, 2.1])
        #expect(values[0].opacity == 0.75 && values[0].position.x == 35, "the late child has not begun")
        #expect(values[1].opacity == 1 && values[1].position.x == 75, "the first child ended; the late one is 3/4 through")
        #expect(values[2].zPosition == 15)
        #expect(values[3] == layer.properties, "past the group's duration nothing shows, though a child had time left")
    }

    @Test("The group's timing applies to its children: speed, repeats, fill")
    func groupTiming() {
        let stage = Stage()
        defer { stage.tearDown() }
        let layer = stage.committedLayer()
        let fast = group([move(from: 0, to: 100, duration: 1)], duration: 1)
        fast.speed = 2
        #expect(stage.present(fast, on: layer, at: [0.25]).map(\.position.x) == [50])
        let repeated = group([move(from: 0, to: 100, duration: 1)], duration: 1)
        repeated.repeatCount = 2
        #expect(stage.present(repeated, on: layer, at: [1.25]).map(\.position.x) == [25])
        let held = group([move(from: 0, to: 100, duration: 1)], duration: 1)
        held.fillMode = .forwards
        let child = move(from: 0, to: 100, duration: 1)
        child.fillMode = .forwards
        let heldBoth = group([child], duration: 1)
        heldBoth.fillMode = .forwards
        #expect(stage.present(held, on: layer, at: [5]).map(\.position.x) == [35], "the child does not fill: the model shows")
        #expect(stage.present(heldBoth, on: layer, at: [5]).map(\.position.x) == [100])
    }

    @Test("The group's delegate hears start and stop; its children's do not")
    func delegates() {
        let stage = Stage()
        defer { stage.tearDown() }
        let layer = stage.committedLayer(), log = Log()
        let child = move(from: 0, to: 1, duration: 1)
        child.delegate = LoggingDelegate("child", log)
        let whole = group([child], duration: 1)
        whole.delegate = LoggingDelegate("group", log)
        layer.add(whole, forKey: "g")
        CATransaction.flush()
        stage.turn(at: stage.time + 1)
        #expect(log.entries == ["start group", "stop group true"])
        let copy = whole.copy() as! CAAnimationGroup
        #expect(copy.animations?.first !== child && copy.animations?.first?.duration == 1, "a copy copies the children")
    }
}
