import Foundation
import Testing
@testable import UIKit

/// Windows on the headless platform: levels, screens, the root view controller's view, user
/// resizing and closing, and sizes no display can show.
@Suite("UIWindow", .serialized, .startsClean)
@MainActor
struct UIWindowTests {
    @Test("Overlapping windows stack by level, then by when they opened; a level change reorders them")
    func orderingByLevel() throws {
        withHeadlessPlatform { platform in
            let frame = CGRect(x: 0, y: 0, width: 300, height: 200)
            let (alert, normal, statusBar, later) = (UIWindow(frame: frame), UIWindow(frame: frame), UIWindow(frame: frame), UIWindow(frame: frame))
            alert.windowLevel = .alert
            statusBar.windowLevel = .statusBar
            for window in [alert, normal, statusBar, later] { window.isHidden = false }
            let ids = { (windows: [UIWindow]) in windows.map { $0.platformWindow?.id } }
            #expect(platform.stackingOrder.map(\.id) == ids([normal, later, statusBar, alert]))
            #expect(UIApplication.shared.windowsByLevel.map(ObjectIdentifier.init) == [normal, later, statusBar, alert].map(ObjectIdentifier.init))

            statusBar.windowLevel = UIWindow.Level(3000)
            #expect(platform.stackingOrder.map(\.id) == ids([normal, later, alert, statusBar]))
            later.windowLevel = .statusBar
            #expect(platform.stackingOrder.map(\.id) == ids([normal, later, alert, statusBar]), "kept above normal windows, below higher levels")
        }
    }

    @Test("L14: a window given the external screen fills it there; the first window stays key")
    func externalScreen() throws {
        try withHeadlessPlatform(HeadlessPlatform(displays: twoDisplays)) { platform in
            let main = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            main.makeKeyAndVisible()
            let externalScreen = UIScreen.screens[1]
            let controller = UIViewController()
            let externalWindow = UIWindow(frame: externalScreen.bounds)
            externalWindow.windowLevel = .normal
            externalWindow.screen = externalScreen
            externalWindow.rootViewController = controller
            externalWindow.isHidden = false
            UIApplication.shared.handlePendingEvents()
            let platformWindow = try #require(externalWindow.platformWindow as? HeadlessWindow)
            #expect(platformWindow.display == externalScreen.display.id && platformWindow.isFullscreen)
            #expect(externalWindow.frame == externalScreen.bounds && controller.view.frame == externalScreen.bounds)
            #expect(main.isKeyWindow && !externalWindow.isKeyWindow)
            #expect(UIApplication.shared.keyWindow === main)
        }
    }

    @Test("The user resizing a window resizes its root view controller's view, which lays out")
    func userResize() throws {
        try withHeadlessPlatform { platform in
            final class Root: UIViewController {
                var layouts: [CGSize] = []
                override func loadView() { view = Laid(controller: self) }
                final class Laid: UIView {
                    weak var controller: Root?
                    init(controller: Root) {
                        self.controller = controller
                        super.init(frame: .zero)
                    }
                    required init?(coder: NSCoder) { nil }
                    override func layoutSubviews() { controller?.layouts.append(bounds.size) }
                }
            }
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let root = Root()
            window.rootViewController = root
            let corner = UIView(frame: CGRect(x: 280, y: 180, width: 20, height: 20))
            corner.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
            root.view.addSubview(corner)
            window.makeKeyAndVisible()
            CATransaction.flush()
            #expect(root.view.frame == CGRect(x: 0, y: 0, width: 300, height: 200))

            try #require(window.platformWindow).resize(to: CGSize(width: 500, height: 400))
            UIApplication.shared.handlePendingEvents()
            CATransaction.flush()
            #expect(window.frame.size == CGSize(width: 500, height: 400))
            #expect(root.view.frame == CGRect(x: 0, y: 0, width: 500, height: 400))
            #expect(corner.frame == CGRect(x: 480, y: 380, width: 20, height: 20), "autoresizing ran")
            #expect(root.layouts.last == CGSize(width: 500, height: 400), "layout ran at the new size")
        }
    }

    @Test("The user closing windows hides them with notifications; the key passes to the front window; the last one closing ends the app")
    func userClose() throws {
        try withHeadlessPlatform { platform in
            let log = NotificationLog(names: [UIWindow.didBecomeVisibleNotification, UIWindow.didBecomeHiddenNotification,
                                              UIWindow.didBecomeKeyNotification])
            defer { log.stop() }
            let frame = CGRect(x: 0, y: 0, width: 300, height: 200)
            let (back, front, key) = (UIWindow(frame: frame), UIWindow(frame: frame), UIWindow(frame: frame))
            back.isHidden = false
            front.isHidden = false
            key.makeKeyAndVisible()
            #expect(log.entries.filter { $0.name == UIWindow.didBecomeVisibleNotification }.map(\.object)
                    == [back, front, key].map(ObjectIdentifier.init))

            for window in [key, back] { platform.inject(.windowClose(window: try #require(window.platformWindow).id)) }
            UIApplication.shared.handlePendingEvents()
            #expect(key.isHidden && back.isHidden && !front.isHidden)
            #expect(log.entries.filter { $0.name == UIWindow.didBecomeHiddenNotification }.map(\.object)
                    == [key, back].map(ObjectIdentifier.init))
            #expect(UIApplication.shared.keyWindow === front, "the front window left is key after the key window closed")
            #expect(!UIApplication.shared.allWindowsClosed)

            platform.inject(.windowClose(window: try #require(front.platformWindow).id))
            UIApplication.shared.handlePendingEvents()
            #expect(UIApplication.shared.allWindowsClosed, "the main loop ends the application")
        }
    }

    @Test("A window of no size, a negative size or bigger than any display is reported and shown at a size a display can show")
    func badSizes() throws {
        try withHeadlessPlatform { platform in
            for (size, shown) in [(CGSize(width: 0, height: 0), CGSize(width: 1, height: 1)),
                                  (CGSize(width: -20, height: 50), CGSize(width: 20, height: 50)),
                                  (CGSize(width: 5000, height: 300), CGSize(width: 1280, height: 300))] {
                var window: UIWindow!
                let messages = Diagnostics.recording {
                    window = UIWindow(frame: CGRect(origin: .zero, size: size))
                    window.isHidden = false
                }
                #expect(messages.count == 1, "\(size)")
                #expect(window.frame.size == shown)
                let platformWindow = try #require(window.platformWindow as? HeadlessWindow)
                #expect(platformWindow.size == shown)
                window.isHidden = true
            }
        }
    }

    @Test("A window the user drags to another display takes that screen and its scale")
    func userMovesWindow() throws {
        try withHeadlessPlatform(HeadlessPlatform(displays: twoDisplays)) { platform in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            window.makeKeyAndVisible()
            let external = UIScreen.screens[1]
            try #require(window.platformWindow).move(to: external.display.id)
            UIApplication.shared.handlePendingEvents()
            #expect(window.screen === external && window.pixelScale == 2 && window.contentScaleFactor == 2)
        }
    }

    @Test("Where the system places new windows (Wayland), a window the size of the main screen fills the main screen's display, unless one fills it already; smaller windows go where the system puts them")
    func mainScreenWindowWhereTheSystemPlacesWindows() throws {
        for placesNewWindows in [false, true] {
            try withHeadlessPlatform(HeadlessPlatform(displays: twoDisplays)) { platform in
                platform.placesNewWindows = placesNewWindows
                let main = UIWindow(frame: UIScreen.main.bounds)
                main.makeKeyAndVisible()
                let small = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
                small.isHidden = false
                let mainPlatformWindow = try #require(main.platformWindow as? HeadlessWindow)
                #expect(mainPlatformWindow.isFullscreen == placesNewWindows)
                #expect(mainPlatformWindow.display == UIScreen.main.display.id)
                #expect((small.platformWindow as? HeadlessWindow)?.isFullscreen == false)
                let second = UIWindow(frame: UIScreen.main.bounds)
                second.isHidden = false
                #expect((second.platformWindow as? HeadlessWindow)?.isFullscreen == false, "a display holds one fullscreen window")
                second.isHidden = true
                UIApplication.shared.handlePendingEvents()
                #expect(main.screen === UIScreen.main && main.frame.size == UIScreen.main.bounds.size)
                main.isHidden = true
                small.isHidden = true
            }
        }
    }

    @Test("A window shown beside the key window keeps out of the key when the compositor focuses it as it maps it, late on a loaded machine too; a later focus moves the key")
    func focusOnShowing() throws {
        try withHeadlessPlatform { platform in
            platform.focusesShownWindows = true
            let key = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            key.makeKeyAndVisible()
            let beside = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            beside.isHidden = false
            let id = try #require(beside.platformWindow?.id)
            let opened = MediaClock.shared.now()
            // A compositor on a loaded machine focuses the window it maps late (weston: 1.2 s).
            platform.inject(.windowFocus(window: id, isFocused: true), at: opened + 1.5)
            UIApplication.shared.handlePendingEvents()
            #expect(key.isKeyWindow, "the compositor's focus on showing is given back")
            #expect((key.platformWindow as? HeadlessWindow)?.isFocused == true)

            platform.inject(.windowFocus(window: id, isFocused: true), at: opened + 1.6)
            UIApplication.shared.handlePendingEvents()
            #expect(beside.isKeyWindow, "the user focusing the window later makes it key")
        }
    }

    @Test("A window moved to a screen of another scale draws its views once more, at the new scale")
    func hiDPIMove() throws {
        withHeadlessPlatform(HeadlessPlatform(displays: twoDisplays)) { platform in
            final class Counting: UIView {
                var scales: [CGFloat] = []
                override func draw(_ rect: CGRect) { scales.append(contentScaleFactor) }
            }
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let view = Counting(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            window.addSubview(view)
            window.makeKeyAndVisible()
            CATransaction.flush()
            window.screen = UIScreen.screens[1]
            UIApplication.shared.handlePendingEvents()
            CATransaction.flush()
            #expect(view.scales == [1, 2])
            #expect(window.pixelScale == 2 && view.layer.contentsScale == 2)
            #expect(window.platformWindow?.viewport.pixelWidth == 2048)
        }
    }
}
