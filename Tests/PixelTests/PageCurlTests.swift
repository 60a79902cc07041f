import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

/// The page curl (TRANSITIONS.md, cylinder model) as the compositor draws it, with the virtual
/// clock at 0, 25, 50, 75 and 100 % and UIKit's default curve.
@Suite("Page curl on screen", .serialized, .startsClean)
@MainActor
struct PageCurlTests {
    /// The pixels of `picture` that pass `test`.
    private func count(_ picture: Picture, _ test: (RGB) -> Bool) -> Int {
        var n = 0
        for y in 0..<picture.height { for x in 0..<picture.width where test(picture.rgb(x, y)) { n += 1 } }
        return n
    }

    @Test("curlUp: both pages at 50 %, the page's light underside, the shadow on the revealed view; exact ends")
    func curlUp() {
        withTransitionScene { scene in
            let (old, new) = scene.states()
            scene.commit {
                UIView.transition(with: scene.container, duration: 1, options: .transitionCurlUp, animations: scene.swap)
            }
            #expect(scene.picture(at: 0).matches(old))
            let quarter = scene.picture(at: 0.25)
            #expect(quarter.isRed(20, 100) && quarter.isRed(100, 60), "the top of the page lies flat: \(quarter.rgb(20, 100))")
            let half = scene.picture(at: 0.5)
            let red = count(half) { $0.r > 180 && $0.g < 40 && $0.b < 40 }
            let blue = count(half) { $0.b > 180 && $0.r < 40 && $0.g < 40 }
            let paper = count(half) { $0.r > 200 && $0.g > 120 && $0.g < 200 && abs(Int($0.g) - Int($0.b)) < 20 }
            let shaded = count(half) { $0.b > 60 && $0.b < 170 && $0.r < 20 && $0.g < 20 }
            #expect(red > 2000 && blue > 2000, "both pages: \(red) red, \(blue) blue pixels")
            #expect(paper > 500, "the underside is light paper with the red showing through: \(paper)")
            #expect(shaded > 200, "the revealed blue is darker by the fold: \(shaded)")
            #expect(half.isRed(5, 50), "the page is still flat at the top left")
            #expect(half.isBlue(195, 195, least: 240), "the page lifted off the bottom right corner first, no shadow there")
            let threeQuarters = scene.picture(at: 0.75)
            #expect(count(threeQuarters) { $0.b > 180 && $0.r < 40 && $0.g < 40 } > blue, "more of the new view is uncovered")
            #expect(scene.picture(at: 1).matches(new), "no old page left by 100 %")
        }
    }

    @Test("curlDown: the new view unrolls down from the top over the old")
    func curlDown() {
        withTransitionScene { scene in
            let (_, new) = scene.states()
            scene.commit {
                UIView.transition(with: scene.container, duration: 1, options: .transitionCurlDown, animations: scene.swap)
            }
            let quarter = scene.picture(at: 0.25)
            #expect(quarter.isRed(195, 195), "the old view still shows at the bottom right")
            let corner = quarter.rgb(2, 2)
            #expect(corner.r > 120 && corner.g > 120 && corner.b > 230, "the new page's light underside arrives at the top: \(corner)")
            let half = scene.picture(at: 0.5)
            #expect(half.isBlue(5, 50) && half.isRed(195, 195, least: 100))
            #expect(scene.picture(at: 1).matches(new))
        }
    }
}
