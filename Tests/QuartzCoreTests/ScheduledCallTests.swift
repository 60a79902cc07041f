import Foundation
import Testing
@testable import QuartzCore

/// `AnimationSchedule.call(at:_:)`: work due at a media time, on the schedule's clock.
@Suite("Calls at a media time", .serialized)
@MainActor
struct ScheduledCallTests {
    @Test("A call runs in the first turn that reaches its time, in time order, and wakes the run loop")
    func dueInOrder() {
        let stage = Stage()
        defer { stage.tearDown() }
        var calls: [String] = []
        CATransaction.state.schedule.call(at: 102) { calls.append("second") }
        CATransaction.state.schedule.call(at: 101) { calls.append("first") }
        #expect(CATransaction.state.nextAnimationEnd == 101)
        stage.turn(at: 100.5)
        #expect(calls.isEmpty)
        stage.turn(at: 103)
        #expect(calls == ["first", "second"])
        // Its calls are gone; an animation of a test running beside it may still be due (in real time, later).
        #expect((CATransaction.state.nextAnimationEnd ?? .infinity) > 103)
    }
}
