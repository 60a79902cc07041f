import Testing
@testable import QuartzCore

/// The HUD's main-thread figure: commits carry their duration only while it is asked for.
@Suite("Commit measurement", .serialized)
@MainActor
struct CommitMeasurementTests {
    @Test("A commit carries how long it took only while measuresCommits is on")
    func measuredOnlyWhenAsked() {
        let stage = Stage()
        defer {
            CATransaction.state.measuresCommits = false
            stage.tearDown()
        }
        let layer = stage.committedLayer()
        #expect(stage.sink.transactions.last?.commitSeconds == 0)
        CATransaction.state.measuresCommits = true
        layer.opacity = 0.5
        CATransaction.flush()
        #expect((stage.sink.transactions.last?.commitSeconds ?? 0) > 0)
    }
}
