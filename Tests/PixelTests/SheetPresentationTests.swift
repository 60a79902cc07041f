import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

/// A form sheet presented and dismissed, sampled at its progress points (Navigation rules 33–34):
/// over 0.3 s the card rises ease-out from below the window to its centred place while the
/// presenter dims to 25 % black, and falls back ease-in on dismissal. In a 640×480 window the card is
/// 540×440 (20 pt from the top and bottom), so its top is at 480 − 460 p and the white presenter
/// shows as 255 (1 − 0.25 p).
@Suite("Sheet presentation (pixels)", .serialized, .startsClean)
@MainActor
struct SheetPresentationTests {
    /// Ease-out's progress (cubic Bézier 0, 0, 0.58, 1) at a quarter, half and three quarters of the time.
    private static let easeOut: [(time: Double, progress: Double)] = [(0.25, 0.378138), (0.5, 0.684643), (0.75, 0.906535)]

    /// Checks `picture` shows the card's top edge at 480 − 460 `p` and the presenter dimmed by `p`.
    private func expectSheet(_ picture: Picture, at p: Double, _ when: String) {
        let top = Int((480 - 460 * p).rounded())
        let dimmed = 255 * (1 - 0.25 * p)
        #expect(picture.rgb(320, top + 2) == .blue && picture.rgb(320, top - 2) != .blue,
                "\(when): the card's top at \(top): \(picture.rgb(320, top - 2)) | \(picture.rgb(320, top + 2))")
        let presenter = picture.rgb(10, 10)
        #expect(abs(Double(presenter.r) - dimmed) <= 2 && presenter.r == presenter.g, "\(when): the presenter dimmed to \(dimmed): \(presenter)")
    }

    @Test("Presented: the card's top and the dimming at 25, 50 and 75 % of 0.3 s ease-out, then centred over 25 % black; dismissed, half way down at 50 % ease-in, then gone")
    func presentAndDismiss() {
        withWindow(size: CGSize(width: 640, height: 480)) { window, renderer in
            withStoppedClock { start in
                let presenter = UIViewController(), sheet = UIViewController()
                presenter.view.backgroundColor = .white
                sheet.view.backgroundColor = .blue
                window.rootViewController = presenter
                nextTurn()
                presenter.present(sheet, animated: true)
                nextTurn()
                for (time, progress) in SheetPresentationTests.easeOut {
                    expectSheet(frame(window, renderer, at: start + 0.3 * time), at: progress, "presenting at \(time)")
                }
                CATransaction.state.clock = { start + 1 }
                CATransaction.state.finishAnimations(at: start + 1)
                nextTurn()
                let shown = frame(window, renderer, at: start + 1)
                expectSheet(shown, at: 1, "presented")
                #expect(shown.rgb(49, 240) != .blue && shown.rgb(51, 240) == .blue && shown.rgb(589, 240) == .blue && shown.rgb(591, 240) != .blue,
                        "540 pt wide from x 50")

                presenter.dismiss(animated: true)
                nextTurn()
                // Ease-in is ease-out backwards: at half the time it has come 1 − 0.684643 of the way.
                expectSheet(frame(window, renderer, at: start + 1.15), at: SheetPresentationTests.easeOut[1].progress, "dismissing half way")
                CATransaction.state.clock = { start + 2 }
                CATransaction.state.finishAnimations(at: start + 2)
                nextTurn()
                let gone = frame(window, renderer, at: start + 2)
                #expect(gone.rgb(10, 10) == .white && gone.rgb(320, 240) == .white && presenter.presentedViewController == nil)
            }
        }
    }
}
