import Foundation
import Testing
@testable import UIKit

private let font = UIFont.systemFont(ofSize: 16)
private let sample = "Casement draws text"

private func attributes(_ extra: [NSAttributedString.Key: Any] = [:]) -> [NSAttributedString.Key: Any] {
    [.font: font].merging(extra) { $1 }
}

private func paragraph(_ alignment: NSTextAlignment = .natural, _ mode: NSLineBreakMode = .byWordWrapping) -> NSParagraphStyle {
    let style = NSMutableParagraphStyle()
    style.alignment = alignment
    style.lineBreakMode = mode
    return style
}

@Suite("String and attributed-string drawing", .serialized, .startsClean)
@MainActor
struct StringDrawingTests {
    @Test("size(withAttributes:) grows with the font and the lines; the default font is 12 points")
    func measuring() {
        let small = "Hi".size(withAttributes: [.font: UIFont.systemFont(ofSize: 12)])
        let large = "Hi".size(withAttributes: [.font: UIFont.systemFont(ofSize: 24)])
        #expect(abs(large.width / small.width - 2) < 0.1 && abs(large.height / small.height - 2) < 0.1)
        #expect("Hi".size(withAttributes: nil) == small)
        let one = "a".size(withAttributes: attributes()), two = "a\nb".size(withAttributes: attributes())
        #expect(abs(two.height - 2 * one.height) < 0.5)
        #expect(abs(one.height - font.lineHeight) < 0.5)
        #expect(NSAttributedString(string: sample, attributes: attributes()).size() == sample.size(withAttributes: attributes()))
        #expect((sample as NSString).size(withAttributes: attributes()) == sample.size(withAttributes: attributes()))
    }

    @Test("draw(at:) puts the ink just inside the measured box from the point")
    func drawAtPoint() throws {
        let size = sample.size(withAttributes: attributes())
        let image = renderText { _ in sample.draw(at: CGPoint(x: 20, y: 30), withAttributes: attributes()) }
        let ink = try #require(image.inkBounds())
        let box = CGRect(origin: CGPoint(x: 20, y: 30), size: size).insetBy(dx: -1, dy: -1)
        #expect(box.contains(ink), "ink \(ink) outside \(box)")
        #expect(ink.minX < 23 && ink.maxX > box.maxX - 4 && ink.minY < 36)
    }

    @Test("Paragraph alignment moves the ink's left edge: left, centre, right")
    func alignment() throws {
        let width = sample.size(withAttributes: attributes()).width
        func inkLeft(_ alignment: NSTextAlignment) throws -> CGFloat {
            let image = renderText { _ in
                sample.draw(in: CGRect(x: 0, y: 0, width: 240, height: 40), withAttributes: attributes([.paragraphStyle: paragraph(alignment)]))
            }
            return try #require(image.inkBounds()).minX
        }
        #expect(try inkLeft(.left) <= 2)
        #expect(try inkLeft(.natural) <= 2)
        #expect(abs(try inkLeft(.center) - (240 - width) / 2) <= 3)
        #expect(abs(try inkLeft(.right) - (240 - width)) <= 3)
    }

    @Test("Text wraps within the width with usesLineFragmentOrigin, and sits on its baseline without it")
    func boundingRects() {
        let text = "one two three four five six seven eight nine ten"
        let wrapped = text.boundingRect(with: CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude),
                                        options: .usesLineFragmentOrigin, attributes: attributes(), context: nil)
        #expect(wrapped.origin == .zero && wrapped.width <= 100 && wrapped.height > 3 * font.lineHeight - 1)
        let context = NSStringDrawingContext()
        let line = text.boundingRect(with: CGSize(width: 100, height: 100), options: [], attributes: attributes(), context: context)
        #expect(abs(line.height - font.lineHeight) < 0.5 && line.width > 100)
        #expect(abs(line.minY + font.ascender) < 1, "origin at the first baseline")
        #expect(context.totalBounds == line && context.actualScaleFactor == 1)
        let limited = text.boundingRect(with: CGSize(width: 100, height: 2 * font.lineHeight + 1),
                                        options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine], attributes: attributes(), context: nil)
        #expect(abs(limited.height - 2 * font.lineHeight) < 1)
    }

    @Test("Truncating line breaks keep one line per paragraph and the ellipsis inside the rectangle")
    func truncation() throws {
        let text = "This line is far too long for the narrow box it is drawn in"
        let rect = CGRect(x: 10, y: 10, width: 120, height: 60)
        for mode in [NSLineBreakMode.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle] {
            let image = renderText { _ in text.draw(in: rect, withAttributes: attributes([.paragraphStyle: paragraph(.left, mode)])) }
            let ink = try #require(image.inkBounds())
            #expect(ink.minX >= rect.minX && ink.maxX <= rect.maxX, "\(mode): ink \(ink)")
            #expect(ink.maxX > rect.maxX - 15, "\(mode): the line fills the width up to the ellipsis")
            #expect(ink.height < font.lineHeight + 1, "\(mode): one line")
        }
        // Clipping draws the whole line and cuts it at the rectangle.
        let clipped = renderText { _ in text.draw(in: rect, withAttributes: attributes([.paragraphStyle: paragraph(.left, .byClipping)])) }
        let ink = try #require(clipped.inkBounds())
        #expect(ink.maxX == rect.maxX - 1 || ink.maxX == rect.maxX)
    }

    @Test("Justified lines reach both edges except the last")
    func justified() throws {
        let text = "aaa bb cccc d eee ff gggg h iii jj"
        func firstLineRight(_ alignment: NSTextAlignment) throws -> CGFloat {
            let image = renderText { _ in
                text.draw(in: CGRect(x: 0, y: 0, width: 150, height: 100), withAttributes: attributes([.paragraphStyle: paragraph(alignment)]))
            }
            return try #require(image.inkBounds(in: CGRect(x: 0, y: 0, width: 150, height: 12))).maxX
        }
        #expect(try firstLineRight(.justified) >= 146)
        #expect(try firstLineRight(.left) < 146)
    }

    @Test("Colours, background, kern, underline, strikethrough and fonts apply to their ranges")
    func attributeRuns() throws {
        let text = NSMutableAttributedString(string: "red plain", attributes: attributes())
        text.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 3))
        let image = renderText { _ in text.draw(at: .zero) }
        let redWidth = "red".size(withAttributes: attributes()).width
        func opaquePixels(from minX: Int, to maxX: Int) -> [(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)] {
            (0..<30).flatMap { y in (minX..<maxX).map { image.pixel(x: $0, y: y)! } }.filter { $0.alpha == 255 }
        }
        let inRed = opaquePixels(from: 0, to: Int(redWidth))
        #expect(!inRed.isEmpty && inRed.allSatisfy { $0.red == 255 && $0.green == 0 && $0.blue == 0 })
        let inPlain = opaquePixels(from: Int(redWidth) + 2, to: 120)
        #expect(!inPlain.isEmpty && inPlain.allSatisfy { $0.red == 0 && $0.green == 0 && $0.blue == 0 })

        let base = sample.size(withAttributes: attributes())
        let kerned = sample.size(withAttributes: attributes([.kern: 3]))
        #expect(abs(kerned.width - base.width - 3 * CGFloat(sample.count)) < 4)

        let background = renderText { _ in "x".draw(at: CGPoint(x: 5, y: 5), withAttributes: attributes([.backgroundColor: UIColor.blue])) }
        let box = "x".size(withAttributes: attributes())
        #expect(background.pixel(x: 6, y: 6)! == (0, 0, 255, 255))
        #expect(background.pixel(x: 5 + Int(box.width) - 1, y: 5 + Int(box.height) - 1)! == (0, 0, 255, 255))

        let plainCount = renderText { _ in "mmm".draw(at: .zero, withAttributes: attributes()) }.inkCount
        let underlined = renderText { _ in "mmm".draw(at: .zero, withAttributes: attributes([.underlineStyle: NSUnderlineStyle.single.rawValue])) }
        let struck = renderText { _ in "mmm".draw(at: .zero, withAttributes: attributes([.strikethroughStyle: NSUnderlineStyle.single])) }
        #expect(underlined.inkCount > plainCount && struck.inkCount > plainCount)
        let plainInkBox = try #require(renderText { _ in "mmm".draw(at: .zero, withAttributes: attributes()) }.inkBounds())
        #expect(try #require(underlined.inkBounds()).maxY > plainInkBox.maxY)
        #expect(try #require(struck.inkBounds()).maxY == plainInkBox.maxY)

        let mixed = NSMutableAttributedString(string: "ab", attributes: attributes())
        mixed.addAttribute(.font, value: UIFont.systemFont(ofSize: 40), range: NSRange(location: 1, length: 1))
        #expect(mixed.size().height > 40)
    }

    @Test("UTF-16 ranges map to the right characters after accents and emoji")
    func utf16Ranges() {
        #expect(TextAttributes.utf8Offsets(of: "aé😀b") == [0, 1, 3, 3, 7, 8])
        #expect(TextAttributes.utf8Offsets(of: "") == [0])
    }

    @Test("Text is drawn through the context's alpha, shadow and clip")
    func compositing() throws {
        let faded = renderText { context in
            context.setAlpha(0.5)
            "MMM".draw(at: .zero, withAttributes: attributes())
        }
        var maximum: UInt8 = 0
        for y in 0..<30 { for x in 0..<60 { maximum = max(maximum, faded.pixel(x: x, y: y)!.alpha) } }
        #expect((120...135).contains(maximum))
        let plainInk = try #require(renderText { _ in "MMM".draw(at: .zero, withAttributes: attributes()) }.inkBounds())
        let shadowed = renderText { context in
            context.setShadow(offset: CGSize(width: 10, height: 20), blur: 0, color: UIColor.black.cgColor)
            "MMM".draw(at: .zero, withAttributes: attributes())
        }
        let shadowInk = try #require(shadowed.inkBounds())
        #expect(shadowInk.maxX == plainInk.maxX + 10 && shadowInk.maxY == plainInk.maxY + 20)
        let clipped = renderText { context in
            context.clip(to: CGRect(x: 0, y: 0, width: 10, height: 100))
            "MMM".draw(at: .zero, withAttributes: attributes())
        }
        #expect(try #require(clipped.inkBounds()).maxX <= 10)
    }

    @Test("Paragraph styles copy, compare and replace one another in attributed strings")
    func paragraphStyles() throws {
        let style = try #require(NSParagraphStyle.default.mutableCopy() as? NSMutableParagraphStyle)
        #expect(style == NSParagraphStyle.default && style.alignment == .natural && style.lineBreakMode == .byWordWrapping)
        style.alignment = .right
        style.lineSpacing = -4
        #expect(style.lineSpacing == 0 && style != NSParagraphStyle.default)
        let frozen = try #require(style.copy() as? NSParagraphStyle)
        #expect(frozen == style && !(frozen is NSMutableParagraphStyle))
        let text = NSMutableAttributedString(string: "two\nlines", attributes: [.paragraphStyle: NSParagraphStyle.default])
        text.addAttribute(.paragraphStyle, value: frozen, range: NSRange(location: 0, length: text.length))
        #expect(text.attribute(.paragraphStyle, at: 5, effectiveRange: nil) as? NSParagraphStyle == frozen)
        let spaced = NSMutableParagraphStyle()
        spaced.lineSpacing = 10
        let tight = NSAttributedString(string: "a\nb", attributes: [.font: font]).size().height
        let loose = NSAttributedString(string: "a\nb", attributes: [.font: font, .paragraphStyle: spaced]).size().height
        #expect(abs(loose - tight - 10) < 0.5)
    }

    @Test("Without a current context, drawing does nothing")
    func noContext() {
        sample.draw(at: .zero, withAttributes: nil)
        NSAttributedString(string: sample).draw(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(UIGraphicsGetCurrentContext() == nil)
    }
}
