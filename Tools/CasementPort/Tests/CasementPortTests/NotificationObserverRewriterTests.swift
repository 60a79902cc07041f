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

    @Test func classThatRemovesItselfKeepsTheTokens() {
        let file = port("""
            final class Form: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .storeDidChange, object: nil)
                }
                override func viewWillDisappear(_ animated: Bool) {
                    NotificationCenter.default.removeObserver(self, name: .storeDidChange, object: nil)
                }
                deinit {
                    NotificationCenter.default.removeObserver(self)
                }
                @objc func refresh() {}
            }
            """)
        #expect(file.ported == """
            final class Form: UIViewController {
                /// Block observers by notification name, removed where this object removed itself.
                var notificationObservers: [Notification.Name?: [NSObjectProtocol]] = [:]
                override func viewWillAppear(_ animated: Bool) {
                    self.notificationObservers[.storeDidChange, default: []].append(NotificationCenter.default.addObserver(forName: .storeDidChange, object: nil, queue: nil) { [weak self] _ in MainActor.assumeIsolated { self?.refresh() } })
                }
                override func viewWillDisappear(_ animated: Bool) {
                    self.notificationObservers.removeValue(forKey: .storeDidChange)?.forEach { NotificationCenter.default.removeObserver($0) }
                }
                deinit {
                    self.notificationObservers.values.joined().forEach { NotificationCenter.default.removeObserver($0) }; self.notificationObservers.removeAll()
                }
                func refresh() {}
            }
            """)
        #expect(file.isComplete)
    }

    @Test func removalByObjectIsReported() {
        let file = port("""
            final class Form: UIView {
                func start() { NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .x, object: store) }
                func stop() { NotificationCenter.default.removeObserver(self, name: .x, object: store) }
                func refresh() {}
            }
            """)
        #expect(file.unported == ["3:19: NotificationCenter.default.removeObserver(self, name: .x, object: store)"])
    }

    @Test func typeOutsideTheSourcesThatRemovesItselfIsReported() {
        let source = """
            extension UIViewController {
                func observe() { NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .x, object: nil) }
                func forget() { NotificationCenter.default.removeObserver(self) }
                @objc func refresh() {}
            }
            """
        let file = port(source)
        #expect(file.ported == source)
        #expect(file.unported.count == 2)
        #expect(file.notes[0].detail.hasPrefix("UIViewController, not a class of these sources, removes itself"))
    }

    @Test func unknownArityIsReported() {
        let file = port("final class Form: UIView {\n    func start() { c.addObserver(self, selector: #selector(inherited), name: .x, object: nil) }\n}")
        #expect(file.unported == ["2:20: c.addObserver(self, selector: #selector(inherited), name: .x, object: nil)"])
    }
}
