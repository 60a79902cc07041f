import CasementPortKit
import Testing

@Suite struct TimerRewriterTests {
    @Test func scheduledTimerBecomesABlockTimerHoldingSelf() {
        let file = port("""
            final class Clock: UIView {
                var timer: Timer?
                func start() {
                    timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick(_:)), userInfo: nil, repeats: true)
                    Timer.scheduledTimer(timeInterval: 5, target: self, selector: #selector(stop), userInfo: nil, repeats: false)
                }
                @objc func tick(_ timer: Timer) {}
                @objc func stop() {}
            }
            """)
        #expect(file.ported.contains("""
                    timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in MainActor.assumeIsolated { self.tick(timer) } }
                    _ = Timer.scheduledTimer(withTimeInterval: 5, repeats: false) { _ in MainActor.assumeIsolated { self.stop() } }
            """))
    }

    @Test func unscheduledTimer() {
        let file = port("""
            final class Poller {
                lazy var timer = Timer(timeInterval: 2, target: self, selector: #selector(poll), userInfo: nil, repeats: true)
                func poll() {}
            }
            """)
        #expect(file.ported.contains("lazy var timer = Timer(timeInterval: 2, repeats: true) { _ in self.poll() }"))
    }

    @Test func placeholderTimerNeverFires() {
        #expect(port("final class Clock { var timer = Timer() }").ported
                == "final class Clock { var timer = Timer(timeInterval: 0, repeats: false) { _ in } }")
    }

    @Test func userInfoIsReported() {
        let source = """
            final class Clock: UIView {
                func start() { Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: ["n": 1], repeats: true) }
                func tick() {}
            }
            """
        let file = port(source)
        #expect(file.ported == source)
        #expect(file.unported.count == 1)
    }

    @Test func reportedSelectorKeepsItsMethodsObjC() {
        let file = port("""
            final class Clock: UIView {
                func start() { Timer.scheduledTimer(timeInterval: 1, target: clock, selector: #selector(tick), userInfo: nil, repeats: true) }
                @objc func tick() {}
            }
            """)
        #expect(file.ported.contains("    @objc func tick() {}"))
        #expect(file.unported == ["2:20: Timer.scheduledTimer(timeInterval: 1, target: clock, selector: #selector(tick),…", "3:5: @objc"])
    }
}
