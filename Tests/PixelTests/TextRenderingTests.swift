import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

extension Picture {
    /// The bounding box of pixels in `area` that differ clearly from white (text ink), or nil.
    func inkBounds(in area: CGRect) -> CGRect? {
        bounds(in: area) { !$0.isClose(to: .white, tolerance: 100) }
    }
}

/// UILabel on screen: what the compositor shows of labels' text.
@Suite("Text on screen", .serialized, .startsClean)
@MainActor
struct TextRenderingTests {
    private let font = UIFont.systemFont(ofSize: 18)

    private func label(_ text: String, frame: CGRect, in window: UIWindow) -> UILabel {
        let label = UILabel(frame: frame)
        label.text = text
        label.font = font
        window.addSubview(label)
        return label
    }

    @Test("Alignment moves the ink: left at the left edge, centred in the middle, right at the right edge")
    func alignment() throws {
        try withWindow(size: CGSize(width: 400, height: 200)) { window, renderer in
            let text = "Aligned text"
            let width = text.size(withAttributes: [.font: font]).width
            let rows: [(NSTextAlignment, CGFloat)] = [(.left, 20), (.center, 70), (.right, 120)]
            for (alignment, y) in rows {
                label(text, frame: CGRect(x: 50, y: y, width: 300, height: 30), in: window).textAlignment = alignment
            }
            let picture = frame(window, renderer)
            let expectedLeft: [CGFloat] = [50, 50 + (300 - width) / 2, 50 + 300 - width]
            for ((alignment, y), left) in zip(rows, expectedLeft) {
                let ink = try #require(picture.inkBounds(in: CGRect(x: 0, y: y, width: 400, height: 30)), "\(alignment)")
                #expect(abs(ink.minX - left) <= 3, "\(alignment): ink starts at \(ink.minX), expected \(left)")
                #expect(ink.minX >= 50 && ink.maxX <= 350, "\(alignment): ink inside the label")
                #expect(ink.minY > y && ink.maxY < y + 30, "\(alignment): ink inside the label vertically")
            }
        }
    }

    @Test("A truncated line keeps its ellipsis inside the label; a wider label shows more")
    func truncation() throws {
        try withWindow(size: CGSize(width: 400, height: 120)) { window, renderer in
            let text = "A long sentence that cannot possibly fit in a label this narrow"
            _ = label(text, frame: CGRect(x: 20, y: 20, width: 150, height: 30), in: window)
            _ = label(text, frame: CGRect(x: 20, y: 70, width: 360, height: 30), in: window)
            let picture = frame(window, renderer)
            let narrow = try #require(picture.inkBounds(in: CGRect(x: 0, y: 20, width: 400, height: 30)))
            #expect(narrow.minX >= 20 && narrow.maxX <= 170, "ink \(narrow) stays in the label")
            #expect(narrow.maxX > 155, "the ellipsis sits at the label's end")
            let wide = try #require(picture.inkBounds(in: CGRect(x: 0, y: 70, width: 400, height: 30)))
            #expect(wide.maxX > 330 && wide.maxX <= 380)
        }
    }

    @Test("numberOfLines limits the lines shown; 0 shows as many as fit")
    func lineLimits() throws {
        try withWindow(size: CGSize(width: 400, height: 400)) { window, renderer in
            let text = "one two three four five six seven eight nine ten eleven twelve thirteen fourteen"
            let lineHeight = font.lineHeight
            let two = label(text, frame: CGRect(x: 10, y: 10, width: 150, height: 180), in: window)
            two.numberOfLines = 2
            let all = label(text, frame: CGRect(x: 200, y: 10, width: 150, height: 180), in: window)
            all.numberOfLines = 0
            let fitting = label(text, frame: CGRect(x: 10, y: 250, width: 150, height: lineHeight * 3 + 2), in: window)
            fitting.numberOfLines = 0
            let picture = frame(window, renderer)
            let twoInk = try #require(picture.inkBounds(in: CGRect(x: 0, y: 0, width: 190, height: 200)))
            #expect(twoInk.height > lineHeight && twoInk.height < 2 * lineHeight + 2, "two lines: \(twoInk)")
            let allInk = try #require(picture.inkBounds(in: CGRect(x: 190, y: 0, width: 210, height: 200)))
            #expect(allInk.height > 4 * lineHeight, "every line: \(allInk)")
            let fittingInk = try #require(picture.inkBounds(in: CGRect(x: 0, y: 240, width: 190, height: 160)))
            #expect(fittingInk.minY >= 250 && fittingInk.maxY <= 250 + lineHeight * 3 + 2, "three lines fit: \(fittingInk)")
            #expect(fittingInk.height > 2 * lineHeight)
        }
    }

    @Test("sizeToFit wraps the label tightly around its ink; the text colour is drawn")
    func sizeToFitMatchesInk() throws {
        try withWindow(size: CGSize(width: 400, height: 200)) { window, renderer in
            let fitted = label("Fitted Label", frame: CGRect(x: 40, y: 40, width: 10, height: 10), in: window)
            fitted.textColor = .blue
            fitted.sizeToFit()
            #expect(fitted.frame.origin == CGPoint(x: 40, y: 40), "sizeToFit keeps the top-left corner")
            let picture = frame(window, renderer)
            let ink = try #require(picture.inkBounds(in: CGRect(x: 0, y: 0, width: 400, height: 200)))
            let box = fitted.frame
            #expect(box.contains(ink), "ink \(ink) inside \(box)")
            #expect(ink.minX - box.minX <= 3 && box.maxX - ink.maxX <= 3, "no more than a side bearing either side: ink \(ink), box \(box)")
            #expect(ink.minY - box.minY <= font.lineHeight - font.ascender + font.capHeight, "the ink starts near the top")
            let blueish = (Int(ink.minX)..<Int(ink.maxX)).contains { x in
                (Int(ink.minY)..<Int(ink.maxY)).contains { picture.rgb(x, $0).isClose(to: .blue, tolerance: 30) }
            }
            #expect(blueish)
        }
    }

    @Test("Changing the text redraws the label")
    func redrawOnChange() throws {
        try withWindow(size: CGSize(width: 300, height: 100)) { window, renderer in
            let changing = label("i", frame: CGRect(x: 10, y: 10, width: 280, height: 40), in: window)
            let before = try #require(frame(window, renderer).inkBounds(in: CGRect(x: 0, y: 0, width: 300, height: 100)))
            changing.text = "A much longer text"
            let after = try #require(frame(window, renderer).inkBounds(in: CGRect(x: 0, y: 0, width: 300, height: 100)))
            #expect(after.width > before.width * 5)
            changing.text = nil
            #expect(frame(window, renderer).inkBounds(in: CGRect(x: 0, y: 0, width: 300, height: 100)) == nil)
        }
    }
}
