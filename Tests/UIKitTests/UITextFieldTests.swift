import Foundation
import Testing
@testable import UIKit

/// Text rules 1–15 and 19: a text field's defaults, and the order of its delegate calls,
/// notifications and control events as keys, text, compositions and clicks arrive through the
/// headless platform.
@Suite("UITextField", .serialized, .startsClean)
@MainActor
struct UITextFieldTests {
    @Test("Text rules 1–9: a new field's defaults; a rounded-rect field is 34 points high with the default font")
    func defaults() {
        let field = UITextField(frame: .zero)
        #expect(field.text == "" && field.placeholder == nil && field.attributedPlaceholder == nil)
        #expect(field.font == .systemFont(ofSize: 17) && field.textColor == .black && field.textAlignment == .natural)
        #expect(field.borderStyle == .none && field.clearButtonMode == .never)
        #expect(field.leftView == nil && field.leftViewMode == .never && field.rightView == nil && field.rightViewMode == .never)
        #expect(!field.isSecureTextEntry && !field.clearsOnBeginEditing && !field.adjustsFontSizeToFitWidth && field.minimumFontSize == 0)
        #expect(field.returnKeyType == .default && field.keyboardType == .default && field.autocapitalizationType == .sentences)
        #expect(!field.isEditing && field.delegate == nil && !field.hasText)
        field.text = nil
        #expect(field.text == "")
        field.borderStyle = .roundedRect
        #expect(field.intrinsicContentSize.height == 34)
        #expect(UITextField.BorderStyle.roundedRect.rawValue == 3 && UITextField.ViewMode.always.rawValue == 3)
    }

    @Test("Text rule 10: begin asks, takes the focus, then didBegin, the notification and one editingDidBegin; text input starts")
    func beginOrder() throws {
        try withTextField { field, log, input in
            #expect(field.becomeFirstResponder())
            #expect(log.lines == ["shouldBegin", "didBegin", "textDidBeginEditing", "editingDidBegin"])
            #expect(field.isEditing && field.isFirstResponder && input.platform.isTextInputActive)
        }
    }

    @Test("Text rule 10: a refusal, or a field outside a window, does not begin; clearsOnBeginEditing asks textFieldShouldClear")
    func beginRefusedAndClearing() throws {
        try withTextField { field, log, _ in
            log.allowsBegin = false
            #expect(!field.becomeFirstResponder())
            #expect(log.lines == ["shouldBegin"] && !field.isEditing)
            log.allowsBegin = true
            log.clear()
            field.text = "old"
            field.clearsOnBeginEditing = true
            log.allowsClear = false
            #expect(field.becomeFirstResponder() && field.text == "old")
            field.resignFirstResponder()
            log.allowsClear = true
            log.clear()
            #expect(field.becomeFirstResponder() && field.text == "")
            #expect(log.lines == ["shouldBegin", "shouldClear", "didBegin", "textDidBeginEditing", "editingDidBegin"])
        }
        let loose = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        #expect(!loose.becomeFirstResponder() && !loose.isEditing)
    }

    @Test("Text rule 11: a typed key asks with the selection in UTF-16 units, then changes, then the selection call, the notification and editingChanged; refused, nothing")
    func typingOrder() throws {
        try withTextField { field, log, input in
            field.becomeFirstResponder()
            log.clear()
            input.type(.keyboardA, text: "a")
            #expect(field.text == "a")
            #expect(log.lines == ["shouldChange {0, 0} \"a\"", "didChangeSelection", "textDidChange", "editingChanged"])
            log.clear()
            log.allowsChange = false
            input.type(.keyboardB, text: "b")
            #expect(field.text == "a" && log.lines == ["shouldChange {1, 0} \"b\""])
            log.allowsChange = true
            input.platform.inject(.text(window: input.window, "😀é"))
            input.turn()
            log.clear()
            input.type(.keyboardDeleteOrBackspace)
            #expect(log.lines.first == "shouldChange {3, 1} \"\"" && field.text == "a😀")
            log.clear()
            input.type(.keyboardDeleteOrBackspace)
            #expect(log.lines.first == "shouldChange {1, 2} \"\"" && field.text == "a", "a whole emoji")
        }
    }

    @Test("Text rules 12–13: text set in code sends nothing; insertText and deleteBackward called in code ask nothing and send editingChanged")
    func changesInCode() throws {
        try withTextField { field, log, _ in
            field.becomeFirstResponder()
            log.clear()
            field.text = "abc"
            field.attributedText = NSAttributedString(string: "abcd")
            #expect(log.lines.isEmpty && field.text == "abcd")
            field.insertText("e")
            #expect(field.text == "abcde" && log.lines == ["didChangeSelection", "textDidChange", "editingChanged"])
            log.clear()
            field.deleteBackward()
            #expect(field.text == "abcd" && log.lines == ["didChangeSelection", "textDidChange", "editingChanged"])
        }
    }

    @Test("Text rules 14–15: Return asks, sends the primary action and editingDidEndOnExit, then (an action being there) ends; no line break typed")
    func returnEnds() throws {
        try withTextField { field, log, input in
            field.becomeFirstResponder()
            field.insertText("x")
            log.clear()
            input.type(.keyboardReturnOrEnter)
            #expect(log.lines == ["shouldReturn", "primaryActionTriggered", "editingDidEndOnExit",
                                  "shouldEnd", "didEnd committed", "textDidEndEditing", "editingDidEnd"])
            #expect(field.text == "x" && !field.isEditing && !input.platform.isTextInputActive)
            field.becomeFirstResponder()
            log.allowsReturn = false
            log.clear()
            input.type(.keyboardReturnOrEnter)
            #expect(log.lines == ["shouldReturn"] && field.isEditing)
        }
    }

    @Test("Text rule 15: end asks (a refusal keeps editing); endEditing(true) does not ask")
    func endOrder() throws {
        try withTextField { field, log, _ in
            field.becomeFirstResponder()
            log.allowsEnd = false
            log.clear()
            #expect(!field.resignFirstResponder() && field.isEditing && log.lines == ["shouldEnd"])
            log.clear()
            #expect(field.superview?.endEditing(true) == true)
            #expect(log.lines == ["didEnd committed", "textDidEndEditing", "editingDidEnd"] && !field.isFirstResponder)
        }
    }

    @Test("Text rule 19: an input method's composition is marked text in the field, replaced as it changes, committed by its text, cancelled by \"\"")
    func markedText() throws {
        try withTextField { field, log, input in
            field.becomeFirstResponder()
            field.insertText("a")
            input.platform.inject(.markedText(window: input.window, "に", selection: NSRange(location: 1, length: 0)))
            input.platform.inject(.markedText(window: input.window, "にほ", selection: NSRange(location: 2, length: 0)))
            input.turn()
            #expect(field.text == "aにほ")
            #expect((field.markedTextRange as? TextOffsetRange)?.range == NSRange(location: 1, length: 2))
            #expect((field.selectedTextRange as? TextOffsetRange)?.range == NSRange(location: 3, length: 0))
            log.clear()
            input.platform.inject(.text(window: input.window, "日本"))
            input.turn()
            #expect(field.text == "a日本" && field.markedTextRange == nil)
            #expect(log.lines.first == "shouldChange {1, 2} \"日本\"")
            input.platform.inject(.markedText(window: input.window, "x", selection: NSRange(location: 1, length: 0)))
            input.platform.inject(.markedText(window: input.window, "", selection: NSRange(location: 0, length: 0)))
            input.turn()
            #expect(field.text == "a日本" && field.markedTextRange == nil, "a cancelled composition leaves nothing")
        }
    }

    @Test("Text rule 23: arrows, Ctrl+arrows by word, Shift extends, Home/End, Ctrl+Backspace by word, Delete")
    func editingKeys() throws {
        try withTextField { field, _, input in
            field.text = "hello world"
            field.becomeFirstResponder()
            @MainActor func selected() -> NSRange? { (field.selectedTextRange as? TextOffsetRange)?.range }
            input.type(.keyboardLeftArrow, [.control])
            #expect(selected() == NSRange(location: 6, length: 0))
            input.type(.keyboardLeftArrow, [.control, .shift])
            #expect(selected() == NSRange(location: 0, length: 6))
            input.type(.keyboardLeftArrow)
            #expect(selected() == NSRange(location: 0, length: 0))
            input.type(.keyboardRightArrow, [.shift])
            input.type(.keyboardRightArrow, [.shift])
            #expect(selected() == NSRange(location: 0, length: 2))
            input.type(.keyboardEnd, [.shift])
            #expect(selected() == NSRange(location: 0, length: 11))
            input.type(.keyboardEnd)
            input.type(.keyboardDeleteOrBackspace, [.control])
            #expect(field.text == "hello ")
            input.type(.keyboardHome)
            input.type(.keyboardDeleteForward)
            #expect(field.text == "ello " && selected() == NSRange(location: 0, length: 0))
        }
    }

    @Test("Text rules 7, 23, 26: Ctrl+A, Ctrl+C copy to the clipboard, Ctrl+V pastes (asking, line breaks as spaces), Ctrl+X cuts, as do GTK's Insert keys; a secure field copies nothing")
    func clipboardKeys() throws {
        try withTextField { field, log, input in
            field.text = "hello"
            field.becomeFirstResponder()
            input.type(.keyboardA, [.control])
            input.type(.keyboardC, [.control])
            #expect(input.platform.clipboardText == "hello" && UIPasteboard.general.string == "hello")
            input.type(.keyboardEnd)
            input.platform.clipboardText = "one\ntwo"
            log.clear()
            input.type(.keyboardV, [.control])
            #expect(field.text == "helloone two" && log.lines.first == "shouldChange {5, 0} \"one two\"")
            input.type(.keyboardA, [.control])
            input.type(.keyboardX, [.control])
            #expect(field.text == "" && input.platform.clipboardText == "helloone two")
            input.type(.keyboardInsert, [.shift])
            input.type(.keyboardHome, [.shift])
            input.type(.keyboardDeleteForward, [.shift])
            #expect(field.text == "" && input.platform.clipboardText == "helloone two", "GTK's paste, then cut")
            field.text = "copied"
            input.type(.keyboardA, [.control])
            input.type(.keyboardInsert, [.control])
            #expect(input.platform.clipboardText == "copied", "GTK's copy")
            field.isSecureTextEntry = true
            field.text = "secret"
            input.type(.keyboardA, [.control])
            input.type(.keyboardC, [.control])
            input.type(.keyboardX, [.control])
            #expect(input.platform.clipboardText == "copied" && field.text == "secret")
        }
    }

    @Test("Text rule 22: a click begins editing with the caret where it lands; Shift+click extends; two clicks select a word, three all")
    func clicks() throws {
        try withTextField { field, log, input in
            field.text = "hello world"
            let touches = TouchInput(platform: input.platform, window: input.window)
            @MainActor func selected() -> NSRange? { (field.selectedTextRange as? TextOffsetRange)?.range }
            let t0 = MediaClock.shared.now() + 10
            touches.mouse(true, 14, 27, at: t0)
            touches.mouse(false, 14, 27, at: t0 + 0.05)
            touches.turn()
            #expect(field.isEditing && selected() == NSRange(location: 0, length: 0))
            #expect(log.lines.prefix(4) == ["shouldBegin", "didBegin", "textDidBeginEditing", "editingDidBegin"])
            input.platform.inject(.pointerButton(window: input.window, button: .primary, isDown: true, location: CGPoint(x: 205, y: 27),
                                                 buttons: .primary, modifiers: .shift), at: t0 + 1)
            touches.mouse(false, 205, 27, at: t0 + 1.05)
            touches.turn()
            #expect(selected() == NSRange(location: 0, length: 11))
            for click in 0..<2 {
                touches.mouse(true, 20, 27, at: t0 + 2 + Double(click) * 0.1)
                touches.mouse(false, 20, 27, at: t0 + 2.05 + Double(click) * 0.1)
            }
            touches.turn()
            #expect(selected() == NSRange(location: 0, length: 5))
            touches.mouse(true, 20, 27, at: t0 + 2.2)
            touches.mouse(false, 20, 27, at: t0 + 2.25)
            touches.turn()
            #expect(selected() == NSRange(location: 0, length: 11))
        }
    }

    @Test("Text rule 6: the clear button asks textFieldShouldClear, then empties the field as a user change")
    func clearButton() throws {
        try withTextField { field, log, input in
            field.text = "abc"
            field.clearButtonMode = .always
            let button = field.clearButtonRect(forBounds: field.bounds)
            #expect(button == CGRect(x: 176, y: 7.5, width: 19, height: 19))
            let touches = TouchInput(platform: input.platform, window: input.window)
            touches.mouse(true, 10 + button.midX, 10 + button.midY)
            touches.mouse(false, 10 + button.midX, 10 + button.midY)
            touches.turn()
            #expect(field.text == "")
            #expect(log.lines == ["shouldClear", "shouldBegin", "didBegin", "textDidBeginEditing", "editingDidBegin",
                                  "didChangeSelection", "textDidChange", "editingChanged"])
        }
    }

    @Test("Text rule 41: Tab moves to the window's next field, Shift+Tab to the previous, wrapping around; no tab is typed")
    func tabMovesBetweenFields() throws {
        try withTextField { first, _, input in
            let second = UITextField(frame: CGRect(x: 10, y: 60, width: 200, height: 34))
            let hidden = UITextField(frame: CGRect(x: 10, y: 100, width: 200, height: 34))
            hidden.isHidden = true
            first.superview?.addSubview(second)
            first.superview?.addSubview(hidden)
            defer {
                second.removeFromSuperview()
                hidden.removeFromSuperview()
            }
            first.becomeFirstResponder()
            input.type(.keyboardTab)
            #expect(second.isEditing && !first.isEditing && second.text == "")
            input.type(.keyboardTab)
            #expect(first.isEditing, "past the hidden field, around to the first")
            input.type(.keyboardTab, [.shift])
            #expect(second.isEditing)
        }
    }

    @Test("Bad input: positions and ranges outside the text give nil (reported), no crash")
    func outOfBounds() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        field.text = "abc"
        #expect(field.text(in: TextOffsetRange(NSRange(location: 2, length: 5))) == nil)
        #expect(field.position(from: field.beginningOfDocument, offset: 4) == nil)
        #expect(field.position(from: field.endOfDocument, offset: Int.min) == nil)
        #expect(field.text(in: TextOffsetRange(NSRange(location: 1, length: 2))) == "bc")
        field.replace(TextOffsetRange(NSRange(location: 9, length: 1)), withText: "x")
        #expect(field.text == "abc")
    }

    @Test("Text rule 40: the pointer is an I-beam over a field, the arrow elsewhere and once it leaves the window")
    func iBeamPointer() throws {
        try withTextField { _, _, input in
            @MainActor func hover(_ x: CGFloat, _ y: CGFloat) {
                input.platform.inject(.pointerMotion(window: input.window, location: CGPoint(x: x, y: y), buttons: [], modifiers: []))
                input.turn()
            }
            hover(50, 27)
            #expect(input.platform.pointerShape == .iBeam)
            hover(250, 150)
            #expect(input.platform.pointerShape == .arrow)
            hover(50, 27)
            input.platform.inject(.pointerExited(window: input.window))
            input.turn()
            #expect(input.platform.pointerShape == .arrow)
        }
    }

    @Test("Text rule 31: the input method is told where the caret is, in the window, as it moves")
    func textInputRect() throws {
        try withTextField { field, _, input in
            field.becomeFirstResponder()
            input.type(.keyboardA, text: "a")
            let told = try #require(input.platform.textInputRect)
            #expect(told.window == input.window)
            #expect(told.rect == field.convert(field.caretRect(for: field.endOfDocument), to: field.window))
            #expect(told.rect.minX > 10 + 7 && told.rect.height >= 19)
        }
    }
}
