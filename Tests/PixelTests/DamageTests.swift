import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

/// Frames redrawn only where they changed: the compositor keeps the last frame on a canvas and, when
/// only the look of some layers changed (contents, colours), draws again just their pixels.
@Suite("Damage", .serialized, .startsClean)
@MainActor
struct DamageTests {
    /// A scene of `count` plain views, a drawn swatch, and a half-transparent black veil over both.
    private func scene(in window: UIWindow, count: Int = 60) -> (swatch: SwatchView, veil: UIView) {
        for index in 0..<count {
            let plain = UIView(frame: CGRect(x: index % 10 * 40, y: 150 + index / 10 * 20, width: 30, height: 15))
            plain.backgroundColor = .blue
            window.addSubview(plain)
        }
        let swatch = SwatchView(frame: CGRect(x: 20, y: 20, width: 40, height: 30))
        window.addSubview(swatch)
        let veil = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        veil.backgroundColor = UIColor(white: 0, alpha: 0.5)
        window.addSubview(veil)
        return (swatch, veil)
    }

    /// Fades `layer` out over a second, from now.
    private func fadeOut(_ layer: CALayer) {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1.0
        fade.toValue = 0.0
        fade.duration = 1
        layer.add(fade, forKey: "fade")
    }

    @Test("Redrawing one small view draws only its pixels, and the frame matches a whole redraw")
    func contentsChangeRedrawsItsPixels() {
        withWindow(size: CGSize(width: 400, height: 300)) { window, renderer in
            let (swatch, _) = scene(in: window)
            let first = frame(window, renderer)
            #expect(renderer.statistics.lastFrameRedrawnPixels == 400 * 300, "the first frame is drawn whole")
            let wholeQuads = renderer.statistics.lastFrameQuads

            for color in [UIColor.green, .yellow, .green] {
                swatch.color = color
                let picture = frame(window, renderer)
                let redrawn = renderer.statistics.lastFrameRedrawnPixels
                #expect(redrawn > 0 && redrawn <= 44 * 34, "only the swatch's 40×30 points (and an edge pixel) are drawn again: \(redrawn)")
                #expect(renderer.statistics.lastFrameQuads < wholeQuads / 4, "layers away from the swatch are not even visited")
                // Under the veil the swatch shows its new colour at half brightness; nothing else moved,
                // and the veil over unchanged pixels is not darkened by being drawn twice.
                let expected = color == .green ? RGB(r: 0, g: 128, b: 0) : RGB(r: 128, g: 128, b: 0)
                #expect(picture.rgb(40, 35).isClose(to: expected), "swatch under the veil: \(picture.rgb(40, 35))")
                for (x, y) in [(10, 10), (100, 100), (65, 35), (10, 155), (250, 155), (300, 50)] {
                    #expect(picture.rgb(x, y) == first.rgb(x, y), "(\(x), \(y)) kept: \(picture.rgb(x, y)) vs \(first.rgb(x, y))")
                }
            }
        }
    }

    @Test("A colour change redraws in part; a move, a new view or an animation redraws the whole frame")
    func geometryRedrawsWhole() {
        withWindow(size: CGSize(width: 400, height: 300)) { window, renderer in
            let (swatch, veil) = scene(in: window)
            _ = frame(window, renderer)
            veil.backgroundColor = UIColor(white: 1, alpha: 0.5)
            var picture = frame(window, renderer)
            #expect(renderer.statistics.lastFrameRedrawnPixels <= 202 * 302)
            #expect(picture.rgb(100, 100).isClose(to: RGB(r: 255, g: 255, b: 255)), "white veil over white")
            #expect(picture.rgb(40, 35).isClose(to: RGB(r: 255, g: 128, b: 128)), "white veil over the red swatch")

            let clear = UIView(frame: CGRect(x: 300, y: 60, width: 40, height: 40))
            window.addSubview(clear)
            _ = frame(window, renderer)
            clear.backgroundColor = .red
            picture = frame(window, renderer)
            #expect(picture.rgb(320, 80) == .red, "a colour appearing where nothing was drawn is drawn")

            swatch.center.x += 200
            picture = frame(window, renderer)
            #expect(renderer.statistics.lastFrameRedrawnPixels == 400 * 300, "a move redraws whole")
            #expect(picture.rgb(240, 35) == .red && picture.rgb(40, 35).isClose(to: .white), "the swatch moved out from under the veil")

            window.addSubview(UIView(frame: CGRect(x: 300, y: 10, width: 10, height: 10)))
            _ = frame(window, renderer)
            #expect(renderer.statistics.lastFrameRedrawnPixels == 400 * 300, "a new view redraws whole")

            fadeOut(swatch.layer)
            _ = frame(window, renderer, at: CACurrentMediaTime() + 0.5)
            #expect(renderer.statistics.lastFrameRedrawnPixels == 400 * 300, "an animation redraws whole")
            swatch.layer.removeAllAnimations()
            _ = frame(window, renderer, at: CACurrentMediaTime() + 2)
            #expect(renderer.statistics.lastFrameRedrawnPixels == 400 * 300, "so does the frame after it")
            swatch.color = .blue
            picture = frame(window, renderer, at: CACurrentMediaTime() + 2)
            #expect(renderer.statistics.lastFrameRedrawnPixels <= 44 * 34, "then partial frames resume")
            #expect(picture.rgb(240, 35) == .blue)
        }
    }
    @Test("Damage belongs to a window: a change or an animation in one redraws nothing in the other, and each keeps its own canvas")
    func damageIsPerWindow() {
        let renderer = SynchronousRenderer()
        let first = openWindow(size: CGSize(width: 400, height: 300), renderer: renderer)
        let second = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        second.backgroundColor = .white
        second.isHidden = false
        defer {
            second.isHidden = true
            first.isHidden = true
        }
        let (swatch, _) = scene(in: first)
        let other = SwatchView(frame: CGRect(x: 100, y: 100, width: 20, height: 20))
        second.addSubview(other)
        _ = frame(first, renderer)
        #expect(renderer.statistics.lastFrameRedrawnPixels == 400 * 300 + 300 * 200, "both windows are drawn whole at first")

        swatch.color = .green
        let picture = frame(first, renderer)
        let redrawn = renderer.statistics.lastFrameRedrawnPixels
        #expect(redrawn > 0 && redrawn <= 44 * 34, "only the swatch's pixels, in its own window: \(redrawn)")
        #expect(picture.rgb(40, 35).isClose(to: RGB(r: 0, g: 128, b: 0)))

        swatch.center.x += 200
        _ = frame(first, renderer)
        #expect(renderer.statistics.lastFrameRedrawnPixels == 400 * 300, "a move redraws its window whole, not the other")

        other.color = .blue
        let secondPicture = frame(second, renderer)
        #expect(renderer.statistics.lastFrameRedrawnPixels <= 24 * 24, "a change in the second window redraws only there")
        #expect(secondPicture.rgb(110, 110) == .blue && secondPicture.rgb(50, 50) == .white)

        second.addSubview(UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10)))
        _ = frame(second, renderer)
        #expect(renderer.statistics.lastFrameRedrawnPixels == 300 * 200, "a new view redraws its window whole, the other not at all")

        fadeOut(other.layer)
        let start = CACurrentMediaTime()
        for step in 1...3 {
            _ = frame(second, renderer, at: start + 0.2 * Double(step))
            #expect(renderer.statistics.lastFrameRedrawnPixels == 300 * 200, "an animation redraws its own window whole, not the other")
        }
        #expect(frame(first, renderer, at: start + 0.8).rgb(240, 35) == RGB(r: 0, g: 255, b: 0), "the still window still shows its picture")
    }
}
