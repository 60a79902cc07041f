import Foundation
import Testing
@testable import UIKit

/// Input rules 21–26 (Controls), through the headless platform: the exact tracking calls and
/// events a control makes. (Input rule 29's secondary click is not tested: pointer buttons other than the
/// primary one are not touches, so they never reach a control.)
@Suite("Controls", .serialized, .startsClean)
@MainActor
struct UIControlTests {
    /// The recognizer tests' target, with methods taking controls.
    typealias Target = GestureRecognizerTests.Target

    /// A control of another class, for actions that take one.
    final class UISwitchStandIn: UIControl {}

    /// Media time far ahead of the clock.
    let t0 = MediaClock.shared.now() + 1000

    /// A tracking control at (10, 10, 40, 30) in a recording view "v" filling `window`, its events logged.
    private func control(in window: UIWindow) -> (TouchLog, TrackingControl, RecordingView) {
        let (log, view) = windowFillingView(in: window)
        let control = TrackingControl(log, frame: CGRect(x: 10, y: 10, width: 40, height: 30))
        logEvents(of: control, to: log)
        view.addSubview(control)
        return (log, control, view)
    }

    /// A plain control filling `window`, and a new log.
    private func plainControl(in window: UIWindow) -> (TouchLog, UIControl) {
        let control = UIControl(frame: window.bounds)
        window.addSubview(control)
        return (TouchLog(), control)
    }

    /// "tracking highlighted inside" as 0s and 1s.
    private func flags(_ control: UIControl) -> String {
        [control.isTracking, control.isHighlighted, control.isTouchInside].map { $0 ? "1" : "0" }.joined(separator: " ")
    }

    @Test("Input rule 25: UIControl.Event and UIControl.State have Apple's raw values")
    func rawValues() {
        let events: [UIControl.Event] = [.touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside, .touchDragEnter,
                                         .touchDragExit, .touchUpInside, .touchUpOutside, .touchCancel, .valueChanged,
                                         .primaryActionTriggered, .menuActionTriggered, .editingDidBegin, .editingChanged,
                                         .editingDidEnd, .editingDidEndOnExit, .allTouchEvents, .allEditingEvents,
                                         .applicationReserved, .systemReserved, .allEvents]
        let raw: [UInt] = [1 << 0, 1 << 1, 1 << 2, 1 << 3, 1 << 4, 1 << 5, 1 << 6, 1 << 7, 1 << 8, 1 << 12, 1 << 13, 1 << 14,
                           1 << 16, 1 << 17, 1 << 18, 1 << 19, 0x0FFF, 0x000F_0000, 0x0F00_0000, 0xF000_0000, 0xFFFF_FFFF]
        #expect(events.map(\.rawValue) == raw)
        let states: [UIControl.State] = [.normal, .highlighted, .disabled, .selected, .focused, .application, .reserved]
        #expect(states.map(\.rawValue) == [0, 1, 2, 4, 8, 0x00FF_0000, 0xFF00_0000])
    }

    @Test("Input rule 21: beginTracking, then tracking and highlight on, then .touchDown, and .touchDownRepeat for a second tap")
    func touchDown() throws {
        try withTouchWindow { window, input in
            let (log, control, _) = control(in: window)
            var atTouchDown: [String] = []
            control.addAction(UIAction { _ in atTouchDown.append(self.flags(control)) }, for: .touchDown)
            input.step(1, .down, 20, 20, at: t0)
            #expect(log.lines == ["beginTracking", "touchDown"])
            #expect(atTouchDown == ["1 1 1"] && flags(control) == "1 1 1" && control.state == .highlighted)
            input.step(1, .up, 20, 20, at: t0 + 0.1)
            input.stroke([CGPoint(x: 22, y: 20), CGPoint(x: 22, y: 20)], at: t0 + 0.3)
            #expect(log.lines == ["beginTracking", "touchDown", "endTracking", "touchUpInside",
                                  "beginTracking", "touchDown", "touchDownRepeat", "endTracking", "touchUpInside"])
        }
    }

    @Test("Input rule 21: beginTracking false: no tracking, no highlight, no events; the touch stays the control's")
    func beginRefused() throws {
        try withTouchWindow { window, input in
            let (log, control, _) = control(in: window)
            control.begins = false
            input.step(1, .down, 20, 20, at: t0)
            #expect(flags(control) == "0 0 0")
            input.step(1, .move, 30, 20, at: t0 + 0.1)
            input.step(1, .up, 30, 20, at: t0 + 0.2)
            #expect(log.lines == ["beginTracking"])
        }
    }

    @Test("Input rule 22: inside is the bounds grown by 70 pt; exit or enter on a change, then outside or inside on every move; highlight follows")
    func drag() throws {
        try withTouchWindow { window, input in
            let (log, control, _) = control(in: window)
            var highlights: [Bool] = []
            control.addAction(UIAction { _ in highlights.append(control.isHighlighted) }, for: .allTouchEvents)
            // The control spans x 10–50 in the window: inside reaches x 120.
            input.stroke([(20, 20), (30, 20), (119, 20), (121, 20), (200, 20), (30, 20), (200, 20), (200, 20)]
                .map { CGPoint(x: $0.0, y: $0.1) }, at: t0)
            #expect(log.lines == ["beginTracking", "touchDown",
                                  "continueTracking", "touchDragInside",
                                  "continueTracking", "touchDragInside",
                                  "continueTracking", "touchDragExit", "touchDragOutside",
                                  "continueTracking", "touchDragOutside",
                                  "continueTracking", "touchDragEnter", "touchDragInside",
                                  "continueTracking", "touchDragExit", "touchDragOutside",
                                  "endTracking", "touchUpOutside"])
            #expect(highlights == [true, true, true, false, false, false, true, true, false, false, false])
            #expect(flags(control) == "0 0 0")
        }
    }

    @Test("Input rule 22: continueTracking false stops tracking and the highlight; no drag or touch-up events follow")
    func continueRefused() throws {
        try withTouchWindow { window, input in
            let (log, control, _) = control(in: window)
            control.continues = false
            input.step(1, .down, 20, 20, at: t0)
            input.step(1, .move, 30, 20, at: t0 + 0.1)
            #expect(flags(control) == "0 0 0")
            input.finger(1, .move, 35, 20, at: t0 + 0.2)
            input.step(1, .up, 35, 20, at: t0 + 0.3)
            #expect(log.lines == ["beginTracking", "touchDown", "continueTracking"])
        }
    }

    @Test("Input rule 23: a lift inside (the bounds grown by 70 pt): endTracking, tracking off, .touchUpInside, highlight off after; a plain control sends no primary action")
    func liftInside() throws {
        try withTouchWindow { window, input in
            let (log, control, _) = control(in: window)
            var atTouchUp: [String] = []
            control.addAction(UIAction { _ in atTouchUp.append(self.flags(control)) }, for: [.touchUpInside, .touchUpOutside])
            input.stroke([CGPoint(x: 20, y: 20), CGPoint(x: 20, y: 20)], at: t0)
            input.stroke([CGPoint(x: 20, y: 20), CGPoint(x: 119, y: 109)], at: t0 + 1)
            input.stroke([CGPoint(x: 20, y: 20), CGPoint(x: 20, y: 111)], at: t0 + 2)
            #expect(log.lines == ["beginTracking", "touchDown", "endTracking", "touchUpInside",
                                  "beginTracking", "touchDown", "endTracking", "touchUpInside",
                                  "beginTracking", "touchDown", "endTracking", "touchUpOutside"])
            #expect(atTouchUp == ["0 1 1", "0 1 1", "0 1 0"])
            #expect(flags(control) == "0 0 0")
        }
    }

    @Test("Input rule 24: a control leaving its window mid-touch, or the window losing focus: cancelTracking, .touchCancel, highlight off; the rest of the touch is ignored")
    func cancel() throws {
        try withTouchWindow { window, input in
            let (log, control, view) = control(in: window)
            var atCancel: [String] = []
            control.addAction(UIAction { _ in atCancel.append(self.flags(control)) }, for: .touchCancel)
            input.step(1, .down, 20, 20, at: t0)
            control.removeFromSuperview()
            input.finger(1, .move, 30, 20, at: t0 + 0.1)
            input.step(1, .up, 30, 20, at: t0 + 0.2)
            #expect(log.lines == ["beginTracking", "touchDown", "cancelTracking", "touchCancel"])
            log.clear()
            view.addSubview(control)
            input.step(2, .down, 20, 20, at: t0 + 1)
            input.platform.inject(.windowFocus(window: input.window, isFocused: false))
            input.step(2, .up, 20, 20, at: t0 + 1.1)
            #expect(log.lines == ["beginTracking", "touchDown", "cancelTracking", "touchCancel"])
            #expect(atCancel == ["0 1 1", "0 1 1"] && flags(control) == "0 0 0")
        }
    }

    @Test("Bad input: a control removed from its window by its own .touchDown action is cancelled once the action returns, without a crash")
    func removedByItsOwnAction() throws {
        try withTouchWindow { window, input in
            let (log, control, _) = control(in: window)
            control.addAction(UIAction { _ in control.removeFromSuperview() }, for: .touchDown)
            input.stroke([CGPoint(x: 20, y: 20), CGPoint(x: 20, y: 20)], at: t0)
            #expect(log.lines == ["beginTracking", "touchDown", "cancelTracking", "touchCancel"])
            #expect(control.window == nil && flags(control) == "0 0 0")
        }
    }

    @Test("Input rule 25: actions run in the order added, each once: a target added again from the same place, or the same UIAction; an action with the same identifier replaces the earlier one in its place")
    func order() throws {
        try withTouchWindow { window, input in
            let (log, control) = plainControl(in: window)
            let target = Target(log)
            let first = UIAction { _ in log.note("first") }
            let replaced = UIAction(identifier: UIAction.Identifier("shared")) { _ in log.note("replaced") }
            control.addTarget(target, action: Target.tapped, for: .touchUpInside)
            control.addAction(first, for: .touchUpInside)
            control.addAction(replaced, for: .touchUpInside)
            for _ in 0..<3 {
                control.addTarget(target, action: Target.ping, for: [.touchDown, .touchUpInside])
                control.addAction(first, for: .touchUpInside)
            }
            control.addAction(UIAction(identifier: UIAction.Identifier("shared")) { _ in log.note("replacement") }, for: .touchUpInside)
            // Swift cannot compare methods: the same method added from another place is another action.
            control.addTarget(target, action: Target.tapped, for: .touchUpInside)
            input.stroke([CGPoint(x: 20, y: 20), CGPoint(x: 20, y: 20)], at: t0)
            #expect(log.lines == ["ping", "tapped", "first", "replacement", "ping", "tapped"])
        }
    }

    @Test("Target-action: a weakly held target's method taking the control, nothing, or the control and the event; removeTarget narrows by events")
    func targetAction() throws {
        try withTouchWindow { window, input in
            let (log, control) = plainControl(in: window)
            var target: Target? = Target(log)
            let other = Target(log)
            control.addTarget(target!, action: Target.tapped, for: .touchUpInside)
            control.addTarget(other, action: Target.ping, for: [.touchDown, .touchUpInside])
            control.addTarget(other, action: Target.touched, for: .touchDown)
            #expect(control.allControlEvents == [.touchDown, .touchUpInside])
            input.stroke([CGPoint(x: 20, y: 20), CGPoint(x: 20, y: 20)], at: t0)
            #expect(log.lines == ["ping", "touched 1", "tapped", "ping"])
            log.clear()
            // Every method of the target, not only ping, stops for .touchDown: `touched` had no other event.
            control.removeTarget(other, action: Target.ping, for: .touchDown)
            target = nil
            #expect(control.allControlEvents == .touchUpInside)
            input.stroke([CGPoint(x: 20, y: 20), CGPoint(x: 20, y: 20)], at: t0 + 1)
            #expect(log.lines == ["ping"])
            log.clear()
            control.addTarget(other, action: Target.touched, for: .valueChanged)
            control.sendActions(for: .valueChanged)
            #expect(log.lines == ["touched 0"], "an action sent by a call gets an event with no touches")
            control.addAction(UIAction { _ in log.note("action") }, for: .touchDown)
            control.removeTarget(nil, action: nil, for: .allEvents)
            #expect(control.allControlEvents == .touchDown)
        }
    }

    @Test("UIAction: the sender is the control while the handler runs; removeAction and removeAction(identifiedBy:) narrow by events")
    func actions() {
        var senders: [String] = []
        let action = UIAction(title: "Go", identifier: UIAction.Identifier("go")) { senders.append("\($0.title) \($0.sender is UIControl)") }
        let control = UIControl()
        control.addAction(action, for: [.touchDown, .valueChanged, .touchUpInside])
        control.sendActions(for: [.touchDown, .valueChanged])
        #expect(senders == ["Go true"] && action.sender == nil)
        control.removeAction(action, for: .touchDown)
        control.removeAction(identifiedBy: UIAction.Identifier("go"), for: .valueChanged)
        #expect(control.allControlEvents == .touchUpInside)
        #expect(UIAction { _ in }.identifier != UIAction { _ in }.identifier && action.state == .off)
    }

    @Test("Bad input: an action taking another kind of control, or added for no events, is reported and not added")
    func badActions() {
        let log = TouchLog()
        let control = UIControl()
        let target = Target(log)
        let reports = Diagnostics.recording {
            control.addTarget(target, action: Target.switched, for: .touchUpInside)
            control.addTarget(target, action: Target.ping, for: [])
            control.addAction(UIAction { _ in }, for: [])
        }
        #expect(reports.filter { $0.hasPrefix("an action") } == ["an action taking a UISwitchStandIn was added to a UIControl; not added",
                            "an action was added to a UIControl for no events; not added",
                            "an action was added to a UIControl for no events; not added"])
        #expect(control.allControlEvents.isEmpty)
    }

    @Test("Input rule 26: a disabled control tracks nothing and sends nothing, and its touches go up the chain; disabling one mid-touch stops tracking without .touchCancel")
    func disabled() throws {
        try withTouchWindow { window, input in
            let (log, control, _) = control(in: window)
            control.isEnabled = false
            #expect(control.state == .disabled)
            input.stroke([CGPoint(x: 20, y: 20), CGPoint(x: 20, y: 20)], at: t0)
            control.isEnabled = true
            input.step(2, .down, 20, 20, at: t0 + 1)
            control.isEnabled = false
            input.step(2, .move, 30, 20, at: t0 + 1.1)
            input.step(2, .up, 20, 20, at: t0 + 1.2)
            #expect(log.lines == ["began v [1]", "ended v [1]", "beginTracking", "touchDown", "cancelTracking"])
            #expect(flags(control) == "0 0 0")
        }
    }

    @Test("A control keeps only its first touch: a second finger on a control with multiple touch goes up the responder chain")
    func secondFinger() throws {
        try withTouchWindow { window, input in
            let (log, control, _) = control(in: window)
            control.isMultipleTouchEnabled = true
            input.step(1, .down, 20, 20, at: t0)
            input.step(2, .down, 30, 20, at: t0 + 0.1)
            input.finger(2, .up, 30, 20, at: t0 + 0.2)
            input.step(1, .up, 20, 20, at: t0 + 0.2)
            #expect(log.lines == ["beginTracking", "touchDown", "began v [1]", "ended v [1]", "endTracking", "touchUpInside"])
        }
    }
}

extension GestureRecognizerTests.Target {
    func tapped(_ sender: UIControl) { log.note("tapped") }
    func touched(_ sender: UIControl, _ event: UIEvent) { log.note("touched \(event.allTouches?.count ?? -1)") }
    func switched(_ sender: UIControlTests.UISwitchStandIn) { log.note("switched") }
}
