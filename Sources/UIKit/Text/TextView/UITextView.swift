import Foundation

/// A scrolling, multi-line, editable text (Text rules 16–17): a scroll view whose content is
/// its text, laid out in `textContainer` inside `textContainerInset`, that keeps the caret in view
/// as it is edited. Editing, selecting and the keys are the text field's (`TextEditingView`); Return
/// types a line break and Tab a tab. Text set in code sends nothing.
///
/// The text is laid out a paragraph at a time (`TextParagraphs`), only the paragraphs shown (or
/// reached by the caret) are laid out and drawn, and the others' heights estimated, so typing
/// costs the same in a long text as in a short one, and a long paste what a screen of it costs.
@preconcurrency @MainActor
open class UITextView: UIScrollView, UITextInput, KeyboardTextTarget, TextEditingView {
    /// The text as given: plain text has no attributes (the view's font and colour fill in).
    private(set) var storage = NSMutableAttributedString(string: "")
    /// The selection, in UTF-16 units; empty, it is the caret.
    var selection = NSRange(location: 0, length: 0)
    /// The end of the selection that stays put while Shift extends it.
    var selectionAnchor = 0
    /// The input method's composition, if one is under way.
    var markedRange: NSRange?
    /// The presses of the editing keys the view handled, whose ends it keeps to itself too.
    var handledPresses: Set<UIPress> = []
    /// The blinking caret, shown while editing with nothing selected.
    let caret = TextCaret()
    /// Whether the view is being edited: editable and the first responder.
    var isEditing = false
    /// The text laid out by paragraph.
    var paragraphs = TextParagraphs(NSAttributedString(string: ""), style: .init(font: UITextView.defaultFont, width: nil,
                                                                                    lineBreakMode: .byWordWrapping, alignment: .natural))
    /// The typing attributes set since the selection last moved; nil: those of the text at the caret.
    var storedTypingAttributes: [NSAttributedString.Key: Any]?
    /// The x that Up and Down keep as they move the caret through shorter lines; nil once
    /// anything else moves it. A vertical move leaves it in `pendingGoalX` for its own selection change.
    var verticalGoalX: CGFloat?
    var pendingGoalX: CGFloat?

    /// The delegate as a text view delegate, cast once.
    private(set) weak var textViewDelegate: UITextViewDelegate?

    /// Told about scrolling (as any scroll view's delegate) and, when it adopts `UITextViewDelegate`,
    /// asked and told as the text is edited.
    open override weak var delegate: UIScrollViewDelegate? {
        didSet { textViewDelegate = delegate as? UITextViewDelegate }
    }

    /// The text; "" when empty. Setting it sends nothing.
    open var text: String! {
        get { storage.string }
        set { replaceAllText(with: NSAttributedString(string: newValue ?? "")) }
    }
    /// The text with its attributes, the view's font and colour where it has none.
    open var attributedText: NSAttributedString! {
        get { storage.fillingAttributes(textAttributes) }
        set { replaceAllText(with: newValue ?? NSAttributedString(string: "")) }
    }
    /// The font of text without one of its own: the system font's body style, 17 points (Apple's
    /// reference); nil restores it.
    open var font: UIFont? {
        get { paragraphs.style.font }
        set { restyle { $0.font = newValue ?? Self.defaultFont } }
    }
    /// The colour of text without one of its own (black by default).
    open var textColor: UIColor? { didSet { setNeedsDisplay() } }
    /// How the lines line up (`.natural`: left for left-to-right text).
    open var textAlignment: NSTextAlignment {
        get { paragraphs.style.alignment }
        set { restyle { $0.alignment = newValue } }
    }
    /// Whether the user may change the text (true by default).
    open var isEditable = true {
        didSet { if !isEditable, isEditing { _ = endEditing(asking: false, resigning: false) } }
    }
    /// Whether the user may select the text (true by default); a view neither editable nor
    /// selectable does not take the focus.
    open var isSelectable = true
    /// The margins around the text container (8, 0, 8, 0 by default).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { textContainerDidChange() } }
    /// The container the text is laid out in; its width follows the view's.
    public let textContainer: NSTextContainer
    /// The selection, in UTF-16 units; set, it is clamped to the text.
    open var selectedRange: NSRange {
        get { selection }
        set {
            setSelection(newValue)
            selectionDidChangeByUser()
        }
    }
    /// The attributes of the text the user types next: those set, else those of the text before the
    /// caret, the view's font and colour filling in. They reset when the selection moves.
    open var typingAttributes: [NSAttributedString.Key: Any] {
        get { storedTypingAttributes ?? attributesAtCaret }
        set { storedTypingAttributes = newValue }
    }
    /// The attributes marked text is drawn with; nil: underlined.
    open var markedTextStyle: [NSAttributedString.Key: Any]?
    /// The input system, told of the changes it did not make.
    open weak var inputDelegate: (any UITextInputDelegate)?
    /// Stored for ported code: Linux has no on-screen keyboard to shape.
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    /// Stored for ported code.
    open var autocorrectionType = UITextAutocorrectionType.default
    /// Stored for ported code; a hardware keyboard types anything.
    open var keyboardType = UIKeyboardType.default
    /// Stored for ported code: Return types a line break whatever its title.
    open var returnKeyType = UIReturnKeyType.default

    /// Scrolling off, the view's intrinsic size fits its text, for Auto Layout.
    open override var isScrollEnabled: Bool {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// A text view laying its text out in `textContainer` (a new one when nil); its width follows the view's.
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        self.textContainer = textContainer ?? NSTextContainer(size: .zero)
        super.init(frame: frame)
        setUp()
    }

    /// A text view with a container of its own (UIKit's designated initializer is the one above).
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, textContainer: nil)
    }

    public required init?(coder: NSCoder) {
        textContainer = NSTextContainer(size: .zero)
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        contentMode = .redraw
        backgroundColor = .white
        // A click and a drag of the mouse select; a finger's drag (and the wheel) scroll.
        delaysContentTouches = false
        textContainer.widthTracksTextView = true
        textContainer.textView = self
        addSubview(caret)
        textContainerDidChange()
    }

    static let defaultFont = UIFont.systemFont(ofSize: UIFont.labelFontSize)

    // MARK: Responder, drawing and input (Swift overrides belong in the class body)

    /// The view takes the focus while editable or selectable, and in a window.
    open override var canBecomeFirstResponder: Bool { (isEditable || isSelectable) && window != nil }

    /// Asks the delegate (when editable), takes the focus from the first responder, and begins editing.
    @discardableResult
    open override func becomeFirstResponder() -> Bool { beginEditingIfAllowed() }

    /// Asks the delegate (false: still editing), then ends editing; a view that was only selected
    /// stops showing its selection.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        if isEditing { return endEditing(asking: true, resigning: true) }
        defer { setNeedsDisplay() }
        return super.resignFirstResponder()
    }

    /// A view that leaves its window stops editing without asking.
    open override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        if newWindow == nil, isEditing { _ = endEditing(asking: false, resigning: true) }
    }

    open override func draw(_ rect: CGRect) { drawText(in: rect) }

    /// Scrolling shows other paragraphs: they are drawn.
    open override var bounds: CGRect {
        didSet { if bounds.origin != oldValue.origin { setNeedsDisplay() } }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutText()
        measureVisibleParagraphs()
    }

    open override var intrinsicContentSize: CGSize { fittingSize }

    /// Copies the selected text to the general pasteboard.
    open func copy(_ sender: Any?) { copySelection() }
    /// Copies the selected text to the general pasteboard and deletes it, if the delegate agrees.
    open func cut(_ sender: Any?) { cutSelection() }
    /// Puts the general pasteboard's string in place of the selection, if the delegate agrees.
    open func paste(_ sender: Any?) { pasteText() }
    /// Selects the whole text, taking the focus if need be.
    open func selectAll(_ sender: Any?) { selectAllText() }

    /// Scrolls so that the text in `range` shows.
    open func scrollRangeToVisible(_ range: NSRange) {
        let range = clamped(range)
        let start = caretRect(atOffset: range.location), end = caretRect(atOffset: range.location + range.length)
        scrollRectToVisible(start.union(end), animated: false)
    }

    /// The editing keys while first responder; other keys scroll, or go up the chain.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let others = presses.filter { !handleEditingKey($0) }
        if !others.isEmpty { super.pressesBegan(others, with: event) }
    }

    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        super.pressesEnded(unhandledPresses(presses), with: event)
    }

    open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        super.pressesCancelled(unhandledPresses(presses), with: event)
    }

    /// A press places the caret (taking the focus), selects a word (two clicks) or a paragraph
    /// (three), or with Shift extends the selection.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, isSelectable || isEditable, becomeFirstResponder() else {
            return super.touchesBegan(touches, with: event)
        }
        select(at: touch.location(in: self), clicks: touch.tapCount, extending: event?.modifierFlags.contains(.shift) == true)
    }

    /// A drag extends the selection.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, isFirstResponder else { return super.touchesMoved(touches, with: event) }
        dragSelection(to: touch.location(in: self), clicks: touch.tapCount)
    }

    /// The mouse's drag selects rather than scrolls; a finger's drag and the wheel scroll.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === panGestureRecognizer, !scrollPan.isScrolling,
           scrollPan.gestureTouches.contains(where: { $0.type == .indirectPointer }) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}
