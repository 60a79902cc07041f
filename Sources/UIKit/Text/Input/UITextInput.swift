import Foundation

/// A responder that holds a document of text the input system edits: positions and ranges in it,
/// the selection, marked text (an input method's composition), and where the text is on screen.
/// Positions and ranges are the adopter's own `UITextPosition`/`UITextRange` subclasses.
///
/// Casement asks for the members an input method and an editor use; it lacks UIKit's tokenizer,
/// writing-direction and selection-rect members (an adopter may still declare them).
@preconcurrency @MainActor
public protocol UITextInput: UIKeyInput {
    /// The text in `range`; nil for a range that is not in the document.
    func text(in range: UITextRange) -> String?
    /// Replaces the text in `range` with `text`.
    func replace(_ range: UITextRange, withText text: String)
    /// The selection (empty: the caret); nil when there is none.
    var selectedTextRange: UITextRange? { get set }
    /// The marked text, nil when nothing is marked.
    var markedTextRange: UITextRange? { get }
    /// The attributes marked text is drawn with.
    var markedTextStyle: [NSAttributedString.Key: Any]? { get set }
    /// Puts `markedText` in place of the marked text (or of the selection when none is marked) and
    /// marks it; `selectedRange` is the selection within it.
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    /// Commits the marked text: it stays, unmarked.
    func unmarkText()
    /// The position before the first character.
    var beginningOfDocument: UITextPosition { get }
    /// The position after the last character.
    var endOfDocument: UITextPosition { get }
    /// The range from `fromPosition` to `toPosition`.
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    /// The position `offset` characters from `position`; nil beyond the document.
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    /// The position `offset` steps from `position` in a direction on screen.
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition?
    /// How two positions are ordered.
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    /// How many characters lie from `from` to `toPosition` (negative when it is before).
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    /// The input system, told of changes it did not make.
    var inputDelegate: (any UITextInputDelegate)? { get set }
    /// The position within `range` farthest in `direction`.
    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition?
    /// The range from `position` to the end of its line in `direction`.
    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange?
    /// The first rectangle (on the first line) `range`'s text covers, in the view's coordinates.
    func firstRect(for range: UITextRange) -> CGRect
    /// The caret's rectangle at `position`, in the view's coordinates.
    func caretRect(for position: UITextPosition) -> CGRect
    /// The position nearest `point`.
    func closestPosition(to point: CGPoint) -> UITextPosition?
    /// The position within `range` nearest `point`.
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition?
    /// The character under `point`; nil when there is none.
    func characterRange(at point: CGPoint) -> UITextRange?
}
