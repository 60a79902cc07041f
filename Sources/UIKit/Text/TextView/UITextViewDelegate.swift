import Foundation

/// What a text view asks and tells as it is edited (Text rule 17), beside what any scroll
/// view's delegate hears. Every method is optional, as in UIKit: the defaults say yes and do nothing.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether editing may begin (a click, or `becomeFirstResponder()`).
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Editing began: the view is first responder.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Whether editing may end (the view resigning first responder).
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Editing ended.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether the user's change of the text in `range` (UTF-16 units) to `text` may happen.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The user changed the text (never for `text =` in code).
    func textViewDidChange(_ textView: UITextView)
    /// The selection changed.
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}
