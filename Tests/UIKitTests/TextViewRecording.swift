import Foundation
import Testing
@testable import UIKit

/// A text view's delegate that logs, in one list, its calls and the view's notifications
/// ("shouldChange {0, 0} \"a\"", "didChange", "textDidChange"), and answers as told.
@MainActor
final class TextViewRecorder: EditingRecorder, UITextViewDelegate {
    var allowsBegin = true, allowsEnd = true, allowsChange = true

    init(_ textView: UITextView) {
        super.init()
        textView.delegate = self
        observe([(UITextView.textDidBeginEditingNotification, "textDidBeginEditing"),
                 (UITextView.textDidChangeNotification, "textDidChange"),
                 (UITextView.textDidEndEditingNotification, "textDidEndEditing")], of: textView)
    }

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { answer("shouldBegin", allowsBegin) }
    func textViewDidBeginEditing(_ textView: UITextView) { lines.append("didBegin") }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool { answer("shouldEnd", allowsEnd) }
    func textViewDidEndEditing(_ textView: UITextView) { lines.append("didEnd") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        answer("shouldChange {\(range.location), \(range.length)} \(text.debugDescription)", allowsChange)
    }
    func textViewDidChange(_ textView: UITextView) { lines.append("didChange") }
    func textViewDidChangeSelection(_ textView: UITextView) { lines.append("didChangeSelection") }
}

/// Runs `body` with a 200×100 text view at (10, 10) in a key headless window, its recording
/// delegate and the window's key input.
@MainActor
func withTextView<Result>(_ body: (UITextView, TextViewRecorder, KeyInput) throws -> Result) throws -> Result {
    try withKeyWindow { window, input in
        let textView = UITextView(frame: CGRect(x: 10, y: 10, width: 200, height: 100))
        window.addSubview(textView)
        let recorder = TextViewRecorder(textView)
        defer {
            recorder.stopObserving()
            textView.removeFromSuperview()
        }
        textView.layoutIfNeeded()
        return try body(textView, recorder, input)
    }
}
