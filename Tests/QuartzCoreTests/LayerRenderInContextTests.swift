import CoreGraphics
import Testing
@testable import QuartzCore

/// The pixel at (x, y) of what `layer.render(in:)` draws into a `width`×`height` context at scale 1.
@MainActor
private func rendered(_ layer: CALayer, width: Int = 40, height: Int = 40) -> (Int, Int) -> [Int] {
    let context = CGContext(pixelWidth: width, pixelHeight: height, scale: 1)!
    layer.render(in: context)
    let image = context.makeImage()!
    return { x, y in
        guard let p = image.pixel(x: x, y: y) else { return [] }
        return [Int(p.red), Int(p.green), Int(p.blue), Int(p.alpha)]
    }
}

private let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
private let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
private let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)

@Suite("render(in:)", .serialized)
@MainActor
struct LayerRenderInContextTests {
    @Test("Backgrounds and borders, in the layer's own space; hidden sublayers are left out")
    func backgroundAndBorder() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        layer.backgroundColor = red
        layer.borderColor = blue
        layer.borderWidth = 4
        let hidden = CALayer()
        hidden.frame = layer.bounds
        hidden.backgroundColor = green
        hidden.isHidden = true
        layer.addSublayer(hidden)
        let pixel = rendered(layer)
        #expect(pixel(1, 20) == [0, 0, 255, 255])      // inside the 4-point border
        #expect(pixel(5, 20) == [255, 0, 0, 255])      // just inside it: the background
        #expect(pixel(20, 20) == [255, 0, 0, 255])
    }

    @Test("Sublayers sit at their frames under affine transforms, bounds origins and sublayer transforms")
    func sublayerGeometry() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        let moved = CALayer()
        moved.frame = CGRect(x: 20, y: 0, width: 20, height: 10)
        moved.backgroundColor = blue
        root.addSublayer(moved)
        let turned = CALayer()
        turned.bounds = CGRect(x: 0, y: 0, width: 20, height: 4)
        turned.position = CGPoint(x: 10, y: 30)
        turned.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)   // now 4 wide, 20 tall
        turned.backgroundColor = green
        root.addSublayer(turned)
        let pixel = rendered(root)
        #expect(pixel(30, 5) == [0, 0, 255, 255] && pixel(10, 5)[3] == 0)
        #expect(pixel(10, 22) == [0, 255, 0, 255] && pixel(10, 38) == [0, 255, 0, 255])
        #expect(pixel(4, 30)[3] == 0)
        root.sublayerTransform = CATransform3DMakeTranslation(-20, 0, 0)
        root.bounds.origin = CGPoint(x: 0, y: 0)
        #expect(rendered(root)(10, 5) == [0, 0, 255, 255])
    }

    @Test("masksToBounds clips sublayers to the rounded bounds; opacity fades the whole layer")
    func clippingAndOpacity() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        layer.cornerRadius = 20
        layer.masksToBounds = true
        let fill = CALayer()
        fill.frame = CGRect(x: -10, y: -10, width: 60, height: 60)
        fill.backgroundColor = red
        layer.addSublayer(fill)
        var pixel = rendered(layer)
        #expect(pixel(20, 20) == [255, 0, 0, 255])
        #expect(pixel(1, 1)[3] == 0)                    // outside the circle
        layer.opacity = 0.5
        pixel = rendered(layer)
        #expect(abs(pixel(20, 20)[3] - 128) <= 1)
    }

    @Test("A layer that draws itself is drawn through draw(in:), and contents images by their gravity")
    func drawingAndContents() {
        let drawn = CountingLayer()
        drawn.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(rendered(drawn, width: 10, height: 10)(5, 5) == [255, 0, 0, 255] && drawn.draws == 1)
        let bitmap = CGContext(pixelWidth: 2, pixelHeight: 2, scale: 1)!
        bitmap.setFillColor(blue)
        bitmap.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        let pictured = CALayer()
        pictured.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        pictured.contents = bitmap.makeImage()
        pictured.contentsGravity = .center
        let pixel = rendered(pictured, width: 20, height: 20)
        #expect(pixel(10, 10) == [0, 0, 255, 255] && pixel(2, 2)[3] == 0)
    }
}
