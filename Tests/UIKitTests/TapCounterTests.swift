import Foundation
import Testing
@testable import UIKit

/// Casement's tap counting alone: 0.35 s from lift to the next touch-down, 45 pt between touch-downs.
@Suite("Tap counting", .startsClean)
struct TapCounterTests {
    @Test("Taps continue a count within 0.35 s and 45 pt of the previous tap; later, farther or after a drag they start again")
    func counts() {
        var taps = TapCounter()
        let here = CGPoint(x: 100, y: 100)
        #expect(taps.touchBegan(at: here, time: 0) == 1)
        taps.touchEnded(began: here, at: here, time: 0.1, tapCount: 1)
        #expect(taps.touchBegan(at: CGPoint(x: 145, y: 100), time: 0.44) == 2, "0.34 s and exactly 45 pt")
        taps.touchEnded(began: CGPoint(x: 145, y: 100), at: CGPoint(x: 145, y: 100), time: 0.5, tapCount: 2)
        #expect(taps.touchBegan(at: CGPoint(x: 145, y: 100), time: 0.86) == 1, "0.36 s after the lift")

        taps.touchEnded(began: here, at: CGPoint(x: 146, y: 100), time: 1, tapCount: 1)
        #expect(taps.touchBegan(at: here, time: 1.1) == 1, "a touch that moved 46 pt was not a tap")
        taps.touchEnded(began: here, at: here, time: 1.2, tapCount: 1)
        #expect(taps.touchBegan(at: CGPoint(x: 146, y: 100), time: 1.3) == 1, "46 pt from the tap")
    }

    @Test("Two fingers tapping twice in two places count each place's taps; a tap is used by one touch-down only")
    func nearestTap() {
        var taps = TapCounter()
        let left = CGPoint(x: 0, y: 0), right = CGPoint(x: 100, y: 0)
        taps.touchEnded(began: left, at: left, time: 0, tapCount: 1)
        taps.touchEnded(began: right, at: right, time: 0, tapCount: 3)
        #expect(taps.touchBegan(at: CGPoint(x: 60, y: 0), time: 0.1) == 4, "the nearest tap: 40 pt right of it")
        #expect(taps.touchBegan(at: CGPoint(x: 10, y: 0), time: 0.1) == 2)
        #expect(taps.touchBegan(at: CGPoint(x: 10, y: 0), time: 0.1) == 1, "the left tap was used")
    }
}
