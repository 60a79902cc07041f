import Foundation
import Testing
@testable import DemoKit
@testable import QuartzCore
@testable import UIKit

/// Real typing and a real clipboard (TEXT.md's outline): xdotool types into the text input page's
/// name field and text view through XTest, and `xclip`, another X client, reads what Ctrl+C copied
/// and serves what Ctrl+V pastes.
extension RealXInputTests {
    @Test("xdotool types 'héllo wörld ✓' into a field: exactly that text, one change per character, drawn; Ctrl+A Ctrl+C reach xclip; xclip's text is pasted with Ctrl+V, bytes that are not UTF-8 as U+FFFD; Return ends editing")
    func typingAndClipboard() throws {
        let (window, page, id, renderer) = try open(size: CGSize(width: 640, height: 480)) { TextInputPage(frame: $0) }
        defer { window.isHidden = true }
        let field = page.nameField
        try pointAt(field, CGPoint(x: 40, y: field.bounds.midY), window: id)
        try xdotool(["click", "1"])
        #expect(pump(until: { field.isEditing }), "the click began editing: \(page.log)")

        let typed = "héllo wörld ✓"
        try typeWaiting(typed, into: { field.text ?? "" })
        #expect(pump(until: { field.text == typed }), "typed: \(String(describing: field.text))")
        let changes = page.log.filter { $0.hasPrefix("name: shouldChange") }
        #expect(changes.count == typed.count, "one change per character: \(changes)")
        CATransaction.flush()
        let picture = try #require(renderer.renderFrame(at: 0, capture: window.renderTargetID))
        let shown = Picture(width: picture.width, height: picture.height, rgba: picture.rgba)
        let area = field.convert(field.bounds, to: nil).insetBy(dx: 7, dy: 4)
        #expect(shown.count(.black, in: area) > 40, "the text is drawn in the field")

        try xdotool(["key", "ctrl+a", "ctrl+c"])
        #expect(pump(until: { (field.selectedTextRange as? TextOffsetRange)?.range.length == typed.utf16.count }))
        // Ctrl+C may arrive after the selection: xclip asks only once the copy is on the clipboard.
        #expect(pump(until: { UIPasteboard.general.string == typed }), "Ctrl+C copied the selection")
        let copied = try runPumping("/usr/bin/xclip", ["-o", "-selection", "clipboard"])
        #expect(copied == typed, "xclip read the copy: \(copied)")

        let served = try startXclipServing("from xclip ✓")
        defer { if served.isRunning { served.terminate() } }
        try xdotool(["key", "ctrl+a", "ctrl+v"])
        #expect(pump(until: { field.text == "from xclip ✓" }), "pasted: \(String(describing: field.text))")

        // Another program's clipboard that is not UTF-8: each bad byte becomes U+FFFD, the rest is kept.
        let invalid = try startXclipServing(bytes: Data([0x78, 0xFF, 0x79]))
        defer { if invalid.isRunning { invalid.terminate() } }
        try xdotool(["key", "ctrl+a", "ctrl+v"])
        #expect(pump(until: { field.text == "x\u{FFFD}y" }), "pasted: \(String(describing: field.text))")

        try xdotool(["key", "Return"])
        #expect(pump(until: { !field.isEditing }), "Return ended editing")
        #expect(page.log.contains("name: shouldReturn") && page.log.contains("name: editingDidEndOnExit"), "\(page.log.suffix(8))")
    }

    /// Text rules 16–17, 22–23 with real input: a click into the page's text view, then typing.
    @Test("xdotool types two lines into a text view: Return is a line break, Up moves a line up, each key asks the delegate once")
    func typingIntoTextView() throws {
        let (window, page, id, _) = try open(size: CGSize(width: 640, height: 480)) { TextInputPage(frame: $0) }
        defer { window.isHidden = true }
        let textView = page.textView
        textView.text = ""
        try pointAt(textView, CGPoint(x: 40, y: 20), window: id)
        try xdotool(["click", "1"])
        #expect(pump(until: { textView.isFirstResponder }), "the click began editing: \(page.log)")
        try xdotool(["type", "--delay", "40", "one"])
        try xdotool(["key", "Return"])
        try xdotool(["type", "--delay", "40", "two"])
        #expect(pump(until: { textView.text == "one\ntwo" }), "typed: \(String(describing: textView.text))")
        let changes = page.log.filter { $0.hasPrefix("text view: shouldChange") }
        #expect(changes.count == 7 && changes.contains("text view: shouldChange {3, 0} \"\\n\""), "\(changes)")
        try xdotool(["key", "Up", "x"])
        #expect(pump(until: { textView.text == "onex\ntwo" }), "Up went to the first line's end: \(String(describing: textView.text))")
    }

    @Test("xdotool types two words into a field, the caret moved between them: Ctrl+Z undoes the second, then the first; Ctrl+Shift+Z and Ctrl+Y redo them; the field draws each state")
    func typingUndoneAndRedone() throws {
        let (window, page, id, renderer) = try open(size: CGSize(width: 640, height: 480)) { TextInputPage(frame: $0) }
        defer { window.isHidden = true }
        let field = page.nameField
        field.text = ""
        try pointAt(field, CGPoint(x: 40, y: field.bounds.midY), window: id)
        try xdotool(["click", "1"])
        #expect(pump(until: { field.isEditing }), "the click began editing: \(page.log)")
        try typeWaiting("one", into: { field.text ?? "" })
        // The caret moved (and back to the end): the next typing is an undo step of its own.
        try xdotool(["key", "Left", "Right"])
        _ = pump(until: { false }, timeout: 0.2)
        try typeWaiting(" two", into: { field.text ?? "" })
        #expect(field.text == "one two")
        let inkOfBoth = ink(in: field, window, renderer)

        try xdotool(["key", "ctrl+z"])
        #expect(pump(until: { field.text == "one" }), "the second word undone: \(String(describing: field.text))")
        #expect(ink(in: field, window, renderer) < inkOfBoth, "less text drawn")
        try xdotool(["key", "ctrl+z"])
        #expect(pump(until: { field.text == "" }), "the first word undone: \(String(describing: field.text))")
        #expect(ink(in: field, window, renderer) == 0, "an empty field drawn")
        try xdotool(["key", "ctrl+shift+z"])
        #expect(pump(until: { field.text == "one" }), "the first word redone: \(String(describing: field.text))")
        try xdotool(["key", "ctrl+y"])
        #expect(pump(until: { field.text == "one two" }), "the second word redone: \(String(describing: field.text))")
        #expect(ink(in: field, window, renderer) == inkOfBoth, "drawn as it was typed")
    }

    /// How many black pixels the compositor draws in `field`'s text area now.
    private func ink(in field: UITextField, _ window: UIWindow, _ renderer: SynchronousRenderer) -> Int {
        CATransaction.flush()
        guard let picture = renderer.renderFrame(at: 0, capture: window.renderTargetID) else { return -1 }
        let shown = Picture(width: picture.width, height: picture.height, rgba: picture.rgba)
        return shown.count(.black, in: field.convert(field.bounds, to: nil).insetBy(dx: 7, dy: 4))
    }

    /// Types `text` with xdotool, each run of ASCII characters at once and every other character
    /// alone, waiting after each until `typed()` ends with what was typed so far. xdotool gives a
    /// character the keyboard lacks (é, ö, ✓) a spare key only while it presses it: SDL reads the
    /// key map anew when told it changed, and a reading later than the press's end finds the key
    /// empty. So such a key is held 0.3 s while the events are handled without pause.
    func typeWaiting(_ text: String, into typed: () -> String) throws {
        var sent = ""
        var runs: [String] = []
        for character in text {
            if character.isASCII, let last = runs.last, last.allSatisfy({ $0.isASCII }) {
                runs[runs.count - 1].append(character)
            } else {
                runs.append(String(character))
            }
        }
        for run in runs {
            let delay = run.allSatisfy { $0.isASCII } ? "40" : "300"
            _ = try runPumping("/usr/bin/xdotool", ["type", "--delay", delay, run], interval: 0)
            sent += run
            let arrived = pump(until: { typed().hasSuffix(sent) }, interval: 0)
            let got = typed()
            try #require(arrived, "typed \(sent.debugDescription), got \(got.debugDescription)")
        }
    }

    /// Runs `path` with `arguments` while handling the platform's events (SDL answers the
    /// clipboard's requests, and reads a key's text, only as its queue is read), for at most 5 s;
    /// returns what it printed.
    func runPumping(_ path: String, _ arguments: [String], interval: Double = 0.01) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let finished = pump(until: { !process.isRunning }, interval: interval)
        if !finished { process.terminate() }
        try #require(finished && process.terminationStatus == 0, "\(path) \(arguments) did not finish")
        return String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }

    /// Starts xclip owning `selection` (the clipboard, or "primary") with `text`, for one request;
    /// returns once it owns it.
    func startXclipServing(_ text: String, selection: String = "clipboard") throws -> Process {
        try startXclipServing(bytes: Data(text.utf8), selection: selection)
    }

    /// Starts xclip owning `selection` with `bytes`, UTF-8 or not, for one request; returns once it owns it.
    func startXclipServing(bytes: Data, selection: String = "clipboard") throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xclip")
        process.arguments = ["-i", "-selection", selection, "-loops", "1", "-quiet"]
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        input.fileHandleForWriting.write(bytes)
        try input.fileHandleForWriting.close()
        // xclip takes the selection once it has read its input; give it a moment.
        Thread.sleep(forTimeInterval: 0.3)
        return process
    }
}
