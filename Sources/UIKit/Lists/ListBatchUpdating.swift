import Foundation

/// A list (table or collection view) that gathers updates into batches: each update joins the open
/// batch (or makes its own), batches nest, and the outermost batch's end applies it.
@MainActor
protocol ListBatchUpdating: AnyObject {
    /// The batch being gathered, and how deeply batches are nested.
    var pendingUpdates: ListUpdateBatch? { get set }
    var updateDepth: Int { get set }
    /// How the list names its elements in diagnostics.
    var updateVocabulary: ListUpdateBatch.Vocabulary { get }
    /// Reads the data source's counts if they are out of date (before a batch opens: the batch
    /// names places in the data as it was).
    func loadIfNeeded()
    /// Applies a closed batch.
    func apply(_ batch: ListUpdateBatch)
}

extension ListBatchUpdating {
    /// Opens a batch (or joins the open one: batches nest).
    func beginBatch(_ call: String) {
        if updateDepth == 0 {
            loadIfNeeded()
            pendingUpdates = ListUpdateBatch(call: call, vocabulary: updateVocabulary)
        }
        updateDepth += 1
    }

    /// Closes a batch, applying it when it is the outermost.
    func endBatch() {
        updateDepth -= 1
        guard updateDepth == 0, let batch = pendingUpdates else { return }
        pendingUpdates = nil
        apply(batch)
    }

    /// Runs `updates` inside one batch opened by `call`; `completion` runs once the batch is applied.
    func performBatch(_ call: String, _ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        beginBatch(call)
        updates?()
        if let completion { pendingUpdates?.completions.append(completion) }
        endBatch()
    }

    /// Adds one update to the batch (its own batch outside `performBatchUpdates`).
    func record(_ call: String, animated: Bool, _ change: (inout ListUpdateBatch) -> Void) {
        beginBatch(call)
        if pendingUpdates != nil {
            change(&pendingUpdates!)
            if animated { pendingUpdates!.animated = true }
        }
        endBatch()
    }
}
