import Foundation
import Testing
@testable import UIKit

/// Text rules 16–17 and 21–23 for a text view: its defaults, the order of its delegate calls and
/// notifications as keys, text and clicks arrive through the headless platform, the editing keys
/// over several lines, and the scrolling that keeps the caret in view.
@Suite("UITextView", .serialized, .startsClean)
@MainActor
struct UITextViewTests {
    @MainActor private func selected(_ textView: UITextView) -> NSRange { textView.selectedRange }

    @Test("Text rule 16: a new text view's defaults: empty, editable, selectable, inset (8, 0, 8, 0), padding 5, the 17-point body font")
    func defaults() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(textView.text == "" && textView.attributedText.length == 0 && textView.selectedRange == NSRange(location: 0, length: 0))
        #expect(textView.isEditable && textView.isSelectable && textView.isScrollEnabled && textView.delegate == nil)
        #expect(textView.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(textView.textContainer.lineFragmentPadding == 5 && textView.textContainer.widthTracksTextView)
        #expect(textView.textContainer.maximumNumberOfLines == 0 && textView.textContainer.lineBreakMode == .byWordWrapping)
        #expect(textView.font == .systemFont(ofSize: 17) && textView.textColor == nil && textView.textAlignment == .natural)
        textView.layoutIfNeeded()
        #expect(textView.textContainer.size.width == 200)
        let caret = textView.caretRect(for: textView.beginningOfDocument)
        #expect(caret.minY == 8 && caret.midX == 5, "text starts 8 points down and 5 in: \(caret)")
        textView.text = nil
        #expect(textView.text == "")
    }

    @Test("Text rule 17: begin asks, then didBegin and the notification; a typed key asks, changes, then the selection call, didChange and the notification; end asks, then didEnd")
    func delegateOrder() throws {
        try withTextView { textView, log, input in
            #expect(textView.becomeFirstResponder())
            #expect(log.lines == ["shouldBegin", "didBegin", "textDidBeginEditing"])
            #expect(input.platform.isTextInputActive)
            log.clear()
            input.type(.keyboardA, text: "a")
            #expect(textView.text == "a")
            #expect(log.lines == ["shouldChange {0, 0} \"a\"", "didChangeSelection", "didChange", "textDidChange"])
            log.clear()
            input.type(.keyboardReturnOrEnter)
            input.type(.keyboardTab)
            #expect(textView.text == "a\n\t", "Return types a line break, Tab a tab")
            #expect(log.lines.first == "shouldChange {1, 0} \"\\n\"" && log.lines.contains("shouldChange {2, 0} \"\\t\""))
            log.clear()
            log.allowsChange = false
            input.type(.keyboardB, text: "b")
            #expect(textView.text == "a\n\t" && log.lines == ["shouldChange {3, 0} \"b\""], "refused: nothing at all")
            log.allowsChange = true
            log.clear()
            log.allowsEnd = false
            #expect(!textView.resignFirstResponder() && textView.isFirstResponder && log.lines == ["shouldEnd"])
            log.allowsEnd = true
            log.clear()
            #expect(textView.resignFirstResponder())
            #expect(log.lines == ["shouldEnd", "didEnd", "textDidEndEditing"] && !input.platform.isTextInputActive)
        }
    }

    @Test("Text rule 17: text set in code sends nothing; insertText called in code asks nothing, then one didChangeSelection and one didChange")
    func changesInCode() throws {
        try withTextView { textView, log, _ in
            textView.becomeFirstResponder()
            log.clear()
            textView.text = "abc"
            textView.attributedText = NSAttributedString(string: "abcd")
            #expect(log.lines.isEmpty && textView.text == "abcd")
            textView.insertText("e")
            #expect(textView.text == "abcde" && log.lines == ["didChangeSelection", "didChange", "textDidChange"])
            log.clear()
            log.allowsBegin = false
            textView.resignFirstResponder()
            log.clear()
            #expect(!textView.becomeFirstResponder() && log.lines == ["shouldBegin"], "a refusal does not begin")
        }
    }

    @Test("Text rule 23 over lines: Up and Down by line keeping the column, Home and End to the line's ends, Ctrl+Home/End to the text's, Backspace and Delete across a line break")
    func editingKeys() throws {
        try withTextView { textView, _, input in
            // Monospaced, so a column is a number of characters.
            textView.font = .monospacedSystemFont(ofSize: 14, weight: .regular)
            textView.text = "hello\nworld\nlast"
            textView.becomeFirstResponder()
            #expect(selected(textView) == NSRange(location: 16, length: 0))
            input.type(.keyboardHome)
            #expect(selected(textView) == NSRange(location: 12, length: 0))
            input.type(.keyboardRightArrow)
            input.type(.keyboardRightArrow)
            input.type(.keyboardUpArrow)
            #expect(selected(textView) == NSRange(location: 8, length: 0), "the same column a line up")
            input.type(.keyboardUpArrow, [.shift])
            #expect(selected(textView) == NSRange(location: 2, length: 6), "Shift extends")
            input.type(.keyboardEnd)
            #expect(selected(textView) == NSRange(location: 5, length: 0), "the end of the first line")
            input.type(.keyboardDeleteForward)
            #expect(textView.text == "helloworld\nlast", "Delete joins the lines")
            input.type(.keyboardDownArrow)
            #expect(textView.selectedRange.location > 11)
            input.type(.keyboardDownArrow)
            #expect(selected(textView) == NSRange(location: 15, length: 0), "below the last line: its end")
            input.type(.keyboardHome, [.control])
            #expect(selected(textView) == NSRange(location: 0, length: 0))
            input.type(.keyboardEnd, [.control, .shift])
            #expect(selected(textView) == NSRange(location: 0, length: 15))
            input.type(.keyboardRightArrow)
            input.type(.keyboardHome)
            input.type(.keyboardDeleteOrBackspace)
            #expect(textView.text == "helloworldlast", "Backspace at a line's start deletes the break")
            input.type(.keyboardDeleteOrBackspace, [.control])
            #expect(textView.text == "last")
            textView.text = "abcdef\nab\nabcdef"
            textView.selectedRange = NSRange(location: 5, length: 0)
            input.type(.keyboardDownArrow)
            #expect(selected(textView) == NSRange(location: 9, length: 0), "the end of the shorter line")
            input.type(.keyboardDownArrow)
            #expect(selected(textView) == NSRange(location: 15, length: 0), "back at the column the moves started from")
        }
    }

    @Test("Text rules 22, 26: a click places the caret, a drag selects, two clicks a word, three the paragraph; Ctrl+A, C, X, V")
    func clicksAndClipboard() throws {
        try withTextView { textView, _, input in
            textView.text = "first words\nsecond line"
            let touches = TouchInput(platform: input.platform, window: input.window)
            let second = textView.convert(textView.caretRect(for: TextOffsetPosition(13)), to: nil)
            let t0 = MediaClock.shared.now() + 10
            touches.mouse(true, second.midX, second.midY, at: t0)
            touches.mouse(false, second.midX, second.midY, at: t0 + 0.05)
            touches.turn()
            #expect(textView.isFirstResponder && selected(textView) == NSRange(location: 13, length: 0))
            let end = textView.convert(textView.caretRect(for: TextOffsetPosition(18)), to: nil)
            touches.mouse(true, second.midX, second.midY, at: t0 + 3)
            touches.drag(end.midX, end.midY, at: t0 + 3.05)
            touches.mouse(false, end.midX, end.midY, at: t0 + 3.1)
            touches.turn()
            #expect(selected(textView) == NSRange(location: 13, length: 5), "the mouse's drag selects, it does not scroll")
            for click in 0..<3 {
                touches.mouse(true, second.midX, second.midY, at: t0 + 6 + Double(click) * 0.1)
                touches.mouse(false, second.midX, second.midY, at: t0 + 6.05 + Double(click) * 0.1)
                touches.turn()
                if click == 1 { #expect(selected(textView) == NSRange(location: 12, length: 6), "a word") }
            }
            #expect(selected(textView) == NSRange(location: 12, length: 11), "the paragraph")
            input.type(.keyboardC, [.control])
            #expect(input.platform.clipboardText == "second line")
            input.type(.keyboardA, [.control])
            input.type(.keyboardX, [.control])
            #expect(textView.text == "" && input.platform.clipboardText == "first words\nsecond line")
            input.type(.keyboardV, [.control])
            input.type(.keyboardV, [.control])
            #expect(textView.text == "first words\nsecond linefirst words\nsecond line", "a paste keeps its line breaks")
        }
    }

    @Test("Text rule 16: the content grows with the text; typing at the end scrolls the caret into view; Ctrl+Home scrolls back; scrollRangeToVisible")
    func scrollsToTheCaret() throws {
        try withTextView { textView, _, input in
            let lineHeight = textView.caretRect(for: textView.beginningOfDocument).height
            textView.text = (1...20).map { "line \($0)" }.joined(separator: "\n")
            #expect(abs(textView.contentSize.height - (16 + 20 * lineHeight)) <= 20, "\(textView.contentSize) for lines of \(lineHeight)")
            #expect(textView.contentOffset.y == 0, "text set in code does not scroll")
            textView.becomeFirstResponder()
            input.type(.keyboardEnd, [.control])
            input.type(.keyboardReturnOrEnter)
            let caret = textView.caretRect(for: textView.endOfDocument)
            #expect(textView.contentOffset.y > 0)
            #expect(textView.bounds.contains(caret), "\(caret) shows in \(textView.bounds)")
            #expect(abs(textView.contentOffset.y - (textView.contentSize.height - textView.bounds.height)) <= 1, "the caret's line and the inset below it")
            input.type(.keyboardHome, [.control])
            #expect(textView.contentOffset.y == 0)
            textView.scrollRangeToVisible(NSRange(location: 60, length: 2))
            #expect(textView.bounds.contains(textView.caretRect(for: TextOffsetPosition(61))))
        }
    }

    @Test("Not editable: no editing, no delegate question; still selectable and copyable; neither: no focus")
    func notEditable() throws {
        try withTextView { textView, log, input in
            textView.text = "read only"
            textView.isEditable = false
            #expect(textView.becomeFirstResponder() && log.lines.isEmpty)
            input.type(.keyboardA, text: "a")
            input.type(.keyboardDeleteOrBackspace)
            #expect(textView.text == "read only")
            input.type(.keyboardA, [.control])
            input.type(.keyboardC, [.control])
            #expect(input.platform.clipboardText == "read only")
            textView.resignFirstResponder()
            textView.isSelectable = false
            #expect(!textView.becomeFirstResponder())
        }
    }

    @Test("Scrolling off: the intrinsic height fits the text at the view's width and grows with it")
    func intrinsicSize() throws {
        try withTextView { textView, _, _ in
            #expect(textView.intrinsicContentSize.height == UIView.noIntrinsicMetric)
            textView.isScrollEnabled = false
            textView.text = "one"
            let one = textView.intrinsicContentSize
            #expect(one.width == UIView.noIntrinsicMetric && one.height > 16)
            textView.text = "one\ntwo"
            let lineHeight = textView.caretRect(for: textView.beginningOfDocument).height
            #expect(abs(textView.intrinsicContentSize.height - one.height - lineHeight) <= 1)
            let loose = UITextView(frame: .zero)
            loose.isScrollEnabled = false
            loose.text = "a somewhat long line"
            #expect(loose.intrinsicContentSize.width > 100, "before it has a width, its lines unwrapped")
        }
    }

    @Test("typingAttributes style what is typed, and reset when the selection moves")
    func typingAttributes() throws {
        try withTextView { textView, _, input in
            textView.becomeFirstResponder()
            #expect(textView.typingAttributes[.font] as? UIFont == .systemFont(ofSize: 17))
            textView.typingAttributes = [.font: UIFont.boldSystemFont(ofSize: 20)]
            input.type(.keyboardA, text: "a")
            #expect(textView.attributedText.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == .boldSystemFont(ofSize: 20))
            input.type(.keyboardLeftArrow)
            #expect(textView.typingAttributes[.font] as? UIFont == .boldSystemFont(ofSize: 20), "those of the text at the caret")
        }
    }

    @Test("Layout by paragraph: an edit measures only its paragraph; any run of edits leaves the paragraphs as a fresh layout of the text")
    func paragraphsFollowEdits() {
        let style = TextParagraphs.Style(font: .systemFont(ofSize: 12), width: 100, lineBreakMode: .byWordWrapping, alignment: .natural)
        let text = NSMutableAttributedString(string: "one\ntwo two two two two two two two\n\nfour")
        var paragraphs = TextParagraphs(text, style: style)
        #expect(paragraphs.paragraphs.count == 4 && paragraphs.starts == [0, 4, 36, 37])
        let edits: [(NSRange, String)] = [((NSRange(location: 5, length: 0)), "x"), (NSRange(location: 3, length: 1), ""),
                                           (NSRange(location: 0, length: 0), "a\nb\n"), (NSRange(location: 40, length: 2), "\n"),
                                           (NSRange(location: 0, length: 43), "")]
        for (range, replacement) in edits {
            let replaced = paragraphs.index(containing: range.location)
            text.replaceCharacters(in: range, with: replacement)
            let touched = paragraphs.replace(range, replacementLength: replacement.utf16.count, in: text)
            #expect(touched.lowerBound == replaced)
            let fresh = TextParagraphs(text, style: style)
            #expect(paragraphs.starts == fresh.starts, "after \(range) → \(replacement.debugDescription)")
            #expect((0...paragraphs.count).allSatisfy { abs(paragraphs.top(of: $0) - fresh.top(of: $0)) < 0.001 })
            #expect((0..<paragraphs.count).map { paragraphs.text(of: $0).string } == (0..<fresh.count).map { fresh.text(of: $0).string })
        }
        paragraphs.reset(to: NSAttributedString(string: "abc\ndef"))
        #expect(paragraphs.replace(NSRange(location: 5, length: 0), replacementLength: 1, in: NSAttributedString(string: "abc\ndxef")) == 1..<2,
                "typing in a paragraph touches that paragraph alone")
    }

    @Test("Lazy layout: a paragraph not laid out is estimated from its length (a line of the font's height per 0.5 em of characters across the width); laid out, it takes its measured height, and those below move by the difference")
    func paragraphsEstimatedUntilMeasured() {
        let font = UIFont.systemFont(ofSize: 12)
        let style = TextParagraphs.Style(font: font, width: 60, lineBreakMode: .byWordWrapping, alignment: .natural)
        // 25 characters: 25 × 6 points = 150 points across 60: 3 lines; "a": 1 line.
        let long = String(repeating: "word ", count: 5)
        var paragraphs = TextParagraphs(NSAttributedString(string: "a\n" + long + "\nz"), style: style)
        let line = paragraphs.layout(of: NSAttributedString(string: " ")).measure().size.height
        #expect(paragraphs.measureCount == 0)
        #expect(paragraphs.top(of: 1) == line && paragraphs.top(of: 2) == 4 * line && paragraphs.height == 5 * line)
        #expect(paragraphs.index(atY: 3.5 * line) == 1 && paragraphs.index(atY: 4 * line) == 2 && paragraphs.index(atY: -1) == 0)
        #expect(paragraphs.measure(1) && !paragraphs.measure(1), "measured once")
        let measured = paragraphs.layout(of: NSAttributedString(string: long)).measure().size.height
        #expect(paragraphs.measureCount == 1 && paragraphs.top(of: 2) == line + measured && paragraphs.height == 2 * line + measured)
    }

    @Test("Lazy layout keeps what shows in place: a paragraph above the view measured to a height other than its estimate moves the content offset by the difference, so the text at the top stays where it is on screen")
    func measuringAboveKeepsTextInPlace() throws {
        try withTextView { textView, _, _ in
            // Paragraph 10 is 200 narrow letters: estimated far taller than it lays out.
            let paragraphs = (0..<300).map { $0 == 10 ? String(repeating: "i", count: 200) : "paragraph \($0)" }
            textView.text = paragraphs.joined(separator: "\n")
            textView.contentOffset = CGPoint(x: 0, y: 2000)
            textView.layoutIfNeeded()
            #expect(!textView.paragraphs.paragraphs[10].isMeasured, "far above the view")
            let top = try #require(textView.closestPosition(to: CGPoint(x: 6, y: 2010)))
            let shownAt = textView.caretRect(for: top).minY - textView.contentOffset.y
            let offsetBefore = textView.contentOffset.y
            let tenth = try #require(textView.position(from: textView.beginningOfDocument, offset: paragraphs[..<10].map { $0.utf16.count + 1 }.reduce(0, +)))
            _ = textView.caretRect(for: tenth)
            #expect(textView.paragraphs.paragraphs[10].isMeasured)
            #expect(textView.contentOffset.y < offsetBefore, "the content above shrank: \(textView.contentOffset.y) from \(offsetBefore)")
            #expect(abs(textView.caretRect(for: top).minY - textView.contentOffset.y - shownAt) <= 1, "the top line stays where it was on screen (within the pixel the offset is rounded to)")
        }
    }

    @Test("Lazy layout: a new font estimates every paragraph again and measures at once those that show, so the content is as tall as they are")
    func newFontMeasuresWhatShows() throws {
        try withTextView { textView, _, _ in
            textView.text = "one\ntwo\nthree"
            textView.font = .systemFont(ofSize: 24)
            #expect(textView.paragraphs.paragraphs.allSatisfy { $0.isMeasured })
            let line = TextParagraphs(NSAttributedString(string: "x"), style: textView.paragraphs.style).layout(of: 0).measure().size.height
            #expect(abs(textView.contentSize.height - (16 + 3 * line)) < 0.01, "\(textView.contentSize.height): three lines of \(line) and the insets")
        }
    }

    @Test("Text rule 19: a composition is marked text in the view; its commit asks the delegate with the marked range")
    func markedText() throws {
        try withTextView { textView, log, input in
            textView.becomeFirstResponder()
            textView.insertText("a\n")
            input.platform.inject(.markedText(window: input.window, "に", selection: NSRange(location: 1, length: 0)))
            input.turn()
            #expect(textView.text == "a\nに" && (textView.markedTextRange as? TextOffsetRange)?.range == NSRange(location: 2, length: 1))
            log.clear()
            input.platform.inject(.text(window: input.window, "日"))
            input.turn()
            #expect(textView.text == "a\n日" && textView.markedTextRange == nil && log.lines.first == "shouldChange {2, 1} \"日\"")
        }
    }

    @Test("UITextInput over lines: up and down by line, nil (reported) for ranges outside the text; the I-beam over the view (Text rule 40)")
    func textInputAndPointer() throws {
        try withTextView { textView, _, input in
            textView.text = "ab\ncd"
            let down = textView.position(from: textView.beginningOfDocument, in: .down, offset: 1)
            #expect((down as? TextOffsetPosition)?.offset == 3)
            let up = textView.position(from: textView.endOfDocument, in: .up, offset: 5)
            #expect((up as? TextOffsetPosition)?.offset == 0, "above the first line: the start")
            #expect(textView.text(in: TextOffsetRange(NSRange(location: 2, length: 9))) == nil)
            #expect(textView.text(in: TextOffsetRange(NSRange(location: 1, length: 3))) == "b\nc")
            input.platform.inject(.pointerMotion(window: input.window, location: CGPoint(x: 50, y: 50), buttons: [], modifiers: []))
            input.turn()
            #expect(input.platform.pointerShape == .iBeam)
        }
    }

    @Test("Bad input: NUL characters and Windows line breaks lay out and edit (\"\\r\\n\" one break, deleted whole); ranges out of bounds are clamped")
    func badInput() throws {
        try withTextView { textView, _, input in
            textView.text = "a\u{0}b\r\nc"
            let lineHeight = textView.caretRect(for: textView.beginningOfDocument).height
            #expect(abs(textView.contentSize.height - (16 + 2 * lineHeight)) <= 2, "two lines, not three: \(textView.contentSize)")
            textView.becomeFirstResponder()
            input.type(.keyboardHome)
            #expect(textView.selectedRange == NSRange(location: 5, length: 0))
            input.type(.keyboardDeleteOrBackspace)
            #expect(textView.text == "a\u{0}bc", "the whole break")
            input.type(.keyboardLeftArrow)
            input.type(.keyboardLeftArrow)
            #expect(textView.selectedRange == NSRange(location: 1, length: 0), "past the NUL as one character")
            textView.selectedRange = NSRange(location: 99, length: 5)
            #expect(textView.selectedRange == NSRange(location: 4, length: 0))
            textView.scrollRangeToVisible(NSRange(location: -3, length: 100))
            #expect(textView.contentOffset.y == 0)
        }
    }
}
