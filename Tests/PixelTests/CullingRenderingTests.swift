import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

/// Culling leaves out only what cannot be seen (`FrameBuilder+Culling`): a layer whose bounds lie
/// outside a masksToBounds clip but whose drawing reaches into it (a shadow, a transform, an
/// animation, sublayers past its bounds) is drawn exactly as it is when nothing may cull it. Each
/// scene is read back from the compositor three times: as it is; with the layer under test kept from
/// culling by an animation that changes nothing (a layer that animates is never culled); without the
/// layer. The first two must be the same pixels, and differ from the third, so the layer shows.
@Suite("Culling on screen", .serialized, .startsClean)
@MainActor
struct CullingRenderingTests {
    /// The clip: 200 × 100 at (50, 50) in a 300 × 200 white window, clipping its sublayers.
    private func addClip(to window: UIWindow) -> CALayer {
        let clip = CALayer()
        clip.frame = CGRect(x: 50, y: 50, width: 200, height: 100)
        clip.masksToBounds = true
        window.layer.addSublayer(clip)
        return clip
    }

    private let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    private let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)

    /// Runs `body` with implicit animations off: every change shows at once, and no layer animates
    /// (an animating layer is never culled) but those the tests animate.
    private func withoutActions<Result>(_ body: () -> Result) -> Result {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        return body()
    }

    /// An animation of `keyPath` from one number to another (basic animations are linear).
    private func linear(_ keyPath: String, from: Double, to: Double, duration: Double) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.duration = duration
        return animation
    }

    /// How many pixels of `a` and `b` differ by more than 2 in a channel.
    private func differences(_ a: Picture, _ b: Picture) -> Int {
        var count = 0
        for y in 0..<min(a.height, b.height) {
            for x in 0..<min(a.width, b.width) where !a.rgb(x, y).isClose(to: b.rgb(x, y), tolerance: 2) { count += 1 }
        }
        return count
    }

    /// The scene `addSubject` makes in the clip: as it is, with the layer it returns kept from
    /// culling, and without that layer.
    private func pictures(_ addSubject: (CALayer) -> CALayer) -> (culled: Picture, kept: Picture, without: Picture) {
        withWindow(size: CGSize(width: 300, height: 200)) { window, renderer in
            withStoppedClock { start in
                let subject = withoutActions { addSubject(addClip(to: window)) }
                let culled = frame(window, renderer, at: start)
                subject.add(linear("opacity", from: 1, to: 1, duration: 1_000), forKey: "still")
                let kept = frame(window, renderer, at: start + 1)
                withoutActions {
                    subject.removeAllAnimations()
                    subject.removeFromSuperlayer()
                }
                return (culled, kept, frame(window, renderer, at: start + 2))
            }
        }
    }

    /// Expects the scene to draw the same with culling as without, and the layer under test to show.
    private func expectDrawnAsUnculled(_ addSubject: (CALayer) -> CALayer, _ what: Comment) {
        let (culled, kept, without) = pictures(addSubject)
        #expect(differences(culled, kept) == 0, what)
        #expect(differences(culled, without) > 20, "\(what): the layer shows at all")
    }

    /// A layer of `frame` filled with `color` in `superlayer`.
    private func add(_ frame: CGRect, _ color: CGColor?, to superlayer: CALayer) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.backgroundColor = color
        superlayer.addSublayer(layer)
        return layer
    }

    @Test("A layer just outside the clip casting its shadow into it: the shadow is drawn, analytic or blurred offscreen")
    func shadowIntoClip() {
        expectDrawnAsUnculled({ clip in
            let caster = add(CGRect(x: 205, y: 20, width: 30, height: 30), red, to: clip)
            caster.shadowOpacity = 1
            caster.shadowRadius = 4
            caster.shadowOffset = CGSize(width: -25, height: 0)
            return caster
        }, "an analytic shadow")
        expectDrawnAsUnculled({ clip in
            // A sublayer makes the shadow the blurred shape of the layer and its sublayers.
            let caster = add(CGRect(x: 205, y: 20, width: 30, height: 30), red, to: clip)
            _ = add(CGRect(x: 5, y: 5, width: 10, height: 10), blue, to: caster)
            caster.shadowOpacity = 1
            caster.shadowRadius = 4
            caster.shadowOffset = CGSize(width: -25, height: 10)
            return caster
        }, "a blurred shadow")
    }

    @Test("A sublayer whose bounds lie outside the clip but whose transform turns or scales it into view")
    func transformedIntoClip() {
        expectDrawnAsUnculled({ clip in
            let bar = CALayer()
            bar.bounds = CGRect(x: 0, y: 0, width: 10, height: 100)
            bar.position = CGPoint(x: 215, y: 50)
            bar.backgroundColor = red
            bar.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
            clip.addSublayer(bar)
            return bar
        }, "turned a quarter")
        expectDrawnAsUnculled({ clip in
            let square = add(CGRect(x: 210, y: 40, width: 20, height: 20), blue, to: clip)
            square.transform = CATransform3DMakeScale(3, 3, 1)
            return square
        }, "scaled 3×")
    }

    @Test("A layer outside the clip that does not clip its sublayers: a sublayer reaching into view is drawn")
    func sublayerOfNonClippingChild() {
        expectDrawnAsUnculled({ clip in
            let holder = add(CGRect(x: 210, y: 10, width: 20, height: 20), blue, to: clip)
            _ = add(CGRect(x: -45, y: 20, width: 30, height: 20), red, to: holder)
            return holder
        }, "a plain layer's sublayer")
        expectDrawnAsUnculled({ clip in
            // A backdrop draws in its bounds, its sublayers wherever they lie.
            let backdrop = BackdropLayer()
            backdrop.frame = CGRect(x: 210, y: 10, width: 40, height: 40)
            backdrop.blurRadius = 4
            _ = add(CGRect(x: -50, y: 30, width: 30, height: 20), red, to: backdrop)
            clip.addSublayer(backdrop)
            return backdrop
        }, "a backdrop's sublayer")
    }

    @Test("A sublayer animated into view, and rows a clip scrolls into view by an animation, are drawn where they are presented")
    func animatedIntoClip() {
        withWindow(size: CGSize(width: 300, height: 200)) { window, renderer in
            withStoppedClock { start in
                let (clip, mover) = withoutActions {
                    let clip = addClip(to: window)
                    _ = add(CGRect(x: 20, y: 300, width: 160, height: 20), blue, to: clip)
                    return (clip, add(CGRect(x: 285, y: 270, width: 30, height: 30), red, to: clip))
                }
                mover.add(linear("position.x", from: 300, to: 80, duration: 1), forKey: "slide")
                clip.add(linear("bounds.origin.y", from: 0, to: 500, duration: 1), forKey: "scroll")
                // Half way: the clip showing y 250…350, the mover at x 175…205, y 20…50 of it, the row at y 50…70.
                let animated = frame(window, renderer, at: start + 0.5)
                withoutActions {
                    mover.removeAllAnimations()
                    clip.removeAllAnimations()
                    mover.position.x = 190
                    clip.bounds.origin.y = 250
                }
                let still = frame(window, renderer, at: start + 0.5)
                #expect(differences(animated, still) == 0)
                #expect(still.rgb(50 + 180, 50 + 35) == .red && still.rgb(50 + 100, 50 + 60) == RGB(r: 0, g: 0, b: 255),
                        "the mover and the row show: \(still.rgb(230, 85)), \(still.rgb(150, 110))")
            }
        }
    }
}
