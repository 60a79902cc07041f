import Foundation
import GLCompositor
import Testing
@testable import QuartzCore
@testable import UIKit

/// The overlays of `CASEMENT_DEBUG`, read back from the compositor over a known scene: each marks
/// what it should, and with none the picture is the one drawn without the feature.
@Suite("Debug overlays", .serialized, .startsClean)
@MainActor
struct DebugOverlayTests {
    /// The scene's views, by what each should show.
    private struct Scene {
        let opaque: SwatchView, translucent: UIView, group: UIView, misaligned: SwatchView
    }

    /// Builds the scene in a 300×300 window: an opaque painted view, a half-transparent colour, a
    /// half-transparent container (group opacity, offscreen), and a painted view at x = 10.5.
    @discardableResult
    private func scene(in window: UIWindow) -> Scene {
        let opaque = SwatchView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        opaque.color = .blue
        opaque.backgroundColor = .blue
        opaque.isOpaque = true
        let translucent = UIView(frame: CGRect(x: 60, y: 10, width: 40, height: 40))
        translucent.backgroundColor = .red
        translucent.alpha = 0.5
        let group = UIView(frame: CGRect(x: 110, y: 10, width: 40, height: 40))
        group.backgroundColor = .red
        group.alpha = 0.5
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        inner.backgroundColor = .blue
        group.addSubview(inner)
        let misaligned = SwatchView(frame: CGRect(x: 10.5, y: 60, width: 40, height: 40))
        misaligned.color = .blue
        misaligned.backgroundColor = .blue
        misaligned.isOpaque = true
        for view in [opaque, translucent, group, misaligned] { window.addSubview(view) }
        return Scene(opaque: opaque, translucent: translucent, group: group, misaligned: misaligned)
    }

    /// Runs `body` with the scene in a window drawn by a compositor showing `overlays`.
    private func withScene<Result>(_ overlays: DebugOverlays?,
                                   _ body: (UIWindow, Scene, SynchronousRenderer, RenderDriver) -> Result) -> Result {
        let driver = RenderDriver(executor: Compositor(), overlays: overlays ?? [])
        let renderer = SynchronousRenderer(driver: driver)
        let window = openWindow(size: CGSize(width: 300, height: 300), renderer: renderer)
        defer { window.isHidden = true }
        return body(window, scene(in: window), renderer, driver)
    }

    /// The scene's pixels drawn with `overlays` (nil: a compositor made without naming any).
    private func picture(_ overlays: DebugOverlays?) -> Picture {
        withScene(overlays) { window, _, renderer, _ in frame(window, renderer) }
    }

    /// `base` with half-strength `tints` blended over it in turn, as the overlay draws them.
    private func tinted(_ base: RGB, _ tints: Premultiplied...) -> RGB {
        var (r, g, b) = (Float(base.r), Float(base.g), Float(base.b))
        for tint in tints {
            r = r * (1 - tint.alpha) + tint.red * 255
            g = g * (1 - tint.alpha) + tint.green * 255
            b = b * (1 - tint.alpha) + tint.blue * 255
        }
        return RGB(r: UInt8(r.rounded()), g: UInt8(g.rounded()), b: UInt8(b.rounded()))
    }

    private func expect(_ picture: Picture, _ x: Int, _ y: Int, _ expected: RGB, _ what: Comment) {
        #expect(picture.rgb(x, y).isClose(to: expected, tolerance: 3), "\(what): \(picture.rgb(x, y)), not \(expected)")
    }

    @Test("Overlays off: the picture is bit-identical to a compositor without them")
    func offChangesNothing() {
        let plain = picture(nil)
        #expect(picture([]).rgba == plain.rgba)
        #expect(picture(.blended).rgba != plain.rgba)
    }

    @Test("blended: opaque drawing tinted green, a half-transparent view red")
    func blended() {
        let base = picture(nil), over = picture(.blended)
        // The window's large background is opaque (green) under every view.
        expect(over, 250, 250, tinted(base.rgb(250, 250), DebugOverlay.green), "the window")
        expect(over, 30, 30, tinted(base.rgb(30, 30), DebugOverlay.green, DebugOverlay.green), "the opaque painted view")
        expect(over, 80, 30, tinted(base.rgb(80, 30), DebugOverlay.green, DebugOverlay.red), "the half-transparent view")
    }

    /// The blended overlay's answers in a `size` window with a grey background: at the window's
    /// background, an opaque white view, a half-transparent colour, a white view with rounded corners,
    /// a white view at alpha 0.5 and one clipped by its superview's rounded corners, each point read
    /// with and without the overlay.
    private func blendedAnswers(in size: CGSize) -> [(name: String, plain: RGB, over: RGB)] {
        let points = [("the window", CGPoint(x: 250, y: 150)), ("the opaque white view", CGPoint(x: 30, y: 30)),
                      ("the half-transparent colour", CGPoint(x: 80, y: 30)), ("the rounded view", CGPoint(x: 130, y: 30)),
                      ("the view at alpha 0.5", CGPoint(x: 180, y: 30)), ("a white view clipped by rounded corners", CGPoint(x: 230, y: 30))]
        func picture(_ overlays: DebugOverlays?) -> Picture {
            let renderer = SynchronousRenderer(driver: RenderDriver(executor: Compositor(), overlays: overlays ?? []))
            let window = openWindow(size: size, renderer: renderer)
            defer { window.isHidden = true }
            window.backgroundColor = UIColor(white: 0.6, alpha: 1)
            let looks: [(UIView) -> Void] = [{ _ in }, { $0.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 0.5) },
                                             { $0.layer.cornerRadius = 10 }, { $0.alpha = 0.5 }, { clipping in
                                                 let inner = UIView(frame: clipping.bounds)
                                                 inner.backgroundColor = .white
                                                 clipping.addSubview(inner)
                                                 clipping.backgroundColor = nil
                                                 clipping.layer.cornerRadius = 10
                                                 clipping.clipsToBounds = true
                                             }]
            for (n, configure) in looks.enumerated() {
                let view = UIView(frame: CGRect(x: 10 + 50 * n, y: 10, width: 40, height: 40))
                view.backgroundColor = .white
                configure(view)
                window.addSubview(view)
            }
            return frame(window, renderer)
        }
        let plain = picture(nil), over = picture(.blended)
        return points.map { name, point in (name, plain.rgb(Int(point.x), Int(point.y)), over.rgb(Int(point.x), Int(point.y))) }
    }

    @Test("blended: what the app's layers need, not the compositor's choice: the same answers in a small and a large window")
    func blendedAnswersTheAppsQuestion() {
        let small = blendedAnswers(in: CGSize(width: 300, height: 200))
        let large = blendedAnswers(in: CGSize(width: 1280, height: 800))
        for answers in [small, large] {
            // Every point lies on the window's opaque background (green); the views' tints come over it.
            let expected = [[DebugOverlay.green], [DebugOverlay.green, DebugOverlay.green], [DebugOverlay.green, DebugOverlay.red],
                            [DebugOverlay.green, DebugOverlay.red], [DebugOverlay.green, DebugOverlay.red],
                            [DebugOverlay.green, DebugOverlay.red]]
            for ((name, plain, over), tints) in zip(answers, expected) {
                let wanted = tints.reduce(plain) { tinted($0, $1) }
                #expect(over.isClose(to: wanted, tolerance: 3), "\(name): \(over), not \(wanted)")
            }
        }
        for (a, b) in zip(small, large) { #expect(a.over == b.over, "\(a.name): \(a.over) in 300×200, \(b.over) in 1280×800") }
    }

    @Test("offscreen: the group-opacity container yellow, nothing else")
    func offscreen() {
        let base = picture(nil), over = picture(.offscreen)
        expect(over, 130, 30, tinted(base.rgb(130, 30), DebugOverlay.yellow), "the container's sublayer")
        expect(over, 113, 13, tinted(base.rgb(113, 13), DebugOverlay.yellow), "the container's own background")
        #expect(over.rgb(30, 30) == base.rgb(30, 30) && over.rgb(80, 30) == base.rgb(80, 30) && over.rgb(250, 250) == base.rgb(250, 250))
    }

    @Test("misaligned: the painted view at x = 10.5 magenta, the one on whole pixels not")
    func misaligned() {
        let base = picture(nil), over = picture(.misaligned)
        expect(over, 30, 80, tinted(base.rgb(30, 80), DebugOverlay.magenta), "the view at x = 10.5")
        #expect(over.rgb(30, 30) == base.rgb(30, 30), "the painted view at x = 10")
    }

    @Test("misaligned: a bitmap scaled by a transform is magenta though its corners are on whole pixels")
    func misalignedScaled() {
        /// The 1× window's pixels with a painted view scaled 1.5 times about its centre (190…250 on both axes).
        func scaled(_ overlays: DebugOverlays?) -> Picture {
            withScene(overlays) { window, _, renderer, _ in
                let view = SwatchView(frame: CGRect(x: 200, y: 200, width: 40, height: 40))
                view.color = .blue
                view.isOpaque = true
                view.transform = CGAffineTransform(scaleX: 1.5, y: 1.5)
                window.addSubview(view)
                return frame(window, renderer)
            }
        }
        let base = scaled(nil), over = scaled(.misaligned)
        expect(over, 220, 220, tinted(base.rgb(220, 220), DebugOverlay.magenta), "the scaled view")
        #expect(over.rgb(30, 30) == base.rgb(30, 30), "the painted view at x = 10, not scaled")
    }

    @Test("misaligned: on a 2× screen a 1× bitmap is magenta, a 2× one is not")
    func misalignedContentScale() {
        SDLPlatform.shared.emulatedScale = 2
        defer { SDLPlatform.shared.emulatedScale = 1 }
        /// A 40-point layer showing a blue bitmap `pixels` wide at `scale` pixels per point.
        func bitmapLayer(x: CGFloat, pixels: CGFloat, scale: CGFloat) -> CALayer {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            let image = UIGraphicsImageRenderer(size: CGSize(width: pixels, height: pixels), format: format).image { context in
                UIColor.blue.setFill()
                context.fill(CGRect(x: 0, y: 0, width: pixels, height: pixels))
            }
            let layer = CALayer()
            layer.frame = CGRect(x: x, y: 10, width: 40, height: 40)
            layer.contents = image.cgImage
            layer.contentsScale = scale
            return layer
        }
        func picture(_ overlays: DebugOverlays?) -> Picture {
            let renderer = SynchronousRenderer(driver: RenderDriver(executor: Compositor(), overlays: overlays ?? []))
            let window = openWindow(size: CGSize(width: 100, height: 60), renderer: renderer)
            defer { window.isHidden = true }
            window.layer.addSublayer(bitmapLayer(x: 10, pixels: 40, scale: 1))
            window.layer.addSublayer(bitmapLayer(x: 50, pixels: 80, scale: 2))
            return frame(window, renderer)
        }
        let base = picture(nil), over = picture(.misaligned)
        #expect(over.width == 200, "a 2× window")
        expect(over, 60, 60, tinted(base.rgb(60, 60), DebugOverlay.magenta), "the 1× bitmap, magnified")
        #expect(over.rgb(140, 60) == base.rgb(140, 60), "the 2× bitmap, one texel a pixel")
    }

    @Test("redraws: a redrawn bitmap flashes for a few frames, then shows as drawn; drawing again flashes again")
    func redraws() {
        let base = picture(nil)
        withScene(.redraws) { window, scene, renderer, driver in
            let first = frame(window, renderer, at: 0)
            expect(first, 30, 30, tinted(base.rgb(30, 30), DebugOverlay.cyan), "the new bitmap flashes")
            #expect(first.rgb(80, 30) == base.rgb(80, 30), "a colour has no bitmap to redraw")
            #expect(driver.needsAnimationFrame, "frames go on while the flash fades")
            var last = first
            for n in 1...DebugOverlay.flashFrames { last = frame(window, renderer, at: Double(n) / 60) }
            #expect(last.rgba == base.rgba, "back to normal once the flash is over")
            #expect(!driver.needsAnimationFrame)
            scene.opaque.color = .green
            let again = frame(window, renderer, at: 1)
            expect(again, 30, 30, tinted(RGB(r: 0, g: 255, b: 0), DebugOverlay.cyan), "drawn again: it flashes again")
            #expect(again.rgb(30, 80) == base.rgb(30, 80), "the view not drawn again does not")
        }
    }

    @Test("hud: a dark panel with white figures at the window's top-right; the rest of the picture is untouched")
    func hud() {
        let base = picture(nil)
        let over = withScene(.hud) { window, _, renderer, _ in
            for n in 0..<10 { _ = frame(window, renderer, at: Double(n) / 60) }
            return frame(window, renderer, at: 10 / 60)
        }
        let panel = (minX: 300 - 8 - 132, minY: 8)
        expect(over, panel.minX + 2, panel.minY + 2, tinted(base.rgb(panel.minX + 2, panel.minY + 2),
                                                           Premultiplied(red: 0, green: 0, blue: 0, alpha: 0.75)), "the panel")
        let text = CGRect(x: panel.minX + 6, y: panel.minY + 6, width: 40, height: 10)
        #expect(over.count(.white, in: text) > 20, "the frames per second written in white")
        #expect(over.rgb(30, 30) == base.rgb(30, 30) && over.rgb(80, 30) == base.rgb(80, 30) && over.rgb(130, 280) == base.rgb(130, 280))
    }

    @Test("Overlays switched at run time (a key chord) show from the next frame, and switched off leave nothing behind")
    func switchedAtRunTime() {
        let base = picture(nil), blended = picture(.blended)
        withScene(nil) { window, _, renderer, _ in
            CATransaction.state.showOverlays(.blended)
            #expect(frame(window, renderer).rgba == blended.rgba)
            CATransaction.state.showOverlays([])
            #expect(frame(window, renderer).rgba == base.rgba)
        }
    }

    @Test("hits: controls and views with recognizers outlined orange; plain views and what hit-testing cannot reach not")
    func hits() {
        let renderer = SynchronousRenderer(driver: RenderDriver(executor: Compositor(), overlays: .hits))
        let window = openWindow(size: CGSize(width: 300, height: 300), renderer: renderer)
        CATransaction.state.hitAreaSource = { HitAreas.of([window]) }
        defer {
            CATransaction.state.hitAreaSource = nil
            window.isHidden = true
        }
        window.addSubview(UIControl(frame: CGRect(x: 20, y: 20, width: 60, height: 40)))
        let tappable = UIView(frame: CGRect(x: 100, y: 20, width: 60, height: 40))
        tappable.addGestureRecognizer(UITapGestureRecognizer())
        window.addSubview(tappable)
        window.addSubview(UIView(frame: CGRect(x: 180, y: 20, width: 60, height: 40)))
        let disabled = UIView(frame: CGRect(x: 20, y: 100, width: 100, height: 60))
        disabled.isUserInteractionEnabled = false
        disabled.addSubview(UIControl(frame: CGRect(x: 10, y: 10, width: 60, height: 40)))
        window.addSubview(disabled)
        let p = frame(window, renderer)
        let orange = RGB(r: 255, g: 128, b: 0)
        #expect(p.rgb(20, 40).isClose(to: orange) && p.rgb(79, 40).isClose(to: orange) && p.rgb(50, 20).isClose(to: orange), "the control's edges")
        #expect(p.rgb(50, 40) == .white, "not its inside")
        #expect(p.rgb(100, 40).isClose(to: orange) && p.rgb(130, 59).isClose(to: orange), "the view with a recognizer")
        #expect(p.rgb(180, 40) == .white && p.rgb(30, 130) == .white, "neither a plain view nor a control hit-testing cannot reach")
    }
}
