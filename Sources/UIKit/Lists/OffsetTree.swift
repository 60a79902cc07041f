import CoreGraphics

/// Numbers in a row (a list's slot heights, or how far they differ from a first guess) in a Fenwick
/// tree: the sum of those before a place and a change of one number take O(log n); building from
/// numbers takes O(n), from zeros only the memory.
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

    /// `count` slots of no height, made without a pass over them.
    init(count: Int) {
        heights = [CGFloat](repeating: 0, count: count)
        tree = [CGFloat](repeating: 0, count: count + 1)
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

    /// The last slot that begins at or before `offset` (slots of no height passed over; the last
    /// for an offset beyond the end, the first above the top), found by descending the tree in
    /// O(log n); nil when there are no slots.
    func slot(containing offset: CGFloat) -> Int? {
        guard count > 0 else { return nil }
        var position = 0, remaining = offset, step = 1
        while step * 2 <= count { step *= 2 }
        while step > 0 {
            if position + step <= count, tree[position + step] <= remaining {
                position += step
                remaining -= tree[position]
            }
            step /= 2
        }
        return min(position, count - 1)
    }
}
