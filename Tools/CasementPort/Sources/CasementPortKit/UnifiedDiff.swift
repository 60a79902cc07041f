/// A unified diff of a file's two texts, as `diff -u` prints it, for `--dry-run`.
public enum UnifiedDiff {
    private enum Line {
        case same(Substring), removed(Substring), added(Substring)
    }

    /// Lines of context around each change.
    private static let context = 3

    /// The diff of `old` to `new` with `path` in its headers; empty when they are equal.
    public static func text(from old: String, to new: String, path: String) -> String {
        guard old != new else { return "" }
        let lines = diff(old.split(separator: "\n", omittingEmptySubsequences: false),
                         new.split(separator: "\n", omittingEmptySubsequences: false))
        let (old, new) = path.hasPrefix("/") ? (path, path) : ("a/\(path)", "b/\(path)")
        return "--- \(old)\n+++ \(new)\n" + hunks(of: lines).map { hunk(lines, $0) }.joined()
    }

    /// The edit script: the common head and tail kept, the middle by longest common subsequence.
    private static func diff(_ old: [Substring], _ new: [Substring]) -> [Line] {
        let head = zip(old, new).prefix { $0 == $1 }.count
        let tail = zip(old.dropFirst(head).reversed(), new.dropFirst(head).reversed()).prefix { $0 == $1 }.count
        let a = Array(old[head..<(old.count - tail)]), b = Array(new[head..<(new.count - tail)])
        var common = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                common[i][j] = a[i] == b[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var middle: [Line] = []
        var (i, j) = (0, 0)
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                middle.append(.same(a[i])); i += 1; j += 1
            } else if i < a.count, j == b.count || common[i + 1][j] >= common[i][j + 1] {
                middle.append(.removed(a[i])); i += 1
            } else {
                middle.append(.added(b[j])); j += 1
            }
        }
        return old[..<head].map(Line.same) + middle + old.suffix(tail).map(Line.same)
    }

    /// The ranges of `lines` each hunk shows: changes closer than twice the context share one.
    private static func hunks(of lines: [Line]) -> [Range<Int>] {
        let changes = lines.indices.filter { if case .same = lines[$0] { false } else { true } }
        var ranges: [Range<Int>] = []
        for change in changes {
            let range = max(0, change - context)..<min(lines.count, change + context + 1)
            if let last = ranges.last, last.upperBound >= range.lowerBound {
                ranges[ranges.count - 1] = last.lowerBound..<range.upperBound
            } else {
                ranges.append(range)
            }
        }
        return ranges
    }

    private static func hunk(_ lines: [Line], _ range: Range<Int>) -> String {
        let before = lines[..<range.lowerBound], shown = lines[range]
        let oldStart = before.filter { if case .added = $0 { false } else { true } }.count
        let newStart = before.filter { if case .removed = $0 { false } else { true } }.count
        let oldCount = shown.filter { if case .added = $0 { false } else { true } }.count
        let newCount = shown.filter { if case .removed = $0 { false } else { true } }.count
        let body = shown.map { line in
            switch line {
            case .same(let text): " \(text)\n"
            case .removed(let text): "-\(text)\n"
            case .added(let text): "+\(text)\n"
            }
        }
        return "@@ -\(oldStart + (oldCount > 0 ? 1 : 0)),\(oldCount) +\(newStart + (newCount > 0 ? 1 : 0)),\(newCount) @@\n" + body.joined()
    }
}
