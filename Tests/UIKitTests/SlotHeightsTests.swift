import CoreGraphics
import Testing
@testable import UIKit

/// The slot heights of a table: offsets from sections' uniform heights and the differences of
/// measured slots, the slot at an offset, which heights are final.
@Suite("SlotHeights", .startsClean)
struct SlotHeightsTests {
    /// Two sections: a 28 pt header, rows of 44 pt (estimates) and no footer; 2 and 3 rows.
    private func twoSections() -> SlotHeights {
        let section = SlotHeights.Section(header: 28, headerIsExact: true, row: 44, footer: 0, footerIsExact: true)
        return SlotHeights(slots: TableSlots(rowCounts: [2, 3]), sections: [section, section], rowsAreExact: false)
    }

    @Test("Offsets add headers, rows and footers; the slot at y contains y, slots of no height passed over")
    func offsets() {
        let heights = twoSections()
        // Slots: 0 table header, 1 header, 2–3 rows, 4 footer, 5 header, 6–8 rows, 9 footer, 10 table footer.
        #expect((0...11).map(heights.offset(of:)) == [0, 0, 28, 72, 116, 116, 144, 188, 232, 276, 276, 276])
        #expect(heights.slot(at: -5) == 0 && heights.slot(at: 0) == 1 && heights.slot(at: 27.9) == 1 && heights.slot(at: 28) == 2)
        #expect(heights.slot(at: 116) == 5, "section 0's footer has no height")
        #expect(heights.slot(at: 275) == 8 && heights.slot(at: 500) == 10)
        #expect(!heights.isMeasured(2) && heights.isMeasured(1) && heights.isMeasured(4))
    }

    @Test("Measuring a row moves everything below it and makes its height final")
    func measuring() {
        var heights = twoSections()
        heights.setHeight(100, of: 3)
        #expect(heights.height(of: 3) == 100 && heights.isMeasured(3) && !heights.isMeasured(2))
        #expect(heights.offset(of: 4) == 172 && heights.offset(of: 6) == 200 && heights.total == 332)
        #expect(heights.slot(at: 171) == 3 && heights.slot(at: 172) == 5)
    }

    @Test("A million rows cost no pass over them; differences given at load place rows exactly")
    func millionRows() {
        let section = SlotHeights.Section(header: 0, headerIsExact: true, row: 44, footer: 0, footerIsExact: true)
        var heights = SlotHeights(slots: TableSlots(rowCounts: [1_000_000]), sections: [section], rowsAreExact: true,
                                  differences: [(slot: 12, difference: 16)])
        #expect(heights.offset(of: 1_000_001) == 43_999_956 + 16 && heights.total == 44_000_016)
        #expect(heights.slot(at: 43_999_955.5 + 16) == 1_000_000 && heights.slot(at: 43_999_956 + 16) == 1_000_001, "rows 999,998 and 999,999")
        heights.setHeight(88, of: 20)
        #expect(heights.offset(of: 21) == 20 * 44 + 16 && heights.total == 44_000_060)
    }
}
