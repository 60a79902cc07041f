import Foundation

/// Where the text is (Text rule 16): laid out in the container, `textContainerInset` from the
/// view's edges, `lineFragmentPadding` in from the container's sides, a paragraph at a time and
/// only the paragraphs shown (with half a screen above and below) or reached by the caret; the
/// content as tall as the text, its unmeasured paragraphs estimated, the text shown kept in place
/// as those above it are measured (as a table view keeps its rows); the caret kept in view; the
/// lines the keys move by.
extension UITextView {
    /// Where the first line starts, in the content's coordinates.
    var textOrigin: CGPoint {
        CGPoint(x: textContainerInset.left + textContainer.lineFragmentPadding, y: textContainerInset.top)
    }

    /// The container's width follows the view's; a change lays the text out again.
    func layOutText() {
        guard textContainer.widthTracksTextView else { return }
        let width = max(0, bounds.width - textContainerInset.left - textContainerInset.right)
        if textContainer.size.width != width { textContainer.size.width = width }
    }

    /// The container, its inset or padding changed: the lines wrap at its width less the padding.
    func textContainerDidChange() {
        let width = textContainer.size.width - 2 * textContainer.lineFragmentPadding
        restyle {
            $0.width = width > 0 ? width : nil
            $0.lineBreakMode = textContainer.lineBreakMode
        }
    }

    /// Changes how paragraphs are laid out; if that changed anything, every paragraph's height is
    /// estimated again, those shown measured, and the view redrawn.
    func restyle(_ change: (inout TextParagraphs.Style) -> Void) {
        var style = paragraphs.style
        change(&style)
        guard style.font != paragraphs.style.font || style.width != paragraphs.style.width
            || style.lineBreakMode != paragraphs.style.lineBreakMode || style.alignment != paragraphs.style.alignment else {
            return textSizeDidChange()  // (the inset may have changed)
        }
        paragraphs.style = style
        paragraphs.remeasure()
        textSizeDidChange()
        measureVisibleParagraphs()
        textDidChangeLayout()
    }

    /// The characters in `range` became `length` units: their paragraphs are laid out again.
    func storageDidChange(in range: NSRange, replacementLength length: Int) {
        paragraphs.replace(range, replacementLength: length, in: storage)
        textSizeDidChange()
        measureVisibleParagraphs()
    }

    /// Measures the paragraphs shown, and half a screen of them above and below.
    func measureVisibleParagraphs() {
        let margin = bounds.height / 2
        measureParagraphs(fromY: bounds.minY - margin, toY: bounds.maxY + margin)
    }

    /// Measures the paragraphs between `minY` and `maxY` of the content, walking down as each
    /// measured one moves those below it.
    private func measureParagraphs(fromY minY: CGFloat, toY maxY: CGFloat) {
        keepingShownTextInPlace {
            var index = paragraphs.index(atY: minY - textOrigin.y), measured = false
            while index < paragraphs.count, paragraphs.top(of: index) <= maxY - textOrigin.y {
                measured = paragraphs.measure(index) || measured
                index += 1
            }
            return measured
        }
    }

    /// Measures paragraph `index` if it is not.
    func measureParagraph(_ index: Int) {
        keepingShownTextInPlace { paragraphs.measure(index) }
    }

    /// Runs `measure`, which returns whether it measured any paragraph; if it did, the content's
    /// size follows, and the paragraph at the top of the view stays where it is on screen when
    /// those above it changed height.
    private func keepingShownTextInPlace(_ measure: () -> Bool) {
        let anchor = paragraphs.index(atY: bounds.minY - textOrigin.y), anchorTop = paragraphs.top(of: anchor)
        guard measure() else { return }
        textSizeDidChange()
        let shift = paragraphs.top(of: anchor) - anchorTop
        if shift != 0, isScrollEnabled, bounds.minY > 0 { contentOffset.y += shift }
    }

    /// The text's height changed: the content follows it, and so does the intrinsic size.
    func textSizeDidChange() {
        let size = CGSize(width: bounds.width, height: textContainerInset.top + paragraphs.height + textContainerInset.bottom)
        if contentSize != size { contentSize = size }
        if !isScrollEnabled { invalidateIntrinsicContentSize() }
        setNeedsDisplay()
    }

    /// With scrolling off, the size that fits the text: as tall as the text at the view's width
    /// (no width of its own), or before the view has a width, its lines unwrapped.
    var fittingSize: CGSize {
        guard !isScrollEnabled else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        // A view that does not scroll is as tall as all its paragraphs: each is measured.
        for index in 0..<paragraphs.count { _ = paragraphs.measure(index) }
        let height = (textContainerInset.top + paragraphs.height + textContainerInset.bottom).rounded(.up)
        guard bounds.width == 0 else { return CGSize(width: UIView.noIntrinsicMetric, height: height) }
        let widest = (0..<paragraphs.count).map { paragraphs.layout(of: $0).measure().size.width }.max() ?? 0
        let width = widest + 2 * textContainer.lineFragmentPadding + textContainerInset.left + textContainerInset.right
        return CGSize(width: width.rounded(.up), height: height)
    }

    /// After any change to the text or the selection: the caret placed and blinking while editing
    /// with nothing selected, scrolled into view while first responder, the text redrawn.
    func textDidChangeLayout() {
        verticalGoalX = pendingGoalX
        pendingGoalX = nil
        caret.restartBlinking(isShown: isEditing && selection.length == 0)
        placeCaret()
        if isFirstResponder { scrollToCaret() }
        setNeedsDisplay()
    }

    /// Scrolls as little as shows the caret's line with the container's inset above and below it;
    /// the paragraphs a screen above and below the caret are measured first, so that the caret
    /// stays where it is scrolled to as those that come into view are measured.
    private func scrollToCaret() {
        let estimated = caretRect(atOffset: caretOffset)
        measureParagraphs(fromY: estimated.minY - bounds.height, toY: estimated.maxY + bounds.height)
        let rect = caretRect(atOffset: caretOffset)
        scrollRectToVisible(CGRect(x: rect.minX, y: rect.minY - textContainerInset.top, width: rect.width,
                                   height: rect.height + textContainerInset.top + textContainerInset.bottom), animated: false)
    }

    // MARK: Positions (TextEditingView)

    func caretRect(atOffset offset: Int) -> CGRect {
        let offset = min(max(0, offset), storage.length)
        let index = paragraphs.index(containing: offset)
        measureParagraph(index)
        let local = paragraphs.layout(of: index).caretRect(atOffset: offset - paragraphs.starts[index])
        let pixels = contentScaleFactor
        let x = ((textOrigin.x + local.minX - TextCaret.width / 2) * pixels).rounded() / pixels
        let y = ((textOrigin.y + paragraphs.top(of: index) + local.minY) * pixels).rounded() / pixels
        return CGRect(x: x, y: y, width: TextCaret.width, height: local.height.rounded(.up))
    }

    func textSpanRect(_ range: NSRange) -> CGRect {
        let range = clamped(range)
        return lineRects(for: range, inParagraph: paragraphs.index(containing: range.location)).first ?? caretRect(atOffset: range.location)
    }

    func closestOffset(to point: CGPoint) -> Int {
        let x = point.x - textOrigin.x, y = point.y - textOrigin.y
        var index = paragraphs.index(atY: y)
        while !paragraphs.paragraphs[index].isMeasured {
            measureParagraph(index)
            index = paragraphs.index(atY: y)
        }
        let local = paragraphs.layout(of: index).offset(nearest: CGPoint(x: x, y: y - paragraphs.top(of: index)))
        return paragraphs.starts[index] + min(local, paragraphs.textLength(of: index))
    }

    func boundaryContext(at offset: Int) -> (text: String, start: Int) {
        let index = paragraphs.index(containing: offset)
        let lineBreak = ["", "\n", "\r\n"][paragraphs.paragraphs[index].breakLength]
        return (paragraphs.text(of: index).string + lineBreak, paragraphs.starts[index])
    }

    func paragraphRange(at offset: Int) -> NSRange { paragraphs.range(of: paragraphs.index(containing: offset)) }

    func caretTarget(for key: UIKeyboardHIDUsage, from offset: Int, toDocumentEnd: Bool) -> Int {
        let backward = key == .keyboardHome || key == .keyboardUpArrow || key == .keyboardPageUp
        if toDocumentEnd { return backward ? 0 : storage.length }
        switch key {
        case .keyboardHome, .keyboardEnd:
            let index = paragraphs.index(containing: offset), start = paragraphs.starts[index]
            let line = paragraphs.layout(of: index).lineRange(atOffset: offset - start)
            return start + (backward ? line.location : line.location + line.length)
        default:
            let page = max(1, Int(bounds.height / paragraphs.style.font.lineHeight) - 1)
            let lines = key == .keyboardPageUp || key == .keyboardPageDown ? page : 1
            let x = verticalGoalX ?? caretRect(atOffset: offset).midX
            pendingGoalX = x
            return self.offset(from: offset, movedBy: backward ? -lines : lines, atX: x)
        }
    }

    /// Up and down by lines, keeping the caret's x.
    func offset(from offset: Int, movedBy lines: Int) -> Int? {
        self.offset(from: offset, movedBy: lines, atX: caretRect(atOffset: offset).midX)
    }

    /// Up and down by lines, to the character nearest `x` on the line reached: above the first
    /// line is the start of the text, below the last its end.
    private func offset(from offset: Int, movedBy lines: Int, atX x: CGFloat) -> Int {
        var current = offset
        for _ in 0..<lines.magnitude {
            let rect = caretRect(atOffset: current)
            let y = lines < 0 ? rect.minY - 1 : rect.maxY + 1
            if y < textOrigin.y { return 0 }
            if y >= textOrigin.y + paragraphs.height { return storage.length }
            current = closestOffset(to: CGPoint(x: x, y: y))
        }
        return current
    }

    /// The rectangles `range` covers on the lines of paragraph `index` (its line break: to the
    /// end of the line), in the content's coordinates.
    func lineRects(for range: NSRange, inParagraph index: Int) -> [CGRect] {
        let paragraph = paragraphs.range(of: index)
        let overlap = NSIntersectionRange(range, paragraph)
        guard overlap.length > 0 || range.length == 0 && NSLocationInRange(range.location, paragraph) else { return [] }
        measureParagraph(index)
        let layout = paragraphs.layout(of: index)
        let textLength = paragraphs.textLength(of: index)
        let start = overlap.location - paragraph.location
        let end = min(overlap.location + overlap.length - paragraph.location, textLength)
        let coversBreak = overlap.location + overlap.length > paragraph.location + textLength
        let first = layout.caretRect(atOffset: start), last = layout.caretRect(atOffset: end)
        let right = paragraphs.style.width ?? max(first.maxX, last.maxX)
        var rects: [CGRect]
        if first.minY == last.minY {
            rects = [CGRect(x: first.minX, y: first.minY, width: (coversBreak ? right : last.minX) - first.minX, height: first.height)]
        } else {
            rects = [CGRect(x: first.minX, y: first.minY, width: right - first.minX, height: first.height),
                     CGRect(x: 0, y: first.maxY, width: right, height: last.minY - first.maxY),
                     CGRect(x: 0, y: last.minY, width: coversBreak ? right : last.minX, height: last.height)]
        }
        let origin = CGPoint(x: textOrigin.x, y: textOrigin.y + paragraphs.top(of: index))
        return rects.filter { $0.height > 0 }.map { $0.offsetBy(dx: origin.x, dy: origin.y) }
    }
}
