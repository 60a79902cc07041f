import Foundation
import Testing
@testable import UIKit

/// Input rule 27 (keys as presses), through the headless platform.
@Suite("Presses", .serialized, .startsClean)
@MainActor
struct PressesTests {
    /// A window that logs its press calls and passes them on.
    final class Window: UIWindow {
        var log: TouchLog?
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            log?.note("began window")
            super.pressesBegan(presses, with: event)
        }
        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            log?.note("ended window")
            super.pressesEnded(presses, with: event)
        }
    }

    @Test("Input rule 27: a key reaches the first responder as one UIPress and walks the chain; with no first responder, the key window")
    func firstResponderThenKeyWindow() throws {
        try withHeadlessPlatform { platform in
            let log = TouchLog()
            let window = Window(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            window.log = log
            let container = PressRecorder("container", log)
            let field = PressRecorder("field", log)
            container.addSubview(field)
            window.addSubview(container)
            window.makeKeyAndVisible()
            let input = KeyInput(platform: platform, window: try #require(window.platformWindow?.id))
            #expect(field.becomeFirstResponder())
            defer { field.resignFirstResponder() }

            var seen: [(UIPress, UIPressesEvent?)] = []
            field.inspect = { presses, event in seen += presses.map { ($0, event) } }
            let t0 = MediaClock.shared.now() + 100
            input.down(.keyboardA, text: "a", at: t0)
            input.up(.keyboardA, at: t0 + 0.2)
            input.turn()
            #expect(log.lines == ["began field a", "began container a", "began window", "ended field a", "ended container a", "ended window"])
            #expect(seen.count == 2 && seen[0].0 === seen[1].0, "one press from down to up")
            let (press, event) = try #require(seen.first)
            #expect(press.phase == .ended && press.responder === field && press.window === window)
            #expect(press.key?.keyCode == .keyboardA && press.key?.characters == "a" && press.type.rawValue == 2004)
            #expect(press.timestamp == t0 + 0.2)
            #expect(event?.type == .presses && event?.timestamp == t0 + 0.2)

            field.resignFirstResponder()
            log.clear()
            input.type(.keyboardB, text: "b")
            #expect(log.lines == ["began window", "ended window"], "no first responder: the key window")
        }
    }

    @Test("Input rule 27: a held key gives one began and one ended; its repeats type its text again")
    func heldKeyRepeats() throws {
        try withKeyWindow { window, input in
            let field = focusedField(TextRecorder.self, in: window, passes: true)
            let log = field.log
            input.down(.keyboardA, text: "a")
            input.turn()
            input.down(.keyboardA, text: "a", repeats: true)
            input.turn()
            input.down(.keyboardA, text: "a", repeats: true)
            input.down(.keyboardA, text: "a", repeats: true)
            input.up(.keyboardA)
            input.turn()
            #expect(log.lines == ["began field a", "insert \"a\"", "insert \"a\"", "insert \"a\"", "insert \"a\"", "ended field a"])

            log.clear()
            input.down(.keyboardDeleteOrBackspace)
            input.down(.keyboardDeleteOrBackspace, repeats: true)
            input.up(.keyboardDeleteOrBackspace)
            input.type(.keyboardReturnOrEnter)
            #expect(log.lines == ["began field \u{8}", "delete", "delete", "ended field \u{8}", "began field \r", "insert \"\\n\"", "ended field \r"])

            // A press a responder handles (it does not pass it on) types nothing, repeated or not.
            log.clear()
            field.passes = false
            input.down(.keyboardB, text: "b")
            input.down(.keyboardB, text: "b", repeats: true)
            input.up(.keyboardB)
            input.turn()
            #expect(log.lines == ["began field b", "ended field b"])

            // Text with no key (an input method) is typed.
            log.clear()
            input.platform.inject(.text(window: input.window, "日本"))
            input.turn()
            #expect(log.lines == ["insert \"日本\""])
        }
    }

    @Test("Input rule 27: characters are the platform's text, else the US layout; modifiers, keypad and special keys")
    func keysAndModifiers() throws {
        try withKeyWindow { window, input in
            let field = focusedField(in: window)
            var keys: [UIKey] = []
            var events: [UIKeyModifierFlags] = []
            field.inspect = { presses, event in
                if presses.first?.phase == .began { keys += presses.compactMap(\.key) }
                events.append(event?.modifierFlags ?? [])
            }
            input.type(.keyboard1, text: "!", .shift)
            input.type(.keyboardR, .control)
            input.type(.keyboardA, .shift)
            input.type(.keyboardA, [.capsLock, .shift])
            input.type(.keyboardA, text: "q")
            input.type(.keypad1, text: "1")
            input.type(.keyboardUpArrow)
            input.type(.keyboardEscape, .alternate)
            input.type(.keyboardLeftShift, .shift)
            input.type(.keyboardF5, .command)
            let described = keys.map { "\($0.characters)|\($0.charactersIgnoringModifiers)|\($0.modifierFlags.rawValue >> 16)" }
            #expect(described == ["!|1|2", "r|r|4", "A|a|2", "a|a|3", "q|a|0", "1|1|32", "\(UIKeyCommand.inputUpArrow)|\(UIKeyCommand.inputUpArrow)|0",
                                  "\(UIKeyCommand.inputEscape)|\(UIKeyCommand.inputEscape)|8", "||2", "\(UIKeyCommand.inputF5)|\(UIKeyCommand.inputF5)|16"])
            #expect(events.prefix(4) == [.shift, .shift, .control, .control], "the event's modifiers: at the key-down, then at the key-up")
            #expect(UIKeyModifierFlags(KeyModifiers([.capsLock, .shift, .control, .alternate, .command])).rawValue == 0x1F0000)
        }
    }

    @Test("Input rule 27: every held key is in allPresses; the ones that did not change are stationary; press types")
    func severalKeys() throws {
        try withKeyWindow { window, input in
            let field = focusedField(in: window)
            let log = field.log
            var all: [String] = []
            field.inspect = { presses, event in
                let phases = (event?.allPresses ?? []).map { "\($0.key!.charactersIgnoringModifiers)\($0.phase.rawValue)" }.sorted()
                all.append(phases.joined(separator: " "))
            }
            input.down(.keyboardA)
            input.down(.keyboardB)
            input.up(.keyboardA)
            input.up(.keyboardB)
            input.turn()
            #expect(log.lines == ["began field a", "began field b", "ended field a", "ended field b"])
            #expect(all == ["a0", "a2 b0", "a3 b2", "b3"])

            var types: [UIPress.PressType] = []
            field.inspect = { presses, _ in types += presses.map(\.type) }
            input.type(.keyboardLeftArrow)
            input.type(.keyboardPageDown)
            #expect(types == [.leftArrow, .leftArrow, .pageDown, .pageDown])
        }
    }

    @Test("Input rule 27: losing the keyboard focus cancels the held presses; their key-ups are then ignored; closing the window too")
    func focusLossCancels() throws {
        try withKeyWindow { window, input in
            let field = focusedField(in: window)
            let log = field.log
            input.down(.keyboardA)
            input.down(.keyboardB)
            input.platform.inject(.windowFocus(window: input.window, isFocused: false))
            input.up(.keyboardA)
            input.turn()
            #expect(log.lines == ["began field a", "began field b", "cancelled field a b"])

            log.clear()
            input.down(.keyboardC)
            input.turn()
            window.isHidden = true
            #expect(log.lines == ["began field c", "cancelled field c"])
        }
    }

    @Test("The key window follows the keyboard focus: resignKey, then becomeKey, each with its notification")
    func keyWindowFollowsFocus() throws {
        final class Window: UIWindow {
            var log: TouchLog?
            var name = ""
            override func becomeKey() { log?.note("becomeKey \(name)") }
            override func resignKey() { log?.note("resignKey \(name)") }
        }
        try withHeadlessPlatform { platform in
            let log = TouchLog()
            let first = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let second = Window(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
            for (window, name) in [(first, "first"), (second, "second")] {
                window.log = log
                window.name = name
                window.isHidden = false
            }
            first.makeKey()
            let center = NotificationCenter.default
            let observers = [UIWindow.didBecomeKeyNotification, UIWindow.didResignKeyNotification].map { name in
                center.addObserver(forName: name, object: nil, queue: nil) { note in
                    let line = "\(note.name.rawValue) \(ObjectIdentifier(note.object as AnyObject))"
                    MainActor.assumeIsolated { log.note(line) }
                }
            }
            defer { observers.forEach(center.removeObserver) }
            log.clear()
            platform.inject(.windowFocus(window: try #require(second.platformWindow?.id), isFocused: true))
            UIApplication.shared.handlePendingEvents()
            #expect(UIApplication.shared.keyWindow === second && second.isKeyWindow && !first.isKeyWindow)
            #expect(log.lines == ["resignKey first", "UIWindowDidResignKeyNotification \(ObjectIdentifier(first))", "becomeKey second",
                                  "UIWindowDidBecomeKeyNotification \(ObjectIdentifier(second))"])

            log.clear()
            platform.inject(.windowFocus(window: try #require(second.platformWindow?.id), isFocused: true))
            UIApplication.shared.handlePendingEvents()
            #expect(log.lines.isEmpty, "already key: nothing changes")
        }
    }

    @Test("Bad input: keys and text for a window that is not open, usages that name no key, a key-up never down, a lone repeat")
    func badInput() throws {
        try withKeyWindow { window, input in
            let field = focusedField(TextRecorder.self, in: window, passes: true)
            let log = field.log
            let closed = KeyInput(platform: input.platform, window: PlatformWindowID(999))
            let messages = Diagnostics.recording {
                closed.type(.keyboardA, text: "a")
                input.platform.inject(.key(window: input.window, scancode: 0, isDown: true, isRepeat: false, modifiers: []))
                input.platform.inject(.key(window: input.window, scancode: 258, isDown: true, isRepeat: false, modifiers: []))
                input.platform.inject(.key(window: input.window, scancode: -4, isDown: false, isRepeat: false, modifiers: []))
                input.turn()
                input.up(.keyboardQ)
                input.down(.keyboardW, text: "w", repeats: true)
                input.turn()
            }
            #expect(messages == ["a key event for window 999, which is not open; ignored", "text for window 999, which is not open; ignored",
                                 "a key event for window 999, which is not open; ignored",
                                 "a key event with scancode 0, which names no key; ignored",
                                 "a key event with scancode 258, which names no key; ignored",
                                 "a key event with scancode -4, which names no key; ignored"], "\(messages)")
            #expect(log.lines.isEmpty, "\(log.lines)")
        }
    }
}
