import CoreGraphics

/// The heights of a list's slots, top to bottom, in a Fenwick tree: the offset of a slot, the slot at
/// an offset and a change of one height each take O(log n); building takes O(n) and asks nobody.
/// A table's scrolling cost depends on this, never on its number of rows.
struct OffsetTree {
    /// Each slot's height.
    private(set) var heights: [CGFloat]
    /// tree[i] holds the sum of the heights of slots (i − lowbit(i)) ..< i; tree[0] is unused.
    private var tree: [CGFloat]

    init(heights: [CGFloat]) {
        self.heights = heights
        tree = [0] + heights
        for index in 1..<max(1, tree.count) {
            let parent = index + (index & -index)
            if parent < tree.count { tree[parent] += tree[index] }
        }
    }

    var count: Int { heights.count }

    /// The sum of all heights.
    var total: CGFloat { offset(of: count) }

    /// Where slot `slot` begins: the heights of the slots before it (`count` gives the total).
    func offset(of slot: Int) -> CGFloat {
        var sum: CGFloat = 0, index = slot
        while index > 0 {
            sum += tree[index]
            index -= index & -index
        }
        return sum
    }

    /// Changes one slot's height.
    mutating func setHeight(_ height: CGFloat, of slot: Int) {
        let delta = height - heights[slot]
        guard delta != 0 else { return }
        heights[slot] = height
        var index = slot + 1
        while index < tree.count {
            tree[index] += delta
            index += index & -index
        }
    }

    /// The last slot that begins at or above `y`: the one containing it, slots of no height passed
    /// over (the last slot beyond the end, the first above the top); nil when there are none.
    func slot(at y: CGFloat) -> Int? {
        guard count > 0 else { return nil }
        var position = 0, remaining = y, step = 1
        while step * 2 <= count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next <= count, tree[next] <= remaining {
                position = next
                remaining -= tree[next]
            }
            step /= 2
        }
        return min(position, count - 1)
    }
}
