import Foundation

/// Casement's model objects (layers, views, transactions) belong to the main thread. Apple leaves
/// `CALayer` and `CATransaction` without compile-time isolation for Swift 5 code; Casement checks
/// the thread at run time where that code reaches them.
package enum MainThread {
    /// The thread the main actor runs on, noted when the transaction state is made (on the main actor).
    /// Foundation's `Thread.isMainThread` names whichever thread first used CoreFoundation instead.
    package static let thread = pthread_self()

    /// Whether the caller runs on the main actor's thread.
    package static var isCurrent: Bool { pthread_equal(pthread_self(), thread) != 0 }

    /// Runs `body` now on the main thread; from another thread, reports the misuse and runs it on
    /// the main queue (a layer freed off the main thread).
    package static func run(_ body: @escaping @MainActor @Sendable () -> Void) {
        if isCurrent {
            MainActor.assumeIsolated(body)
        } else {
            DispatchQueue.main.async(execute: body)
        }
    }

    /// Stops with a clear message when model state is reached off the main thread, instead of
    /// racing the main thread on it (`what` names the call).
    package static func check(_ what: @autoclosure () -> String) {
        guard !isCurrent else { return }
        let message = "\(what()) off the main thread: Casement's layers, views and transactions belong to the main thread (dispatch to DispatchQueue.main)"
        Diagnostics.report(message)
        fatalError(message)
    }
}

