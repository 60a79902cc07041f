import CSDL2
import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

/// The application's state follows SDL's window events as a window manager sends them.
@Suite("Application state from SDL", .serialized, .startsClean)
@MainActor
struct SDLApplicationStateTests {
    @Test("SDL's focus, minimised, restored, hidden and shown events move the state, with the notifications in order")
    func stateFromSDL() throws {
        let (window, queue) = try SDLEventQueue.openWindow(size: CGSize(width: 100, height: 100)) { _ in }
        defer { window.isHidden = true }
        let application = UIApplication.shared
        var posted: [String] = []
        let names: [(Notification.Name, String)] = [
            (UIApplication.didBecomeActiveNotification, "active"), (UIApplication.willResignActiveNotification, "resign"),
            (UIApplication.didEnterBackgroundNotification, "background"), (UIApplication.willEnterForegroundNotification, "foreground"),
        ]
        let observers = names.map { name, label in
            NotificationCenter.default.addObserver(forName: name, object: application, queue: nil) { _ in
                MainActor.assumeIsolated { posted.append(label) }
            }
        }
        defer { for observer in observers { NotificationCenter.default.removeObserver(observer) } }
        func after(_ changes: SDL_WindowEventID...) -> (UIApplication.State, [String]) {
            for change in changes { queue.window(change) }
            application.handlePendingEvents()
            defer { posted = [] }
            return (application.applicationState, posted)
        }

        _ = after(SDL_WINDOWEVENT_FOCUS_GAINED)
        #expect(application.applicationState == .active)
        #expect(after(SDL_WINDOWEVENT_FOCUS_LOST, SDL_WINDOWEVENT_MINIMIZED) == (.background, ["resign", "background"]))
        #expect(after(SDL_WINDOWEVENT_RESTORED) == (.inactive, ["foreground"]))
        #expect(after(SDL_WINDOWEVENT_FOCUS_GAINED) == (.active, ["active"]))
        #expect(after(SDL_WINDOWEVENT_HIDDEN) == (.background, ["resign", "background"]), "hidden with the focus: still off the desktop")
        #expect(after(SDL_WINDOWEVENT_SHOWN) == (.active, ["foreground", "active"]), "shown again, it still has the focus")
    }
}
