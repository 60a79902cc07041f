import CoreGraphics
import Testing
@testable import UIKit

/// The Fenwick tree that places a table's slots: offsets, the slot at an offset, height changes.
@Suite("OffsetTree")
struct OffsetTreeTests {
    @Test("Offsets are the sums of the heights above; the slot at y contains y; zero-height slots are passed over")
    func offsetsAndSlots() {
        var tree = OffsetTree(heights: [0, 28, 44, 44, 0, 0, 30, 44])
        #expect((0...8).map(tree.offset(of:)) == [0, 0, 28, 72, 116, 116, 116, 146, 190])
        #expect(tree.total == 190)
        #expect(tree.slot(at: -5) == 0 && tree.slot(at: 0) == 1 && tree.slot(at: 27.9) == 1 && tree.slot(at: 28) == 2)
        #expect(tree.slot(at: 116) == 6, "slots 4 and 5 have no height")
        #expect(tree.slot(at: 189) == 7 && tree.slot(at: 500) == 7)
        tree.setHeight(100, of: 2)
        #expect(tree.offset(of: 3) == 128 && tree.total == 246 && tree.slot(at: 127) == 2 && tree.slot(at: 128) == 3)
        #expect(OffsetTree(heights: []).slot(at: 0) == nil)
    }

    @Test("A million slots: offset and lookup agree with plain arithmetic")
    func millionSlots() {
        var tree = OffsetTree(heights: Array(repeating: 44, count: 1_000_000))
        #expect(tree.offset(of: 999_999) == 43_999_956 && tree.total == 44_000_000)
        #expect(tree.slot(at: 43_999_955.5) == 999_998 && tree.slot(at: 43_999_956) == 999_999)
        tree.setHeight(88, of: 10)
        #expect(tree.offset(of: 11) == 11 * 44 + 44 && tree.total == 44_000_044)
    }
}
