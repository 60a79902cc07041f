/// Turns the platform's key and text input into presses (Input rule 27), key commands (Input rule 28) and
/// typed text. A key-down waits for the text the platform sends just after it (its `characters`)
/// until another event comes or the turn's events are handled. A held key is one press from down to
/// up: its repeats type its text again and deliver nothing. Keys for a window that is not open and
/// usages that name no key are reported and ignored.
@MainActor
final class PressDispatcher {
    /// A key-down, with the text the platform sent for it so far.
    private struct KeyDown {
        var window: PlatformWindowID
        var key: UIKeyboardHIDUsage
        var isRepeat: Bool
        var modifiers: UIKeyModifierFlags
        var timestamp: Double
        var text: String?
    }

    private unowned let application: UIApplication
    /// The application's presses event, the same object from key to key.
    private let event = UIPressesEvent()
    /// The presses of the keys down, by key, from down to up; a key that was a key command is held
    /// with a press delivered to no one.
    private var held: [UIKeyboardHIDUsage: UIPress] = [:]
    /// The key-down waiting for its text.
    private var pending: KeyDown?

    init(application: UIApplication) { self.application = application }

    /// A key went down (again, when `isRepeat`) or up.
    func key(in window: PlatformWindowID, scancode: Int, isDown: Bool, isRepeat: Bool, modifiers: KeyModifiers, timestamp: Double) {
        deliverPendingKey()
        guard application.openWindows[window] != nil else {
            Diagnostics.report("a key event for window \(window.rawValue), which is not open; ignored", .oncePerMessage)
            return
        }
        guard UIKeyboardHIDUsage.keys.contains(scancode) else {
            Diagnostics.report("a key event with scancode \(scancode), which names no key; ignored", .oncePerMessage)
            return
        }
        let key = UIKeyboardHIDUsage(rawValue: scancode)
        if isDown {
            pending = KeyDown(window: window, key: key, isRepeat: isRepeat, modifiers: UIKeyModifierFlags(modifiers), timestamp: timestamp)
        } else if let press = held.removeValue(forKey: key), !press.wasKeyCommand {
            deliver([press], .ended, modifiers: UIKeyModifierFlags(modifiers), at: timestamp)
        }
    }

    /// Text typed into `window`: the characters of the key-down just before, or, with none, text
    /// from an input method, typed into the first responder.
    func text(_ text: String, in window: PlatformWindowID) {
        if var down = pending, down.window == window {
            down.text = (down.text ?? "") + text
            pending = down
            return
        }
        deliverPendingKey()
        guard application.openWindows[window] != nil else {
            Diagnostics.report("text for window \(window.rawValue), which is not open; ignored", .oncePerMessage)
            return
        }
        if let input = UIResponder.firstResponder as? UIKeyInput { Self.insert(text, into: input) }
    }

    /// An input method's composition in `window`: marked text in the first responder, if it takes
    /// it; "" (with nothing selected) ends the composition, leaving nothing marked.
    func markedText(_ text: String, selection: NSRange, in window: PlatformWindowID) {
        deliverPendingKey()
        guard application.openWindows[window] != nil else {
            Diagnostics.report("marked text for window \(window.rawValue), which is not open; ignored", .oncePerMessage)
            return
        }
        guard let input = UIResponder.firstResponder as? UITextInput else { return }
        if text.isEmpty {
            guard input.markedTextRange != nil else { return }
            input.setMarkedText("", selectedRange: NSRange(location: 0, length: 0))
            input.unmarkText()
        } else {
            input.setMarkedText(text, selectedRange: selection)
        }
    }

    /// Delivers the key-down waiting for its text: a new key's command or press, a held key's text again.
    func deliverPendingKey() {
        guard let down = pending else { return }
        pending = nil
        if let press = held[down.key] {
            // A repeat (or a second down without an up): the text again if the press went unhandled.
            if press.reachedEndOfChain {
                type(down.key, text: down.text)
            } else if let target = press.responder as? KeyboardTextTarget {
                target.keyRepeated(press)
            }
        } else if !down.isRepeat {  // (a repeat alone: a key held since before the window had the focus)
            begin(down)
        }
    }

    /// Cancels the presses of the keys held (the window lost the keyboard focus), or of those that
    /// went to `window` (it closed).
    func cancelPresses(in window: UIWindow? = nil, at timestamp: Double) {
        let cancelled = held.filter { _, press in window == nil || press.window === window }
        for key in cancelled.keys { held[key] = nil }
        let presses = cancelled.values.filter { !$0.wasKeyCommand }
        if !presses.isEmpty { deliver(presses, .cancelled, modifiers: [], at: timestamp) }
    }

    /// A new key: to a debugging chord (`DebugKeyChords`), else (closing an open edit menu, which Escape only closes) to the first key command that matches, from the first responder (else the key
    /// window's scroll view that has the keyboard — inside the topmost presented controller's view
    /// when one is presented — else that controller, else the key window, else the window) up, else
    /// Escape dismisses a sheet; else a press to that responder, whose text is typed if it goes
    /// unhandled.
    private func begin(_ down: KeyDown) {
        guard let window = application.openWindows[down.window] else { return }
        let key = UIKey(keyCode: down.key, modifierFlags: down.modifiers, text: down.text)
        let keyWindow = application.keyWindow ?? window
        let presented = keyWindow.topPresentation
        let scrollView = keyWindow.keyboardScrollView.flatMap { view in
            view.window === keyWindow && (presented.map { view.isDescendant(of: $0.view) } ?? true) ? view : nil
        }
        let responder = UIResponder.firstResponder ?? scrollView ?? presented ?? keyWindow
        let press = UIPress(key: key)
        press.window = window
        held[down.key] = press
        if DebugKeyChords.handle(key, in: application) || keyWindow.menuTakes(key) || responder.performKeyCommand(for: key)
            || keyWindow.escapeDismissesSheet(key) {
            press.wasKeyCommand = true
            return
        }
        press.responder = responder
        deliver([press], .began, modifiers: key.modifierFlags, at: down.timestamp)
        if press.reachedEndOfChain { type(down.key, text: down.text) }
    }

    /// Types a key into a first responder that takes text: Backspace deletes, Return and Tab type
    /// their control characters, other keys their text.
    private func type(_ key: UIKeyboardHIDUsage, text: String?) {
        guard let input = UIResponder.firstResponder as? UIKeyInput else { return }
        if key == .keyboardDeleteOrBackspace { return input.deleteBackward() }
        if let text = text ?? Self.controlCharacters[key] { Self.insert(text, into: input) }
    }

    /// Types `text` into `input`: through `KeyboardTextTarget`, which asks first, when it adopts it.
    private static func insert(_ text: String, into input: any UIKeyInput) {
        if let target = input as? KeyboardTextTarget {
            target.insertTypedText(text)
        } else {
            input.insertText(text)
        }
    }

    /// What the keys that type without text from the platform type.
    private static let controlCharacters: [UIKeyboardHIDUsage: String] = [.keyboardReturnOrEnter: "\n", .keypadEnter: "\n", .keyboardTab: "\t"]

    /// Hands `presses`, all in `phase`, to the application in the presses event; the other held
    /// keys' presses are in it, stationary.
    private func deliver(_ presses: [UIPress], _ phase: UIPress.Phase, modifiers: UIKeyModifierFlags, at timestamp: Double) {
        let others = held.values.filter { !$0.wasKeyCommand && !presses.contains($0) }
        for press in others { press.phase = .stationary }
        for press in presses {
            press.phase = phase
            press.timestamp = timestamp
        }
        event.pressList = others + presses
        event.timestamp = timestamp
        event.modifierFlags = modifiers
        application.sendEvent(event)
        event.pressList = []
    }
}
