import CasementPortKit
import Testing

@Suite struct KeyValueObservingReporterTests {
    @Test func observedPropertyKeepsItsMarkers() {
        let file = port("""
            final class Player: NSObject {
                @objc dynamic var rate = 0.0
                @objc dynamic var volume = 1.0
                func watch() { token = observe(\\.rate, options: [.new]) { _, _ in } }
            }
            """)
        #expect(file.ported == """
            final class Player: NSObject {
                @objc dynamic var rate = 0.0
                var volume = 1.0
                func watch() { token = observe(\\.rate, options: [.new]) { _, _ in } }
            }
            """)
        #expect(file.unported == ["2:5: @objc", "2:11: dynamic", "4:28: observe(\\.rate, options: [.new]) { _, _ in }"])
    }

    @Test func stringKeyPathObservingIsReported() {
        let file = port("""
            final class Watcher: NSObject {
                @objc dynamic var progress = 0.0
                func start() { addObserver(self, forKeyPath: #keyPath(Watcher.progress), options: .new, context: nil) }
                override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {}
            }
            """)
        #expect(file.ported.contains("    @objc dynamic var progress = 0.0"))
        #expect(file.ported.contains("addObserver(self, forKeyPath: \"progress\", options: .new, context: nil)"))
        #expect(file.unported == ["2:5: @objc", "2:11: dynamic", "3:20: addObserver(self, forKeyPath: #keyPath(Watcher.progress), options: .new, contex…",
                                  "4:19: observeValue"])
    }
}
