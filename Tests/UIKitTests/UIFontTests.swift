import Foundation
import Testing
@testable import UIKit

@Suite("UIFont", .startsClean)
struct UIFontTests {
    @Test("Fonts by name: families with styles, in any case; unknown families give nil")
    func names() throws {
        let serif = try #require(UIFont(name: "DejaVu Serif", size: 14))
        #expect(serif.familyName == "DejaVu Serif" && serif.pointSize == 14 && serif.fontName == "DejaVu Serif")
        let boldItalic = try #require(UIFont(name: "dejavu sans Bold Italic", size: 10))
        #expect(boldItalic.familyName == "DejaVu Sans" && boldItalic.fontName == "DejaVu Sans Bold Italic")
        #expect(UIFont(name: boldItalic.fontName, size: 10) == boldItalic)
        #expect(UIFont(name: "DejaVu Sans-Bold", size: 10) == UIFont.boldSystemFont(ofSize: 10))
        #expect(UIFont(name: "DejaVu Sans Mono", size: 9)?.familyName == "DejaVu Sans Mono")
        #expect(UIFont(name: "Helvetica Neue Imaginary", size: 12) == nil)
        #expect(UIFont.familyNames.contains("DejaVu Serif"))
        #expect(UIFont.systemFont(ofSize: .nan).pointSize == UIFont.systemFontSize)
    }

    @Test("Weights, italics, sizes and text styles")
    func variants() {
        let regular = UIFont.systemFont(ofSize: 12)
        #expect(regular.withSize(20).pointSize == 20 && regular.withSize(20).familyName == regular.familyName)
        #expect(UIFont.systemFont(ofSize: 12, weight: .bold) == UIFont.boldSystemFont(ofSize: 12))
        #expect(UIFont.systemFont(ofSize: 12, weight: .semibold).fontName == "DejaVu Sans Semi-Bold")
        #expect(UIFont.italicSystemFont(ofSize: 12).fontName == "DejaVu Sans Italic")
        #expect(UIFont.monospacedSystemFont(ofSize: 12, weight: .regular).familyName == "DejaVu Sans Mono")
        #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
        #expect(UIFont.preferredFont(forTextStyle: .headline) == UIFont.systemFont(ofSize: 17, weight: .semibold))
        // Heavier weights draw wider text.
        let light = "Casement".size(withAttributes: [.font: UIFont.systemFont(ofSize: 20, weight: .light)])
        let bold = "Casement".size(withAttributes: [.font: UIFont.systemFont(ofSize: 20, weight: .bold)])
        #expect(bold.width > light.width)
        let mono = UIFont.monospacedSystemFont(ofSize: 20, weight: .regular)
        #expect("iiii".size(withAttributes: [.font: mono]).width == "MMMM".size(withAttributes: [.font: mono]).width)
    }

    @Test("Metrics: ascender above, descender below, capitals taller than x-height")
    func metrics() {
        let font = UIFont.systemFont(ofSize: 20)
        #expect(font.ascender > 14 && font.ascender < 22)
        #expect(font.descender < -2 && font.descender > -8)
        #expect(abs(font.lineHeight - (font.ascender - font.descender)) < 1e-9)
        #expect(font.capHeight > font.xHeight && font.capHeight < font.ascender && font.xHeight > 7)
        #expect(abs(UIFont.systemFont(ofSize: 40).capHeight - 2 * font.capHeight) < 1)
    }
}
