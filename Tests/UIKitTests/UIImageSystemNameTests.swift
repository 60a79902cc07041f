import Foundation
import Testing
@testable import UIKit

/// Symbol images drawn from Adwaita's symbolic icons.
@Suite("System symbol images", .startsClean)
struct UIImageSystemNameTests {
    /// How many pixels of `image` are fully opaque.
    private func opaquePixels(_ image: UIImage) -> Int {
        guard let bitmap = image.cgImage else { return 0 }
        return (0..<bitmap.height).reduce(0) { count, y in
            count + (0..<bitmap.width).filter { bitmap.pixel(x: $0, y: y)?.alpha == 255 }.count
        }
    }

    @Test("A known symbol loads as a square template of the body size; an unknown name gives nil")
    func knownAndUnknown() throws {
        let trash = try #require(UIImage(systemName: "trash"))
        #expect(trash.isSymbolImage && trash.drawsAsTemplate && trash.renderingMode == .automatic)
        #expect(trash.size == CGSize(width: 17, height: 17) && trash.scale == 2)
        #expect(opaquePixels(trash) > 100, "the artwork is drawn")
        #expect(UIImage(systemName: "no.such.symbol") == nil)
        #expect(UIImage(systemName: "") == nil)
        #expect(!UIImage().isSymbolImage)
    }

    @Test("Every name in the table loads: at least 100 of them")
    func table() {
        #expect(SymbolNames.adwaitaIcons.count >= 100)
        let missing = SymbolNames.adwaitaIcons.keys.filter { UIImage(systemName: $0, withConfiguration: UIImage.SymbolConfiguration(pointSize: 8)) == nil }
        #expect(missing.isEmpty)
    }

    @Test("The configuration's point size and scale size the image")
    func configuration() throws {
        let large = try #require(UIImage(systemName: "gear", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40)))
        #expect(large.size == CGSize(width: 40, height: 40))
        #expect(opaquePixels(large) > opaquePixels(try #require(UIImage(systemName: "gear"))))
        let scaled = try #require(UIImage(systemName: "gear", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20, weight: .bold, scale: .large)))
        #expect(scaled.size.width > 20)
        let small = try #require(UIImage(systemName: "gear", withConfiguration: UIImage.SymbolConfiguration(scale: .small)))
        #expect(small.size.width < 17)
        let weighted = try #require(UIImage(systemName: "gear", withConfiguration: UIImage.SymbolConfiguration(weight: .heavy)))
        #expect(weighted.symbolConfiguration?.weight == .heavy && weighted.size.width == 17)
        let regular = try #require(UIImage(systemName: "gear"))
        #expect(opaquePixels(weighted) > opaquePixels(regular) + 20, "heavier lines")
        let light = try #require(UIImage(systemName: "gear", withConfiguration: UIImage.SymbolConfiguration(weight: .light)))
        #expect(opaquePixels(light) == opaquePixels(regular))
        #expect(UIImage(systemName: "gear", withConfiguration: UIImage.SymbolConfiguration(pointSize: 30, weight: .light))?.size.width == 30)
    }

    @Test("A symbol image is drawn again for another configuration, or with one applied over its own; other images keep theirs")
    func reconfigure() throws {
        let star = try #require(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(pointSize: 20, weight: .bold)))
        let template = star.withRenderingMode(.alwaysTemplate)
        let larger = template.withConfiguration(UIImage.SymbolConfiguration(pointSize: 30))
        #expect(larger.size.width == 30 && larger.renderingMode == .alwaysTemplate && larger.symbolConfiguration?.weight == .unspecified)
        let applied = try #require(template.applyingSymbolConfiguration(UIImage.SymbolConfiguration(scale: .large)))
        #expect(applied.size.width == 26 && applied.symbolConfiguration?.weight == .bold, "20 points, large: 1.29×, the bold weight kept")
        #expect(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(font: .systemFont(ofSize: 24)))?.size.width == 24)
        #expect(UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(textStyle: .body))?.size.width == 17)

        let bitmap = UIImage(cgImage: twoColourBitmap())
        #expect(bitmap.applyingSymbolConfiguration(.unspecified) == nil)
        #expect(bitmap.withConfiguration(UIImage.SymbolConfiguration(pointSize: 30)) === bitmap)
    }
}
