import Foundation
import Testing
@testable import QuartzCore

@Suite("Clip space and corner radii")
struct ClipSpaceTests {
    /// Layer points (100×100 window, y down) to clip space, as the compositor projects a window.
    private let projection: CATransform3D = {
        var m = CATransform3D()
        m.m11 = 2.0 / 100; m.m22 = -2.0 / 100; m.m33 = 0; m.m41 = -1; m.m42 = 1
        return m
    }()
    private let viewport = Viewport(pointSize: CGSize(width: 100, height: 100), pixelWidth: 200, pixelHeight: 200)

    @Test("A layer faces the viewer unless mirrored or turned more than 90° about x or y")
    func facing() {
        let rect = CGRect(x: 10, y: 10, width: 30, height: 20)
        #expect(!ClipSpace.facesAway(rect, through: projection))
        #expect(ClipSpace.facesAway(rect, through: CATransform3DConcat(CATransform3DMakeScale(-1, 1, 1), projection)))
        #expect(ClipSpace.facesAway(rect, through: CATransform3DConcat(CATransform3DMakeRotation(.pi * 0.75, 0, 1, 0), projection)))
        #expect(!ClipSpace.facesAway(rect, through: CATransform3DConcat(CATransform3DMakeRotation(.pi * 0.25, 1, 0, 0), projection)))
        #expect(!ClipSpace.facesAway(rect, through: CATransform3DConcat(CATransform3DMakeRotation(.pi, 0, 0, 1), projection)),
                "a half turn in the plane still faces the viewer")
        var perspective = CATransform3DMakeRotation(.pi * 0.6, 0, 1, 0)
        perspective.m34 = -1.0 / 500
        #expect(ClipSpace.facesAway(rect, through: CATransform3DConcat(perspective, projection)))
    }

    @Test("Pixel rectangles: exact edges for clips, outward with a margin for passes, nil behind the viewer")
    func pixelRects() {
        let rect = CGRect(x: 10.2, y: 20.7, width: 30, height: 10)
        #expect(ClipSpace.pixelRect(of: rect, through: projection, viewport: viewport, exact: true) == PixelRect(x: 20, y: 41, width: 60, height: 20))
        #expect(ClipSpace.pixelRect(of: rect, through: projection, viewport: viewport) == PixelRect(x: 19, y: 40, width: 63, height: 23))
        var behind = projection
        behind.m44 = -1
        #expect(ClipSpace.pixelRect(of: rect, through: behind, viewport: viewport) == nil)
        let outside = CGRect(x: -50, y: -50, width: 20, height: 20)
        #expect(ClipSpace.pixelRect(of: outside, through: projection, viewport: viewport)?.isEmpty == true)
    }

    @Test("Pixel metrics: pixels per point and an offset's displacement under scale and rotation")
    func metrics() {
        let rotated = CATransform3DConcat(CATransform3DMakeRotation(.pi / 2, 0, 0, 1), projection)
        let m = ClipSpace.pixelMetrics(at: CGPoint(x: 0, y: 0), offset: CGSize(width: 10, height: 0), through: rotated, viewport: viewport)!
        #expect(abs(m.scale - 2) < 1e-9)
        #expect(abs(m.dx) < 1e-9 && abs(m.dy - 20) < 1e-9, "x turns into y, at 2 pixels a point")
    }

    @Test("Corner radii apply to the masked corners and are clamped to half the shorter side")
    func cornerRadii() {
        let bounds = CGRect(x: 0, y: 0, width: 40, height: 100)
        #expect(CornerRadii(cornerRadius: 0, maskedCorners: .all, bounds: bounds).isZero)
        let all = CornerRadii(cornerRadius: 50, maskedCorners: .all, bounds: bounds)
        #expect(all.minXMinY == 20 && all.maxXMinY == 20 && all.minXMaxY == 20 && all.maxXMaxY == 20)
        let one = CornerRadii(cornerRadius: 50, maskedCorners: [.layerMaxXMaxYCorner], bounds: bounds)
        #expect(one.maxXMaxY == 20 && one.minXMinY == 0 && one.maxXMinY == 0 && one.minXMaxY == 0)
        #expect(CornerRadii(cornerRadius: 50, maskedCorners: [], bounds: bounds).isZero)
    }

    @Test("Surface texture coordinates run from the region's top-left down a bottom-up, downscaled texture")
    func surfaceCoordinates() {
        var batch = QuadBatch()
        batch.removeAll(viewport: viewport)
        let full = batch.surfaceTexCoords(of: PixelRect(x: 0, y: 0, width: 200, height: 200), downscale: 1)
        #expect(full == CGRect(x: 0, y: 1, width: 1, height: -1))
        let half = batch.surfaceTexCoords(of: PixelRect(x: 100, y: 0, width: 100, height: 100), downscale: 2)
        #expect(half == CGRect(x: 0.25, y: 0.5, width: 0.25, height: -0.25))
    }
}
