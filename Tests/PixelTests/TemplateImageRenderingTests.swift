import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

/// Template and symbol images on screen, in their image views' tint colours.
@Suite("Template images on screen", .serialized, .startsClean)
@MainActor
struct TemplateImageRenderingTests {
    /// A 40×40 image: an opaque black square 20 points across in the middle, transparent around it.
    private func squareImage() throws -> UIImage {
        let context = try #require(CGContext(pixelWidth: 40, pixelHeight: 40, scale: 1))
        context.setFillColor(gray: 0, alpha: 1)
        context.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
        return UIImage(cgImage: try #require(context.makeImage()))
    }

    @Test("One template image in two views shows in each view's tint colour, and follows a tint change")
    func templateInTwoTints() throws {
        try withWindow(size: CGSize(width: 200, height: 100)) { window, renderer in
            let template = try squareImage().withRenderingMode(.alwaysTemplate)
            let red = UIImageView(image: template), blue = UIImageView(image: template)
            red.frame.origin = CGPoint(x: 10, y: 10)
            blue.frame.origin = CGPoint(x: 110, y: 10)
            red.tintColor = .red
            blue.tintColor = .blue
            window.addSubview(red)
            window.addSubview(blue)
            var picture = frame(window, renderer)
            #expect(picture.rgb(30, 30) == RGB.red, "\(picture.rgb(30, 30))")
            #expect(picture.rgb(130, 30) == RGB.blue, "\(picture.rgb(130, 30))")
            #expect(picture.rgb(15, 15) == .white && picture.rgb(115, 15) == .white, "transparent around the square")

            window.tintColor = .green
            blue.tintColor = nil
            picture = frame(window, renderer)
            #expect(picture.rgb(130, 30) == RGB(r: 0, g: 255, b: 0), "the window's tint now: \(picture.rgb(130, 30))")
            #expect(picture.rgb(30, 30) == RGB.red, "its own tint kept")

            blue.image = template.withRenderingMode(.alwaysOriginal)
            picture = frame(window, renderer)
            #expect(picture.rgb(130, 30) == RGB.black, "as it is: black")
        }
    }

    @Test("A symbol image shows in the tint colour of each of two views")
    func symbolInTwoTints() throws {
        try withWindow(size: CGSize(width: 200, height: 100)) { window, renderer in
            let configuration = UIImage.SymbolConfiguration(pointSize: 64)
            let symbol = try #require(UIImage(systemName: "square.grid.2x2", withConfiguration: configuration))
            let views = [UIColor.red, .blue].enumerated().map { index, tint in
                let view = UIImageView(image: symbol)
                view.frame.origin = CGPoint(x: 10 + 100 * index, y: 10)
                view.tintColor = tint
                window.addSubview(view)
                return view
            }
            let picture = frame(window, renderer)
            let colours = views.map { view in
                (Int(view.frame.minY)..<Int(view.frame.maxY)).flatMap { y in
                    (Int(view.frame.minX)..<Int(view.frame.maxX)).map { x in picture.rgb(x, y) }
                }
            }
            let left = colours[0], right = colours[1]
            #expect(left.contains(.red) && !left.contains(.blue))
            #expect(right.contains(.blue) && !right.contains(.red))
            #expect(left.allSatisfy { $0.g == $0.b }, "only white, red and their blends on the left")
            #expect(right.allSatisfy { $0.r == $0.g }, "only white, blue and their blends on the right")
        }
    }
}
