import Synchronization

/// Programmer-facing warnings about drawing Casement cannot do as asked, printed once per message
/// so a drawing loop does not flood standard error.
package enum Diagnostics {
    private static let reported = Mutex<Set<String>>([])

    /// Prints `message` to standard error unless it was printed before.
    package static func reportOnce(_ message: String) {
        let isNew = reported.withLock { $0.insert(message).inserted }
        guard isNew else { return }
        FileHandle.standardError.write(Data("Casement: \(message)\n".utf8))
    }
}
