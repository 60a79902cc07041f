import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

/// Layer styling read back from the compositor: rounded and transformed clipping, borders,
/// shadows, group opacity, masks, perspective and back faces.
@Suite("Layer styling", .serialized, .startsClean)
@MainActor
struct LayerStylingTests {
    /// A view at `frame` with a background colour, added to `parent`.
    @discardableResult
    private func box(_ frame: CGRect, _ color: UIColor?, in parent: UIView) -> UIView {
        let view = UIView(frame: frame)
        view.backgroundColor = color
        parent.addSubview(view)
        return view
    }

    @Test("A plain scene is one draw call with no stencil clip and no offscreen pass")
    func plainSceneStaysCheap() {
        let renderer = SynchronousRenderer()
        let window = openWindow(size: CGSize(width: 300, height: 200), renderer: renderer)
        defer { window.isHidden = true }
        for i in 0..<100 {
            let view = box(CGRect(x: i % 10 * 30, y: i / 10 * 20, width: 25, height: 15), .red, in: window)
            view.alpha = 0.8
            view.transform = CGAffineTransform(rotationAngle: CGFloat(i) / 10)
        }
        _ = frame(window, renderer)
        let stats = renderer.statistics
        #expect(stats.lastFrameDrawCalls == 1 && stats.lastFrameQuads == 101)
        #expect(stats.lastFrameOffscreenPasses == 0 && stats.lastFrameStencilClips == 0)
    }

    @Test("cornerRadius with masksToBounds clips a child to the rounded shape; the corner shows what is behind")
    func roundedClipping() {
        let renderer = SynchronousRenderer()
        let window = openWindow(size: CGSize(width: 300, height: 200), renderer: renderer)
        defer { window.isHidden = true }
        let parent = box(CGRect(x: 50, y: 50, width: 100, height: 100), .blue, in: window)
        parent.layer.cornerRadius = 30
        parent.clipsToBounds = true
        box(CGRect(x: -20, y: -20, width: 140, height: 140), .red, in: parent)
        let p = frame(window, renderer)
        #expect(p.rgb(53, 53) == .white, "the rounded-off corner shows the window, not the child")
        #expect(p.rgb(146, 146) == .white && p.rgb(146, 53) == .white && p.rgb(53, 146) == .white)
        #expect(p.rgb(100, 100) == .red && p.rgb(52, 100) == .red && p.rgb(100, 52) == .red, "inside the shape the child shows")
        #expect(p.rgb(62, 62) == .red, "inside the arc near the corner")
        #expect(p.rgb(45, 100) == .white && p.rgb(155, 100) == .white, "nothing outside the bounds")
        #expect(renderer.statistics.lastFrameStencilClips == 1)
        // Square corners and no rotation: a scissor, no stencil.
        parent.layer.cornerRadius = 0
        let q = frame(window, renderer)
        #expect(q.rgb(51, 51) == .red && q.rgb(49, 100) == .white)
        #expect(renderer.statistics.lastFrameStencilClips == 0)
    }

    @Test("A rounded background without clipping keeps its children whole; maskedCorners picks the rounded corners")
    func roundedBackground() {
        let renderer = SynchronousRenderer()
        let window = openWindow(size: CGSize(width: 300, height: 200), renderer: renderer)
        defer { window.isHidden = true }
        let rounded = box(CGRect(x: 50, y: 50, width: 100, height: 100), .blue, in: window)
        rounded.layer.cornerRadius = 30
        rounded.layer.maskedCorners = [.layerMinXMinYCorner]
        let p = frame(window, renderer)
        #expect(p.rgb(53, 53) == .white, "the top-left corner is rounded")
        #expect(p.rgb(147, 53) == .blue && p.rgb(53, 147) == .blue && p.rgb(147, 147) == .blue, "the others stay square")
        // The edge of the arc is smoothed: some pixel on the diagonal is neither white nor blue.
        let diagonal = (55...70).map { p.rgb($0, $0) }
        #expect(diagonal.contains { $0 != .white && $0 != .blue }, "\(diagonal)")
    }

    @Test("A child inside a 45°-rotated parent is clipped to the rotated square, not its bounding box")
    func rotatedClipping() {
        let renderer = SynchronousRenderer()
        let window = openWindow(size: CGSize(width: 300, height: 300), renderer: renderer)
        defer { window.isHidden = true }
        let parent = box(CGRect(x: 100, y: 100, width: 100, height: 100), .blue, in: window)
        parent.transform = CGAffineTransform(rotationAngle: .pi / 4)
        parent.clipsToBounds = true
        box(CGRect(x: -100, y: -100, width: 300, height: 300), .red, in: parent)
        let p = frame(window, renderer)
        // The diamond reaches 70.7 points from the centre (150, 150) along the axes.
        #expect(p.rgb(150, 150) == .red && p.rgb(150, 84) == .red && p.rgb(216, 150) == .red)
        for (x, y) in [(85, 85), (215, 85), (85, 215), (215, 215), (110, 100), (150, 76)] {
            #expect(p.rgb(x, y) == .white, "(\(x),\(y)) is inside the bounding box but outside the rotated square")
        }
        #expect(renderer.statistics.lastFrameStencilClips == 1)
    }

    @Test("masksToBounds holds under a 3D rotation with perspective")
    func perspectiveClipping() {
        let renderer = SynchronousRenderer()
        let window = openWindow(size: CGSize(width: 300, height: 300), renderer: renderer)
        defer { window.isHidden = true }
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        window.layer.sublayerTransform = perspective
        let parent = box(CGRect(x: 100, y: 100, width: 100, height: 100), .blue, in: window)
        parent.layer.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
        parent.clipsToBounds = true
        box(CGRect(x: -100, y: 0, width: 300, height: 100), .red, in: parent)
        let p = frame(window, renderer)
        // Rotated 60° about y the square is 50 points wide on screen (slightly more under perspective):
        // the child's overflow to either side is cut.
        #expect(p.rgb(150, 150) == .red)
        #expect(p.rgb(110, 150) == .white && p.rgb(190, 150) == .white, "the overflow is clipped")
    }

    /// A blue view at (50, 50), 100 points square, with a green border 10 points wide, added to `window`.
    private func borderedBox(in window: UIView) -> UIView {
        let view = box(CGRect(x: 50, y: 50, width: 100, height: 100), .blue, in: window)
        view.layer.borderWidth = 10
        view.layer.borderColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        return view
    }

    @Test("The border is drawn inside the bounds, above the sublayers, following the corners")
    func borderOverChildren() {
        let renderer = SynchronousRenderer()
        let window = openWindow(size: CGSize(width: 300, height: 200), renderer: renderer)
        defer { window.isHidden = true }
        let parent = borderedBox(in: window)
        box(CGRect(x: 0, y: 0, width: 100, height: 100), .red, in: parent)
        let p = frame(window, renderer)
        #expect(p.rgb(51, 100) == .green && p.rgb(59, 100) == .green, "the border covers the child")
        #expect(p.rgb(61, 100) == .red && p.rgb(100, 100) == .red)
        #expect(p.rgb(148, 100) == .green && p.rgb(100, 141) == .green && p.rgb(49, 100) == .white, "inside the bounds")
        parent.layer.cornerRadius = 40
        let q = frame(window, renderer)
        #expect(q.rgb(52, 52) == .red, "the corner's outside shows the unclipped child")
        #expect(q.rgb(65, 65) == .green, "the ring follows the arc (centre (90,90), 40 to 30 points out)")
        #expect(q.rgb(75, 75) == .red)
    }

    @Test("A later sibling goes over an earlier one's sublayers and border, outside its rounded clip")
    func siblingOverBorderAndClip() {
        let renderer = SynchronousRenderer()
        let window = openWindow(size: CGSize(width: 300, height: 200), renderer: renderer)
        defer { window.isHidden = true }
        let first = borderedBox(in: window)
        first.layer.cornerRadius = 20
        first.clipsToBounds = true
        box(CGRect(x: -20, y: -20, width: 140, height: 140), .red, in: first)
        box(CGRect(x: 100, y: 30, width: 100, height: 100), .yellow, in: window)
        let p = frame(window, renderer), yellow = RGB(r: 255, g: 255, b: 0)
        #expect(p.rgb(55, 100) == .green && p.rgb(75, 100) == .red, "the first's border over its clipped child")
        #expect(p.rgb(52, 52) == .white, "the child is cut at the rounded corner")
        #expect(p.rgb(145, 100) == yellow && p.rgb(120, 100) == yellow, "the sibling covers the border and the child")
        #expect(p.rgb(195, 35) == yellow && p.rgb(195, 125) == yellow, "the sibling is not clipped by the first's corners")
    }

    /// How dark a pixel is on a white background: 0 (white) to 255 (black).
    private func darkness(_ c: RGB) -> Int { 255 - (Int(c.r) + Int(c.g) + Int(c.b)) / 3 }

    @Test("An analytic shadow falls off gradually over about its radius, on the offset side, and ends at its extent")
    func shadowSoftness() {
        let renderer = SynchronousRenderer()
        let window = openWindow(size: CGSize(width: 400, height: 300), renderer: renderer)
        defer { window.isHidden = true }
        let card = box(CGRect(x: 100, y: 100, width: 100, height: 100), .blue, in: window)
        card.layer.shadowOpacity = 1
        card.layer.shadowRadius = 5
        card.layer.shadowOffset = CGSize(width: 20, height: 20)
        let p = frame(window, renderer)
        #expect(renderer.statistics.lastFrameOffscreenPasses == 0, "a background's shadow needs no offscreen pass")
        let profile = (200..<240).map { darkness(p.rgb($0, 150)) }
        // The shadow's edge is at x = 220 (half dark); one deviation either side, about 84% and 16%.
        #expect(abs(profile[20] - 128) < 16, "\(profile)")
        #expect(abs(profile[15] - 214) < 20 && abs(profile[25] - 41) < 20, "\(profile)")
        #expect(zip(profile, profile.dropFirst()).allSatisfy { $0 >= $1 }, "darkness only decreases outwards")
        #expect(Set(profile[12...28]).count >= 10, "a gradual fall-off, not a step: \(profile)")
        #expect(profile[37...].allSatisfy { $0 == 0 }, "nothing beyond three deviations")
        #expect(darkness(p.rgb(90, 150)) == 0 && darkness(p.rgb(150, 90)) == 0, "nothing on the side away from the offset")
        // The default offset (0, −3) puts the shadow above the layer, as on iOS.
        card.layer.shadowOffset = CGSize(width: 0, height: -3)
        card.layer.shadowRadius = 3
        let q = frame(window, renderer)
        #expect(darkness(q.rgb(150, 97)) > 60 && darkness(q.rgb(150, 203)) < darkness(q.rgb(150, 97)) / 3)
    }

    @Test("The shadow of composited content follows its alpha (sublayers, not the empty bounds); a shadowPath gives the shape")
    func shadowOfContent() {
        let renderer = SynchronousRenderer()
        let window = openWindow(size: CGSize(width: 400, height: 300), renderer: renderer)
        defer { window.isHidden = true }
        let holder = box(CGRect(x: 50, y: 50, width: 100, height: 100), nil, in: window)
        box(CGRect(x: 0, y: 0, width: 50, height: 50), .red, in: holder)
        holder.layer.shadowOpacity = 1
        holder.layer.shadowRadius = 4
        holder.layer.shadowOffset = CGSize(width: 30, height: 30)
        let p = frame(window, renderer)
        #expect(renderer.statistics.lastFrameOffscreenPasses >= 1)
        #expect(darkness(p.rgb(115, 115)) > 200, "under the child, offset: dark")
        #expect(darkness(p.rgb(140, 140)) < 10, "under the empty part of the bounds: no shadow")
        #expect(p.rgb(75, 75) == .red, "the child itself is drawn above its shadow")
        let edge = (125..<150).map { darkness(p.rgb($0, 100)) }
        #expect(zip(edge, edge.dropFirst()).allSatisfy { $0 + 3 >= $1 } && Set(edge).count >= 6, "a soft edge: \(edge)")
        // A circular shadowPath: dark at the offset circle's centre, clear at its bounding box's corner.
        holder.layer.shadowPath = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        holder.layer.shadowRadius = 2
        let q = frame(window, renderer)
        #expect(darkness(q.rgb(130, 130)) > 200 && darkness(q.rgb(165, 130)) > 200 && darkness(q.rgb(130, 170)) > 200,
                "inside the offset circle (centre (130, 130), radius 50)")
        #expect(darkness(q.rgb(176, 176)) < 10 && darkness(q.rgb(176, 84)) < 10, "outside the circle, inside its box")
        #expect(renderer.statistics.lastFrameOffscreenPasses == 0, "a circle's shadow is analytic")
        // Any other path is filled offscreen (stencil, then cover) and blurred: a triangle.
        let triangle = CGMutablePath()
        triangle.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 0, y: 100)])
        triangle.closeSubpath()
        holder.layer.shadowPath = triangle
        let t = frame(window, renderer)
        #expect(renderer.statistics.lastFrameOffscreenPasses == 1)
        #expect(darkness(t.rgb(110, 110)) > 200 && darkness(t.rgb(150, 90)) > 200, "inside the offset triangle")
        #expect(darkness(t.rgb(165, 165)) < 10, "beyond its long side")
    }

    @Test("Group opacity fades overlapping children as one picture; without it the overlap shows both")
    func groupOpacity() {
        let renderer = SynchronousRenderer()
        let window = openWindow(size: CGSize(width: 300, height: 200), renderer: renderer)
        defer { window.isHidden = true }
        let group = box(CGRect(x: 50, y: 50, width: 150, height: 100), nil, in: window)
        box(CGRect(x: 0, y: 0, width: 100, height: 100), .red, in: group)
        box(CGRect(x: 50, y: 0, width: 100, height: 50), .blue, in: group)
        group.alpha = 0.5
        let p = frame(window, renderer)
        #expect(renderer.statistics.lastFrameOffscreenPasses == 1)
        #expect(p.rgb(75, 100).isClose(to: RGB(r: 255, g: 128, b: 128), tolerance: 3), "red at half: \(p.rgb(75, 100))")
        #expect(p.rgb(125, 75).isClose(to: RGB(r: 128, g: 128, b: 255), tolerance: 3), "overlap: only the blue on top, at half: \(p.rgb(125, 75))")
        #expect(p.rgb(125, 125).isClose(to: RGB(r: 255, g: 128, b: 128), tolerance: 3), "below the blue child: red at half")
        group.layer.allowsGroupOpacity = false
        let q = frame(window, renderer)
        #expect(renderer.statistics.lastFrameOffscreenPasses == 0)
        #expect(q.rgb(125, 75).isClose(to: RGB(r: 128, g: 64, b: 191), tolerance: 3), "overlap: blue at half over red at half: \(q.rgb(125, 75))")
    }

    @Test("A mask layer's alpha cuts the layer and its sublayers")
    func maskLayer() {
        let renderer = SynchronousRenderer()
        let window = openWindow(size: CGSize(width: 300, height: 200), renderer: renderer)
        defer { window.isHidden = true }
        let masked = box(CGRect(x: 50, y: 50, width: 100, height: 100), .blue, in: window)
        box(CGRect(x: 50, y: 0, width: 100, height: 100), .red, in: masked)
        let mask = CALayer()
        mask.frame = CGRect(x: 0, y: 0, width: 75, height: 100)
        mask.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        let half = CALayer()
        half.frame = CGRect(x: 75, y: 0, width: 75, height: 50)
        half.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 0.5)
        mask.addSublayer(half)
        masked.layer.mask = mask
        let p = frame(window, renderer)
        #expect(p.rgb(60, 100) == .blue && p.rgb(110, 100) == .red, "under the opaque mask: as drawn")
        #expect(p.rgb(140, 120) == .white && p.rgb(180, 120) == .white, "no mask alpha: nothing")
        #expect(p.rgb(140, 70).isClose(to: RGB(r: 255, g: 128, b: 128), tolerance: 3), "half alpha: half the child, \(p.rgb(140, 70))")
        #expect(p.rgb(175, 70).isClose(to: RGB(r: 255, g: 128, b: 128), tolerance: 3), "the child beyond the bounds is masked alike")
        #expect(p.rgb(210, 70) == .white, "the mask sublayer ends at 150")
    }

    @Test("Perspective: under m34 = −1/500 a layer turned about y has its near edge longer than its far edge")
    func perspectiveForeshortening() {
        let renderer = SynchronousRenderer()
        let window = openWindow(size: CGSize(width: 400, height: 300), renderer: renderer)
        defer { window.isHidden = true }
        let stage = box(CGRect(x: 0, y: 0, width: 400, height: 300), nil, in: window)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        stage.layer.sublayerTransform = perspective
        let card = box(CGRect(x: 100, y: 100, width: 200, height: 100), .red, in: stage)
        card.layer.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
        let p = frame(window, renderer)
        /// The red column height at x.
        func height(_ x: Int) -> Int { (0..<300).filter { p.rgb(x, $0) == .red }.count }
        let columns = (0..<400).filter { height($0) > 0 }
        guard let left = columns.first, let right = columns.last else {
            Issue.record("the card is not drawn")
            return
        }
        // The left edge swings towards the viewer (z = 70.7): 100 / (1 − 70.7/500) ≈ 116 points tall;
        // the right edge away: 100 / (1 + 70.7/500) ≈ 88.
        #expect(abs(height(left + 1) - 116) <= 3 && abs(height(right - 1) - 88) <= 3, "\(height(left + 1)) and \(height(right - 1))")
        // Foreshortened: narrower than the 141 points an orthographic 45° turn would give, off centre.
        #expect(right - left < 150 && right - left > 120 && (left + right) / 2 < 200, "\(left)…\(right)")
    }

    @Test("zPosition orders siblings: higher draws on top, equal keeps the sublayer order")
    func zPositionOrdersSiblings() {
        let renderer = SynchronousRenderer()
        let window = openWindow(size: CGSize(width: 300, height: 200), renderer: renderer)
        defer { window.isHidden = true }
        let red = box(CGRect(x: 50, y: 50, width: 100, height: 100), .red, in: window)
        let blue = box(CGRect(x: 100, y: 50, width: 100, height: 100), .blue, in: window)
        #expect(frame(window, renderer).rgb(125, 100) == .blue, "later sublayers on top")
        red.layer.zPosition = 1
        #expect(frame(window, renderer).rgb(125, 100) == .red, "a higher zPosition on top")
        blue.layer.zPosition = 1
        #expect(frame(window, renderer).rgb(125, 100) == .blue, "equal zPositions keep the order")
        blue.layer.zPosition = -5
        red.layer.zPosition = 0
        #expect(frame(window, renderer).rgb(125, 100) == .red)
    }

    @Test("isDoubleSided false hides a layer (and its sublayers) turned away; true shows it mirrored")
    func doubleSided() {
        let renderer = SynchronousRenderer()
        let window = openWindow(size: CGSize(width: 300, height: 200), renderer: renderer)
        defer { window.isHidden = true }
        let card = box(CGRect(x: 50, y: 50, width: 100, height: 100), .blue, in: window)
        box(CGRect(x: 0, y: 0, width: 50, height: 100), .red, in: card)
        card.layer.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
        let p = frame(window, renderer)
        #expect(p.rgb(75, 100) == .blue && p.rgb(125, 100) == .red, "seen from behind: mirrored")
        card.layer.isDoubleSided = false
        let q = frame(window, renderer)
        #expect(q.rgb(75, 100) == .white && q.rgb(125, 100) == .white, "turned away: not drawn")
        card.layer.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
        let r = frame(window, renderer)
        #expect(r.rgb(100, 100) != .white, "still facing the viewer at 60°: drawn")
    }
}

/// isOpaque: an opaque layer's drawing is made over its background and composited without blending.
@Suite("Opaque layers", .serialized, .startsClean)
@MainActor
struct OpaqueLayerTests {
    /// Draws red over its left half and leaves the rest transparent.
    final class HalfDrawn: UIView {
        override func draw(_ rect: CGRect) {
            UIColor.red.set()
            UIRectFill(CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height))
        }
    }

    @Test("An opaque view's drawing shows its background where it drew nothing and is drawn without blending")
    func opaqueDrawing() {
        let renderer = SynchronousRenderer()
        let window = openWindow(size: CGSize(width: 300, height: 200), renderer: renderer)
        defer { window.isHidden = true }
        window.backgroundColor = .blue
        let opaque = HalfDrawn(frame: CGRect(x: 20, y: 20, width: 100, height: 50))
        opaque.backgroundColor = .white
        window.addSubview(opaque)
        let p = frame(window, renderer)
        #expect(p.rgb(40, 40) == .red && p.rgb(100, 40) == .white)
        #expect(renderer.statistics.lastFrameUnblendedQuads == 1)
        // Translucent, or without an opaque background to draw over: blended, the window shows through.
        opaque.isOpaque = false
        let q = frame(window, renderer)
        #expect(q.rgb(100, 40) == .white && renderer.statistics.lastFrameUnblendedQuads == 0)
        let bare = HalfDrawn(frame: CGRect(x: 20, y: 100, width: 100, height: 50))
        window.addSubview(bare)
        let r = frame(window, renderer)
        #expect(r.rgb(40, 120) == .red && r.rgb(100, 120) == .blue && renderer.statistics.lastFrameUnblendedQuads == 0)
        opaque.isOpaque = true
        opaque.alpha = 0.5
        let faded = frame(window, renderer)
        #expect(faded.rgb(100, 40).isClose(to: RGB(r: 128, g: 128, b: 255), tolerance: 3), "white at half over blue: \(faded.rgb(100, 40))")
        #expect(renderer.statistics.lastFrameUnblendedQuads == 0, "faded: blended")
    }

    @Test("A large opaque colour is drawn without blending; small or translucent ones blend; the picture is the same")
    func largeOpaqueColours() {
        let renderer = SynchronousRenderer()
        let window = openWindow(size: CGSize(width: 400, height: 300), renderer: renderer)
        defer { window.isHidden = true }
        let panel = UIView(frame: CGRect(x: 30, y: 40, width: 340, height: 220))   // 74,800 pixels
        panel.backgroundColor = .blue
        window.addSubview(panel)
        let chip = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        chip.backgroundColor = .red
        panel.addSubview(chip)
        var p = frame(window, renderer)
        #expect(renderer.statistics.lastFrameUnblendedQuads == 2, "the window's and the panel's backgrounds")
        #expect(p.rgb(100, 100) == .blue && p.rgb(45, 55) == .red && p.rgb(20, 20) == .white)
        panel.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        p = frame(window, renderer)
        #expect(renderer.statistics.lastFrameUnblendedQuads == 1 && p.rgb(100, 100).isClose(to: RGB(r: 128, g: 128, b: 255), tolerance: 3))
    }

    @Test("An assigned image keeps its alpha on an opaque layer")
    func assignedImageBlends() {
        let renderer = SynchronousRenderer()
        let window = openWindow(size: CGSize(width: 200, height: 100), renderer: renderer)
        defer { window.isHidden = true }
        window.backgroundColor = .blue
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.backgroundColor = .green
        #expect(view.isOpaque)
        view.layer.contents = makeBitmap(width: 100, height: 50) { context in
            context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 50, height: 50))
        }
        window.addSubview(view)
        let p = frame(window, renderer)
        #expect(p.rgb(20, 20) == .red && p.rgb(80, 20) == .green)
        #expect(renderer.statistics.lastFrameUnblendedQuads == 0)
    }
}
