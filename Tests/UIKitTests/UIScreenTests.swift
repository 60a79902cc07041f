import Foundation
import Testing
@testable import UIKit

/// A 1280×800 main display and, to its right, a 1024×768 one at 2 pixels per point.
let twoDisplays: [(bounds: CGRect, scale: CGFloat)] = [
    (CGRect(x: 0, y: 0, width: 1280, height: 800), 1),
    (CGRect(x: 1280, y: 0, width: 1024, height: 768), 2),
]

/// Screens follow the platform's displays, each the same object while its display stays connected.
@Suite("UIScreen", .serialized, .startsClean)
@MainActor
struct UIScreenTests {
    @Test("Unplugging the first display leaves the other screen's object and identity unchanged")
    func unplugFirst() {
        withHeadlessPlatform(HeadlessPlatform(displays: twoDisplays)) { platform in
            let before = UIScreen.screens
            #expect(before.count == 2)
            let (first, second) = (before[0], before[1])
            let identity = second.display.id
            #expect(second.bounds == CGRect(x: 0, y: 0, width: 1024, height: 768) && second.scale == 2)

            platform.disconnectDisplay(first.display.id)
            UIApplication.shared.handlePendingEvents()
            let after = UIScreen.screens
            #expect(after.count == 1)
            #expect(after.first === second, "the same UIScreen object")
            #expect(second.display.id == identity && second.bounds == CGRect(x: 0, y: 0, width: 1024, height: 768) && second.scale == 2)
            #expect(!after.contains { $0 === first }, "the unplugged screen is no longer listed")
            #expect(UIScreen.main === second, "the remaining screen is the main one")
        }
    }

    @Test("Unplugging the second display keeps the main screen; a display plugged in later is a new screen; both are posted")
    func unplugSecondThenPlug() {
        withHeadlessPlatform(HeadlessPlatform(displays: twoDisplays)) { platform in
            let log = NotificationLog(names: [UIScreen.didConnectNotification, UIScreen.didDisconnectNotification])
            defer { log.stop() }
            let main = UIScreen.main
            let external = UIScreen.screens[1]
            platform.disconnectDisplay(external.display.id)
            #expect(UIScreen.screens.count == 2, "screens change when the platform's event is handled")
            UIApplication.shared.handlePendingEvents()
            #expect(UIScreen.screens.count == 1 && UIScreen.screens[0] === main)

            let plugged = platform.connectDisplay(bounds: CGRect(x: -800, y: 0, width: 800, height: 600), scale: 1, refreshRate: 144)
            UIApplication.shared.handlePendingEvents()
            let screens = UIScreen.screens
            #expect(screens.count == 2 && screens[0] === main)
            #expect(screens[1] !== external && screens[1].display.id == plugged && plugged != external.display.id,
                    "an identity is never given to another display")
            #expect(screens[1].maximumFramesPerSecond == 144)
            #expect(screens[1].originInDesktop == CGPoint(x: -800, y: 0))
            #expect(log.entries.count == 2)
            #expect(log.entries.first?.name == UIScreen.didDisconnectNotification && log.entries.first?.object == ObjectIdentifier(external))
            #expect(log.entries.last?.name == UIScreen.didConnectNotification && log.entries.last?.object == ObjectIdentifier(screens[1]))
        }
    }
}

/// Records the notifications of some names posted on the main thread while it observes.
@MainActor
final class NotificationLog {
    struct Entry {
        var name: Notification.Name
        var object: ObjectIdentifier?
    }
    private(set) var entries: [Entry] = []
    private var observers: [NSObjectProtocol] = []

    init(names: [Notification.Name]) {
        observers = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] notification in
                let object = (notification.object as AnyObject?).map(ObjectIdentifier.init)
                MainActor.assumeIsolated { self?.entries.append(Entry(name: name, object: object)) }
            }
        }
    }

    func stop() {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
    }
}

/// A screen's description of its display, its mode changes, and what unplugging does to windows.
@Suite("UIScreen modes and unplugging", .serialized, .startsClean)
@MainActor
struct UIScreenModeTests {
    /// A window of `screen`'s size, shown there (not key).
    private func shownWindow(filling screen: UIScreen) -> UIWindow {
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        window.isHidden = false
        return window
    }

    /// Unplugs `screen` by `disconnecting` and handles the events; returns `window`'s screen as the
    /// disconnection's observers saw it.
    private func unplug(_ screen: UIScreen, watching window: UIWindow, by disconnecting: () -> Void) -> UIScreen? {
        var screenWhenPosted: UIScreen?
        let observer = NotificationCenter.default.addObserver(forName: UIScreen.didDisconnectNotification, object: screen, queue: nil) { _ in
            MainActor.assumeIsolated { screenWhenPosted = window.screen }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        disconnecting()
        UIApplication.shared.handlePendingEvents()
        return screenWhenPosted
    }

    @Test("Bounds in points, native bounds and modes in pixels, no mirroring, coordinate spaces placed on the desktop")
    func description() {
        withHeadlessPlatform(HeadlessPlatform(displays: twoDisplays)) { _ in
            let (main, external) = (UIScreen.screens[0], UIScreen.screens[1])
            #expect(external.bounds == CGRect(x: 0, y: 0, width: 1024, height: 768))
            #expect(external.nativeBounds == CGRect(x: 0, y: 0, width: 2048, height: 1536))
            #expect(external.scale == 2 && external.nativeScale == 2)
            #expect(external.currentMode == UIScreenMode(size: CGSize(width: 2048, height: 1536)))
            #expect(external.currentMode?.pixelAspectRatio == 1)
            #expect(external.preferredMode == external.currentMode && external.availableModes == [external.currentMode!])
            #expect(main.mirrored == nil && external.mirrored == nil)
            #expect(main.maximumFramesPerSecond == 60)
            let point = external.coordinateSpace.convert(CGPoint(x: 10, y: 20), to: main.coordinateSpace)
            #expect(point == CGPoint(x: 1290, y: 20))
            #expect(external.fixedCoordinateSpace.convert(CGPoint(x: 10, y: 20), to: external.coordinateSpace) == CGPoint(x: 10, y: 20))
        }
    }

    @Test("A change of scale posts the mode change with the same screen object, and windows on it draw again at the new scale")
    func scaleChange() throws {
        withHeadlessPlatform(HeadlessPlatform(displays: twoDisplays)) { platform in
            final class Counting: UIView {
                var scales: [CGFloat] = []
                override func draw(_ rect: CGRect) { scales.append(contentScaleFactor) }
            }
            let external = UIScreen.screens[1]
            let window = UIWindow(frame: external.bounds)
            let view = Counting(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            window.addSubview(view)
            window.screen = external
            window.isHidden = false
            UIApplication.shared.handlePendingEvents()
            CATransaction.flush()
            #expect(view.scales == [2])

            let log = NotificationLog(names: [UIScreen.modeDidChangeNotification])
            defer { log.stop() }
            platform.changeScale(of: external.display.id, to: 1)
            UIApplication.shared.handlePendingEvents()
            CATransaction.flush()
            #expect(log.entries.map(\.object) == [ObjectIdentifier(external)])
            #expect(UIScreen.screens[1] === external && external.scale == 1 && external.nativeBounds.width == 1024)
            #expect(view.scales == [2, 1], "drawn once more, at the new scale")
            #expect(window.pixelScale == 1)
        }
    }

    @Test("Unplugging a screen with a window on it: the disconnection is posted first, then the window is on the main screen in a new platform window of its size")
    func unplugMovesWindows() throws {
        try withHeadlessPlatform(HeadlessPlatform(displays: twoDisplays)) { platform in
            let (main, external) = (UIScreen.screens[0], UIScreen.screens[1])
            let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            first.makeKeyAndVisible()
            let second = shownWindow(filling: external)
            UIApplication.shared.handlePendingEvents()
            let platformWindow = try #require(second.platformWindow as? HeadlessWindow)
            #expect(platformWindow.isFullscreen && platformWindow.display == external.display.id)

            let log = NotificationLog(names: [UIWindow.didBecomeHiddenNotification, UIWindow.didBecomeVisibleNotification])
            defer { log.stop() }
            let screenWhenPosted = unplug(external, watching: second) { platform.disconnectDisplay(external.display.id) }
            #expect(screenWhenPosted === external, "observers see the window still on the screen that went")
            #expect(second.screen === main && !second.isHidden)
            let reopened = try #require(second.platformWindow as? HeadlessWindow)
            #expect(reopened !== platformWindow && !platform.windows.contains { $0 === platformWindow }, "the old platform window is closed")
            #expect(!reopened.isFullscreen && reopened.display == main.display.id && reopened.size == external.bounds.size,
                    "a window of its own size on the main display")
            #expect(second.frame.size == external.bounds.size)
            #expect(log.entries.isEmpty, "the app sees no window hidden or shown")
            #expect(first.isKeyWindow, "the first window stays key")
        }
    }

    @Test("Where an unplug can hide the windows filling the screens left (SDL on Wayland), the main screen's filling window is filled again in a new platform window, still key; elsewhere it keeps its own. The unplugged screen's window never fills the main screen, even when its move is reported first",
          arguments: [true, false], [false, true])
    func unplugFillsMainScreenAgain(unplugHides: Bool, movesReportedFirst: Bool) throws {
        let platform = HeadlessPlatform(displays: twoDisplays)
        platform.placesNewWindows = true
        platform.unplugHidesFullscreenWindows = unplugHides
        try withHeadlessPlatform(platform) { platform in
            let (main, external) = (UIScreen.screens[0], UIScreen.screens[1])
            let window = UIWindow(frame: main.bounds)
            window.makeKeyAndVisible()
            let second = shownWindow(filling: external)
            UIApplication.shared.handlePendingEvents()
            let filling = try #require(window.platformWindow as? HeadlessWindow)
            #expect(filling.isFullscreen && filling.display == main.display.id)
            let log = NotificationLog(names: [UIWindow.didBecomeHiddenNotification, UIWindow.didBecomeVisibleNotification,
                                              UIWindow.didResignKeyNotification])
            defer { log.stop() }

            let screenWhenPosted = unplug(external, watching: second) {
                platform.disconnectDisplay(external.display.id, movesReportedFirst: movesReportedFirst)
            }
            #expect(screenWhenPosted === external, "observers see the window still on the screen that went")
            let shown = try #require(window.platformWindow as? HeadlessWindow)
            #expect(!shown.isMinimized && shown.isFullscreen && shown.display == main.display.id, "the main window fills the main screen, in view")
            #expect((shown !== filling) == unplugHides, "a new platform window only where the old one was hidden")
            #expect(platform.windows.filter(\.isFullscreen).count == 1, "one window fills the main screen; the moved one does not")
            #expect(window.isKeyWindow && log.entries.isEmpty, "the app sees no hide, show or change of key window")
            #expect(window.frame.size == main.bounds.size && second.screen === main)
        }
    }

    @Test("A key window on an unplugged screen stays key in its new platform window; a hidden window there is on the main screen when shown")
    func unplugKeyAndHiddenWindows() throws {
        withHeadlessPlatform(HeadlessPlatform(displays: twoDisplays)) { platform in
            let (main, external) = (UIScreen.screens[0], UIScreen.screens[1])
            let key = UIWindow(frame: external.bounds), hidden = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            key.screen = external
            key.makeKeyAndVisible()
            hidden.screen = external
            UIApplication.shared.handlePendingEvents()
            let log = NotificationLog(names: [UIWindow.didBecomeKeyNotification, UIWindow.didResignKeyNotification])
            defer { log.stop() }
            platform.disconnectDisplay(external.display.id)
            UIApplication.shared.handlePendingEvents()
            #expect(key.isKeyWindow && key.platformWindow != nil && log.entries.isEmpty, "still key, with no key change posted")
            #expect(hidden.isHidden && hidden.platformWindow == nil && hidden.screen === main)
            hidden.isHidden = false
            #expect((hidden.platformWindow as? HeadlessWindow).map { !$0.isFullscreen && $0.display == main.display.id } == true)
        }
    }

    @Test("A shown window moved to another screen gets a new platform window there, filling an external screen; the app sees no hide or show, and it stays key")
    func moveShownWindow() throws {
        try withHeadlessPlatform(HeadlessPlatform(displays: twoDisplays)) { platform in
            let (main, external) = (UIScreen.screens[0], UIScreen.screens[1])
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            window.makeKeyAndVisible()
            UIApplication.shared.handlePendingEvents()
            let first = try #require(window.platformWindow as? HeadlessWindow)
            let log = NotificationLog(names: [UIWindow.didBecomeHiddenNotification, UIWindow.didBecomeVisibleNotification,
                                              UIWindow.didResignKeyNotification])
            defer { log.stop() }

            window.screen = external
            UIApplication.shared.handlePendingEvents()
            let onExternal = try #require(window.platformWindow as? HeadlessWindow)
            #expect(onExternal !== first && !platform.windows.contains { $0 === first })
            #expect(onExternal.isFullscreen && onExternal.display == external.display.id && window.frame.size == external.bounds.size)

            window.screen = external
            #expect(window.platformWindow === onExternal, "the same screen again changes nothing")

            window.screen = main
            UIApplication.shared.handlePendingEvents()
            let back = try #require(window.platformWindow as? HeadlessWindow)
            #expect(back !== onExternal && !back.isFullscreen && back.display == main.display.id && back.size == external.bounds.size)
            #expect(log.entries.isEmpty && window.isKeyWindow && platform.windows.count == 1)
        }
    }

    @Test("An observer that hides the window on the unplugged screen keeps it hidden")
    func observerHides() {
        withHeadlessPlatform(HeadlessPlatform(displays: twoDisplays)) { platform in
            let external = UIScreen.screens[1]
            let window = shownWindow(filling: external)
            let observer = NotificationCenter.default.addObserver(forName: UIScreen.didDisconnectNotification, object: external, queue: nil) { _ in
                MainActor.assumeIsolated { window.isHidden = true }
            }
            defer { NotificationCenter.default.removeObserver(observer) }
            platform.disconnectDisplay(external.display.id)
            UIApplication.shared.handlePendingEvents()
            #expect(window.isHidden && window.platformWindow == nil)
        }
    }

    @Test("Unplugging the main display is reported; its windows are on the new main screen")
    func unplugMain() {
        withHeadlessPlatform(HeadlessPlatform(displays: twoDisplays)) { platform in
            let (main, external) = (UIScreen.screens[0], UIScreen.screens[1])
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            window.makeKeyAndVisible()
            let messages = Diagnostics.recording {
                platform.disconnectDisplay(main.display.id)
                UIApplication.shared.handlePendingEvents()
            }
            #expect(messages.contains { $0.contains("main display was unplugged") })
            #expect(UIScreen.main === external && window.screen === external && !window.isHidden && window.isKeyWindow)
            #expect((window.platformWindow as? HeadlessWindow)?.display == external.display.id)
        }
    }

    @Test("Setting a window's screen to a disconnected screen is reported and ignored")
    func disconnectedScreen() {
        withHeadlessPlatform(HeadlessPlatform(displays: twoDisplays)) { platform in
            let (main, external) = (UIScreen.screens[0], UIScreen.screens[1])
            platform.disconnectDisplay(external.display.id)
            UIApplication.shared.handlePendingEvents()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            let messages = Diagnostics.recording { window.screen = external }
            #expect(messages.contains { $0.contains("not connected") })
            #expect(window.screen === main && window.frame.size == CGSize(width: 200, height: 100))
        }
    }
}
