import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

/// The application's state follows the desktop (focus, minimising), told to the delegate and then
/// posted, in UIKit's order.
@Suite("Application state", .serialized, .startsClean)
@MainActor
struct UIApplicationStateTests {
    /// Records the delegate's state callbacks and the four notifications, each with the state the
    /// application reported at that moment.
    final class Recorder: UIApplicationDelegate {
        var log: [String] = []
        private var observers: [NSObjectProtocol] = []

        required init() {}

        func observe() {
            let names: [(Notification.Name, String)] = [
                (UIApplication.didBecomeActiveNotification, "didBecomeActive"),
                (UIApplication.willResignActiveNotification, "willResignActive"),
                (UIApplication.didEnterBackgroundNotification, "didEnterBackground"),
                (UIApplication.willEnterForegroundNotification, "willEnterForeground"),
            ]
            for (name, label) in names {
                observers.append(NotificationCenter.default.addObserver(forName: name, object: UIApplication.shared, queue: nil) { [unowned self] _ in
                    MainActor.assumeIsolated { self.record("notification \(label)") }
                })
            }
        }

        func stopObserving() {
            for observer in observers { NotificationCenter.default.removeObserver(observer) }
        }

        private func record(_ event: String) { log.append("\(event) (\(UIApplication.shared.applicationState))") }

        func applicationDidBecomeActive(_ application: UIApplication) { record("delegate didBecomeActive") }
        func applicationWillResignActive(_ application: UIApplication) { record("delegate willResignActive") }
        func applicationDidEnterBackground(_ application: UIApplication) { record("delegate didEnterBackground") }
        func applicationWillEnterForeground(_ application: UIApplication) { record("delegate willEnterForeground") }

        /// The log so far, emptied.
        func take() -> [String] {
            defer { log = [] }
            return log
        }
    }

    /// Runs `body` with shown windows of the given count on a headless platform and a recording delegate.
    private func withWindows(_ count: Int, _ body: (HeadlessPlatform, [HeadlessWindow], Recorder) throws -> Void) throws {
        try withHeadlessPlatform { platform in
            let recorder = Recorder()
            try recording(with: recorder) {
                try body(platform, try showWindows(count), recorder)
            }
        }
    }

    /// Runs `body` with `recorder` as the application's delegate and observer.
    private func recording(with recorder: Recorder, _ body: () throws -> Void) rethrows {
        let application = UIApplication.shared
        let previousDelegate = application.delegate
        application.delegate = recorder
        recorder.observe()
        defer {
            recorder.stopObserving()
            application.delegate = previousDelegate
        }
        try body()
    }

    /// Shows `count` windows side by side, not focused (the application keeps them while shown);
    /// returns their platform windows.
    private func showWindows(_ count: Int) throws -> [HeadlessWindow] {
        let shown = try (0..<count).map { index in
            let window = UIWindow(frame: CGRect(x: 40 * index, y: 0, width: 100, height: 100))
            window.isHidden = false
            return try #require(window.platformWindow as? HeadlessWindow)
        }
        UIApplication.shared.handlePendingEvents()
        #expect(UIApplication.shared.applicationState == .inactive)
        return shown
    }

    /// What the recorder logs for `step`: the delegate told, then the notification, in `state`.
    private func told(_ step: String, _ state: UIApplication.State) -> [String] {
        ["delegate \(step) (\(state))", "notification \(step) (\(state))"]
    }

    /// Runs `script`, handles the events it queued, and returns what the recorder logged.
    private func log(_ recorder: Recorder, after script: () -> Void) -> [String] {
        script()
        UIApplication.shared.handlePendingEvents()
        return recorder.take()
    }

    @Test("Focus makes the application active, losing it inactive; the will-callbacks see the old state")
    func focus() throws {
        try withWindows(1) { platform, windows, recorder in
            #expect(log(recorder) { windows[0].focus() } == told("didBecomeActive", .active))
            #expect(UIApplication.shared.applicationState == .active)
            #expect(log(recorder) { platform.inject(.windowFocus(window: windows[0].id, isFocused: false)) } == told("willResignActive", .active))
            #expect(UIApplication.shared.applicationState == .inactive)
        }
    }

    @Test("Minimising every window sends the application to the background through inactive; restoring and focusing brings it back")
    func background() throws {
        try withWindows(2) { platform, windows, recorder in
            _ = log(recorder) { windows[0].focus() }
            #expect(log(recorder) { windows[0].minimize() } == told("willResignActive", .active))
            #expect(UIApplication.shared.applicationState == .inactive, "one window is still on the desktop")
            #expect(log(recorder) { windows[1].minimize() } == told("didEnterBackground", .background))
            #expect(UIApplication.shared.applicationState == .background)
            #expect(log(recorder) { windows[1].restore() } == told("willEnterForeground", .background))
            #expect(UIApplication.shared.applicationState == .inactive)
            #expect(log(recorder) { windows[1].focus() } == told("didBecomeActive", .active))
        }
    }

    @Test("Minimising the focused only window resigns, then enters the background; restored with the focus, it comes to the foreground, then becomes active")
    func throughInactive() throws {
        try withWindows(1) { platform, windows, recorder in
            _ = log(recorder) { windows[0].focus() }
            #expect(log(recorder) { windows[0].minimize() } == told("willResignActive", .active) + told("didEnterBackground", .background))
            #expect(log(recorder) {
                windows[0].restore()
                windows[0].focus()
            } == told("willEnterForeground", .background) + told("didBecomeActive", .active))
        }
    }

    @Test("The focus passing between the application's windows in one batch of events changes nothing")
    func focusBetweenWindows() throws {
        try withWindows(2) { platform, windows, recorder in
            _ = log(recorder) { windows[0].focus() }
            #expect(log(recorder) {
                platform.inject(.windowFocus(window: windows[0].id, isFocused: false))
                windows[1].focus()
            }.isEmpty)
            #expect(UIApplication.shared.applicationState == .active)
        }
    }

    @Test("A focused window moved off an unplugged display keeps the application active, with nothing told")
    func replacedWindowKeepsFocus() throws {
        try withHeadlessPlatform(HeadlessPlatform(displays: twoDisplays)) { platform in
            let recorder = Recorder()
            try recording(with: recorder) {
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                window.screen = UIScreen.screens[1]
                window.makeKeyAndVisible()
                let before = try #require(window.platformWindow as? HeadlessWindow)
                #expect(log(recorder) { before.focus() } == told("didBecomeActive", .active))
                #expect(log(recorder) { platform.disconnectDisplay(UIScreen.screens[1].display.id) }.isEmpty)
                #expect(window.platformWindow !== before && UIApplication.shared.applicationState == .active)
            }
        }
    }

    @Test("Display links fire while inactive and not in the background")
    func displayLinks() throws {
        try withWindows(1) { platform, windows, recorder in
            var calls = 0
            let link = CADisplayLink { _ in calls += 1 }
            link.add(to: .main, forMode: .common)
            defer { link.invalidate() }
            let scheduler = DisplayLinkScheduler.shared
            var frames = 0.0
            let frame = {
                frames += 1
                scheduler.fire(timestamp: frames / 60, target: (frames + 1) / 60, refreshInterval: 1.0 / 60)
            }

            frame()
            #expect(calls == 1 && scheduler.isActive, "inactive: the link fires")

            _ = log(recorder) { windows[0].minimize() }
            frame()
            #expect(calls == 1 && !scheduler.isActive, "background: the link does not fire and the loop does not wake for it")

            _ = log(recorder) { windows[0].restore() }
            frame()
            #expect(calls == 2 && scheduler.isActive)
        }
    }
}
