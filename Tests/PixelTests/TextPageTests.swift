import Foundation
import Testing
@testable import DemoKit
@testable import QuartzCore
@testable import UIKit

/// The text demo page, on screen in this process and as the launcher's screenshot.
@Suite("Text page", .serialized, .startsClean)
@MainActor
struct TextPageTests {
    @Test("Every label's ink stays in its label; alignments and truncations land where they should")
    func labelsOnThePage() throws {
        try withWindow(size: CGSize(width: 640, height: 480)) { window, renderer in
            let page = TextPage.make(frame: window.bounds)
            window.addSubview(page)
            let picture = frame(window, renderer)
            let labels = page.subviews.compactMap { $0 as? UILabel }.filter { !($0.text ?? "").isEmpty }
            #expect(labels.count >= 18)
            let frames = Dictionary(labels.map { ($0.text ?? "", $0.frame) }) { first, _ in first }
            for (text, box) in frames {
                let ink = try #require(picture.inkBounds(in: box.insetBy(dx: -6, dy: -2)), "\(text)")
                #expect(box.insetBy(dx: -2, dy: -1).contains(ink), "\(text): ink \(ink) outside \(box)")
            }
            /// The frame of the label whose text starts with `prefix`.
            func box(_ prefix: String) throws -> CGRect {
                try #require(frames.first { $0.key.hasPrefix(prefix) }, "no label \(prefix)").value
            }
            func ink(_ prefix: String) throws -> CGRect {
                try #require(picture.inkBounds(in: try box(prefix)))
            }
            let centre = try box("Centre")
            #expect(abs(try ink("Centre").midX - centre.midX) <= 3)
            let right = try box("Right"), left = try box("Left")
            #expect(try ink("Right").maxX >= right.maxX - 3)
            #expect(try ink("Left").minX <= left.minX + 3)
            for mode in ["head", "middle", "tail"] {
                let label = try box(mode)
                #expect(try ink(mode).maxX >= label.maxX - 14, "\(mode): the truncated line fills its label")
            }
            #expect(try ink("Two lines").height < 2 * 12 * 1.3, "two lines of 12-point text")
            let attributed = try #require(page.subviews.first { $0 is AttributedTextView }).frame
            let reds = picture.count(RGB(r: 255, g: 59, b: 48), in: attributed)
            let yellows = picture.count(RGB(r: 255, g: 204, b: 0), in: attributed)
            #expect(reds > 5 && yellows > 100, "red text and a yellow highlight: \(reds), \(yellows)")
        }
    }

    @Test("The launcher screenshots the text page")
    func screenshot() throws {
        let path = temporaryPNG("text")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try runProduct("casement-demos", ["--demo", "text", "--screenshot", path])
        #expect(result.status == 0, "\(result.stderr)")
        let picture = try #require(Picture(path: path))
        #expect(picture.inkBounds(in: CGRect(x: 0, y: 0, width: 320, height: 480)) != nil)
        #expect(picture.inkBounds(in: CGRect(x: 320, y: 0, width: 320, height: 480)) != nil)
    }
}
