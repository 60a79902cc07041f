import Dispatch
import Foundation
import Glibc
import Testing
import UIKit

/// Constants iOS code takes from Darwin and Dispatch: with `import UIKit` beside Foundation, Dispatch
/// and Glibc each name means one thing (this file would not compile if two modules declared one).
@Suite("Darwin constants", .startsClean)
struct PlatformConstantsTests {
    @Test("NSEC_PER_SEC and friends are UInt64, HUGE and MAXFLOAT the largest Float, as on Apple platforms")
    func constants() {
        let nanoseconds: UInt64 = NSEC_PER_SEC
        #expect(nanoseconds == 1_000_000_000 && NSEC_PER_MSEC == 1_000_000 && USEC_PER_SEC == 1_000_000 && NSEC_PER_USEC == 1_000)
        #expect(DispatchTime(uptimeNanoseconds: 2 * NSEC_PER_SEC).uptimeNanoseconds == 2_000_000_000)
        let repeats: Float = HUGE
        #expect(repeats == .greatestFiniteMagnitude && MAXFLOAT == HUGE)
        #expect(HUGE_VAL == .infinity && HUGE_VALF == .infinity)
        #expect(Double(NSEC_PER_SEC) * 0.5 == 500_000_000)
    }

    @Test("#colorLiteral makes a UIColor, typed or not")
    func colorLiteral() {
        let untyped = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
        let typed: UIColor = #colorLiteral(red: 0, green: 0, blue: 1, alpha: 0.5)
        #expect(untyped == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        #expect(typed == UIColor(red: 0, green: 0, blue: 1, alpha: 0.5))
    }
}
