import Foundation

/// A thread running one closure, which the thread that made it can wait for until it has ended
/// (Foundation's `Thread` cannot be joined): the render thread and the window presenters run on
/// one, so that shutting down returns only once they are gone, their GL library clean-up included.
package final class JoinableThread: @unchecked Sendable {
    /// Touched only by the thread that made this one.
    private var handle: pthread_t?

    /// Starts a thread named `name` running `body`.
    package init(name: String, _ body: @escaping @Sendable () -> Void) {
        final class Start {
            let name: String
            let body: @Sendable () -> Void
            init(name: String, body: @escaping @Sendable () -> Void) { self.name = name; self.body = body }
        }
        var handle = pthread_t()
        let started = pthread_create(&handle, nil, { context in
            let start = Unmanaged<Start>.fromOpaque(context!).takeRetainedValue()
            Thread.current.name = start.name
            start.body()
            return nil
        }, Unmanaged.passRetained(Start(name: name, body: body)).toOpaque())
        precondition(started == 0, "Casement could not start its \(name) (error \(started))")
        self.handle = handle
    }

    /// Waits until the thread has ended; later calls return at once.
    package func join() {
        guard let handle else { return }
        pthread_join(handle, nil)
        self.handle = nil
    }
}
