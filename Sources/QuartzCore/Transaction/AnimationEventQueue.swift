/// When a committed animation starts or stops, in media time.
package struct AnimationEvent: Comparable {
    package enum Kind: Int { case start = 0, stop = 1 }
    package var time: Double
    package var kind: Kind
    /// Which attached animation (see `AttachedAnimation.token`).
    package var token: UInt64

    /// Earlier first; at the same time starts before stops, then in the order animations were added.
    package static func < (a: AnimationEvent, b: AnimationEvent) -> Bool {
        (a.time, a.kind.rawValue, a.token) < (b.time, b.kind.rawValue, b.token)
    }
}

/// A binary min-heap of animation events, so each main-loop turn costs what is due, not what is scheduled.
package struct AnimationEventQueue {
    private var heap: [AnimationEvent] = []

    package init() {}

    package var isEmpty: Bool { heap.isEmpty }
    package var first: AnimationEvent? { heap.first }

    package mutating func insert(_ event: AnimationEvent) {
        heap.append(event)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child] < heap[parent] else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    /// Removes and returns the earliest event.
    package mutating func removeFirst() -> AnimationEvent {
        let first = heap[0]
        let last = heap.removeLast()
        guard !heap.isEmpty else { return first }
        heap[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < heap.count, heap[left] < heap[smallest] { smallest = left }
            if right < heap.count, heap[right] < heap[smallest] { smallest = right }
            guard smallest != parent else { break }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
        return first
    }
}
