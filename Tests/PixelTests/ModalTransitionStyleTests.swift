import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

/// `.flipHorizontal` and `.partialCurl` presentations drawn by the compositor (NAVIGATION.md rule
/// 34): the window flips over from the white presenter to the red presented view in 0.5 s, edge-on
/// half way, and back from the left on dismissal; a curl reveals the red view under the curling
/// page; a partial curl outside `.fullScreen` is reported and covers vertically.
@Suite("Modal transition styles", .serialized, .startsClean)
@MainActor
struct ModalTransitionStyleTests {
    private let size = CGSize(width: 200, height: 200)

    /// A white presenter at the window's root and a red controller to present in `style`, with the
    /// clock stopped at `start`; runs `body`, then puts the clock back.
    private func withPresentation(_ style: UIModalTransitionStyle, _ body: (UIWindow, SynchronousRenderer, UIViewController, UIViewController, Double) throws -> Void) rethrows {
        try withWindow(size: size) { window, renderer in
            try withStoppedClock { start in
                let presenter = UIViewController(), presented = UIViewController()
                presenter.view.backgroundColor = .white
                presented.view.backgroundColor = .red
                presented.modalPresentationStyle = .fullScreen
                presented.modalTransitionStyle = style
                window.rootViewController = presenter
                nextTurn()
                try body(window, renderer, presenter, presented, start)
            }
        }
    }

    @Test("flipHorizontal: edge-on (black but for the seam) at 0.25 s of 0.5, the red view after, viewDidAppear only then; dismissed, edge-on again half way, then the white presenter")
    func flip() {
        withPresentation(.flipHorizontal) { window, renderer, presenter, presented, start in
            var presentedAt: Double?
            presenter.present(presented, animated: true) { presentedAt = CATransaction.state.clock() }
            nextTurn()
            let half = frame(window, renderer, at: start + 0.25)
            #expect(half.count(.black, in: CGRect(x: 0, y: 0, width: 90, height: 200)) == 90 * 200, "edge-on: \(half.rgb(50, 100))")
            #expect(half.count(.black, in: CGRect(x: 110, y: 0, width: 90, height: 200)) == 90 * 200)
            #expect(presentedAt == nil, "not presented yet")
            CATransaction.state.clock = { start + 0.6 }
            CATransaction.state.finishAnimations(at: start + 0.6)
            nextTurn()
            #expect(presentedAt != nil && presenter.presentedViewController === presented)
            let shown = frame(window, renderer, at: start + 0.6)
            #expect(shown.rgb(5, 5) == .red && shown.rgb(195, 195) == .red, "the red view fills the window: \(shown.rgb(5, 5))")

            var dismissed = false
            presenter.dismiss(animated: true) { dismissed = true }
            nextTurn()
            let back = frame(window, renderer, at: start + 0.85)
            #expect(back.count(.black, in: CGRect(x: 0, y: 0, width: 90, height: 200)) == 90 * 200, "edge-on on the way back: \(back.rgb(50, 100))")
            CATransaction.state.clock = { start + 1.2 }
            CATransaction.state.finishAnimations(at: start + 1.2)
            nextTurn()
            let gone = frame(window, renderer, at: start + 1.2)
            #expect(dismissed && presenter.presentedViewController == nil && gone.rgb(100, 100) == .white, "the presenter again: \(gone.rgb(100, 100))")
        }
    }

    @Test("partialCurl in .fullScreen: half way the curling page shows white and the red view under it; after, red; a partial curl in a sheet is reported and covers vertically")
    func curl() {
        withPresentation(.partialCurl) { window, renderer, presenter, presented, start in
            presenter.present(presented, animated: true)
            nextTurn()
            let half = frame(window, renderer, at: start + 0.25)
            let whole = CGRect(origin: .zero, size: size)
            #expect(half.count(.red, in: whole) > 2000 && half.count(.white, in: whole) > 2000,
                    "red \(half.count(.red, in: whole)), white \(half.count(.white, in: whole))")
            CATransaction.state.finishAnimations(at: start + 0.6)
            nextTurn()
            #expect(frame(window, renderer, at: start + 0.6).rgb(100, 100) == .red)
            presenter.dismiss(animated: false)
            nextTurn()

            let sheet = UIViewController()
            sheet.modalTransitionStyle = .partialCurl
            let messages = Diagnostics.recording { presenter.present(sheet, animated: true) }
            #expect(messages.count == 1 && messages[0].contains("partial curl needs .fullScreen"), "\(messages)")
            #expect(presenter.presentedViewController === sheet && sheet.sheetContainer != nil, "presented as a sheet all the same")
        }
    }
}
