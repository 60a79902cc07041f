import Foundation
import Testing
@testable import UIKit

/// Screens follow the platform's displays, each the same object while its display stays connected.
@Suite("UIScreen", .serialized)
@MainActor
struct UIScreenTests {
    private let twoDisplays: [(bounds: CGRect, scale: CGFloat)] = [
        (CGRect(x: 0, y: 0, width: 1280, height: 800), 1),
        (CGRect(x: 1280, y: 0, width: 1024, height: 768), 2),
    ]

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
