import Foundation
import Testing
@testable import UIKit

/// Input rule 29 (the pointer's buttons and modifiers), through the headless platform.
@Suite("Pointer events", .serialized, .startsClean)
@MainActor
struct PointerEventTests {
    /// `button` goes down or up at (x, y), `held` the buttons down after it, `modifiers` held.
    private func button(_ input: TouchInput, _ button: PointerButtons, _ isDown: Bool, _ x: CGFloat, _ y: CGFloat,
                        held: PointerButtons, _ modifiers: KeyModifiers = []) {
        input.platform.inject(.pointerButton(window: input.window, button: button, isDown: isDown, location: CGPoint(x: x, y: y),
                                             buttons: held, modifiers: modifiers))
    }

    /// The pointer moves to (x, y) with `held` down and `modifiers` held.
    private func motion(_ input: TouchInput, _ x: CGFloat, _ y: CGFloat, held: PointerButtons, _ modifiers: KeyModifiers = []) {
        input.platform.inject(.pointerMotion(window: input.window, location: CGPoint(x: x, y: y), buttons: held, modifiers: modifiers))
    }

    /// A recording view filling `window` whose calls log the event's button mask and modifiers too.
    private func inspectedView(in window: UIWindow) -> TouchLog {
        let (log, view) = windowFillingView(in: window)
        view.inspect = { _, _, event in log.note("buttons \(event?.buttonMask.rawValue ?? -1) modifiers \(event?.modifierFlags.rawValue ?? -1)") }
        return log
    }

    @Test("ButtonMask has Apple's raw values: button n is bit n − 1")
    func buttonMaskValues() {
        #expect(UIEvent.ButtonMask.primary.rawValue == 1 && UIEvent.ButtonMask.secondary.rawValue == 2)
        #expect(UIEvent.ButtonMask.button(1) == .primary && UIEvent.ButtonMask.button(2) == .secondary && UIEvent.ButtonMask.button(3).rawValue == 4)
        #expect(UIEvent.ButtonMask(PointerButtons([.primary, .middle, .forward])) == [.primary, .button(3), .button(5)])
    }

    @Test("Input rule 29: the pointer's touch reports the buttons held — primary while down, the right one while it is too, none at the lift; fingers none")
    func buttonMask() throws {
        try withTouchWindow { window, input in
            let log = inspectedView(in: window)
            button(input, .primary, true, 10, 10, held: .primary)
            input.turn()
            button(input, .secondary, true, 10, 10, held: [.primary, .secondary])
            motion(input, 20, 10, held: [.primary, .secondary])
            input.turn()
            button(input, .secondary, false, 20, 10, held: .primary)
            button(input, .primary, false, 20, 10, held: [])
            input.turn()
            input.finger(1, .down, 50, 50)
            input.finger(1, .up, 50, 50)
            input.turn()
            #expect(log.lines == ["began v [1]", "buttons 1 modifiers 0", "moved v [1]", "buttons 3 modifiers 0", "ended v [1]", "buttons 0 modifiers 0",
                                  "began v [2]", "buttons 0 modifiers 0", "ended v [2]", "buttons 0 modifiers 0"])
        }
    }

    @Test("Input rule 29: modifierFlags are the pointer event's; a finger's are the latest key's or pointer's; focus loss lets them go")
    func modifierFlags() throws {
        try withTouchWindow { window, input in
            let log = inspectedView(in: window)
            button(input, .primary, true, 10, 10, held: .primary, .shift)
            motion(input, 20, 10, held: .primary, [.shift, .command])
            input.turn()
            button(input, .primary, false, 20, 10, held: [], .control)
            input.turn()
            input.platform.inject(.key(window: input.window, scancode: UIKeyboardHIDUsage.keyboardLeftAlt.rawValue, isDown: true, isRepeat: false,
                                       modifiers: .alternate))
            input.finger(1, .down, 50, 50)
            input.turn()
            input.platform.inject(.windowFocus(window: input.window, isFocused: false))
            input.finger(2, .down, 60, 60)
            input.turn()
            let shift = UIKeyModifierFlags.shift.rawValue, command = UIKeyModifierFlags.command.rawValue
            let control = UIKeyModifierFlags.control.rawValue, alternate = UIKeyModifierFlags.alternate.rawValue
            #expect(log.lines == ["began v [1]", "buttons 1 modifiers \(shift)", "moved v [1]", "buttons 1 modifiers \(shift | command)",
                                  "ended v [1]", "buttons 0 modifiers \(control)", "began v [2]", "buttons 0 modifiers \(alternate)",
                                  "cancelled v [2]", "buttons 0 modifiers 0", "began v [3]", "buttons 0 modifiers 0"])
        }
    }

    @Test("Input rule 29: a right click on a control tracks nothing and sends nothing; one during a primary click leaves its tracking alone")
    func rightClickOnControl() throws {
        try withTouchWindow { window, input in
            let (log, view) = windowFillingView(in: window)
            let control = TrackingControl(log, frame: CGRect(x: 10, y: 10, width: 40, height: 30))
            logEvents(of: control, to: log)
            view.addSubview(control)

            button(input, .secondary, true, 20, 20, held: .secondary)
            motion(input, 25, 20, held: .secondary)
            input.turn()
            #expect(!control.isTracking && !control.isHighlighted)
            button(input, .secondary, false, 25, 20, held: [])
            input.turn()
            #expect(log.lines.isEmpty, "\(log.lines)")

            button(input, .primary, true, 20, 20, held: .primary)
            input.turn()
            button(input, .secondary, true, 20, 20, held: [.primary, .secondary])
            input.turn()
            motion(input, 25, 20, held: [.primary, .secondary])
            input.turn()
            button(input, .secondary, false, 25, 20, held: .primary)
            input.turn()
            #expect(control.isTracking && control.isHighlighted)
            button(input, .primary, false, 25, 20, held: [])
            input.turn()
            #expect(log.lines == ["beginTracking", "touchDown", "continueTracking", "touchDragInside", "endTracking", "touchUpInside"])
        }
    }
}
