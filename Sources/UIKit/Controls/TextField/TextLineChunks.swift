import Foundation

/// A text field's one line cut into chunks of about `chunkLength` UTF-16 units (after a space
/// where one is near the cut), each laid out on its own and only once it shows or the caret
/// reaches it: until then its width is estimated from its length, and the widths are kept in an
/// `OffsetTree`. A line of megabytes costs a pass over its cuts and the layout of what shows; a
/// line shorter than a chunk is one chunk, laid out whole as before.
struct TextLineChunks {
    /// The most units a chunk holds.
    static let chunkLength = 2048
    /// How far back from a cut a space is looked for, to cut after it.
    static let spaceSearch = 64

    /// Where each chunk starts (there is always one, empty for empty text).
    private(set) var starts: [Int] = [0]
    /// The length of the text cut.
    private(set) var length = 0
    /// The longest chunk: `chunkLength`, or no cut at all.
    private var limit = TextLineChunks.chunkLength
    /// The width of a unit of text before it is laid out.
    private var unitWidth: CGFloat = 0
    /// Each chunk's width, measured or estimated.
    private var widths = OffsetTree(heights: [0])
    /// Whether each chunk's width is measured.
    private var measured = [false]
    /// How many times a chunk was laid out to measure it (what the laziness saves shows here).
    private(set) var measureCount = 0

    var count: Int { starts.count }

    /// The width of the whole line, as far as it is measured.
    var width: CGFloat { widths.total }

    /// Cuts `text` anew, none of it measured, each chunk `unitWidth` wide a unit until it is;
    /// `cuts` false keeps it in one chunk (a secure field's bullets).
    mutating func reset(to text: NSString, cuts: Bool, unitWidth: CGFloat) {
        self.unitWidth = unitWidth
        starts = []
        limit = cuts ? Self.chunkLength : .max
        length = text.length
        var start = 0
        repeat {
            starts.append(start)
            start = end(ofChunkFrom: start, in: text)
        } while start < length
        measured = [Bool](repeating: false, count: starts.count)
        widths = OffsetTree(heights: (0..<starts.count).map { CGFloat(range(of: $0).length) * unitWidth })
    }

    /// The characters in `range` (of the text before) were replaced by `replacementLength` units of
    /// `text`: the chunks from the one the change begins in are cut again until a cut meets one
    /// from before (moved by the change), after which the chunks are kept with their widths.
    mutating func replace(_ range: NSRange, replacementLength: Int, in text: NSString) {
        let delta = replacementLength - range.length, first = chunk(containing: range.location)
        var newStarts = Array(starts[..<first]), newWidths = Array(widths.heights[..<first]), newMeasured = Array(measured[..<first])
        var old = first + 1, start = starts[first]
        length = text.length
        repeat {
            while old < starts.count, starts[old] < range.location + range.length || starts[old] + delta < start { old += 1 }
            if old < starts.count, starts[old] + delta == start {
                newStarts += starts[old...].map { $0 + delta }
                newWidths += widths.heights[old...]
                newMeasured += measured[old...]
                break
            }
            let end = end(ofChunkFrom: start, in: text)
            newStarts.append(start)
            newWidths.append(CGFloat(end - start) * unitWidth)
            newMeasured.append(false)
            start = end
        } while start < length
        starts = newStarts
        measured = newMeasured
        widths = OffsetTree(heights: newWidths)
    }

    /// Chunk `index`'s range of the text.
    func range(of index: Int) -> NSRange {
        let end = index + 1 < starts.count ? starts[index + 1] : length
        return NSRange(location: starts[index], length: end - starts[index])
    }

    /// The chunk holding `offset` (the last for the end of the text).
    func chunk(containing offset: Int) -> Int {
        max(0, starts.partitionPoint { $0 > offset } - 1)
    }

    /// The chunk at `x` along the line (the first before its start, the last past its end).
    func chunk(atX x: CGFloat) -> Int { widths.slot(containing: x) ?? 0 }

    /// Where chunk `index` begins along the line.
    func left(of index: Int) -> CGFloat { widths.offset(of: index) }

    func isMeasured(_ index: Int) -> Bool { measured[index] }

    /// Gives chunk `index` its measured width.
    mutating func setMeasuredWidth(_ width: CGFloat, of index: Int) {
        measured[index] = true
        measureCount += 1
        widths.setHeight(width, of: index)
    }

    /// Where the chunk from `start` ends: `limit` units on, or after the last space in the
    /// `spaceSearch` units before that, and never between the halves of a surrogate pair.
    private func end(ofChunkFrom start: Int, in text: NSString) -> Int {
        guard length - start > limit else { return length }
        var end = start + limit
        for candidate in stride(from: end, to: end - Self.spaceSearch, by: -1) where text.character(at: candidate - 1) == 0x20 {
            return candidate
        }
        if UTF16.isTrailSurrogate(text.character(at: end)) { end -= 1 }
        return end
    }
}
