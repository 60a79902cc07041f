import Foundation
import Testing
@testable import QuartzCore

@Suite("Contents layout")
struct ContentsLayoutTests {
    /// A layer of `bounds` showing its bitmap with `gravity`.
    private func layer(_ bounds: CGRect, _ gravity: CALayerContentsGravity, scale: CGFloat = 1) -> LayerProperties {
        var p = LayerProperties()
        p.bounds = bounds
        p.contentsGravity = gravity
        p.contentsScale = scale
        return p
    }

    private func quads(_ p: LayerProperties, width: Int, height: Int, clip: Bool = false) -> [(CGRect, CGRect)] {
        var result: [(CGRect, CGRect)] = []
        ContentsLayout.forEachQuad(pixelWidth: width, pixelHeight: height, p, clip: clip) { result.append(($0, $1)) }
        return result
    }

    @Test("Each positioning gravity puts a 40×20 bitmap at its edge or corner of 100×80 bounds, unscaled")
    func positioningGravities() {
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 80)
        let expected: [(CALayerContentsGravity, CGPoint)] = [
            (.center, CGPoint(x: 30, y: 30)), (.top, CGPoint(x: 30, y: 0)), (.bottom, CGPoint(x: 30, y: 60)),
            (.left, CGPoint(x: 0, y: 30)), (.right, CGPoint(x: 60, y: 30)), (.topLeft, CGPoint(x: 0, y: 0)),
            (.topRight, CGPoint(x: 60, y: 0)), (.bottomLeft, CGPoint(x: 0, y: 60)), (.bottomRight, CGPoint(x: 60, y: 60)),
        ]
        for (gravity, origin) in expected {
            let result = quads(layer(bounds, gravity), width: 40, height: 20)
            #expect(result.count == 1)
            #expect(result.first?.0 == CGRect(origin: origin, size: CGSize(width: 40, height: 20)), "\(gravity.rawValue)")
            #expect(result.first?.1 == CGRect(x: 0, y: 0, width: 1, height: 1))
        }
    }

    @Test("resize fills the bounds; resizeAspect fits and resizeAspectFill covers, both centred and keeping the aspect")
    func scalingGravities() {
        let bounds = CGRect(x: 10, y: 20, width: 100, height: 80)
        #expect(quads(layer(bounds, .resize), width: 40, height: 20).first?.0 == bounds)
        #expect(quads(layer(bounds, .resizeAspect), width: 40, height: 20).first?.0 == CGRect(x: 10, y: 35, width: 100, height: 50))
        #expect(quads(layer(bounds, .resizeAspectFill), width: 40, height: 20).first?.0 == CGRect(x: -20, y: 20, width: 160, height: 80))
    }

    @Test("The bitmap's size in points is its pixel size over contentsScale, times the contentsRect")
    func scaleAndContentsRect() {
        var p = layer(CGRect(x: 0, y: 0, width: 100, height: 80), .topLeft, scale: 2)
        #expect(quads(p, width: 40, height: 20).first?.0 == CGRect(x: 0, y: 0, width: 20, height: 10))
        p.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
        let result = quads(p, width: 40, height: 20)
        #expect(result.first?.0 == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(result.first?.1 == CGRect(x: 0.5, y: 0, width: 0.5, height: 1))
    }

    @Test("Clipping cuts the quad to the bounds and moves the texture coordinates with it; without it the bitmap overflows")
    func clipping() {
        let p = layer(CGRect(x: 0, y: 0, width: 100, height: 80), .resizeAspectFill)
        #expect(quads(p, width: 40, height: 20).first?.0 == CGRect(x: -30, y: 0, width: 160, height: 80))
        let clipped = quads(p, width: 40, height: 20, clip: true)
        #expect(clipped.first?.0 == CGRect(x: 0, y: 0, width: 100, height: 80))
        let tex = clipped.first!.1
        #expect(abs(tex.minX - 30.0 / 160) < 1e-12 && abs(tex.maxX - 130.0 / 160) < 1e-12)
        #expect(tex.minY == 0 && tex.maxY == 1)
        let outside = layer(CGRect(x: 0, y: 0, width: 10, height: 10), .topLeft)
        #expect(quads(outside, width: 40, height: 20, clip: true).first?.0 == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test("contentsCenter splits a scaled bitmap in nine: caps keep their size, edges stretch one way, the centre both")
    func nineParts() {
        var p = layer(CGRect(x: 0, y: 0, width: 200, height: 100), .resize)
        p.contentsCenter = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)
        let result = quads(p, width: 40, height: 40)
        #expect(result.count == 9)
        let rects = result.map(\.0)
        #expect(rects[0] == CGRect(x: 0, y: 0, width: 10, height: 10), "top-left cap unscaled")
        #expect(rects[1] == CGRect(x: 10, y: 0, width: 180, height: 10), "top edge stretched across only")
        #expect(rects[2] == CGRect(x: 190, y: 0, width: 10, height: 10))
        #expect(rects[3] == CGRect(x: 0, y: 10, width: 10, height: 80), "left edge stretched down only")
        #expect(rects[4] == CGRect(x: 10, y: 10, width: 180, height: 80), "centre stretched both ways")
        #expect(rects[8] == CGRect(x: 190, y: 90, width: 10, height: 10))
        #expect(result[4].1 == CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5))
    }

    @Test("contentsCenter is ignored by gravities that do not scale, and caps shrink together when the bounds are too small")
    func nineSlicesLimits() {
        var p = layer(CGRect(x: 0, y: 0, width: 100, height: 100), .center)
        p.contentsCenter = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)
        #expect(quads(p, width: 40, height: 40).count == 1)
        p.contentsGravity = .resize
        p.bounds = CGRect(x: 0, y: 0, width: 10, height: 100)
        let rects = quads(p, width: 40, height: 40).map(\.0)
        #expect(rects.count == 6, "the centre column is empty")
        #expect(rects[0] == CGRect(x: 0, y: 0, width: 5, height: 10) && rects[1] == CGRect(x: 5, y: 0, width: 5, height: 10))
    }

    @Test("An empty bitmap or a zero contentsRect shows nothing")
    func empty() {
        var p = layer(CGRect(x: 0, y: 0, width: 100, height: 100), .center)
        #expect(quads(p, width: 0, height: 10).isEmpty)
        p.contentsRect = .zero
        #expect(quads(p, width: 10, height: 10).isEmpty)
    }
}
