import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

/// UIView transitions as the compositor draws them, with the virtual clock at 0, 25, 50, 75 and
/// 100 % and UIKit's default curve: the flip's reference numbers in TRANSITIONS.md (200×200,
/// viewing distance 500), the page curl's two pages, underside and shadow, the cross-dissolve.
@Suite("UIView transitions on screen", .serialized, .startsClean)
@MainActor
struct ViewTransitionTests {
    /// Starts `options`' transition of the scene's container at the scene's start; returns the old
    /// and new states as drawn without a transition.
    private func start(_ options: UIView.AnimationOptions, in scene: TransitionScene) -> (old: Picture, new: Picture) {
        let states = scene.states()
        scene.commit {
            UIView.transition(with: scene.container, duration: 1, options: options, animations: scene.swap)
        }
        return states
    }

    @Test("flipFromLeft: the old side foreshortened at 25 % with its left edge near, edge-on at 50 %, the new one unmirrored at 75 %")
    func flipFromLeft() {
        withTransitionScene { scene in
            let (old, new) = start(.transitionFlipFromLeft, in: scene)
            #expect(scene.picture(at: 0).matches(old))
            let quarter = scene.picture(at: 0.25)
            #expect(!quarter.isRed(5, 100) && quarter.isRed(11, 100) && quarter.isRed(176, 100) && !quarter.isRed(182, 100),
                    "silhouette 8…179: \(quarter.rgb(5, 100)) \(quarter.rgb(11, 100)) \(quarter.rgb(176, 100)) \(quarter.rgb(182, 100))")
            #expect(quarter.isRed(11, 1) && quarter.isRed(11, 198), "the near left edge is the full 200 tall")
            #expect(quarter.isRed(176, 18) && !quarter.isRed(176, 10) && !quarter.isRed(176, 190), "the far right edge is about 173 tall")
            #expect(quarter.rgb(20, 20).isClose(to: .white, tolerance: 30), "the old marker, top left: \(quarter.rgb(20, 20))")
            let half = scene.picture(at: 0.5)
            #expect(half.count(.black, in: CGRect(x: 0, y: 0, width: 95, height: 200)) == 95 * 200, "edge-on: only a seam")
            #expect(half.count(.black, in: CGRect(x: 105, y: 0, width: 95, height: 200)) == 95 * 200)
            let threeQuarters = scene.picture(at: 0.75)
            #expect(!threeQuarters.isBlue(18, 100) && threeQuarters.isBlue(24, 100) && threeQuarters.isBlue(189, 100)
                    && !threeQuarters.isBlue(195, 100), "silhouette 21…192")
            #expect(threeQuarters.isBlue(189, 1) && threeQuarters.isBlue(189, 198), "the near right edge is the full 200 tall")
            #expect(threeQuarters.rgb(180, 20).isClose(to: .white, tolerance: 30), "the new marker top right, not mirrored: \(threeQuarters.rgb(180, 20))")
            #expect(threeQuarters.isBlue(40, 20), "nothing of the marker top left")
            #expect(scene.picture(at: 1).matches(new), "100 % is the new state: no dimming, transform or shadow left")
        }
    }

    @Test("flipFromRight and flipFromTop/Bottom: the named edge comes near at 25 %")
    func flipEdges() {
        withTransitionScene { scene in
            _ = start(.transitionFlipFromRight, in: scene)
            let quarter = scene.picture(at: 0.25)
            #expect(quarter.isRed(188, 1) && quarter.isRed(188, 198) && !quarter.isRed(23, 10), "the right edge is near")
        }
        withTransitionScene { scene in
            _ = start(.transitionFlipFromTop, in: scene)
            let quarter = scene.picture(at: 0.25)
            #expect(!quarter.isRed(100, 5) && quarter.isRed(100, 11) && quarter.isRed(100, 176) && !quarter.isRed(100, 182),
                    "silhouette 8…179 down the screen")
            #expect(quarter.isRed(1, 11) && quarter.isRed(198, 11) && !quarter.isRed(10, 176), "the top edge is near, the bottom far")
        }
        withTransitionScene { scene in
            _ = start(.transitionFlipFromBottom, in: scene)
            let quarter = scene.picture(at: 0.25)
            #expect(quarter.isRed(1, 188) && quarter.isRed(198, 188) && !quarter.isRed(10, 23), "the bottom edge is near")
        }
    }

    @Test("transitionCrossDissolve: (128, 0, 128) at 50 % with the default curve; exact ends")
    func crossDissolve() {
        withTransitionScene { scene in
            let (old, new) = start(.transitionCrossDissolve, in: scene)
            #expect(scene.picture(at: 0).matches(old))
            #expect(scene.picture(at: 0.5).rgb(100, 100).isClose(to: RGB(r: 128, g: 0, b: 128), tolerance: 1))
            #expect(scene.picture(at: 1).matches(new))
        }
    }

    @Test(".allowAnimatedContent: the new side is live, so an animation made in the block plays under the dissolve")
    func animatedContent() {
        withTransitionScene { scene in
            scene.blue.alpha = 0
            _ = scene.picture(at: 0)
            scene.commit {
                UIView.transition(with: scene.container, duration: 1, options: [.transitionCrossDissolve, .allowAnimatedContent],
                                  animations: {
                                      scene.swap()
                                      scene.blue.alpha = 1
                                  })
            }
            // Halfway the blue view is at alpha 0.5 (the same curve), and half of that is mixed in.
            let half = scene.picture(at: 0.5).rgb(100, 100)
            #expect(half.isClose(to: RGB(r: 128, g: 0, b: 64), tolerance: 2), "\(half)")
        }
        withTransitionScene { scene in
            scene.blue.alpha = 0
            _ = scene.picture(at: 0)
            scene.commit {
                UIView.transition(with: scene.container, duration: 1, options: .transitionCrossDissolve, animations: {
                    scene.swap()
                    scene.blue.alpha = 1
                })
            }
            let half = scene.picture(at: 0.5).rgb(100, 100)
            #expect(half.isClose(to: RGB(r: 128, g: 0, b: 128), tolerance: 1), "without it, the new side is pictured once: \(half)")
        }
    }
}
