import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

/// A property animator as the compositor draws it: paused and scrubbed, the view is drawn where
/// `fractionComplete` puts it; running, it moves with the clock.
@Suite("Property animator rendering", .serialized, .startsClean)
@MainActor
struct PropertyAnimatorRenderingTests {
    /// The left edge of the red square in row 30 of `picture`.
    private func redLeft(_ picture: Picture) -> Int? {
        (0..<picture.width).first { picture.rgb($0, 30) == .red }
    }

    @Test("Paused, the square is drawn at 30 %, scrubbed at 70 %; running, halfway after half the duration")
    func scrubbedOnScreen() {
        withWindow(size: CGSize(width: 200, height: 60)) { window, renderer in
            let square = UIView(frame: CGRect(x: 10, y: 20, width: 20, height: 20))
            square.backgroundColor = .red
            window.addSubview(square)
            _ = frame(window, renderer, at: CACurrentMediaTime())
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { square.frame.origin.x += 100 }
            animator.fractionComplete = 0.3
            #expect(redLeft(frame(window, renderer, at: CACurrentMediaTime() + 50)) == 40)
            animator.fractionComplete = 0.7
            #expect(redLeft(frame(window, renderer, at: CACurrentMediaTime() + 50)) == 80)
            animator.fractionComplete = 0
            let start = CACurrentMediaTime()
            animator.startAnimation()
            let halfway = redLeft(frame(window, renderer, at: start + 0.5))
            #expect(halfway.map { abs($0 - 60) <= 1 } == true, "drawn at \(String(describing: halfway))")
            #expect(redLeft(frame(window, renderer, at: start + 5)) == 110, "held at the end value")
            // Running, the animator keeps itself and its view's layer until it ends, a second from
            // now in real time: stopped here, it does not end inside a later test (changing a layer
            // that test does not know, and counted by its leak counters).
            animator.stopAnimation(true)
        }
    }
}
