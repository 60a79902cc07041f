import CoreGraphics
import Testing
@testable import UIKit

/// The Fenwick tree under a table's slot heights: sums before a place, changes of one number.
@Suite("OffsetTree", .startsClean)
struct OffsetTreeTests {
    @Test("Offsets are the sums of the numbers before a place; a change moves the offsets after it")
    func offsets() {
        var tree = OffsetTree(heights: [0, 28, 44, 44, 0, 0, 30, 44])
        #expect((0...8).map(tree.offset(of:)) == [0, 0, 28, 72, 116, 116, 116, 146, 190])
        #expect(tree.total == 190)
        tree.setHeight(100, of: 2)
        #expect(tree.offset(of: 3) == 128 && tree.total == 246 && tree.heights[2] == 100)
    }

    @Test("A tree of zeros takes changes as one built from numbers does")
    func zeros() {
        var tree = OffsetTree(count: 1_000_000)
        tree.setHeight(-4, of: 10)
        tree.setHeight(16, of: 999_999)
        #expect(tree.offset(of: 10) == 0 && tree.offset(of: 11) == -4 && tree.total == 12)
    }
}
