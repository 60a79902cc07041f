import Foundation
import Testing
@testable import UIKit

/// Pointer input injected through the headless platform, dispatched by UIKit as touches.
@Suite("Touch dispatch", .serialized, .startsClean)
@MainActor
struct TouchDispatcherTests {
    /// A view that records every touch call it receives.
    final class Tracker: UIView {
        struct Call {
            var phase: UITouch.Phase
            var location: CGPoint
            var touch: UITouch
            var event: UIEvent?
        }
        var calls: [Call] = []

        private func record(_ touches: Set<UITouch>, _ event: UIEvent?) {
            for touch in touches { calls.append(Call(phase: touch.phase, location: touch.location(in: self), touch: touch, event: event)) }
        }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches, event) }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches, event) }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches, event) }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches, event) }
    }

    private func press(_ window: PlatformWindowID, _ isDown: Bool, at point: CGPoint, button: PointerButtons = .primary) -> PlatformEvent.Kind {
        .pointerButton(window: window, button: button, isDown: isDown, location: point, buttons: isDown ? button : [], modifiers: [])
    }

    private func drag(_ window: PlatformWindowID, to point: CGPoint) -> PlatformEvent.Kind {
        .pointerMotion(window: window, location: point, buttons: .primary, modifiers: [])
    }

    @Test("A press, a drag and a release reach the hit view as one UITouch: began, moved, ended, in its points")
    func pressDragRelease() throws {
        try withHeadlessPlatform { platform in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let container = UIView(frame: CGRect(x: 20, y: 10, width: 260, height: 180))
            let target = Tracker(frame: CGRect(x: 30, y: 30, width: 100, height: 100))
            let sibling = Tracker(frame: CGRect(x: 140, y: 30, width: 100, height: 100))
            container.addSubview(target)
            container.addSubview(sibling)
            window.addSubview(container)
            window.makeKeyAndVisible()
            let id = try #require(window.platformWindow?.id)

            // A tap at the same place just before makes the press below the second tap.
            platform.inject(press(id, true, at: CGPoint(x: 70, y: 60)))
            platform.inject(press(id, false, at: CGPoint(x: 70, y: 60)))
            UIApplication.shared.handlePendingEvents()
            target.calls.removeAll()

            // One main-loop turn (frame) per motion: motion within a turn is coalesced.
            platform.inject(press(id, true, at: CGPoint(x: 70, y: 60)))
            platform.inject(drag(id, to: CGPoint(x: 90, y: 75)))
            UIApplication.shared.handlePendingEvents()
            platform.inject(drag(id, to: CGPoint(x: 200, y: 150)))  // over the sibling: still the target's touch
            UIApplication.shared.handlePendingEvents()
            platform.inject(press(id, false, at: CGPoint(x: 210, y: 160)))
            UIApplication.shared.handlePendingEvents()

            #expect(sibling.calls.isEmpty, "hit-testing happens once, at touch-down")
            #expect(target.calls.map(\.phase) == [.began, .moved, .moved, .ended])
            #expect(target.calls.map(\.location) == [CGPoint(x: 20, y: 20), CGPoint(x: 40, y: 35),
                                                     CGPoint(x: 150, y: 110), CGPoint(x: 160, y: 120)])
            let touch = try #require(target.calls.first?.touch)
            #expect(target.calls.allSatisfy { $0.touch === touch }, "the same UITouch from began to ended")
            #expect(touch.view === target && touch.window === window)
            #expect(touch.tapCount == 2, "the second tap at the same place")
            let event = try #require(target.calls.first?.event)
            #expect(target.calls.allSatisfy { $0.event === event }, "one touches event for the window")
            #expect(event.type == .touches)

            platform.inject(press(id, true, at: CGPoint(x: 70, y: 60)))
            platform.inject(press(id, false, at: CGPoint(x: 70, y: 60)))
            UIApplication.shared.handlePendingEvents()
            #expect(target.calls.count == 6)
            #expect(target.calls[4].touch !== touch, "a new press is a new touch")
            #expect(target.calls[4].touch.tapCount == 1)
        }
    }

    @Test("Secondary buttons are not touches, and a press outside every view is not delivered")
    func onlyThePrimaryButtonTouches() throws {
        try withHeadlessPlatform { platform in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let target = Tracker(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.addSubview(target)
            window.makeKeyAndVisible()
            let id = try #require(window.platformWindow?.id)

            platform.inject(press(id, true, at: CGPoint(x: 10, y: 10), button: .secondary))
            platform.inject(drag(id, to: CGPoint(x: 20, y: 20)))
            platform.inject(press(id, false, at: CGPoint(x: 20, y: 20), button: .secondary))
            platform.inject(press(id, true, at: CGPoint(x: 500, y: 500)))
            platform.inject(drag(id, to: CGPoint(x: 20, y: 20)))
            platform.inject(press(id, false, at: CGPoint(x: 20, y: 20)))
            UIApplication.shared.handlePendingEvents()
            #expect(target.calls.isEmpty)
        }
    }

    @Test("A window opened on a 2× display draws at two pixels per point and takes touches in points")
    func twiceTheScale() throws {
        let platform = HeadlessPlatform(displays: [(CGRect(x: 0, y: 0, width: 800, height: 600), 2)])
        try withHeadlessPlatform(platform) { platform in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            let target = Tracker(frame: CGRect(x: 50, y: 20, width: 100, height: 60))
            window.addSubview(target)
            window.makeKeyAndVisible()
            let id = try #require(window.platformWindow?.id)
            #expect(window.platformWindow?.viewport.pixelWidth == 400)
            #expect(target.contentScaleFactor == 2)
            platform.inject(press(id, true, at: CGPoint(x: 60, y: 30)))
            UIApplication.shared.handlePendingEvents()
            #expect(target.calls.map(\.location) == [CGPoint(x: 10, y: 10)])
        }
    }
}
