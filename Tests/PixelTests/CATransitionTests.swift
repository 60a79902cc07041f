import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

/// `CATransition` as the compositor draws it (TRANSITIONS.md): the scene's red view turning into
/// the blue one, with the virtual clock at 0, 25, 50, 75 and 100 % of a linear transition.
@Suite("CATransition on screen", .serialized, .startsClean)
@MainActor
struct CATransitionTests {
    private func transition(_ type: CATransitionType, _ subtype: CATransitionSubtype? = nil) -> CATransition {
        let transition = CATransition()
        transition.type = type
        transition.subtype = subtype
        return transition
    }

    @Test("0 % is the old state exactly and 100 % the new one, with nothing left over")
    func endsAreExact() {
        withTransitionScene { scene in
            let (old, new) = scene.states()
            scene.run(transition(.push, .fromLeft))
            let atStart = scene.picture(at: 0).matches(old), atEnd = scene.picture(at: 1).matches(new)
            #expect(atStart, "0 % is the old state")
            #expect(atEnd, "100 % is the new state")
        }
    }

    @Test("Cross-dissolve mixes premultiplied: red → blue is (128, 0, 128) halfway, markers mixed alike")
    func crossDissolve() {
        withTransitionScene { scene in
            scene.run(transition(.fade))
            let quarter = scene.picture(at: 0.25), half = scene.picture(at: 0.5), threeQuarters = scene.picture(at: 0.75)
            #expect(quarter.rgb(100, 100).isClose(to: RGB(r: 191, g: 0, b: 64), tolerance: 2), "\(quarter.rgb(100, 100))")
            #expect(half.rgb(100, 100).isClose(to: RGB(r: 128, g: 0, b: 128), tolerance: 1), "\(half.rgb(100, 100))")
            #expect(half.rgb(20, 20).isClose(to: RGB(r: 128, g: 128, b: 255), tolerance: 1), "old marker over new blue: \(half.rgb(20, 20))")
            #expect(half.rgb(180, 20).isClose(to: RGB(r: 255, g: 128, b: 128), tolerance: 1), "new marker over old red: \(half.rgb(180, 20))")
            #expect(threeQuarters.rgb(100, 100).isClose(to: RGB(r: 64, g: 0, b: 191), tolerance: 2), "\(threeQuarters.rgb(100, 100))")
        }
    }

    @Test("push fromLeft: both move right, the boundary at x = 50, 100, 150; the old marker moves with the old view")
    func pushFromLeft() {
        withTransitionScene { scene in
            scene.run(transition(.push, .fromLeft))
            for (fraction, boundary) in [(0.25, 50), (0.5, 100), (0.75, 150)] {
                let picture = scene.picture(at: fraction)
                #expect(picture.rgb(boundary - 2, 100) == .blue && picture.rgb(boundary + 2, 100) == .red,
                        "at \(fraction): \(picture.rgb(boundary - 2, 100)) | \(picture.rgb(boundary + 2, 100))")
                #expect(picture.rgb(boundary + 20, 20) == .white, "the old marker moved by \(boundary)")
            }
        }
    }

    @Test("moveIn fromLeft slides the new view over the still old one; reveal slides the old away over the still new one")
    func moveInAndReveal() {
        withTransitionScene { scene in
            scene.run(transition(.moveIn, .fromLeft))
            let picture = scene.picture(at: 0.5)
            #expect(picture.rgb(98, 100) == .blue && picture.rgb(102, 100) == .red)
            #expect(picture.rgb(80, 20) == .white, "the new marker, 100 left of its place: \(picture.rgb(80, 20))")
            #expect(picture.rgb(20, 20) == .blue, "the old marker is covered")
        }
        withTransitionScene { scene in
            scene.run(transition(.reveal, .fromLeft))
            let picture = scene.picture(at: 0.25)
            #expect(picture.rgb(48, 100) == .blue && picture.rgb(52, 100) == .red)
            #expect(picture.rgb(70, 20) == .white, "the old marker moved right by 50: \(picture.rgb(70, 20))")
            #expect(picture.rgb(180, 20) == .red, "the new marker is still under the old view")
        }
    }

    @Test("Vertical subtypes follow iOS: fromTop enters at the bottom of the screen, fromBottom at its top")
    func verticalReversal() {
        withTransitionScene { scene in
            scene.run(transition(.push, .fromTop))
            let picture = scene.picture(at: 0.25)
            #expect(picture.rgb(100, 148) == .red && picture.rgb(100, 152) == .blue, "\(picture.rgb(100, 148)) / \(picture.rgb(100, 152))")
        }
        withTransitionScene { scene in
            scene.run(transition(.push, .fromBottom))
            let picture = scene.picture(at: 0.25)
            #expect(picture.rgb(100, 48) == .blue && picture.rgb(100, 52) == .red)
        }
    }

    @Test("startProgress and endProgress: progress = start + (end − start) × t")
    func progressRange() {
        withTransitionScene { scene in
            let fade = transition(.fade)
            fade.startProgress = 0.2
            fade.endProgress = 0.6
            scene.run(fade)
            #expect(scene.picture(at: 0).rgb(100, 100).isClose(to: RGB(r: 204, g: 0, b: 51), tolerance: 2))
            #expect(scene.picture(at: 0.5).rgb(100, 100).isClose(to: RGB(r: 153, g: 0, b: 102), tolerance: 2))
        }
    }

    @Test("Model values untouched; one transition per layer, under \"transition\", whatever the key")
    func modelUntouched() {
        withTransitionScene { scene in
            scene.container.layer.add(transition(.fade), forKey: "mine")
            scene.swap()
            #expect(scene.container.layer.animationKeys() == ["transition"])
            #expect(scene.container.layer.animation(forKey: "transition") is CATransition)
            #expect(CATransform3DIsIdentity(scene.container.layer.transform))
            #expect(scene.red.isHidden && !scene.blue.isHidden)
        }
    }

    @Test("A second transition replaces the first (finished false) and starts from the committed state")
    func interruption() {
        final class Recorder: CAAnimationDelegate {
            var stops: [Bool] = []
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stops.append(flag) }
        }
        withTransitionScene { scene in
            let recorder = Recorder()
            let first = transition(.fade)
            first.delegate = recorder
            scene.run(first)
            #expect(scene.picture(at: 0.5).rgb(100, 100).isClose(to: RGB(r: 128, g: 0, b: 128), tolerance: 1))
            let second = transition(.push, .fromLeft)
            second.beginTime = scene.start + 0.5
            second.duration = 1
            scene.container.layer.add(second, forKey: nil)
            scene.red.isHidden = false
            scene.blue.isHidden = true
            let atStart = scene.picture(at: 0.5)
            #expect(recorder.stops == [false], "the first hears finished == false")
            #expect(atStart.rgb(100, 100) == .blue, "the second starts from the committed blue, not the mix: \(atStart.rgb(100, 100))")
            let half = scene.picture(at: 1)
            #expect(half.rgb(98, 100) == .red && half.rgb(102, 100) == .blue, "\(half.rgb(98, 100)) | \(half.rgb(102, 100))")
            #expect(scene.container.layer.animationKeys() == ["transition"])
        }
    }

    @Test("replaceSublayer(_:with:) runs the superlayer's kCATransition action: a push between the two layers")
    func replaceSublayerAction() {
        withTransitionScene { scene in
            @MainActor func layer(_ color: CGColor) -> CALayer {
                let layer = CALayer()
                layer.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
                layer.backgroundColor = color
                return layer
            }
            let holder = layer(CGColor(red: 0, green: 0, blue: 0, alpha: 0))
            let red = layer(CGColor(red: 1, green: 0, blue: 0, alpha: 1)), blue = layer(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            holder.addSublayer(red)
            scene.window.layer.addSublayer(holder)
            _ = scene.picture(at: 0)
            holder.actions = [kCATransition: transition(.push, .fromRight)]
            scene.commit { holder.replaceSublayer(red, with: blue) }
            let half = scene.picture(at: 0.5, duration: 0.25)
            #expect(half.rgb(98, 100) == .red && half.rgb(102, 100) == .blue, "\(half.rgb(98, 100)) | \(half.rgb(102, 100))")
            #expect(holder.animationKeys() == ["transition"])
        }
    }

    @Test("Once a transition has ended, its two pictures are freed")
    func picturesFreed() {
        withTransitionScene { scene in
            let textures = scene.renderer.statistics.liveTextures
            scene.run(transition(.fade))
            _ = scene.picture(at: 0.5)
            #expect(scene.renderer.statistics.liveTextures == textures + 2, "the before and after pictures")
            let clock = CATransaction.state.clock
            defer { CATransaction.state.clock = clock }
            CATransaction.state.clock = { [start = scene.start] in start + 1.5 }
            CATransaction.state.finishAnimations(at: scene.start + 1.5)
            _ = scene.picture(at: 1.5)
            #expect(scene.container.layer.animationKeys() == nil)
            #expect(scene.renderer.statistics.liveTextures == textures, "\(scene.renderer.statistics.liveTextures) textures, \(textures) before")
        }
    }
}
