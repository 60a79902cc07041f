import Foundation

/// A text view's text cut into paragraphs (at each "\n"), each laid out on its own at the
/// container's width, and only once it is needed: until then a paragraph's height is estimated
/// from its length, and the heights are kept in an `OffsetTree`. Cutting a paste of megabytes costs
/// a pass over its characters; an edit lays out again only the paragraphs it touched, and drawing
/// and the caret lay out only the paragraphs they reach, so the cost of a keystroke does not grow
/// with the length of the text. Offsets are UTF-16 units; heights are points from the first
/// paragraph's top.
struct TextParagraphs {
    /// One paragraph: its length with its line break, that line break's length (0 to 2), and
    /// whether its height is measured rather than estimated.
    struct Paragraph {
        var length: Int
        var breakLength: Int
        var isMeasured = false
    }

    /// How paragraphs are laid out: the font of text without one, the width lines wrap at
    /// (nil: no wrapping), how they break and align.
    struct Style {
        var font: UIFont
        var width: CGFloat?
        var lineBreakMode: NSLineBreakMode
        var alignment: NSTextAlignment
    }

    /// An estimate of a character's width against the font's size, for paragraphs not laid out.
    static let estimatedCharacterWidth: CGFloat = 0.5

    var style: Style
    /// The text the paragraphs cut (the view's storage, which changes only as `replace` is told).
    private(set) var text: NSAttributedString
    private(set) var paragraphs: [Paragraph] = []
    /// Where each paragraph starts in the text.
    private(set) var starts: [Int] = []
    /// Each paragraph's height, measured or estimated.
    private var heights = OffsetTree(count: 0)
    /// The height of one line in the style's font, for the estimates.
    private var lineHeight: CGFloat = 0
    /// How many times a paragraph was laid out to measure it (what the laziness saves shows here).
    private(set) var measureCount = 0

    /// The paragraphs of `text`, in `style`.
    init(_ text: NSAttributedString, style: Style) {
        self.style = style
        self.text = text
        reset(to: text)
    }

    var count: Int { paragraphs.count }

    /// The height of all the paragraphs, as far as they are measured.
    var height: CGFloat { heights.total }

    /// Cuts `text` into paragraphs anew, none of them measured.
    mutating func reset(to text: NSAttributedString) {
        self.text = text
        paragraphs = split(text, in: NSRange(location: 0, length: text.length), reachesEnd: true)
        remeasure()
    }

    /// Forgets every paragraph's height (the style changed): each is estimated until it is needed.
    mutating func remeasure() {
        lineHeight = layout(of: NSAttributedString(string: " ")).measure().size.height
        for index in paragraphs.indices { paragraphs[index].isMeasured = false }
        heights = OffsetTree(heights: paragraphs.map { estimatedHeight($0) })
        updateStarts(from: 0)
    }

    /// The characters in `range` (of the text before) were replaced by `length` units; `text` is
    /// the text after. Only the paragraphs the range touched are cut again (and estimated until
    /// they are measured); the range of paragraphs replaced is returned.
    @discardableResult
    mutating func replace(_ range: NSRange, replacementLength length: Int, in text: NSAttributedString) -> Range<Int> {
        self.text = text
        let first = index(containing: range.location), last = index(containing: range.location + range.length)
        let start = starts[first]
        let end = starts[last] + paragraphs[last].length + length - range.length
        let replaced = split(text, in: NSRange(location: start, length: end - start), reachesEnd: last == paragraphs.count - 1)
        paragraphs.replaceSubrange(first...last, with: replaced)
        if replaced.count == last - first + 1 {
            for index in first..<first + replaced.count { heights.setHeight(estimatedHeight(paragraphs[index]), of: index) }
        } else {
            var all = heights.heights
            all.replaceSubrange(first...last, with: replaced.map { estimatedHeight($0) })
            heights = OffsetTree(heights: all)
        }
        updateStarts(from: first)
        return first..<first + replaced.count
    }

    /// Lays paragraph `index` out and keeps its height, unless it is measured; returns whether it was not.
    mutating func measure(_ index: Int) -> Bool {
        guard !paragraphs[index].isMeasured else { return false }
        paragraphs[index].isMeasured = true
        measureCount += 1
        heights.setHeight(layout(of: index).measure().size.height, of: index)
        return true
    }

    /// The paragraph holding `offset` (the last one for the end of the text).
    func index(containing offset: Int) -> Int {
        max(0, starts.partitionPoint { $0 > offset } - 1)
    }

    /// The paragraph at height `y` (the first above the top, the last below the bottom).
    func index(atY y: CGFloat) -> Int { heights.slot(containing: y) ?? 0 }

    /// Where paragraph `index`'s top is.
    func top(of index: Int) -> CGFloat { heights.offset(of: index) }

    /// Paragraph `index`'s text, without its line break.
    func text(of index: Int) -> NSAttributedString {
        text.attributedSubstring(from: NSRange(location: starts[index], length: textLength(of: index)))
    }

    /// The length of paragraph `index`'s text, without its line break.
    func textLength(of index: Int) -> Int { paragraphs[index].length - paragraphs[index].breakLength }

    /// The paragraph's layout.
    func layout(of index: Int) -> TextLayout {
        layout(of: text(of: index))
    }

    /// The UTF-16 range of the paragraph, with its line break.
    func range(of index: Int) -> NSRange {
        NSRange(location: starts[index], length: paragraphs[index].length)
    }

    /// `text` laid out in the paragraphs' style.
    func layout(of text: NSAttributedString) -> TextLayout {
        TextLayout(string: text, defaultFont: style.font, width: style.width, wraps: style.width != nil,
                   lineBreakMode: style.lineBreakMode, alignment: style.alignment)
    }

    /// A paragraph's height before it is laid out: its characters at an average width, wrapped at
    /// the style's width, in lines of the font's height.
    private func estimatedHeight(_ paragraph: Paragraph) -> CGFloat {
        guard let width = style.width else { return lineHeight }
        let length = CGFloat(paragraph.length - paragraph.breakLength) * style.font.pointSize * Self.estimatedCharacterWidth
        return max(1, (length / width).rounded(.up)) * lineHeight
    }

    /// The paragraphs of `range` of `text`: one for each line break ("\n", or "\r\n", which Pango
    /// would otherwise show as a line of its own), and a last one after the last line break if the
    /// range holds text after it or reaches the end of the text.
    private func split(_ text: NSAttributedString, in range: NSRange, reachesEnd: Bool) -> [Paragraph] {
        var result: [Paragraph] = []
        var start = 0, offset = 0, previous: UInt16 = 0
        // The units are read from the string in blocks, not converted to a Swift string.
        let string = (text as? NSMutableAttributedString)?.mutableString ?? NSString(string: text.string)
        var block = [UInt16](repeating: 0, count: Self.splitBlock)
        while offset < range.length {
            let count = min(Self.splitBlock, range.length - offset)
            string.getCharacters(&block, range: NSRange(location: range.location + offset, length: count))
            for unit in block[..<count] {
                offset += 1
                if unit == 0x0A {
                    result.append(Paragraph(length: offset - start, breakLength: previous == 0x0D && offset - start >= 2 ? 2 : 1))
                    start = offset
                }
                previous = unit
            }
        }
        if offset > start || reachesEnd { result.append(Paragraph(length: offset - start, breakLength: 0)) }
        return result
    }

    /// How many units `split` reads at a time.
    private static let splitBlock = 4096

    /// Recomputes the starts from paragraph `first` on.
    private mutating func updateStarts(from first: Int) {
        starts.removeSubrange(min(first, starts.count)...)
        var start = first > 0 ? starts[first - 1] + paragraphs[first - 1].length : 0
        starts.reserveCapacity(paragraphs.count)
        for paragraph in paragraphs[first...] {
            starts.append(start)
            start += paragraph.length
        }
    }
}
