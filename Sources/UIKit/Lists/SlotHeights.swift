import CoreGraphics

/// The heights and offsets of a table's slots, kept without a value per slot to work out: each
/// section has a header height, one height for all its rows (their estimate, or `rowHeight`) and a
/// footer height, and an `OffsetTree` holds how far each slot's real height differs from that. A
/// load costs the sections (and memory filled with zeros), an offset O(log n), the slot at an
/// offset O(log² n): scrolling a million rows costs what scrolling a hundred does.
struct SlotHeights {
    /// One section's heights before any row is measured.
    struct Section {
        var header: CGFloat
        var headerIsExact: Bool
        var row: CGFloat
        var footer: CGFloat
        var footerIsExact: Bool
    }

    private let slots: TableSlots
    private let sections: [Section]
    private let tableHeader: CGFloat
    private let tableFooter: CGFloat
    /// Where each section's header begins before differences, and (last) where the table footer does.
    private let sectionTops: [CGFloat]
    /// Each slot's height less its section's height for that kind of slot.
    private var differences: OffsetTree
    /// One bit a slot: whether its height is final (else an estimate until it shows).
    private var measuredBits: [UInt64]

    /// The heights of `slots`: `differences` name rows whose heights the delegate gave at the load;
    /// `rowsAreExact` says whether row heights are final (estimation off).
    init(slots: TableSlots = TableSlots(rowCounts: []), tableHeader: CGFloat = 0, tableFooter: CGFloat = 0, sections: [Section] = [],
         rowsAreExact: Bool = true, differences rowDifferences: [(slot: Int, difference: CGFloat)] = []) {
        self.slots = slots
        self.sections = sections
        self.tableHeader = tableHeader
        self.tableFooter = tableFooter
        var tops = [tableHeader]
        tops.reserveCapacity(sections.count + 1)
        for (index, section) in sections.enumerated() {
            tops.append(tops[index] + section.header + section.row * CGFloat(slots.rowCounts[index]) + section.footer)
        }
        sectionTops = tops
        if rowDifferences.count > slots.count / 16 {
            var dense = [CGFloat](repeating: 0, count: slots.count)
            for (slot, difference) in rowDifferences { dense[slot] = difference }
            differences = OffsetTree(heights: dense)
        } else {
            differences = OffsetTree(count: slots.count)
            for (slot, difference) in rowDifferences { differences.setHeight(difference, of: slot) }
        }
        measuredBits = [UInt64](repeating: rowsAreExact ? ~0 : 0, count: (slots.count + 63) / 64)
        for (index, section) in sections.enumerated() {
            setMeasured(slots.slot(ofHeader: index), section.headerIsExact)
            setMeasured(slots.slot(ofFooter: index), section.footerIsExact)
        }
        setMeasured(0, true)
        setMeasured(slots.count - 1, true)
    }

    var count: Int { slots.count }

    /// The height of all the slots.
    var total: CGFloat { offset(of: count) }

    /// Where slot `slot` begins (`count` gives the total).
    func offset(of slot: Int) -> CGFloat {
        baseOffset(of: slot) + differences.offset(of: slot)
    }

    /// Slot `slot`'s height.
    func height(of slot: Int) -> CGFloat {
        baseHeight(of: slot) + differences.heights[slot]
    }

    /// Gives slot `slot` its final height.
    mutating func setHeight(_ height: CGFloat, of slot: Int) {
        differences.setHeight(height - baseHeight(of: slot), of: slot)
        setMeasured(slot, true)
    }

    /// Whether slot `slot`'s height is final.
    func isMeasured(_ slot: Int) -> Bool {
        measuredBits[slot / 64] & (1 << UInt64(slot % 64)) != 0
    }

    /// The last slot that begins at or above `y`: the one containing it, slots of no height passed
    /// over (the last slot beyond the end, the first above the top); nil when there are none.
    func slot(at y: CGFloat) -> Int? {
        guard count > 0 else { return nil }
        var low = 0, high = count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if offset(of: middle) <= y { low = middle } else { high = middle - 1 }
        }
        return low
    }

    private mutating func setMeasured(_ slot: Int, _ measured: Bool) {
        let bit: UInt64 = 1 << UInt64(slot % 64)
        if measured { measuredBits[slot / 64] |= bit } else { measuredBits[slot / 64] &= ~bit }
    }

    /// Where a slot begins before differences: its section's top, plus the header and the rows above it.
    private func baseOffset(of slot: Int) -> CGFloat {
        if slot == 0 { return 0 }
        if slot >= count - 1 { return sectionTops[sectionTops.count - 1] + (slot == count ? tableFooter : 0) }
        let section = slots.section(containing: slot), place = slot - slots.slot(ofHeader: section)
        guard place > 0 else { return sectionTops[section] }
        return sectionTops[section] + sections[section].header + sections[section].row * CGFloat(place - 1)
    }

    /// A slot's height before differences.
    private func baseHeight(of slot: Int) -> CGFloat {
        switch slots.kind(of: slot) {
        case .tableHeader: tableHeader
        case .tableFooter: tableFooter
        case .header(let section): sections[section].header
        case .row(let indexPath): sections[indexPath.section].row
        case .footer(let section): sections[section].footer
        }
    }
}
