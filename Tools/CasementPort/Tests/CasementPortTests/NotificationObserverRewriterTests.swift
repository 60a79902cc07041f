import CasementPortKit
import Testing

@Suite struct NotificationObserverRewriterTests {
    @Test func observerCallsTheMethodWeaklyOnTheMainActor() {
        let file = port("""
            final class Form: UIViewController {
                override func viewDidLoad() {
                    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
                    NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .storeDidChange, object: store)
                }
                @objc func keyboardWillShow(_ notification: Notification) {}
                @objc func refresh() {}
            }
            """)
        #expect(file.ported == """
            final class Form: UIViewController {
                override func viewDidLoad() {
                    _ = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { [weak self] notification in MainActor.assumeIsolated { self?.keyboardWillShow(notification) } }
                    _ = NotificationCenter.default.addObserver(forName: .storeDidChange, object: store, queue: nil) { [weak self] _ in MainActor.assumeIsolated { self?.refresh() } }
                }
                func keyboardWillShow(_ notification: Notification) {}
                func refresh() {}
            }
            """)
    }

    @Test func typeOffTheMainActorIsCalledDirectly() {
        let file = port("""
            final class Cache: NSObject {
                func start() { center.addObserver(self, selector: #selector(purge(note:)), name: nil, object: nil) }
                func purge(note: Notification) {}
            }
            """)
        #expect(file.ported.contains("""
            _ = center.addObserver(forName: nil, object: nil, queue: nil) { [weak self] notification in self?.purge(note: notification) }
            """))
    }

    @Test func objectiveCStyleHandlerGetsTheBridgedNotification() {
        let file = port("""
            final class Form: NSObject {
                func start() { NotificationCenter.default.addObserver(self, selector: #selector(changed(note:)), name: .x, object: nil) }
                @objc func changed(note: NSNotification?) {}
            }
            """)
        #expect(file.ported.contains("{ [weak self] notification in self?.changed(note: notification as NSNotification) }"))
    }

    @Test func typeThatRemovesItselfIsReported() {
        let source = """
            final class Form: UIView {
                func start() { NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .x, object: nil) }
                deinit { NotificationCenter.default.removeObserver(self) }
                func refresh() {}
            }
            """
        let file = port(source)
        #expect(file.ported == source)
        #expect(file.unported.count == 1)
        #expect(file.notes[0].detail.hasPrefix("Form removes itself with removeObserver(self…)"))
    }

    @Test func unknownArityIsReported() {
        let file = port("final class Form: UIView {\n    func start() { c.addObserver(self, selector: #selector(inherited), name: .x, object: nil) }\n}")
        #expect(file.unported == ["2:20: c.addObserver(self, selector: #selector(inherited), name: .x, object: nil)"])
    }
}
