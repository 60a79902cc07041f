import Foundation

/// How a text field looks (Text rules 2, 5–7, 19, 21): its border, the text or placeholder on
/// one line centred down the text's rectangle, the selection in the tint colour under the text,
/// marked text underlined, the clear button, and where the caret and each character are.
extension UITextField {
    /// The placeholder grey (Text rule 2).
    static let placeholderColor = UIColor.placeholderText
    /// The hairline of a rounded-rect field (Text rule 5, observed ≈ 80 % white).
    static let roundedBorderColor = UIColor(white: 0.8, alpha: 1)

    /// The border, then the placeholder or the text, then the clear button.
    func drawField() {
        drawBorder(in: borderRect(forBounds: bounds))
        if storage.length == 0, attributedPlaceholder != nil {
            drawPlaceholder(in: isEditing ? editingRect(forBounds: bounds) : placeholderRect(forBounds: bounds))
        } else {
            drawText(in: currentTextRect)
        }
        if showsClearButton() { drawClearButton(in: clearButtonRect(forBounds: bounds)) }
    }

    /// The text's rectangle as the field is now: the editing one while editing.
    var currentTextRect: CGRect { isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds) }

    func drawEditedText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        defer { context.restoreGState() }
        context.clip(to: rect)
        if isEditing, selection.length > 0 {
            tintColor.withAlphaComponent(TextCaret.selectionAlpha).setFill()
            context.fill(textSpanRect(selection))
        }
        // Only the chunks of the line that show are laid out and drawn.
        let color = textColor ?? .black, top = lineTop(in: rect)
        for index in chunks.chunk(atX: scrollOffset)...chunks.chunk(atX: scrollOffset + rect.width) {
            let x = rect.minX - scrollOffset + chunks.left(of: index)
            chunkLayout(index, in: rect).draw(in: context, at: CGPoint(x: x, y: top), defaultColor: color)
        }
    }

    func drawPlaceholderText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let placeholder = attributedPlaceholder else { return }
        context.saveGState()
        defer { context.restoreGState() }
        context.clip(to: rect)
        let layout = TextLayout(string: placeholder, defaultFont: fittedFont(for: placeholder, width: rect.width), width: rect.width,
                                wraps: false, lineBreakMode: .byTruncatingTail, alignment: textAlignment)
        layout.draw(in: context, at: CGPoint(x: rect.minX, y: lineTop(in: rect)), defaultColor: Self.placeholderColor)
    }

    /// Text rule 5's four borders.
    private func drawBorder(in rect: CGRect) {
        let pixel = 1 / contentScaleFactor
        switch borderStyle {
        case .none:
            break
        case .line:
            UIColor.darkGray.setStroke()
            UIBezierPath(rect: rect.insetBy(dx: 0.5, dy: 0.5)).stroke()
        case .bezel:
            UIColor.gray.setStroke()
            UIBezierPath(rect: rect.insetBy(dx: 0.5, dy: 0.5)).stroke()
            // The inner shadow: a darker line inside the top and left edges.
            let shadow = UIBezierPath()
            shadow.move(to: CGPoint(x: rect.minX + 1.5, y: rect.maxY - 1))
            shadow.addLine(to: CGPoint(x: rect.minX + 1.5, y: rect.minY + 1.5))
            shadow.addLine(to: CGPoint(x: rect.maxX - 1, y: rect.minY + 1.5))
            UIColor.darkGray.setStroke()
            shadow.stroke()
        case .roundedRect:
            let path = UIBezierPath(roundedRect: rect.insetBy(dx: pixel / 2, dy: pixel / 2), cornerRadius: 5)
            UIColor.white.setFill()
            path.fill()
            path.lineWidth = pixel
            Self.roundedBorderColor.setStroke()
            path.stroke()
        }
    }

    /// A grey circle with a white × (Text rule 6).
    private func drawClearButton(in rect: CGRect) {
        UIColor.systemGray2.setFill()
        UIBezierPath(ovalIn: rect).fill()
        let cross = UIBezierPath()
        let arm = rect.width * 0.2
        cross.move(to: CGPoint(x: rect.midX - arm, y: rect.midY - arm))
        cross.addLine(to: CGPoint(x: rect.midX + arm, y: rect.midY + arm))
        cross.move(to: CGPoint(x: rect.midX + arm, y: rect.midY - arm))
        cross.addLine(to: CGPoint(x: rect.midX - arm, y: rect.midY + arm))
        cross.lineWidth = 1.5
        UIColor.white.setStroke()
        cross.stroke()
    }

    // MARK: Layout of the text

    /// Chunk `index` of the text as drawn: bullets for secure entry (one per composed character,
    /// Text rule 7; a secure field's text is one chunk), marked text underlined (or in `markedTextStyle`).
    private func displayedText(of index: Int) -> NSAttributedString {
        if isSecureTextEntry {
            return NSAttributedString(string: String(repeating: "\u{2022}", count: storage.string.count), attributes: textAttributesAt0)
        }
        let range = chunks.range(of: index)
        let text = storage.attributedSubstring(from: range)
        guard let marked = markedRange, NSIntersectionRange(marked, range).length > 0 else { return text }
        let overlap = NSIntersectionRange(marked, range)
        let shown = NSMutableAttributedString(attributedString: text)
        shown.addAttributes(markedTextStyle ?? [.underlineStyle: NSUnderlineStyle.single.rawValue],
                            range: NSRange(location: overlap.location - range.location, length: overlap.length))
        return shown
    }

    /// The attributes of the first character (a secure field's bullets take them).
    private var textAttributesAt0: [NSAttributedString.Key: Any] {
        guard storage.length > 0 else { return [:] }
        var range = NSRange(location: 0, length: 0)
        return storage.attributes(at: 0, effectiveRange: &range)
    }

    /// Chunk `index` of the displayed text laid out on one line: a text of one chunk across
    /// `rect` in the field's alignment, as a whole; a chunk of a longer one from its left end.
    func chunkLayout(_ index: Int, in rect: CGRect) -> TextLayout {
        let shown = displayedText(of: index)
        let whole = chunks.count == 1
        return TextLayout(string: shown, defaultFont: fittedFont(for: whole ? shown : nil, width: rect.width), width: whole ? rect.width : nil,
                          wraps: false, lineBreakMode: .byClipping, alignment: whole ? textAlignment : .left)
    }

    /// Cuts the text into chunks anew (the text or its look changed), none of them measured.
    func recutText() {
        let font = self.font ?? .systemFont(ofSize: UIFont.labelFontSize)
        chunks.reset(to: storage.mutableString, cuts: !isSecureTextEntry, unitWidth: font.pointSize * TextParagraphs.estimatedCharacterWidth)
    }

    /// Lays chunk `index` out to measure it, unless it is; the text shown stays in place when a
    /// chunk left of it changes width.
    private func measureChunk(_ index: Int, in rect: CGRect) {
        guard !chunks.isMeasured(index) else { return }
        let shown = chunks.chunk(atX: scrollOffset), before = chunks.left(of: shown)
        chunks.setMeasuredWidth(chunkLayout(index, in: rect).measure().size.width, of: index)
        scrollOffset += chunks.left(of: shown) - before
    }

    /// Measures the chunks from `minX` to `maxX` along the line, walking right as each measured one moves those after it.
    private func measureChunks(fromX minX: CGFloat, toX maxX: CGFloat, in rect: CGRect) {
        var index = chunks.chunk(atX: minX)
        while index < chunks.count, chunks.left(of: index) <= maxX {
            measureChunk(index, in: rect)
            index += 1
        }
    }

    /// The field's font, shrunk (down to `minimumFontSize`) for `text` wider than `width` when
    /// `adjustsFontSizeToFitWidth` is on; a text of more than a chunk (nil) shrinks all the way.
    private func fittedFont(for text: NSAttributedString?, width: CGFloat) -> UIFont {
        let font = self.font ?? .systemFont(ofSize: UIFont.labelFontSize)
        guard adjustsFontSizeToFitWidth, width > 0 else { return font }
        guard let text else { return font.withSize(max(minimumFontSize, 1)) }
        let natural = TextLayout(string: text, defaultFont: font, width: nil, wraps: false).measure().size.width
        guard natural > width else { return font }
        return font.withSize(max(minimumFontSize, font.pointSize * width / natural, 1))
    }

    /// The top of the line of text in `rect`, centred down it on whole pixels.
    func lineTop(in rect: CGRect) -> CGFloat {
        let height = (font ?? .systemFont(ofSize: UIFont.labelFontSize)).lineHeight
        let pixels = contentScaleFactor
        return ((rect.minY + (rect.height - height) / 2) * pixels).rounded() / pixels
    }

    /// Where UTF-16 `offset` of the text is in the displayed text (secure text shows one bullet
    /// per composed character).
    private func displayedOffset(_ offset: Int) -> Int {
        guard isSecureTextEntry else { return offset }
        return TextBoundaries.characterOffsets(of: storage.string).lastIndex { $0 <= offset } ?? 0
    }

    /// The text's UTF-16 offset for `offset` of the displayed text.
    private func textOffset(displayed offset: Int) -> Int {
        guard isSecureTextEntry else { return offset }
        let offsets = TextBoundaries.characterOffsets(of: storage.string)
        return offsets[min(max(0, offset), offsets.count - 1)]
    }

    /// How far along the line the caret before `offset` is, its chunk measured.
    private func lineX(atOffset offset: Int, in rect: CGRect) -> CGFloat {
        let index = chunks.chunk(containing: offset)
        measureChunk(index, in: rect)
        let local = displayedOffset(offset) - chunks.range(of: index).location
        return chunks.left(of: index) + chunkLayout(index, in: rect).caretX(atOffset: local)
    }

    /// The x of the caret before `offset`, in the field's coordinates.
    private func caretX(atOffset offset: Int, in rect: CGRect) -> CGFloat {
        let x = lineX(atOffset: offset, in: rect)
        return rect.minX - scrollOffset + x
    }

    /// The caret's rectangle before `offset`: 2 points wide, a line high, on whole pixels.
    func caretRect(atOffset offset: Int) -> CGRect {
        let rect = currentTextRect
        let pixels = contentScaleFactor
        let x = ((caretX(atOffset: offset, in: rect) - TextCaret.width / 2) * pixels).rounded() / pixels
        let height = (font ?? .systemFont(ofSize: UIFont.labelFontSize)).lineHeight
        return CGRect(x: x, y: lineTop(in: rect), width: TextCaret.width, height: height.rounded(.up))
    }

    /// The rectangle `range`'s characters cover on the line.
    func textSpanRect(_ range: NSRange) -> CGRect {
        let rect = currentTextRect
        let start = caretX(atOffset: range.location, in: rect), end = caretX(atOffset: range.location + range.length, in: rect)
        let height = (font ?? .systemFont(ofSize: UIFont.labelFontSize)).lineHeight
        return CGRect(x: min(start, end), y: lineTop(in: rect), width: abs(end - start), height: height.rounded(.up))
    }

    /// The character boundary nearest `point` (only its x counts: the field has one line).
    func closestOffset(to point: CGPoint) -> Int {
        let rect = currentTextRect
        var index = chunks.chunk(atX: point.x - rect.minX + scrollOffset)
        while !chunks.isMeasured(index) {
            measureChunk(index, in: rect)
            index = chunks.chunk(atX: point.x - rect.minX + scrollOffset)
        }
        let x = point.x - rect.minX + scrollOffset - chunks.left(of: index)
        return textOffset(displayed: chunks.range(of: index).location + chunkLayout(index, in: rect).offset(nearestX: x))
    }

    /// After any change to the text or the selection: scrolled so the caret shows, redrawn, the
    /// caret placed. (Only a change of the text changes the intrinsic size.)
    func textDidChangeLayout() {
        scrollToCaret()
        let rect = currentTextRect
        measureChunks(fromX: scrollOffset, toX: scrollOffset + rect.width, in: rect)
        setNeedsDisplay()
        setNeedsLayout()
        placeCaret()
        caret.restartBlinking(isShown: isEditing && selection.length == 0)
    }

    /// Scrolls the text so that the caret is inside the text's rectangle while editing; not at all
    /// otherwise. The chunks a field's width either side of the caret are measured first, so that
    /// the caret stays where it is scrolled to.
    private func scrollToCaret() {
        guard isEditing else {
            scrollOffset = 0
            return
        }
        let rect = currentTextRect
        let estimated = lineX(atOffset: caretOffset, in: rect)
        measureChunks(fromX: estimated - rect.width, toX: estimated + rect.width, in: rect)
        let caretX = lineX(atOffset: caretOffset, in: rect)
        scrollOffset = min(scrollOffset, max(0, chunks.width - rect.width))
        if caretX - scrollOffset > rect.width { scrollOffset = caretX - rect.width }
        if caretX - scrollOffset < 0 { scrollOffset = max(0, caretX) }
    }
}
