import CCairo
import Foundation

/// A text view's text cut into paragraphs (at each "\n"), each laid out and measured on its own at
/// the container's width: an edit measures again only the paragraphs it touched, drawing and the
/// caret lay out only the paragraphs they reach, so the cost of a keystroke does not grow with the
/// length of the text. Offsets are UTF-16 units; heights are points from the first paragraph's top.
struct TextParagraphs {
    /// One paragraph: its text without the line break, its length with it, and its height.
    struct Paragraph {
        var text: NSAttributedString
        var length: Int
        var height: CGFloat
    }

    /// How paragraphs are laid out: the font of text without one, the width lines wrap at
    /// (nil: no wrapping), how they break and align.
    struct Style {
        var font: UIFont
        var width: CGFloat?
        var lineBreakMode: NSLineBreakMode
        var alignment: NSTextAlignment
    }

    var style: Style
    private(set) var paragraphs: [Paragraph] = []
    /// Where each paragraph starts in the text.
    private(set) var starts: [Int] = []
    /// Where each paragraph's top is.
    private(set) var tops: [CGFloat] = []

    /// The paragraphs of `text`, laid out in `style`.
    init(_ text: NSAttributedString, style: Style) {
        self.style = style
        reset(to: text)
    }

    /// The height of all the paragraphs.
    var height: CGFloat { (tops.last ?? 0) + (paragraphs.last?.height ?? 0) }

    /// Cuts `text` into paragraphs anew and measures them all.
    mutating func reset(to text: NSAttributedString) {
        paragraphs = split(text, in: NSRange(location: 0, length: text.length), reachesEnd: true)
        updatePositions(from: 0)
    }

    /// Measures every paragraph again (the style changed).
    mutating func remeasure() {
        let context = TextLayout.makeMeasuringContext()
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        for index in paragraphs.indices { paragraphs[index].height = measure(paragraphs[index].text, on: context) }
        updatePositions(from: 0)
    }

    /// The characters in `range` (of the text before) were replaced by `length` units; `text` is
    /// the text after. Only the paragraphs the range touched are cut and measured again; the
    /// range of paragraphs replaced is returned.
    @discardableResult
    mutating func replace(_ range: NSRange, replacementLength length: Int, in text: NSAttributedString) -> Range<Int> {
        let first = index(containing: range.location), last = index(containing: range.location + range.length)
        let start = starts[first]
        let end = starts[last] + paragraphs[last].length + length - range.length
        let replaced = split(text, in: NSRange(location: start, length: end - start), reachesEnd: last == paragraphs.count - 1)
        paragraphs.replaceSubrange(first...last, with: replaced)
        updatePositions(from: first)
        return first..<first + replaced.count
    }

    /// The paragraph holding `offset` (the last one for the end of the text).
    func index(containing offset: Int) -> Int {
        lastIndex(in: starts, atOrBefore: offset)
    }

    /// The paragraph at height `y` (the first above the top, the last below the bottom).
    func index(atY y: CGFloat) -> Int {
        lastIndex(in: tops, atOrBefore: y)
    }

    /// The paragraph's layout.
    func layout(of index: Int) -> TextLayout {
        layout(of: paragraphs[index].text)
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

    private func measure(_ text: NSAttributedString, on context: OpaquePointer) -> CGFloat {
        layout(of: text).withLayout(on: context) { _, geometry in geometry.size.height }
    }

    /// The paragraphs of `range` of `text`: one for each line break ("\n", or "\r\n", which Pango
    /// would otherwise show as a line of its own), and a last one after the last line break if the
    /// range holds text after it or reaches the end of the text.
    private func split(_ text: NSAttributedString, in range: NSRange, reachesEnd: Bool) -> [Paragraph] {
        let context = TextLayout.makeMeasuringContext()
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        let units = text.attributedSubstring(from: range).string.utf16
        var result: [Paragraph] = []
        var start = 0, offset = 0, previous: UInt16 = 0
        func add(_ length: Int, breaks: Int) {
            let body = text.attributedSubstring(from: NSRange(location: range.location + start, length: length - breaks))
            result.append(Paragraph(text: body, length: length, height: measure(body, on: context)))
        }
        for unit in units {
            offset += 1
            if unit == 0x0A {
                add(offset - start, breaks: previous == 0x0D && offset - start >= 2 ? 2 : 1)
                start = offset
            }
            previous = unit
        }
        if offset > start || reachesEnd { add(offset - start, breaks: 0) }
        return result
    }

    /// Recomputes the starts and tops from paragraph `first` on.
    private mutating func updatePositions(from first: Int) {
        starts.removeSubrange(min(first, starts.count)...)
        tops.removeSubrange(min(first, tops.count)...)
        var start = first > 0 ? starts[first - 1] + paragraphs[first - 1].length : 0
        var top = first > 0 ? tops[first - 1] + paragraphs[first - 1].height : 0
        for paragraph in paragraphs[first...] {
            starts.append(start)
            tops.append(top)
            start += paragraph.length
            top += paragraph.height
        }
    }

    /// The last index whose value is at or before `value` in ascending `values` (0 if none).
    private func lastIndex<T: Comparable>(in values: [T], atOrBefore value: T) -> Int {
        var low = 0, high = values.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if values[middle] <= value { low = middle } else { high = middle - 1 }
        }
        return max(0, low)
    }
}
