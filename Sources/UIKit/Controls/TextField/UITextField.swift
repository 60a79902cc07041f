import Foundation

/// A one-line editable text: Text rules 1–15 for its properties, and for the delegate calls,
/// control events and notifications of editing. The keyboard's text reaches it as the first
/// responder (`UIKeyInput`, `UITextInput`); a click places the caret, a drag selects, and the
/// desktop's editing keys work — the editing a text view shares (`TextEditingView`).
///
/// Text set in code sends nothing. The text never holds a line break: a typed Return is the
/// Return key (Text rule 14), and line breaks in inserted text become spaces.
@preconcurrency @MainActor
open class UITextField: UIControl, UITextInput, KeyboardTextTarget, TextEditingView {
    /// The text as given: plain text has no attributes (the field's font and colour fill in).
    var storage = NSMutableAttributedString(string: "")
    /// The selection, in UTF-16 units; empty, it is the caret.
    var selection = NSRange(location: 0, length: 0)
    /// The end of the selection that stays put while Shift extends it.
    var selectionAnchor = 0
    /// The input method's composition, if one is under way.
    var markedRange: NSRange?
    /// How far the text is scrolled left so that the caret shows in a field too narrow for it.
    var scrollOffset: CGFloat = 0
    /// The text cut into chunks laid out as they show, with their widths.
    var chunks = TextLineChunks()
    /// The presses of the editing keys the field handled, whose ends it keeps to itself too.
    var handledPresses: Set<UIPress> = []
    /// The blinking caret, shown while editing with nothing selected.
    let caret = TextCaret()

    /// Asked and told as the field is edited; held weakly.
    open weak var delegate: (any UITextFieldDelegate)?

    /// The text; "" when empty (never nil, though UIKit declares it optional). Setting it sends nothing.
    open var text: String? {
        get { storage.string }
        set { replaceAllText(with: NSAttributedString(string: newValue ?? "")) }
    }
    /// The text with its attributes, the field's font and colour where it has none.
    open var attributedText: NSAttributedString? {
        get { storage.fillingAttributes(textAttributes) }
        set { replaceAllText(with: newValue ?? NSAttributedString(string: "")) }
    }
    /// The grey text shown while the field is empty (Text rule 2); nil by default.
    open var placeholder: String? {
        get { attributedPlaceholder?.string }
        set { attributedPlaceholder = newValue.map { NSAttributedString(string: $0) } }
    }
    /// The placeholder with its attributes, the field's font and the placeholder grey where it has none.
    open var attributedPlaceholder: NSAttributedString? {
        didSet {
            setNeedsDisplay()
            contentSizeDidChange()
        }
    }
    /// The font of the text and placeholder: the 17-point system font by default (Text rule 3).
    open var font: UIFont? = .systemFont(ofSize: UIFont.labelFontSize) { didSet { textLookChanged() } }
    /// The colour of the text (black by default).
    open var textColor: UIColor? = .black { didSet { textLookChanged() } }
    /// How the text lines up across the field (`.natural`: left for left-to-right text).
    open var textAlignment: NSTextAlignment = .natural { didSet { textLookChanged() } }
    /// The border the field draws (none by default).
    open var borderStyle: BorderStyle = .none { didSet { textLookChanged() } }
    /// When the clear button shows; it shows only while there is text (never by default).
    open var clearButtonMode: ViewMode = .never { didSet { textLookChanged() } }
    /// A view at the field's left (its frame gives its size), shown per `leftViewMode`.
    open var leftView: UIView? {
        didSet { replaceOverlay(oldValue, with: leftView) }
    }
    /// When the left view shows (never by default).
    open var leftViewMode: ViewMode = .never { didSet { textLookChanged() } }
    /// A view at the field's right, shown per `rightViewMode`.
    open var rightView: UIView? {
        didSet { replaceOverlay(oldValue, with: rightView) }
    }
    /// When the right view shows (never by default).
    open var rightViewMode: ViewMode = .never { didSet { textLookChanged() } }
    /// Whether the text shows as bullets and cannot be copied or cut (Text rule 7).
    open var isSecureTextEntry = false { didSet { textLookChanged() } }
    /// Whether beginning to edit empties the field (unless the delegate's `textFieldShouldClear` says no).
    open var clearsOnBeginEditing = false
    /// Whether the font shrinks, down to `minimumFontSize`, for text too wide for the field.
    open var adjustsFontSizeToFitWidth = false { didSet { textLookChanged() } }
    /// The smallest size `adjustsFontSizeToFitWidth` shrinks the font to (0 by default).
    open var minimumFontSize: CGFloat = 0 { didSet { textLookChanged() } }
    /// Stored for ported code: Linux has no on-screen keyboard to shape (Text rule 8).
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    /// Stored for ported code (Text rule 8).
    open var autocorrectionType = UITextAutocorrectionType.default
    /// Stored for ported code; a hardware keyboard types anything into any field (Text rule 8).
    open var keyboardType = UIKeyboardType.default
    /// Stored for ported code: Return is Return whatever its title (Text rule 8).
    open var returnKeyType = UIReturnKeyType.default
    /// Whether the field is being edited: it is the first responder.
    open internal(set) var isEditing = false
    /// The attributes marked text is drawn with; nil: underlined.
    open var markedTextStyle: [NSAttributedString.Key: Any]?
    /// The input system, told of the changes it did not make.
    open weak var inputDelegate: (any UITextInputDelegate)?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        isOpaque = false
        contentMode = .redraw
        addSubview(caret)
    }

    // MARK: Responder, drawing and input (Swift overrides belong in the class body)

    /// The field takes the focus while enabled and in a window (Text rule 10).
    open override var canBecomeFirstResponder: Bool { isEnabled && window != nil }

    /// Asks the delegate, takes the focus from the first responder, and begins editing (Text rule 10).
    @discardableResult
    open override func becomeFirstResponder() -> Bool { beginEditingIfAllowed() }

    /// Asks the delegate (false: still editing), then ends editing (Text rule 15).
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        isEditing ? endEditing(asking: true) : super.resignFirstResponder()
    }

    /// A field that leaves its window stops editing without asking (Text rule 15).
    open override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        if newWindow == nil, isEditing { _ = endEditing(asking: false) }
    }

    open override func draw(_ rect: CGRect) { drawField() }

    /// Draws the text (or, with none, nothing) in `rect`, the selection under it while editing.
    open func drawText(in rect: CGRect) { drawEditedText(in: rect) }

    /// Draws the placeholder in `rect` in the placeholder grey.
    open func drawPlaceholder(in rect: CGRect) { drawPlaceholderText(in: rect) }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    /// Copies the selected text to the general pasteboard (nothing from a secure field).
    open func copy(_ sender: Any?) { copySelection() }
    /// Copies the selected text to the general pasteboard and deletes it, if the delegate agrees.
    open func cut(_ sender: Any?) { cutSelection() }
    /// Puts the general pasteboard's string in place of the selection, if the delegate agrees.
    open func paste(_ sender: Any?) { pasteText() }
    /// Selects the whole text, beginning editing if need be.
    open func selectAll(_ sender: Any?) { selectAllText() }

    /// Handles the editing keys while editing (`TextEditingView+Keys.swift`); other presses go up the chain.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let others = presses.filter { !handleEditingKey($0) }
        if !others.isEmpty { super.pressesBegan(others, with: event) }
    }

    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let others = unhandledPresses(presses)
        if !others.isEmpty { super.pressesEnded(others, with: event) }
    }

    open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let others = unhandledPresses(presses)
        if !others.isEmpty { super.pressesCancelled(others, with: event) }
    }

    /// A press places the caret (beginning editing), or selects a word (two clicks) or all (three),
    /// or with Shift extends the selection; on the clear button, clears (`UITextField+Pointer.swift`).
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { beginSelecting(touch, with: event) }

    /// A drag extends the selection.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        dragSelection(to: touch.location(in: self), clicks: touch.tapCount)
        return true
    }

    // MARK: Rectangles (override points)

    /// Where the border is drawn: the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// Where the text is drawn when not editing: inside the border, beside the views shown.
    open func textRect(forBounds bounds: CGRect) -> CGRect { textArea(in: bounds, editing: false) }

    /// Where the placeholder is drawn: the text's rectangle.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// Where the text is edited: inside the border, beside the views shown while editing.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textArea(in: bounds, editing: true) }

    /// Where the clear button is: a 19-point circle 5 points in from the right (left of a right view shown).
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let right = rightView != nil && isShown(rightViewMode) ? rightViewRect(forBounds: bounds).minX : bounds.maxX
        let side = Self.clearButtonSide
        return CGRect(x: right - Self.clearButtonMargin - side, y: bounds.midY - side / 2, width: side, height: side)
    }

    /// Where the left view goes: at the left edge, centred down the field, at its own size.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = leftView?.frame.size ?? .zero
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Where the right view goes: at the right edge, centred down the field, at its own size.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = rightView?.frame.size ?? .zero
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    static let clearButtonSide: CGFloat = 19
    static let clearButtonMargin: CGFloat = 5

    /// How far the text sits inside each border style (Text rule 5: 7 points in a rounded rectangle;
    /// the others chosen).
    var borderInset: CGFloat {
        switch borderStyle {
        case .none: 0
        case .line, .bezel: 2
        case .roundedRect: 7
        }
    }

    /// The text's area: inside the border, right of the left view and left of the right view and
    /// clear button, as they show while editing or not.
    private func textArea(in bounds: CGRect, editing: Bool) -> CGRect {
        var left = bounds.minX + borderInset, right = bounds.maxX - borderInset
        if leftView != nil, isShown(leftViewMode, editing: editing) { left = max(left, leftViewRect(forBounds: bounds).maxX) }
        if rightView != nil, isShown(rightViewMode, editing: editing) { right = min(right, rightViewRect(forBounds: bounds).minX) }
        if showsClearButton(editing: editing) { right = min(right, clearButtonRect(forBounds: bounds).minX) }
        return CGRect(x: left, y: bounds.minY, width: max(0, right - left), height: bounds.height)
    }

    /// Whether an overlay with `mode` shows while editing (or not; nil: as the field is now).
    func isShown(_ mode: ViewMode, editing: Bool? = nil) -> Bool {
        switch mode {
        case .never: false
        case .whileEditing: editing ?? isEditing
        case .unlessEditing: !(editing ?? isEditing)
        case .always: true
        }
    }

    /// Whether the clear button shows: per its mode, and only while there is text (Text rule 6).
    func showsClearButton(editing: Bool? = nil) -> Bool {
        storage.length > 0 && isShown(clearButtonMode, editing: editing)
    }

    // MARK: Layout and size

    open override func layoutSubviews() {
        super.layoutSubviews()
        if let leftView {
            leftView.frame = leftViewRect(forBounds: bounds)
            leftView.isHidden = !isShown(leftViewMode)
        }
        if let rightView {
            rightView.frame = rightViewRect(forBounds: bounds)
            rightView.isHidden = !isShown(rightViewMode)
        }
        // A fitted font follows the width: the chunks' widths are measured again.
        if adjustsFontSizeToFitWidth { recutText() }
        placeCaret()
    }

    /// The text's (or else the placeholder's) width and the font's line height, with the border's
    /// inset and the views shown; 34 points high for a rounded rectangle with the default font (Text rule 5).
    open override var intrinsicContentSize: CGSize {
        let font = self.font ?? .systemFont(ofSize: UIFont.labelFontSize)
        let shown = storage.length > 0 ? storage : attributedPlaceholder ?? NSAttributedString(string: "")
        // A text of more than a chunk is as wide as its chunks, the unmeasured ones estimated.
        let textWidth = storage.length > 0 && chunks.count > 1 ? chunks.width
            : TextLayout(string: shown, defaultFont: font, width: nil, wraps: false).measure().size.width
        var width = textWidth.rounded(.up) + 2 * borderInset
        if leftView != nil, isShown(leftViewMode) { width += leftViewRect(forBounds: bounds).width }
        if rightView != nil, isShown(rightViewMode) { width += rightViewRect(forBounds: bounds).width }
        if showsClearButton() { width += Self.clearButtonSide + Self.clearButtonMargin }
        let lineHeight = font.lineHeight.rounded(.up)
        let height = borderStyle == .roundedRect ? lineHeight + 14 : lineHeight + 2 * borderInset
        return CGSize(width: width, height: height)
    }

    // MARK: Changes

    /// The attributes the field gives text that has none of its own.
    var textAttributes: [NSAttributedString.Key: Any] {
        [.font: font ?? .systemFont(ofSize: UIFont.labelFontSize), .foregroundColor: textColor ?? .black]
    }

    /// Something of the text's look changed: it is drawn and laid out again.
    func textLookChanged() {
        recutText()
        setNeedsDisplay()
        setNeedsLayout()
        contentSizeDidChange()
    }

    /// Swaps an overlay view in the field's subviews.
    private func replaceOverlay(_ old: UIView?, with new: UIView?) {
        if old !== new { old?.removeFromSuperview() }
        if let new { addSubview(new) }
        textLookChanged()
    }

    /// Text set in code: no delegate call, no event (Text rule 13); the caret goes to the end, and any
    /// composition is dropped.
    private func replaceAllText(with string: NSAttributedString) {
        inputDelegate?.textWillChange(self)
        undoManager?.removeAllActions(withTarget: self)
        storage = NSMutableAttributedString(attributedString: string)
        Self.removeLineBreaks(from: storage)
        recutText()
        contentSizeDidChange()
        markedRange = nil
        selection = NSRange(location: storage.length, length: 0)
        selectionAnchor = storage.length
        textDidChangeLayout()
        inputDelegate?.textDidChange(self)
    }

    /// Turns every line break of `text` into a space (one UTF-16 unit each): the field has one line.
    static func removeLineBreaks(from text: NSMutableAttributedString) {
        var found = text.mutableString.rangeOfCharacter(from: .newlines)
        while found.location != NSNotFound {
            text.replaceCharacters(in: NSRange(location: found.location, length: 1), with: " ")
            let next = found.location + 1
            found = text.mutableString.rangeOfCharacter(from: .newlines, range: NSRange(location: next, length: text.length - next))
        }
    }
}
