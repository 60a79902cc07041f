import Foundation
import Testing
@testable import UIKit

/// A text field's delegate that logs, in one list, its calls, the field's editing events and its
/// notifications ("shouldChange {0, 0} \"a\"", "editingChanged", "textDidChange"), and answers
/// as told.
@MainActor
final class TextFieldRecorder: EditingRecorder, UITextFieldDelegate {
    var allowsBegin = true, allowsEnd = true, allowsChange = true, allowsClear = true, allowsReturn = true

    init(_ field: UITextField) {
        super.init()
        field.delegate = self
        let events: [(UIControl.Event, String)] = [
            (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"), (.editingDidEnd, "editingDidEnd"),
            (.editingDidEndOnExit, "editingDidEndOnExit"), (.primaryActionTriggered, "primaryActionTriggered"),
        ]
        for (event, name) in events {
            field.addAction(UIAction { [weak self] _ in self?.lines.append(name) }, for: event)
        }
        observe([(UITextField.textDidBeginEditingNotification, "textDidBeginEditing"),
                 (UITextField.textDidChangeNotification, "textDidChange"),
                 (UITextField.textDidEndEditingNotification, "textDidEndEditing")], of: field)
    }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { answer("shouldBegin", allowsBegin) }
    func textFieldDidBeginEditing(_ textField: UITextField) { lines.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { answer("shouldEnd", allowsEnd) }
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        lines.append("didEnd \(reason == .committed ? "committed" : "cancelled")")
    }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        answer("shouldChange {\(range.location), \(range.length)} \(string.debugDescription)", allowsChange)
    }
    func textFieldDidChangeSelection(_ textField: UITextField) { lines.append("didChangeSelection") }
    func textFieldShouldClear(_ textField: UITextField) -> Bool { answer("shouldClear", allowsClear) }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool { answer("shouldReturn", allowsReturn) }
}

/// Runs `body` with a 200×34 rounded-rect field at (10, 10) in a key headless window, its
/// recording delegate and the window's key input.
@MainActor
func withTextField<Result>(_ body: (UITextField, TextFieldRecorder, KeyInput) throws -> Result) throws -> Result {
    try withKeyWindow { window, input in
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
        field.borderStyle = .roundedRect
        window.addSubview(field)
        let recorder = TextFieldRecorder(field)
        defer {
            recorder.stopObserving()
            field.removeFromSuperview()
        }
        return try body(field, recorder, input)
    }
}
