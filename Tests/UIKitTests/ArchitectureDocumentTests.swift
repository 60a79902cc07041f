import Foundation
import Testing

/// ARCHITECTURE.md stays true (issue 31, item 6): every file or folder it names in backquotes is in
/// the repository, and every `Type.member` it names is declared in Sources/.
@Suite("ARCHITECTURE.md names what exists", .startsClean)
struct ArchitectureDocumentTests {
    /// The repository's root: three folders up from this file.
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The repository's files, as paths from its root (the build folders left out).
    private static func files() -> [String] {
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        var paths: [String] = []
        while let url = enumerator?.nextObject() as? URL {
            let path = String(url.path.dropFirst(root.path.count + 1))
            if path.hasPrefix(".") || path.hasPrefix("Tools/CasementPort/.build") { enumerator?.skipDescendants(); continue }
            paths.append(path)
        }
        return paths
    }

    /// The backquoted names in ARCHITECTURE.md.
    private static func names() throws -> Set<String> {
        let text = try String(contentsOf: root.appendingPathComponent("ARCHITECTURE.md"), encoding: .utf8)
        let parts = text.components(separatedBy: "`")
        return Set(stride(from: 1, to: parts.count, by: 2).map { parts[$0] })
    }

    @Test("Each file (Name.swift, Folder/Name.sh…) and folder (Folder/) ARCHITECTURE.md names is in the repository")
    func filesExist() throws {
        let files = Self.files()
        let fileName = try Regex("^[A-Za-z0-9_./-][A-Za-z0-9_+./-]*\\.(swift|sh|c|md|txt|supp)$")
        let folderName = try Regex("^[A-Za-z0-9_]+(/[A-Za-z0-9_+]+)*/$")
        var checked = 0
        for name in try Self.names() {
            if name.wholeMatch(of: fileName) != nil {
                checked += 1
                #expect(files.contains { $0 == name || $0.hasSuffix("/" + name) }, "ARCHITECTURE.md names \(name), which is not in the repository")
            } else if name.wholeMatch(of: folderName) != nil {
                checked += 1
                #expect(files.contains { ("/" + $0 + "/").contains("/" + name) }, "ARCHITECTURE.md names the folder \(name), which is not in the repository")
            }
        }
        #expect(checked > 50, "the names were read: \(checked)")
    }

    /// The names Sources/ declares after each keyword ("class Name", "func name(" …), read in one
    /// pass over each file's identifiers.
    private static func declarations() throws -> [String: Set<String>] {
        var declared: [String: Set<String>] = [:]
        for path in files() where path.hasPrefix("Sources/") && path.hasSuffix(".swift") {
            let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            var previous = "", word: [UInt8] = []
            for byte in text.utf8 + [0x20] {
                let isIdentifier = (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
                if isIdentifier { word.append(byte); continue }
                guard !word.isEmpty else { continue }
                let current = String(decoding: word, as: UTF8.self)
                declared[previous, default: []].insert(current)
                previous = current
                word.removeAll(keepingCapacity: true)
            }
        }
        return declared
    }

    @Test("Each Type.member ARCHITECTURE.md names is declared in Sources/: the type, and the member")
    func membersExist() throws {
        let declared = try Self.declarations()
        let names = { (keywords: [String]) in keywords.reduce(into: Set<String>()) { $0.formUnion(declared[$1] ?? []) } }
        let types = names(["class", "struct", "enum", "protocol", "extension", "actor", "typealias"])
        let members = names(["func", "var", "let", "case"])
        let memberName = try Regex("^([A-Z][A-Za-z0-9]*)\\.([a-z][A-Za-z0-9]*)(\\(.*\\))?$")
        var checked = 0
        for name in try Self.names() {
            guard let match = try memberName.wholeMatch(in: name),
                  let type = match.output[1].substring, let member = match.output[2].substring else { continue }
            checked += 1
            #expect(types.contains(String(type)), "ARCHITECTURE.md names \(name): no type \(type) in Sources/")
            #expect(members.contains(String(member)), "ARCHITECTURE.md names \(name): no member \(member) declared in Sources/")
        }
        #expect(checked > 20, "the members were read: \(checked)")
    }
}
