import Foundation

/// Casement's model objects (layers, views, transactions) belong to the main thread. Apple leaves
/// `CALayer` and `CATransaction` without compile-time isolation for Swift 5 code; Casement checks
/// the thread at run time where that code reaches them.
package enum MainThread {
    /// Set on the main dispatch queue, whichever thread drains it: after `dispatchMain()` (as under
    /// `swift test`) main-actor work runs on a worker thread that takes the main queue's place.
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller runs where the main actor does: on the main queue, or on the main thread
    /// (an application's main loop, between the queue's blocks).
    package static var isCurrent: Bool { DispatchQueue.getSpecific(key: mainQueueKey) == true || Thread.isMainThread }

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

