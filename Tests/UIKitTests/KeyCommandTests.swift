import Foundation
import Testing
@testable import UIKit

/// Input rule 28 (key commands), through the headless platform.
@Suite("Key commands", .serialized, .startsClean)
@MainActor
struct KeyCommandTests {
    /// A view whose key commands (set by the test) call its methods, which log.
    final class Board: PressRecorder {
        var commands: [UIKeyCommand] = []
        override var keyCommands: [UIKeyCommand]? { commands }
        func reset() { log.note("reset \(name)") }
        func undo(_ sender: UIKeyCommand) { log.note("undo \(name) \(sender.title)") }
    }

    /// A type no responder is.
    final class Elsewhere {
        func act() {}
    }

    /// A board "outer" holding a board "inner" holding the first responder "field", all logging to one log.
    private func boards(in window: UIWindow) -> (TouchLog, Board, Board, PressRecorder) {
        let log = TouchLog()
        let outer = Board("outer", log)
        let inner = Board("inner", log)
        let field = PressRecorder("field", log)
        inner.addSubview(field)
        outer.addSubview(inner)
        window.addSubview(outer)
        #expect(field.becomeFirstResponder())
        return (log, outer, inner, field)
    }

    @Test("Input rule 28: a command of a responder up the chain is matched; the first responder of its action's type from the first responder up performs it; the key's press is consumed")
    func matchedUpTheChain() throws {
        try withKeyWindow { window, input in
            let (log, outer, _, _) = boards(in: window)
            outer.commands = [UIKeyCommand(input: "r", modifierFlags: .command, action: Board.reset)]
            input.down(.keyboardR, .command)
            input.down(.keyboardR, repeats: true, .command)
            input.up(.keyboardR, .command)
            input.turn()
            #expect(log.lines == ["reset inner"], "inner is the first Board from the field up; no press, once for a held key")

            log.clear()
            input.type(.keyboardT, text: "t")
            #expect(log.lines == ["began field t", "began inner t", "began outer t", "ended field t", "ended inner t", "ended outer t"])
        }
    }

    @Test("Input rule 28: a command whose action no responder in the chain handles does not consume the key; a later matching one does")
    func unhandledAction() throws {
        try withKeyWindow { window, input in
            let (log, outer, inner, field) = boards(in: window)
            field.passes = false
            inner.commands = [UIKeyCommand(input: "z", modifierFlags: .command, action: Elsewhere.act)]
            input.type(.keyboardZ, .command)
            #expect(log.lines == ["began field z", "ended field z"])

            log.clear()
            let undo = UIKeyCommand(title: "Undo", action: Board.undo, input: "z", modifierFlags: .command, discoverabilityTitle: "Undo the move")
            outer.commands = [undo]
            input.type(.keyboardZ, .command)
            #expect(log.lines == ["undo inner Undo"], "the action gets the command")
            #expect(undo.input == "z" && undo.modifierFlags == .command && undo.discoverabilityTitle == "Undo the move")
        }
    }

    @Test("Input rule 28: modifiers match exactly, Caps Lock and the keypad aside; letters in either case; UIKit's input strings")
    func modifiers() throws {
        try withKeyWindow { window, input in
            let (log, outer, _, field) = boards(in: window)
            field.passes = false
            outer.commands = [UIKeyCommand(input: "r", modifierFlags: .command, action: Board.reset),
                              UIKeyCommand(input: "S", modifierFlags: [.command, .shift], action: Board.reset),
                              UIKeyCommand(input: UIKeyCommand.inputUpArrow, modifierFlags: [], action: Board.reset),
                              UIKeyCommand(input: "1", modifierFlags: .alternate, action: Board.reset)]
            input.type(.keyboardR)
            input.type(.keyboardR, [.command, .shift])
            input.type(.keyboardR, [.command, .alternate])
            #expect(log.lines == ["began field r", "ended field r", "began field r", "ended field r", "began field r", "ended field r"])

            log.clear()
            input.type(.keyboardR, [.command, .capsLock])
            input.type(.keyboardS, text: "S", [.command, .shift])
            input.type(.keyboardUpArrow)
            input.type(.keypad1, text: "1", .alternate)
            input.type(.keyboard1, text: "¡", .alternate)
            #expect(log.lines == ["reset inner", "reset inner", "reset inner", "reset inner", "reset inner"])
        }
    }

    @Test("Ctrl matches .command (Linux's Ctrl-R for ⌘R), as Super does; a command wanting Ctrl itself, anywhere up the chain, wins")
    func controlForCommand() throws {
        try withKeyWindow { window, input in
            let (log, outer, inner, field) = boards(in: window)
            field.passes = false
            outer.commands = [UIKeyCommand(input: "r", modifierFlags: .command, action: Board.reset),
                              UIKeyCommand(input: "q", modifierFlags: [.command, .control], action: Board.reset)]
            input.type(.keyboardR, .control)
            input.type(.keyboardR, .command)
            input.type(.keyboardR, [.control, .shift])
            input.type(.keyboardQ, .control)
            input.type(.keyboardQ, .command)
            input.type(.keyboardQ, [.control, .command])
            #expect(log.lines == ["reset inner", "reset inner", "began field r", "ended field r", "began field q", "ended field q",
                                  "began field q", "ended field q", "reset inner"])

            log.clear()
            inner.commands = [UIKeyCommand(input: "r", modifierFlags: .command, action: Board.undo)]
            outer.commands = [UIKeyCommand(title: "exact", action: Board.undo, input: "r", modifierFlags: .control)]
            input.type(.keyboardR, .control)
            input.type(.keyboardR, .command)
            #expect(log.lines == ["undo inner exact", "undo inner "], "Ctrl-R: the exact match of outer before inner's ⌘R")
        }
    }

    @Test("Input rule 28: with no first responder the chain starts at the key window")
    func noFirstResponder() throws {
        final class Window: UIWindow {
            var resets = 0
            override var keyCommands: [UIKeyCommand]? { [UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: Window.reset)] }
            func reset() { resets += 1 }
        }
        try withHeadlessPlatform { platform in
            let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.makeKeyAndVisible()
            let input = KeyInput(platform: platform, window: try #require(window.platformWindow?.id))
            input.type(.keyboardEscape)
            #expect(window.resets == 1)
        }
    }
}
