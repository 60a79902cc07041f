import Foundation
import Testing
@testable import UIKit

/// A view that logs its press calls to a `TouchLog` as "began field a" — the phase, its name, and
/// the keys' `charactersIgnoringModifiers`, sorted — then passes them up the chain if `passes`.
class PressRecorder: UIView {
    let name: String
    let log: TouchLog
    var passes: Bool
    /// Whether it can become first responder.
    var takesFocus = true
    /// Called after each call is logged, with its presses and event.
    var inspect: ((Set<UIPress>, UIPressesEvent?) -> Void)?

    required init(_ name: String, _ log: TouchLog, passes: Bool = true) {
        self.name = name
        self.log = log
        self.passes = passes
        super.init(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    required init?(coder: NSCoder) { fatalError("not archived") }

    override var canBecomeFirstResponder: Bool { takesFocus }

    private func record(_ phase: String, _ presses: Set<UIPress>, _ event: UIPressesEvent?) {
        let keys = presses.map { $0.key?.charactersIgnoringModifiers ?? "?" }.sorted().joined(separator: " ")
        log.note("\(phase) \(name) \(keys)")
        inspect?(presses, event)
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        record("began", presses, event)
        if passes { super.pressesBegan(presses, with: event) }
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        record("ended", presses, event)
        if passes { super.pressesEnded(presses, with: event) }
    }
    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        record("cancelled", presses, event)
        if passes { super.pressesCancelled(presses, with: event) }
    }
}

/// A press recorder that takes typed text, logging "insert a" and "delete".
final class TextRecorder: PressRecorder, UIKeyInput {
    var hasText: Bool { true }
    func insertText(_ text: String) { log.note("insert \(text.debugDescription)") }
    func deleteBackward() { log.note("delete") }
}

/// A `kind` named "field" in `window`, logging to a new log, made first responder.
@MainActor
func focusedField<Recorder: PressRecorder>(_ kind: Recorder.Type = PressRecorder.self, in window: UIWindow, passes: Bool = false) -> Recorder {
    let field = kind.init("field", TouchLog(), passes: passes)
    window.addSubview(field)
    #expect(field.becomeFirstResponder())
    return field
}

/// Key input for a headless window.
@MainActor
struct KeyInput {
    let platform: HeadlessPlatform
    let window: PlatformWindowID

    /// `key` goes down (again, when `repeats`) with `modifiers` held, the platform typing `text`.
    func down(_ key: UIKeyboardHIDUsage, text: String? = nil, repeats: Bool = false, _ modifiers: KeyModifiers = [], at time: Double? = nil) {
        platform.inject(.key(window: window, scancode: key.rawValue, isDown: true, isRepeat: repeats, modifiers: modifiers), at: time)
        if let text { platform.inject(.text(window: window, text)) }
    }

    /// `key` goes up with `modifiers` held.
    func up(_ key: UIKeyboardHIDUsage, _ modifiers: KeyModifiers = [], at time: Double? = nil) {
        platform.inject(.key(window: window, scancode: key.rawValue, isDown: false, isRepeat: false, modifiers: modifiers), at: time)
    }

    /// `key` goes down and up in one turn.
    func type(_ key: UIKeyboardHIDUsage, text: String? = nil, _ modifiers: KeyModifiers = []) {
        down(key, text: text, modifiers)
        up(key, modifiers)
        turn()
    }

    /// Handles the turn's events.
    func turn() { UIApplication.shared.handlePendingEvents() }
}

/// Runs `body` with a shown, key 300×200 headless window and its key input; no first responder
/// is left behind.
@MainActor
func withKeyWindow<Result>(_ body: (UIWindow, KeyInput) throws -> Result) throws -> Result {
    try withTouchWindow { window, touches in
        defer { UIResponder.firstResponder?.resignFirstResponder() }
        return try body(window, KeyInput(platform: touches.platform, window: touches.window))
    }
}
