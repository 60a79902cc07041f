import CSDL2
import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

/// Keys through SDL's own queue (`SDL_KEYDOWN`/`SDL_KEYUP` with a scancode, `SDL_TEXTINPUT`), on
/// whichever back end this run drives: they reach the first responder as presses with SDL's
/// scancode as the key code and SDL's text as the characters, and a key command fires.
@Suite("Keys through SDL's queue", .serialized, .startsClean)
@MainActor
struct SDLKeyboardTests {
    /// A first responder logging its presses ("began 4 Q a shift": key code, characters, ignoring
    /// modifiers, Shift), with a key command.
    final class Field: UIView {
        var log: [String] = []
        override var canBecomeFirstResponder: Bool { true }
        override var keyCommands: [UIKeyCommand]? { [UIKeyCommand(input: "r", modifierFlags: .command, action: Field.reset)] }
        func reset() { log.append("reset") }

        private func record(_ phase: String, _ presses: Set<UIPress>) {
            for key in presses.compactMap(\.key) {
                let shift = key.modifierFlags.contains(.shift) ? " shift" : ""
                log.append("\(phase) \(key.keyCode.rawValue) \(key.characters) \(key.charactersIgnoringModifiers)\(shift)")
            }
        }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { record("began", presses) }
        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { record("ended", presses) }
    }

    /// Runs `body` with a 200×200 window's queue and a field in it as first responder, then
    /// resigns it and closes the window.
    private func withField(_ body: (UIWindow, SDLEventQueue, Field) throws -> Void) throws {
        try withFirstResponder(Field(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), body)
    }

    /// Runs `body` with a 200×200 window's queue and `responder` in it as first responder, then
    /// resigns it and closes the window.
    private func withFirstResponder<Responder: UIView>(_ responder: Responder, _ body: (UIWindow, SDLEventQueue, Responder) throws -> Void) throws {
        let (window, queue) = try SDLEventQueue.openWindow(size: CGSize(width: 200, height: 200)) { $0.addSubview(responder) }
        defer {
            responder.resignFirstResponder()
            window.isHidden = true
        }
        #expect(responder.becomeFirstResponder())
        try body(window, queue, responder)
    }

    /// Handles what SDL has queued: one main-loop turn's events.
    private func turn() { UIApplication.shared.handlePendingEvents() }

    @Test("Invalid UTF-8 in SDL's text event reaches a text field with each bad byte as U+FFFD and the rest kept")
    func invalidUTF8() throws {
        try withFirstResponder(UITextField(frame: CGRect(x: 0, y: 0, width: 150, height: 34))) { _, queue, textField in
            queue.text(bytes: [0x61, 0xFF, 0x62, 0xC3])   // "a", a byte no UTF-8 has, "b", a sequence cut short
            turn()
            #expect(textField.text == "a\u{FFFD}b\u{FFFD}", "\(String(describing: textField.text?.unicodeScalars.map(\.value)))")
        }
    }

    @Test("Shift and the key where US keyboards have A, typing Q (AZERTY), held and repeated: one press, key code 4 (SDL's scancode), SDL's text, \"a\" ignoring modifiers")
    func shiftedKey() throws {
        try withField { _, queue, field in
            queue.key(SDL_KEYDOWN, SDL_SCANCODE_A, modifiers: KMOD_LSHIFT)
            queue.text("Q")
            turn()
            queue.key(SDL_KEYDOWN, SDL_SCANCODE_A, repeats: true, modifiers: KMOD_LSHIFT)
            queue.text("Q")
            queue.key(SDL_KEYUP, SDL_SCANCODE_A, modifiers: KMOD_LSHIFT)
            turn()
            #expect(field.log == ["began 4 Q a shift", "ended 4 Q a shift"])
        }
    }

    @Test("Ctrl-R is the field's ⌘R key command: it fires and no press is delivered; the arrow keys are UIKit's input strings")
    func keyCommand() throws {
        try withField { _, queue, field in
            queue.key(SDL_KEYDOWN, SDL_SCANCODE_R, modifiers: KMOD_LCTRL)
            queue.key(SDL_KEYUP, SDL_SCANCODE_R, modifiers: KMOD_LCTRL)
            queue.key(SDL_KEYDOWN, SDL_SCANCODE_UP)
            queue.key(SDL_KEYUP, SDL_SCANCODE_UP)
            turn()
            let up = UIKeyCommand.inputUpArrow
            #expect(field.log == ["reset", "began 82 \(up) \(up)", "ended 82 \(up) \(up)"])
        }
    }

    @Test("A window gaining the keyboard focus becomes the key window")
    func focusMakesKey() throws {
        try withField { window, queue, _ in
            let (other, _) = try SDLEventQueue.openWindow(size: CGSize(width: 100, height: 100)) { _ in }
            defer { other.isHidden = true }
            #expect(other.isKeyWindow)
            queue.focus(true)
            turn()
            #expect(window.isKeyWindow && !other.isKeyWindow)
        }
    }
}
