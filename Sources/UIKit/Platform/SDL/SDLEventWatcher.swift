import Foundation

/// A thread that sleeps until the display server sends something or a quit signal arrives, and
/// then wakes the main loop, which reads SDL's queue on the main thread (SDL reads it nowhere
/// else). After waking it for input, it leaves the connection alone until the main thread has read
/// it, so that it never spins on a connection that stays readable. A quit signal the main thread
/// does not act on within a second, or a lost connection it does not end the program for, ends
/// the process from here: a Casement program never hangs on its way out.
final class SDLEventWatcher: @unchecked Sendable {
    /// How long the main thread has to end the program after a quit signal or a lost connection:
    /// short enough that the process is gone within a second either way.
    static let exitGrace: Double = 0.8

    private let connection: DisplayConnection?
    /// The main thread writes a byte here when it has read SDL's queue while the watcher waits for it.
    private let served: (read: Int32, write: Int32)
    // Guarded by `lock`:
    private let lock = NSLock()
    private var wake: (@Sendable () -> Void)?
    private var awaitingRead = false
    private var quitSignal: Int32?
    private var lost = false
    /// The status the process ends with if the main thread does not end it in time: 0 once a quit
    /// signal is being acted on (as the main thread would end it), else 1.
    private var exitStatus: Int32 = 1

    init(connection: DisplayConnection?) {
        self.connection = connection
        served = makeNonBlockingPipe(for: "the input watcher") ?? (-1, -1)
        let thread = Thread { [self] in watch() }
        thread.name = "Casement input watcher"
        thread.start()
    }

    /// Wakes the main loop with `wake` from now on.
    func setWake(_ wake: (@Sendable () -> Void)?) {
        lock.withLock { self.wake = wake }
    }

    /// The main thread has read SDL's queue: the connection is watched again.
    func inputRead() {
        lock.withLock {
            guard awaitingRead else { return }
            awaitingRead = false
            var byte: UInt8 = 1
            _ = write(served.write, &byte, 1)
        }
    }

    /// Wakes the main loop if events wait in the client library's queue, which the connection's
    /// descriptor cannot show (another thread read them): called after a frame is presented.
    func wakeIfEventsQueued() {
        guard let connection, connection.hasQueuedEvents() else { return }
        lock.withLock { wake }?()
    }

    /// The quit signal received and not yet acted on, taken once: the program is ending as asked.
    func takeQuitSignal() -> Int32? {
        lock.withLock {
            defer { quitSignal = nil }
            if quitSignal != nil { exitStatus = 0 }
            return quitSignal
        }
    }

    /// Whether the display server closed the connection.
    var isConnectionLost: Bool { lock.withLock { lost } }

    private func watch() {
        var endsSoon = false
        while true {
            // While the main thread has not read what woke it, the connection is watched for a
            // hang-up only (reported whatever the events asked for), not for readability.
            let (readable, lost) = lock.withLock { (!awaitingRead, self.lost) }
            var descriptors = [pollfd(fd: QuitSignals.readEnd, events: Int16(POLLIN), revents: 0),
                               pollfd(fd: served.read, events: Int16(POLLIN), revents: 0)]
            if !lost, let connection {
                descriptors.append(pollfd(fd: connection.fileDescriptor, events: readable ? Int16(POLLIN) : 0, revents: 0))
            }
            if poll(&descriptors, nfds_t(descriptors.count), -1) < 0 { continue }  // EINTR: a signal's byte is on the pipe
            if descriptors[1].revents != 0 {
                var byte: UInt8 = 0
                while read(served.read, &byte, 1) == 1 {}
            }
            var wakes = false
            if descriptors[0].revents != 0, let signal = QuitSignals.take() {
                lock.withLock { quitSignal = signal }
                wakes = true
            }
            if descriptors.count > 2 {
                let events = Int32(descriptors[2].revents)
                if events & (POLLHUP | POLLERR | POLLNVAL) != 0 {
                    lock.withLock { self.lost = true }
                    wakes = true
                } else if events & POLLIN != 0 {
                    lock.withLock { awaitingRead = true }
                    wakes = true
                }
            }
            if !endsSoon, lock.withLock({ quitSignal != nil || self.lost }) {
                endsSoon = true
                endProcess(after: Self.exitGrace)
            }
            if wakes { lock.withLock { wake }?() }
        }
    }

    /// Ends the process `seconds` from now unless the main thread ends it first: from a queue of
    /// its own, so that nothing the main thread or this one is stuck in can hold it up.
    private func endProcess(after seconds: Double) {
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [self] in
            Diagnostics.report("the program did not end within \(seconds) s of being asked to, or of losing its display; ending it now")
            _exit(lock.withLock { exitStatus })
        }
    }
}
