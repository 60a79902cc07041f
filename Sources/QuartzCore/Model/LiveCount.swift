import Synchronization

/// How many objects of one kind are alive: raised where they are made, lowered where they go, read
/// by leak tests. Atomic, as objects may go on another thread than the one that made them.
package final class LiveCount: Sendable {
    private let value = Atomic<Int>(0)

    package init() {}

    /// One more is alive.
    package func increment() { value.add(1, ordering: .relaxed) }
    /// One fewer is alive.
    package func decrement() { value.subtract(1, ordering: .relaxed) }
    /// How many are alive now.
    package var current: Int { value.load(ordering: .relaxed) }
}
