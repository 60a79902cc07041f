import Foundation
import Testing
@testable import UIKit

/// Issue 28's 10 MB paste: through Ctrl+V and the headless platform's clipboard, into a text
/// view and a text field, all the text arrives, the caret ends after it, the end shows, and the
/// work done follows what shows rather than the length of the text. The time is only a guard
/// against a hang.
@Suite("Large paste", .serialized, .startsClean)
@MainActor
struct LargePasteTests {
    /// How long a paste may take before it counts as a hang: make test runs it under the thread
    /// sanitizer, where a machine busy with other builds took 34 s (a quiet one: under 10).
    static let hangGuard = Duration.seconds(120)

    /// The length of a line with its line break.
    static let lineLength = 60

    /// 10 MB of numbered lines ("0000001 the quick…", `lineLength` bytes with the line break, the
    /// last without), or with `lineBreaks` false spaces in their place: one line.
    static func tenMegabytes(lineBreaks: Bool) -> String {
        let lines = 10_485_760 / lineLength
        var text = ""
        text.reserveCapacity(lines * lineLength)
        let words = " the quick brown fox jumps over the lazy dogs and on"
        for line in 1...lines {
            text += number(line) + words.prefix(lineLength - 8)
            text += line == lines ? "" : lineBreaks ? "\n" : " "
        }
        return text
    }

    /// `line` in seven digits.
    static func number(_ line: Int) -> String {
        let digits = String(line)
        return String(repeating: "0", count: 7 - digits.count) + digits
    }

    /// The text from UTF-16 `location`, `length` units of it.
    private func text(of view: UITextInput, at location: Int, length: Int) -> String? {
        guard let start = view.position(from: view.beginningOfDocument, offset: location),
              let end = view.position(from: start, offset: length),
              let range = view.textRange(from: start, to: end) else { return nil }
        return view.text(in: range)
    }

    /// Pastes `pasted` into `view` with Ctrl+V, in no more than the hang guard's time; then all
    /// of it is there: its length, its first line, a line in the middle, its end.
    private func paste(_ pasted: String, into view: UITextInput, with input: KeyInput) {
        input.platform.clipboardText = pasted
        let time = ContinuousClock().measure { input.type(.keyboardV, [.control]) }
        #expect(time < Self.hangGuard, "took \(time)")
        let length = pasted.utf16.count, middle = length / Self.lineLength / 2
        #expect(view.offset(from: view.beginningOfDocument, to: view.endOfDocument) == length)
        #expect(text(of: view, at: 0, length: 11) == "0000001 the")
        #expect(text(of: view, at: Self.lineLength * middle, length: 8) == Self.number(middle + 1) + " ")
        #expect(text(of: view, at: length - 20, length: 20) == "the lazy dogs and on")
    }

    @Test("10 MB pasted into a text view: all there, the caret at the end and shown, only the paragraphs near the view laid out; the top shows its start")
    func textView() throws {
        try withTextView { textView, _, input in
            let pasted = Self.tenMegabytes(lineBreaks: true)
            let length = pasted.utf16.count, lineCount = length / Self.lineLength + 1
            #expect(textView.becomeFirstResponder())
            let measuredBefore = textView.paragraphs.measureCount
            paste(pasted, into: textView, with: input)
            textView.layoutIfNeeded()
            #expect(textView.text == pasted)
            #expect(textView.selectedRange == NSRange(location: length, length: 0))
            // The caret's line shows; the text view has room for a handful of lines.
            let caret = textView.caretRect(for: textView.endOfDocument)
            #expect(textView.bounds.contains(caret), "\(caret) in \(textView.bounds)")
            let linesShown = Int(textView.bounds.height / (textView.font?.lineHeight ?? 20)) + 1
            let laidOut = textView.paragraphs.measureCount - measuredBefore
            #expect(laidOut > 0 && laidOut <= 4 * linesShown, "\(laidOut) paragraphs laid out of \(lineCount)")
            #expect(textView.contentSize.height > CGFloat(lineCount) * 10, "the content is as tall as the text: \(textView.contentSize)")

            textView.contentOffset = .zero
            textView.layoutIfNeeded()
            let top = textView.closestPosition(to: CGPoint(x: 6, y: 12)).flatMap { textView.offset(from: textView.beginningOfDocument, to: $0) }
            #expect(top == 0, "the first line shows at the top")
            #expect(textView.paragraphs.measureCount - measuredBefore <= 8 * linesShown)
        }
    }

    @Test("10 MB pasted into a text field as one line: all there, the caret at the end and shown, only the chunks near the field laid out; Home shows the start")
    func textField() throws {
        try withTextField { field, _, input in
            let pasted = Self.tenMegabytes(lineBreaks: false)
            let length = pasted.utf16.count
            #expect(field.becomeFirstResponder())
            let measuredBefore = field.chunks.measureCount
            paste(pasted, into: field, with: input)
            #expect(field.text == pasted)
            #expect(field.selectedTextRange.map { field.offset(from: field.beginningOfDocument, to: $0.start) } == length)
            let shown = field.editingRect(forBounds: field.bounds)
            let caret = field.caretRect(for: field.endOfDocument)
            #expect(caret.minX >= shown.minX - 2 && caret.maxX <= shown.maxX + 2, "the caret shows: \(caret) in \(shown)")
            // The last characters sit just before the caret.
            let beforeCaret = field.closestPosition(to: CGPoint(x: caret.minX - 6, y: caret.midY))
            #expect(beforeCaret.map { field.offset(from: field.beginningOfDocument, to: $0) } == length - 1)
            let laidOut = field.chunks.measureCount - measuredBefore
            #expect(laidOut > 0 && laidOut <= 4, "\(laidOut) chunks laid out of \(field.chunks.count)")

            input.type(.keyboardHome)
            #expect(field.closestPosition(to: CGPoint(x: shown.minX + 1, y: shown.midY)).map { field.offset(from: field.beginningOfDocument, to: $0) } == 0,
                    "Home scrolls back to the start")
            input.type(.keyboardX, text: "x")
            #expect(text(of: field, at: 0, length: 2) == "x0" && field.text?.utf16.count == length + 1, "typing at the start still works")
            #expect(field.chunks.measureCount - measuredBefore <= 10)
        }
    }
}
