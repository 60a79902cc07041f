import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

/// A text field on screen (Text rules 2, 5, 7, 19, 21): what the compositor shows of its
/// placeholder, rounded-rect border, text, caret, selection, secure bullets and marked text.
@Suite("Text field rendering", .serialized, .startsClean)
@MainActor
struct TextFieldRenderingTests {
    /// The window's grey, which a rounded-rect field's white and hairline stand out from.
    static let grey = RGB(r: 128, g: 128, b: 128)
    /// The tint (system blue): the caret.
    static let tint = RGB(r: 0, g: 122, b: 255)
    /// The tint at the selection's alpha over white.
    static let selected = RGB(r: 191, g: 222, b: 255)
    static let fieldFrame = CGRect(x: 20, y: 20, width: 200, height: 34)

    /// Runs `body` with a 240×80 grey window holding a rounded-rect field at `fieldFrame`.
    private func withField(_ body: (UIWindow, UITextField, SynchronousRenderer) throws -> Void) throws {
        try withWindow(size: CGSize(width: 240, height: 80)) { window, renderer in
            window.backgroundColor = UIColor(white: 128.0 / 255, alpha: 1)
            let field = UITextField(frame: Self.fieldFrame)
            field.borderStyle = .roundedRect
            window.addSubview(field)
            defer {
                field.resignFirstResponder()
                field.removeFromSuperview()
            }
            try body(window, field, renderer)
        }
    }

    @Test("Issue 28: 10 MB on one line put in at once: the last characters drawn up to the caret at the right; Home shows the first ones from the left edge")
    func tenMegabytes() throws {
        try withField { window, field, renderer in
            #expect(field.becomeFirstResponder())
            field.insertText("start " + String(repeating: "all work and no play ", count: 500_000) + "the end")
            var picture = frame(window, renderer)
            let caret = try #require(picture.bounds(of: Self.tint, in: textArea))
            #expect(caret.maxX >= textArea.maxX - 4, "the caret at the right: \(caret)")
            let end = try #require(picture.inkBounds(in: CGRect(x: caret.minX - 30, y: textArea.minY, width: 30, height: textArea.height),
                                                     against: .white, ignoring: Self.tint), "'the end' drawn before the caret")
            #expect(end.maxX >= caret.minX - 4, "\(end) ends at the caret \(caret)")

            field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.beginningOfDocument)
            picture = frame(window, renderer)
            let start = try #require(picture.inkBounds(in: textArea, against: .white, ignoring: Self.tint), "the start drawn")
            #expect(start.minX <= textArea.minX + 3 && start.maxX >= textArea.maxX - 4, "text from the left edge across the field: \(start)")
            let home = try #require(picture.bounds(of: Self.tint, in: Self.fieldFrame))
            #expect(home.minX <= textArea.minX + 2, "the caret at the left: \(home)")
        }
    }

    /// The field's text area in window pixels (inside the 7-point inset).
    private var textArea: CGRect { Self.fieldFrame.insetBy(dx: 7, dy: 4) }

    @Test("Text rule 5: a rounded rectangle: white inside, a light hairline on its edges, the window showing at its corners")
    func roundedRectBorder() throws {
        try withField { window, _, renderer in
            let picture = frame(window, renderer)
            let f = Self.fieldFrame
            #expect(picture.rgb(Int(f.midX), Int(f.midY)) == .white)
            let edge = picture.rgb(Int(f.midX), Int(f.minY))
            #expect(edge.isClose(to: RGB(r: 204, g: 204, b: 204), tolerance: 24), "the hairline: \(edge)")
            #expect(picture.rgb(Int(f.minX), Int(f.minY)).isClose(to: Self.grey, tolerance: 20), "a rounded corner")
            #expect(picture.rgb(Int(f.minX) - 1, Int(f.midY)).isClose(to: Self.grey, tolerance: 2))
        }
    }

    @Test("Text rule 2: the placeholder in light grey, starting 7 points in; gone once there is text, which is black")
    func placeholderThenText() throws {
        try withField { window, field, renderer in
            field.placeholder = "Name"
            var picture = frame(window, renderer)
            let ink = try #require(picture.inkBounds(in: textArea, against: .white))
            #expect(abs(ink.minX - (Self.fieldFrame.minX + 7)) <= 2, "\(ink)")
            #expect(picture.count(.black, in: textArea) == 0, "grey, not black")
            #expect(picture.count(RGB(r: 196, g: 196, b: 199), in: textArea) > 10, "the placeholder grey")
            field.text = "Name"
            picture = frame(window, renderer)
            #expect(picture.count(.black, in: textArea) > 10, "black text in place of the placeholder")
        }
    }

    @Test("Text rule 21: editing shows the caret in the tint after the text; a selection is tinted under the text")
    func caretAndSelection() throws {
        try withField { window, field, renderer in
            field.text = "Hello"
            #expect(field.becomeFirstResponder())
            var picture = frame(window, renderer)
            let text = try #require(picture.inkBounds(in: textArea, against: .white, ignoring: Self.tint))
            let caret = try #require(picture.bounds(of: Self.tint, in: textArea))
            #expect(caret.width >= 2 && caret.width <= 3, "a 2-point bar: \(caret)")
            #expect(caret.height >= 18, "a line high: \(caret)")
            #expect(caret.minX >= text.maxX - 1 && caret.minX <= text.maxX + 3, "after the text: \(caret) vs \(text)")
            field.selectAll(nil)
            picture = frame(window, renderer)
            #expect(picture.bounds(of: Self.tint, in: textArea) == nil, "no caret while text is selected")
            let selection = try #require(picture.bounds(of: Self.selected, in: textArea))
            #expect(selection.minX <= text.minX + 1 && selection.maxX >= text.maxX - 1, "\(selection) covers \(text)")
        }
    }

    @Test("Text rule 7: a secure field shows a bullet per character, low and round, not the letters")
    func secureBullets() throws {
        try withField { window, field, renderer in
            field.text = "Hello"
            let letters = try #require(frame(window, renderer).inkBounds(in: textArea, against: .white))
            field.isSecureTextEntry = true
            let bullets = try #require(frame(window, renderer).inkBounds(in: textArea, against: .white))
            #expect(bullets.height < letters.height * 0.6, "bullets \(bullets) are lower than letters \(letters)")
            #expect(field.text == "Hello")
        }
    }

    @Test("Text rule 19: marked text is underlined under its characters only")
    func markedTextUnderlined() throws {
        try withField { window, field, renderer in
            field.text = "ab"
            #expect(field.becomeFirstResponder())
            let plain = try #require(frame(window, renderer).inkBounds(in: textArea, against: .white, ignoring: Self.tint))
            field.setMarkedText("cd", selectedRange: NSRange(location: 2, length: 0))
            let marked = try #require(frame(window, renderer).inkBounds(in: textArea, against: .white, ignoring: Self.tint))
            #expect(marked.maxY > plain.maxY, "an underline below the baseline: \(marked) vs \(plain)")
        }
    }
}

extension Picture {
    /// The bounds of the pixels in `area` that are not `background` (nor `ignored`), within a tolerance.
    func inkBounds(in area: CGRect, against background: RGB, ignoring ignored: RGB? = nil) -> CGRect? {
        bounds(in: area) { pixel in !pixel.isClose(to: background, tolerance: 40) && !(ignored.map { pixel.isClose(to: $0, tolerance: 40) } ?? false) }
    }

    /// The bounds of the pixels in `area` close to `color`.
    func bounds(of color: RGB, in area: CGRect) -> CGRect? {
        bounds(in: area) { $0.isClose(to: color, tolerance: 12) }
    }

    /// The bounds of the pixels in `area` that `matches`.
    func bounds(in area: CGRect, where matches: (RGB) -> Bool) -> CGRect? {
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        for y in max(0, Int(area.minY))..<min(height, Int(area.maxY)) {
            for x in max(0, Int(area.minX))..<min(width, Int(area.maxX)) where matches(rgb(x, y)) {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard minX <= maxX else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}
