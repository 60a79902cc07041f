import Foundation
import Testing

/// SDL stays behind the platform interface (issue 31, item 8): outside `Sources/UIKit/Platform/SDL/`,
/// the `CSDL2` shim and the benchmark's bare OpenGL program (ARCHITECTURE.md, "Modules"), no source
/// file imports `CSDL2` or calls SDL or SDL_image (`SDL_…`, `IMG_…`).
@Suite("SDL confined to Platform/SDL", .startsClean)
struct PlatformSeamTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private static let allowed = ["Sources/UIKit/Platform/SDL/", "Sources/CSDL2/", "Sources/Bench/BareRenderer.swift"]

    /// The lines of `text` that import CSDL2 or name an SDL function, type or constant, comments left out.
    static func sdlUses(in text: String) throws -> [String] {
        let use = try Regex(#"(^\s*(@preconcurrency\s+)?import\s+CSDL2\b)|(\b(SDL|IMG)_[A-Za-z])"#)
        return text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line in
            let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line[...]
            return code.contains(use) ? String(line) : nil
        }
    }

    @Test("The scan finds an import, a call and an SDL_image call, and not a comment that names SDL_image")
    func scanFindsUses() throws {
        let text = "import CSDL2\nlet w = SDL_CreateWindow(nil, 0, 0, 1, 1, 0)\n_ = IMG_Load(path)\n// reads on past the end (SDL_image)\nlet x = 1"
        #expect(try Self.sdlUses(in: text) == ["import CSDL2", "let w = SDL_CreateWindow(nil, 0, 0, 1, 1, 0)", "_ = IMG_Load(path)"])
    }

    @Test("No file under Sources/ outside Platform/SDL (and the shim, and the bare benchmark) uses SDL")
    func sdlConfined() throws {
        let sources = Self.root.appendingPathComponent("Sources")
        let enumerator = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var scanned = 0
        while let url = enumerator.nextObject() as? URL {
            guard url.pathExtension == "swift" || url.pathExtension == "c" || url.pathExtension == "h" else { continue }
            let path = String(url.path.dropFirst(Self.root.path.count + 1))
            guard !Self.allowed.contains(where: { path.hasPrefix($0) }) else { continue }
            scanned += 1
            let uses = try Self.sdlUses(in: String(contentsOf: url, encoding: .utf8))
            #expect(uses.isEmpty, "\(path) uses SDL outside Platform/SDL: \(uses.joined(separator: " | "))")
        }
        #expect(scanned > 500, "the sources were read: \(scanned)")
    }
}
