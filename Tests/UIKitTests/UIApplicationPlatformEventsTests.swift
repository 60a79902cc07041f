import Foundation
import Testing
@testable import UIKit

/// Window events from the headless platform reach the windows they name.
@Suite("Platform events", .serialized, .startsClean)
@MainActor
struct UIApplicationPlatformEventsTests {
    @Test("A resize reported by the platform resizes the window; a close request hides and closes it")
    func resizeAndClose() throws {
        try withHeadlessPlatform { platform in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            window.makeKeyAndVisible()
            let platformWindow = try #require(window.platformWindow)
            #expect(platform.windows.count == 1 && platformWindow.title == UIApplication.shared.windowTitle)

            platformWindow.resize(to: CGSize(width: 250, height: 150))
            UIApplication.shared.handlePendingEvents()
            #expect(window.frame.size == CGSize(width: 250, height: 150))

            platform.inject(.windowClose(window: platformWindow.id))
            UIApplication.shared.handlePendingEvents()
            #expect(window.isHidden && window.platformWindow == nil)
            #expect(platform.windows.isEmpty && UIApplication.shared.openWindows[platformWindow.id] == nil)
        }
    }

    @Test("Touches carry the timestamps of the platform's events")
    func timestamps() throws {
        try withHeadlessPlatform { platform in
            final class Recorder: UIView {
                var timestamps: [TimeInterval] = []
                override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { timestamps.append(event!.timestamp) }
                override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { timestamps.append(touches.first!.timestamp) }
            }
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let recorder = Recorder(frame: window.bounds)
            window.addSubview(recorder)
            window.makeKeyAndVisible()
            let id = try #require(window.platformWindow?.id)
            for (isDown, time) in [(true, 12.5), (false, 12.75)] {
                platform.inject(.pointerButton(window: id, button: .primary, isDown: isDown, location: CGPoint(x: 5, y: 5),
                                               buttons: isDown ? .primary : [], modifiers: []), at: time)
            }
            UIApplication.shared.handlePendingEvents()
            #expect(recorder.timestamps == [12.5, 12.75])
        }
    }
}
