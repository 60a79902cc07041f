import SwiftSyntax

/// One file's porting in progress: its tree, the edits and report lines the rewrites add, and what
/// one rewrite tells a later one.
final class PortContext {
    let index: ProjectIndex
    let options: PortOptions
    /// The original text's bytes, for edits that widen to whole lines.
    let bytes: [UInt8]
    private let converter: SourceLocationConverter
    private(set) var edits: [SourceEdit] = []
    private(set) var notes: [PortNote] = []
    /// Offsets of the `#selector`s a rewrite took care of (rewritten or reported itself).
    private(set) var handledSelectors: Set<Int> = []
    /// Member names still named by a `#selector` or `#keyPath` left in the file: their `@objc` stays.
    var namesStillNeedingObjC: Set<String> = []

    init(path: String, tree: SourceFileSyntax, index: ProjectIndex, options: PortOptions) {
        self.index = index
        self.options = options
        bytes = Array(tree.description.utf8)
        converter = SourceLocationConverter(fileName: path, tree: tree)
    }

    /// Replaces `node` (without its trivia) by `text`, and reports it.
    func replace(_ node: some SyntaxProtocol, with text: String) {
        replace(range(of: node), at: node, with: text)
    }

    /// The bytes of `node` without its trivia.
    func range(of node: some SyntaxProtocol) -> Range<Int> {
        node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
    }

    /// The text of `node` (without its trivia) with the edits made inside it so far: what a rewrite
    /// replacing a whole call puts back of its arguments.
    func text(of node: some SyntaxProtocol) -> String {
        let range = range(of: node)
        return SourceEdit.apply(edits.filter { range.contains($0.range.lowerBound) }, to: bytes[range])
    }

    /// Replaces the bytes `range` by `text`, reported at `node`.
    func replace(_ range: Range<Int>, at node: some SyntaxProtocol, with text: String) {
        edits.append(SourceEdit(range: range, replacement: text))
        note(.rewritten, at: node, detail: text.isEmpty ? "removed" : "→ \(Self.oneLine(text))")
    }

    /// Removes `node` with the spaces after it, and its whole line when nothing else is on it.
    func remove(_ node: some SyntaxProtocol) {
        var (start, end) = (range(of: node).lowerBound, range(of: node).upperBound)
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        var lineStart = start
        while lineStart > 0, bytes[lineStart - 1] == UInt8(ascii: " ") || bytes[lineStart - 1] == UInt8(ascii: "\t") { lineStart -= 1 }
        if end < bytes.count, bytes[end] == UInt8(ascii: "\n"), lineStart == 0 || bytes[lineStart - 1] == UInt8(ascii: "\n") {
            start = lineStart
            end += 1
        }
        replace(start..<end, at: node, with: "")
    }

    /// Inserts `text` at byte `offset`, reported at `node`.
    func insert(_ text: String, at offset: Int, reportedAt node: some SyntaxProtocol) {
        edits.append(SourceEdit(range: offset..<offset, replacement: text))
        note(.rewritten, at: node, detail: "+ \(Self.oneLine(text))")
    }

    /// Reports `node` as not ported: `why`, and what to write instead.
    func report(_ node: some SyntaxProtocol, _ why: String) {
        note(.notPorted, at: node, detail: why)
    }

    /// Reports `node`, a call sending `selector`, as not ported: the method it names keeps its `@objc`
    /// for the hand port.
    func report(_ node: some SyntaxProtocol, sending selector: MacroExpansionExprSyntax, _ why: String) {
        report(node, why)
        if let reference = SelectorReference(selector) { namesStillNeedingObjC.insert(reference.baseName) }
    }

    /// Marks a `#selector` as taken care of, so it is not reported as left over.
    func handled(_ selector: some SyntaxProtocol) {
        handledSelectors.insert(selector.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    func isHandled(_ selector: some SyntaxProtocol) -> Bool {
        handledSelectors.contains(selector.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    private func note(_ kind: PortNote.Kind, at node: some SyntaxProtocol, detail: String) {
        let location = node.startLocation(converter: converter)
        notes.append(PortNote(kind: kind, line: location.line, column: location.column,
                              construct: Self.oneLine(node.trimmedDescription), detail: detail))
    }

    /// `text` on one line, its runs of spaces and newlines made single spaces, at most 80 characters.
    private static func oneLine(_ text: String) -> String {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).joined(separator: " ")
        return words.count > 80 ? String(words.prefix(79)) + "…" : words
    }
}
