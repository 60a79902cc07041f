extension RandomAccessCollection where Index == Int {
    /// The index of the first element for which `isPast` holds, by binary search: the elements for
    /// which it holds must all follow those for which it does not (the end index when none does). How
    /// layouts find the first section or line reaching down into a rectangle.
    func partitionPoint(where isPast: (Element) -> Bool) -> Int {
        var low = startIndex, high = endIndex
        while low < high {
            let middle = (low + high) / 2
            if isPast(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
