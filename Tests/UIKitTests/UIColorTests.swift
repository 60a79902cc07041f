import Foundation
import Testing
@testable import UIKit

@Suite("UIColor", .startsClean)
struct UIColorTests {
    private func rgba(_ color: UIColor) -> [CGFloat] {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        color.getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b, a]
    }

    private func hsba(_ color: UIColor) -> [CGFloat] {
        var h: CGFloat = 0, s: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        color.getHue(&h, saturation: &s, brightness: &b, alpha: &a)
        return [h, s, b, a]
    }

    private func isNear(_ lhs: [CGFloat], _ rhs: [CGFloat]) -> Bool {
        lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { abs($0 - $1) < 1e-9 }
    }

    @Test("HSB round trip and named colours")
    func hsb() {
        let color = UIColor(hue: 0.25, saturation: 0.5, brightness: 0.8, alpha: 1)
        #expect(isNear(hsba(color), [0.25, 0.5, 0.8, 1]))
        #expect(rgba(.orange) == [1, 0.5, 0, 1])
        var white: CGFloat = 0, a: CGFloat = 0
        #expect(UIColor.gray.getWhite(&white, alpha: &a) && white == 0.5)
    }

    @Test("Primary hues map to red, green and blue, and back; greys have no saturation")
    func primaryHues() {
        #expect(isNear(rgba(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1)), [1, 0, 0, 1]))
        #expect(isNear(rgba(UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 0.5)), [0, 1, 0, 0.5]))
        #expect(isNear(rgba(UIColor(hue: 2.0 / 3, saturation: 1, brightness: 1, alpha: 1)), [0, 0, 1, 1]))
        #expect(isNear(rgba(UIColor(hue: 1, saturation: 1, brightness: 1, alpha: 1)), [1, 0, 0, 1]))
        #expect(isNear(hsba(.blue), [2.0 / 3, 1, 1, 1]))
        #expect(isNear(hsba(.magenta), [5.0 / 6, 1, 1, 1]))
        #expect(isNear(hsba(UIColor(white: 0.3, alpha: 1)), [0, 0, 0.3, 1]))
        #expect(isNear(hsba(.black), [0, 0, 0, 1]))
    }

    @Test("White, alpha and Core Graphics colours")
    func whiteAlphaAndCGColor() {
        let gray = UIColor(white: 0.25, alpha: 0.5)
        #expect(rgba(gray) == [0.25, 0.25, 0.25, 0.5])
        #expect(gray.cgColor.components == [0.25, 0.5])
        #expect(rgba(UIColor.red.withAlphaComponent(0.2)) == [1, 0, 0, 0.2])
        var white: CGFloat = 0, alpha: CGFloat = 0
        #expect(!UIColor.red.getWhite(&white, alpha: &alpha))
        #expect(UIColor(cgColor: CGColor(red: 0, green: 0, blue: 1, alpha: 1)) == .blue)
        #expect(UIColor.clear.cgColor.alpha == 0)
        #expect(rgba(.systemBlue) == [0, 122.0 / 255, 1, 1])
        #expect(UIColor.systemBackground == .white && UIColor.label == .black)
        #expect(rgba(.systemGray6)[2] > rgba(.systemGray6)[0])
    }

    @Test("set() makes a colour the current context's fill and stroke colour")
    @MainActor
    func setFillsAndStrokes() throws {
        let context = try #require(CGContext(pixelWidth: 10, pixelHeight: 10, scale: 1))
        UIGraphicsPushContext(context)
        defer { UIGraphicsPopContext() }
        UIColor.red.set()
        UIRectFill(CGRect(x: 0, y: 0, width: 5, height: 10))
        UIColor.blue.setStroke()
        context.setLineWidth(2)
        context.strokeLineSegments(between: [CGPoint(x: 5, y: 1), CGPoint(x: 10, y: 1)])
        let image = try #require(context.makeImage())
        #expect(image.pixel(x: 2, y: 5)! == (255, 0, 0, 255))
        #expect(image.pixel(x: 7, y: 1)! == (0, 0, 255, 255))
        #expect(image.pixel(x: 7, y: 5)! == (0, 0, 0, 0))
    }
}
