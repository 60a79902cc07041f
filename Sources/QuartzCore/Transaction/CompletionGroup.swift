/// A transaction's completion block and the animations it waits for: the block runs once the
/// transaction is closed and every animation added while the block was set has stopped.
@MainActor
package final class CompletionGroup {
    package let block: @MainActor () -> Void
    /// Animations added under this group that have not stopped yet.
    package var pending = 0
    /// Whether the transaction closed (or the block was replaced): no more animations join.
    package private(set) var isSealed = false

    package init(block: @escaping @MainActor () -> Void) { self.block = block }

    /// Closes the group; returns whether it is due now (nothing to wait for).
    package func seal() -> Bool {
        isSealed = true
        return pending == 0
    }

    /// One of its animations stopped; returns whether the group is now due.
    package func animationStopped() -> Bool {
        pending -= 1
        return isSealed && pending == 0
    }
}
