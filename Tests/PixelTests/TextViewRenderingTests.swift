import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

/// A text view on screen (Text rules 16, 21): what the compositor shows of its lines 8 points
/// down and 5 in, the caret after the last character, a selection over two lines, and the text
/// scrolled to keep the caret in view.
@Suite("Text view rendering", .serialized, .startsClean)
@MainActor
struct TextViewRenderingTests {
    static let tint = TextFieldRenderingTests.tint
    static let selected = TextFieldRenderingTests.selected
    static let viewFrame = CGRect(x: 20, y: 20, width: 200, height: 80)

    /// Runs `body` with a 240×120 grey window holding a white text view at `viewFrame`.
    private func withTextView(_ body: (UIWindow, UITextView, SynchronousRenderer) throws -> Void) throws {
        try withWindow(size: CGSize(width: 240, height: 120)) { window, renderer in
            window.backgroundColor = UIColor(white: 128.0 / 255, alpha: 1)
            let textView = UITextView(frame: Self.viewFrame)
            window.addSubview(textView)
            defer {
                textView.resignFirstResponder()
                textView.removeFromSuperview()
            }
            try body(window, textView, renderer)
        }
    }

    @Test("Text rule 16: two lines of black text, the first 8 points down and 5 in, the second a line below; white around")
    func linesInset() throws {
        try withTextView { window, textView, renderer in
            textView.text = "Hello\nworld"
            let picture = frame(window, renderer)
            let ink = try #require(picture.inkBounds(in: Self.viewFrame, against: .white))
            #expect(ink.minX >= Self.viewFrame.minX + 5 && ink.minX <= Self.viewFrame.minX + 7, "5 points in: \(ink)")
            #expect(ink.minY >= Self.viewFrame.minY + 8 && ink.minY <= Self.viewFrame.minY + 14, "8 points down: \(ink)")
            let lineHeight = textView.caretRect(for: textView.beginningOfDocument).height
            #expect(ink.maxY > Self.viewFrame.minY + 8 + lineHeight, "a second line: \(ink)")
            #expect(picture.count(.black, in: Self.viewFrame) > 40)
        }
    }

    @Test("Text rule 21: the caret in the tint after the last line's text; a selection across the line break tinted under both lines")
    func caretAndSelection() throws {
        try withTextView { window, textView, renderer in
            textView.text = "Hello\nworld"
            #expect(textView.becomeFirstResponder())
            var picture = frame(window, renderer)
            let lineHeight = textView.caretRect(for: textView.beginningOfDocument).height
            let secondLine = CGRect(x: Self.viewFrame.minX, y: Self.viewFrame.minY + 8 + lineHeight, width: Self.viewFrame.width, height: lineHeight)
            let text = try #require(picture.inkBounds(in: secondLine, against: .white, ignoring: Self.tint))
            let caret = try #require(picture.bounds(of: Self.tint, in: Self.viewFrame))
            #expect(caret.width >= 2 && caret.width <= 3 && caret.height >= lineHeight - 1, "a 2-point bar a line high: \(caret)")
            #expect(caret.minX >= text.maxX - 1 && caret.minX <= text.maxX + 3 && caret.minY >= secondLine.minY - 1, "after 'world': \(caret)")
            textView.selectedRange = NSRange(location: 3, length: 5)
            picture = frame(window, renderer)
            #expect(picture.bounds(of: Self.tint, in: Self.viewFrame) == nil, "no caret while text is selected")
            let selection = try #require(picture.bounds(of: Self.selected, in: Self.viewFrame))
            #expect(selection.minY < secondLine.minY - 4 && selection.maxY > secondLine.minY + 4, "over both lines: \(selection)")
            #expect(selection.maxX >= Self.viewFrame.maxX - 6, "the first line's part runs to the line's end: \(selection)")
        }
    }

    @Test("Text rule 16: typed lines past the bottom scroll the text up: the last line and the caret show where they are")
    func scrolledToTheCaret() throws {
        try withTextView { window, textView, renderer in
            #expect(textView.becomeFirstResponder())
            for line in 1...8 { textView.insertText(line == 1 ? "first" : "\nline \(line)") }
            let picture = frame(window, renderer)
            #expect(textView.contentOffset.y > 0)
            let caret = try #require(picture.bounds(of: Self.tint, in: Self.viewFrame))
            let expected = textView.convert(textView.caretRect(for: textView.endOfDocument), to: nil)
            #expect(abs(caret.minY - expected.minY) <= 1 && caret.maxY <= Self.viewFrame.maxY, "the caret shows where it is: \(caret) vs \(expected)")
            let line = CGRect(x: Self.viewFrame.minX, y: caret.minY, width: caret.minX - Self.viewFrame.minX, height: caret.height)
            let text = try #require(picture.inkBounds(in: line, against: .white, ignoring: Self.tint), "'line 8' drawn scrolled, before the caret")
            #expect(text.maxX >= caret.minX - 4, "\(text) ends at the caret \(caret)")
        }
    }

    @Test("Issue 28: 10 MB of lines put in at once: the last line drawn before the caret at the bottom; scrolled to the top, the short first line at the top")
    func tenMegabytes() throws {
        try withTextView { window, textView, renderer in
            #expect(textView.becomeFirstResponder())
            textView.insertText("start\n" + String(repeating: "all work and no play\n", count: 500_000) + "the end")
            var picture = frame(window, renderer)
            let caret = try #require(picture.bounds(of: Self.tint, in: Self.viewFrame))
            #expect(caret.maxY <= Self.viewFrame.maxY, "the caret shows: \(caret)")
            let line = CGRect(x: Self.viewFrame.minX, y: caret.minY, width: caret.minX - Self.viewFrame.minX, height: caret.height)
            let end = try #require(picture.inkBounds(in: line, against: .white, ignoring: Self.tint), "'the end' drawn before the caret")
            #expect(end.maxX >= caret.minX - 4 && end.width < 70, "\(end) is 'the end', ending at the caret \(caret)")

            textView.contentOffset = .zero
            picture = frame(window, renderer)
            let lineHeight = textView.caretRect(for: textView.beginningOfDocument).height
            let first = CGRect(x: Self.viewFrame.minX, y: Self.viewFrame.minY + 8, width: Self.viewFrame.width, height: lineHeight)
            let second = first.offsetBy(dx: 0, dy: lineHeight)
            let start = try #require(picture.inkBounds(in: first, against: .white, ignoring: Self.tint), "'start' drawn on the first line")
            let next = try #require(picture.inkBounds(in: second, against: .white, ignoring: Self.tint), "a line of work below it")
            #expect(start.width < 60 && next.width > start.width * 2, "'start' \(start), then 'all work and no play' \(next)")
        }
    }
}
