import Foundation

/// What a table shows, top to bottom, as one run of slots: the table header view, then for each
/// section its header, its rows and its footer, then the table footer view. A slot's number is its
/// place in the table's `OffsetTree`.
struct TableSlots {
    /// What one slot holds.
    enum Kind: Equatable {
        case tableHeader
        case header(Int)
        case row(IndexPath)
        case footer(Int)
        case tableFooter
    }

    /// The number of rows in each section.
    let rowCounts: [Int]
    /// The slot of each section's header.
    private let sectionStarts: [Int]

    init(rowCounts: [Int]) {
        self.rowCounts = rowCounts
        var starts: [Int] = [], next = 1
        starts.reserveCapacity(rowCounts.count)
        for rows in rowCounts {
            starts.append(next)
            next += rows + 2
        }
        sectionStarts = starts
        count = next + 1
    }

    /// The number of slots.
    let count: Int

    var numberOfSections: Int { rowCounts.count }

    /// Whether `indexPath` names a row of the table.
    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && rowCounts.indices.contains(indexPath.section) && (0..<rowCounts[indexPath.section]).contains(indexPath.row)
    }

    func slot(ofRow indexPath: IndexPath) -> Int { sectionStarts[indexPath.section] + 1 + indexPath.row }
    func slot(ofHeader section: Int) -> Int { sectionStarts[section] }
    func slot(ofFooter section: Int) -> Int { sectionStarts[section] + 1 + rowCounts[section] }

    /// What slot `slot` holds.
    func kind(of slot: Int) -> Kind {
        if slot == 0 { return .tableHeader }
        if slot == count - 1 { return .tableFooter }
        let section = section(containing: slot), place = slot - sectionStarts[section]
        if place == 0 { return .header(section) }
        if place <= rowCounts[section] { return .row(IndexPath(row: place - 1, section: section)) }
        return .footer(section)
    }

    /// The section a slot between the table header and footer belongs to, by binary search.
    func section(containing slot: Int) -> Int {
        var low = 0, high = sectionStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sectionStarts[middle] <= slot { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
