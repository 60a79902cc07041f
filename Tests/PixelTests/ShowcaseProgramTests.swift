import Foundation
import Testing

/// casement-showcase's command line, and the launcher's showcase page: a screenshot of its control
/// window (the key window) on any back end, with one display or two.
@Suite("casement-showcase", .startsClean)
struct ShowcaseProgramTests {
    @Test("--screenshot writes the control window (480×300): white, with the switch on")
    func screenshot() throws {
        try expectControlWindow(product: "casement-showcase", [])
    }

    @Test("casement-demos --demo showcase --screenshot writes the same control window, opened from the launcher")
    func launcherScreenshot() throws {
        try expectControlWindow(product: "casement-demos", ["--demo", "showcase"])
    }

    /// Runs `product` with `arguments` and a screenshot at 0.5 s, and checks that the picture is the
    /// showcase's control window.
    private func expectControlWindow(product: String, _ arguments: [String]) throws {
        let path = temporaryPNG("showcase")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try runProduct(product, arguments + ["--screenshot", path, "--at", "0.5"])
        #expect(result.status == 0, "\(product) failed on \(backend): \(result.stderr)")
        let picture = try #require(Picture(path: path), "no PNG written on \(backend)")
        #expect(picture.width == 480 && picture.height == 300)
        #expect(picture.rgb(5, 5).isClose(to: .white))
        #expect(picture.count(RGB(r: 52, g: 199, b: 89), in: CGRect(x: 190, y: 230, width: 51, height: 31)) > 200, "the switch, on")
    }

    @Test("Bad arguments: usage and status 2")
    func badArguments() throws {
        let result = try runProduct("casement-showcase", ["--frobnicate"])
        #expect(result.status == 2 && result.stderr.contains("usage: casement-showcase"))
    }
}
