import CSDL2
import Foundation
import Testing
@testable import DemoKit
@testable import QuartzCore
@testable import UIKit

/// The launcher's gestures page, driven through SDL's queue: each card's square does what its
/// recognizer says, and the line under the card shows the state and values.
@Suite("The gestures page", .serialized, .startsClean)
@MainActor
struct GesturesPageTests {
    private func openPage() throws -> (UIWindow, GesturesPage, SDLEventQueue) {
        try SDLEventQueue.openPage(size: CGSize(width: 640, height: 480)) { GesturesPage(frame: $0) }
    }

    private func turn() { UIApplication.shared.handlePendingEvents() }

    /// The centre of `card`'s square where it starts, as SDL window coordinates.
    private func centre(_ card: GesturesPage.Card) -> (x: Int32, y: Int32) {
        let frame = GesturesPage.squareFrame(of: card)
        return (Int32(frame.midX), Int32(frame.midY))
    }

    /// The text under `card`.
    private func status(_ page: GesturesPage, _ card: GesturesPage.Card) -> String {
        page.statusLines[card]?.text ?? ""
    }

    @Test("Swipe, long press, double tap: each card's recognizer acts and its line says so")
    func discreteCards() throws {
        let (window, page, queue) = try openPage()
        defer { window.isHidden = true }
        // A quick stroke left across the swipe square.
        let swipe = centre(.swipe)
        queue.button(SDL_MOUSEBUTTONDOWN, x: swipe.x, y: swipe.y)
        turn()
        for step in 1...4 {
            queue.motion(x: swipe.x - 20 * Int32(step), y: swipe.y)
            turn()
        }
        queue.button(SDL_MOUSEBUTTONUP, x: swipe.x - 80, y: swipe.y)
        turn()
        #expect(page.log == ["swipe recognized"])
        #expect(status(page, .swipe) == "recognized\nswiped left")
        // Held still for longer than 0.5 s, then lifted.
        let press = centre(.press)
        queue.button(SDL_MOUSEBUTTONDOWN, x: press.x, y: press.y)
        turn()
        Thread.sleep(forTimeInterval: 0.6)
        turn()
        #expect(page.squares[.press]?.alpha == 0.5, "the square dims while pressed")
        queue.button(SDL_MOUSEBUTTONUP, x: press.x, y: press.y)
        turn()
        #expect(page.log.suffix(2) == ["long-press began", "long-press ended"])
        #expect(status(page, .press) == "ended\nat (40, 40)" && page.squares[.press]?.alpha == 1)
        // Two clicks in quick succession.
        let taps = centre(.taps)
        for _ in 1...2 {
            queue.button(SDL_MOUSEBUTTONDOWN, x: taps.x, y: taps.y)
            queue.button(SDL_MOUSEBUTTONUP, x: taps.x, y: taps.y)
            turn()
        }
        #expect(page.log.last == "double-tap recognized")
        #expect(status(page, .taps) == "recognized\ndouble taps 1, single taps 0")
    }

    @Test("Pinch and rotate: two fingers scale and turn their squares, and the lines show scale and angle")
    func twoFingerCards() throws {
        let (window, page, queue) = try openPage()
        defer { window.isHidden = true }
        /// Fingers 1 and 2 at `offset` either side of `card`'s centre (SDL's fractions of the window).
        func fingers(_ type: SDL_EventType, on card: GesturesPage.Card, offset: CGPoint) {
            let frame = GesturesPage.squareFrame(of: card)
            for (finger, sign) in [(Int64(1), CGFloat(-1)), (2, 1)] {
                queue.finger(type, finger: finger, x: Float((frame.midX + sign * offset.x) / 640),
                             y: Float((frame.midY + sign * offset.y) / 480))
            }
            turn()
        }
        // 40 pt apart, then 44, then 80: twice as far apart in all.
        fingers(SDL_FINGERDOWN, on: .pinch, offset: CGPoint(x: 20, y: 0))
        fingers(SDL_FINGERMOTION, on: .pinch, offset: CGPoint(x: 22, y: 0))
        fingers(SDL_FINGERMOTION, on: .pinch, offset: CGPoint(x: 40, y: 0))
        fingers(SDL_FINGERUP, on: .pinch, offset: CGPoint(x: 40, y: 0))
        let scale = try #require(page.squares[.pinch]?.transform)
        #expect(abs(scale.a - 2) < 0.01 && abs(scale.d - 2) < 0.01, "the square is twice its size: \(scale)")
        #expect(page.log == ["pinch began", "pinch changed", "pinch ended"])
        // A 40 pt bar turned from 0° through 10° to 90°.
        fingers(SDL_FINGERDOWN, on: .rotate, offset: CGPoint(x: 20, y: 0))
        fingers(SDL_FINGERMOTION, on: .rotate, offset: CGPoint(x: 20 * cos(CGFloat.pi / 18), y: 20 * sin(CGFloat.pi / 18)))
        fingers(SDL_FINGERMOTION, on: .rotate, offset: CGPoint(x: 0, y: 20))
        fingers(SDL_FINGERUP, on: .rotate, offset: CGPoint(x: 0, y: 20))
        let turned = try #require(page.squares[.rotate]?.transform)
        #expect(abs(atan2(turned.b, turned.a) - .pi / 2) < 0.01, "the square turned a quarter clockwise: \(turned)")
        #expect(page.log.suffix(3) == ["rotate began", "rotate changed", "rotate ended"])
        #expect(status(page, .rotate).hasPrefix("ended\nrotation 0°"), "the last action reports what is left after the rebase")
    }
}
