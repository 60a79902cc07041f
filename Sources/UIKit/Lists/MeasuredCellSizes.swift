import Foundation

/// The sizes a self-sizing layout's cells measured, by section and item. They hold at the breadth
/// they were measured at (the width across a vertical layout's lines), so another breadth forgets
/// them all, and a section whose item count changed forgets its own (its items moved).
struct MeasuredCellSizes {
    private var sizes: [Int: [Int: CGSize]] = [:]
    private var breadth: CGFloat = 0
    private var itemCounts: [Int: Int] = [:]

    /// Starts a `prepare()` at `breadth`.
    mutating func prepare(breadth: CGFloat) {
        guard breadth != self.breadth else { return }
        sizes = [:]
        self.breadth = breadth
    }

    /// The measured sizes of `section`'s items, now `itemCount` of them.
    mutating func sizes(inSection section: Int, itemCount: Int) -> [Int: CGSize] {
        if itemCounts.updateValue(itemCount, forKey: section) != itemCount { sizes[section] = nil }
        return sizes[section] ?? [:]
    }

    func contains(_ indexPath: IndexPath) -> Bool { sizes[indexPath.section]?[indexPath.item] != nil }

    mutating func record(_ size: CGSize, at indexPath: IndexPath) {
        sizes[indexPath.section, default: [:]][indexPath.item] = size
    }
}
