import Foundation
import Testing

/// The rule numbers the code cites resolve (issue 31, item 6): every "rule N" in Sources/ and Tests/
/// is written "Document rule N" and Documentation/Rules/Document.md has a "### Rule N:" heading.
@Suite("Rule citations name a rule in Documentation/Rules", .startsClean)
struct RuleCitationTests {
    /// The repository's root: three folders up from this file.
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The rule documents, by the name a citation uses (Documentation/Rules/Name.md).
    private static let documents = ["Input", "Transitions", "Displays", "Layout", "Scrolling", "Text", "Navigation"]

    /// The rule numbers each document gives a heading.
    private static func ruleNumbers() throws -> [String: Set<Int>] {
        let heading = try Regex("(?m)^#+ Rule ([0-9]+):")
        var numbers: [String: Set<Int>] = [:]
        for name in documents {
            let text = try String(contentsOf: root.appendingPathComponent("Documentation/Rules/\(name).md"), encoding: .utf8)
            numbers[name] = Set(text.matches(of: heading).compactMap { Int(text[$0.output[1].range!]) })
        }
        return numbers
    }

    /// The Swift files under Sources/ and Tests/, as paths from the root (this file left out: it
    /// speaks of citations in general).
    private static func swiftFiles() -> [String] {
        var paths: [String] = []
        for folder in ["Sources", "Tests"] {
            let enumerator = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                guard url.pathExtension == "swift" else { continue }
                let path = String(url.path.dropFirst(root.path.count + 1))
                if !path.hasSuffix("/RuleCitationTests.swift") { paths.append(path) }
            }
        }
        return paths
    }

    /// The problems with one line's citations: a "rule N" without its document, or a number the
    /// document lacks. Lists ("rules 3, 4 and 7") and ranges ("rules 3-5") check each end.
    static func problems(in line: Substring, numbers: [String: Set<Int>]) throws -> [String] {
        // Most lines cite nothing: they skip the (slow, in a debug build) regular expressions.
        guard line.contains("ule") else { return [] }
        let cited = try Regex("(\(documents.joined(separator: "|"))) [Rr]ules? ([0-9]+(?:(?:, | and | or |-|–)[0-9]+)*)")
        let bare = try Regex("\\b[Rr]ules? [0-9]+")
        var problems: [String] = []
        var covered: [Range<Substring.Index>] = []
        for match in line.matches(of: cited) {
            covered.append(match.range)
            let document = String(line[match.output[1].range!])
            let list = line[match.output[2].range!]
            for number in list.split(whereSeparator: { !$0.isNumber }).compactMap({ Int($0) })
            where numbers[document]?.contains(number) != true {
                problems.append("cites \(document) rule \(number), which Documentation/Rules/\(document).md lacks")
            }
        }
        for match in line.matches(of: bare) where !covered.contains(where: { $0.overlaps(match.range) }) {
            problems.append("cites \"\(line[match.range])\" without naming its document (Input, Transitions, …)")
        }
        return problems
    }

    @Test("Each rule citation in Sources/ and Tests/ names a document and a rule it has")
    func citationsResolve() throws {
        let numbers = try Self.ruleNumbers()
        var citations = 0
        for path in Self.swiftFiles() {
            let text = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if line.contains(" rule") || line.contains("Rule") { citations += 1 }
                for problem in try Self.problems(in: line, numbers: numbers) {
                    Issue.record("\(path):\(index + 1): \(problem)")
                }
            }
        }
        #expect(citations > 100, "the citations were read: \(citations)")
    }

    @Test("A stale number and a citation without its document are both caught")
    func staleCitationsFail() throws {
        let numbers = try Self.ruleNumbers()
        #expect(try Self.problems(in: "// (Input rule 999)", numbers: numbers) == ["cites Input rule 999, which Documentation/Rules/Input.md lacks"])
        #expect(try Self.problems(in: "// (rule 13)", numbers: numbers).count == 1)
        #expect(try Self.problems(in: "// (Input rule 1)", numbers: numbers).isEmpty)
    }
}
