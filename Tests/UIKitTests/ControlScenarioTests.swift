import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

/// The control scenarios issue 13 names, each as the exact sequence a button's actions and a
/// recording superview receive: a click, a drag out and back in, lifts 30 and 100 points outside, a
/// double click, a cancel by an ancestor's pan, a target released while registered.
@Suite("Control scenarios", .serialized, .startsClean)
@MainActor
struct ControlScenarioTests {
    let t0 = MediaClock.shared.now() + 1000

    /// A 100×40 system button at (50, 50) in a recording view "v" filling `window`, its events logged.
    private func button(in window: UIWindow) -> (TouchLog, UIButton, RecordingView) {
        let (log, view) = windowFillingView(in: window)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 50, y: 50, width: 100, height: 40)
        button.setTitle("OK", for: .normal)
        logEvents(of: button, to: log)
        view.addSubview(button)
        return (log, button, view)
    }

    @Test("A click: touchDown, touchUpInside, primaryActionTriggered; a double click adds touchDownRepeat on the second press")
    func clicks() throws {
        try withTouchWindow { window, input in
            let (log, _, _) = button(in: window)
            input.mouse(true, 60, 60, at: t0)
            input.mouse(false, 60, 60, at: t0 + 0.05)
            input.turn()
            #expect(log.lines == ["touchDown", "touchUpInside", "primaryActionTriggered"])
            log.clear()
            input.mouse(true, 60, 60, at: t0 + 0.2)
            input.mouse(false, 60, 60, at: t0 + 0.25)
            input.turn()
            #expect(log.lines == ["touchDown", "touchDownRepeat", "touchUpInside", "primaryActionTriggered"])
        }
    }

    @Test("A drag out and back in: exit once past 70 points, outside while out, enter once back, inside; lifts 30 points outside count as inside, 100 as outside")
    func dragOutAndBack() throws {
        try withTouchWindow { window, input in
            let (log, button, _) = button(in: window)
            // The button's right edge is at x = 150: 30 points beyond is still inside, 100 beyond is not.
            input.stroke([CGPoint(x: 100, y: 70), CGPoint(x: 180, y: 70), CGPoint(x: 250, y: 70), CGPoint(x: 260, y: 70),
                          CGPoint(x: 140, y: 70), CGPoint(x: 180, y: 70)], at: t0)
            #expect(log.lines == ["touchDown", "touchDragInside", "touchDragExit", "touchDragOutside", "touchDragOutside",
                                  "touchDragEnter", "touchDragInside", "touchUpInside", "primaryActionTriggered"])
            #expect(!button.isHighlighted && !button.isTracking)
            log.clear()
            input.stroke([CGPoint(x: 100, y: 70), CGPoint(x: 250, y: 70), CGPoint(x: 250, y: 70)], at: t0 + 1)
            #expect(log.lines == ["touchDown", "touchDragExit", "touchDragOutside", "touchUpOutside"])
        }
    }

    @Test("An ancestor's pan takes the touch: the button gets cancelTracking's touchCancel and no touch-up, then the pan acts")
    func cancelledByAncestorsPan() throws {
        try withTouchWindow { window, input in
            let (log, _, view) = button(in: window)
            view.addGestureRecognizer(UIPanGestureRecognizer { log.note("pan \($0.state.rawValue)") })
            input.stroke([CGPoint(x: 60, y: 60), CGPoint(x: 65, y: 60), CGPoint(x: 80, y: 60), CGPoint(x: 90, y: 60),
                          CGPoint(x: 90, y: 60)], at: t0)
            #expect(log.lines == ["touchDown", "touchDragInside", "touchCancel", "pan 1", "pan 2", "pan 3"])
        }
    }

    @Test("A target released while registered: held weakly, so it is not called and nothing crashes; the other actions still run")
    func releasedTarget() throws {
        @MainActor
        final class Target {
            let log: TouchLog
            init(_ log: TouchLog) { self.log = log }
            func tapped(_ sender: UIButton) { log.note("target tapped") }
        }
        try withTouchWindow { window, input in
            let (log, button, _) = button(in: window)
            var target: Target? = Target(log)
            button.addTarget(target!, action: Target.tapped, for: .touchUpInside)
            input.tap(60, 60, at: t0)
            #expect(log.lines == ["touchDown", "touchUpInside", "target tapped", "primaryActionTriggered"])
            log.clear()
            weak let released = target
            target = nil
            #expect(released == nil, "the button does not keep its target alive")
            input.tap(60, 60, at: t0 + 1)
            #expect(log.lines == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        }
    }
}
