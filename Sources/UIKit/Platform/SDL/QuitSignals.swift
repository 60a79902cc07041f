import Foundation

/// SIGTERM and SIGINT as bytes on a pipe that the input watcher waits on, in place of SDL's own
/// handlers (which only mark a quit for the next time SDL's queue is read, and so could not wake a
/// main loop that sleeps).
enum QuitSignals {
    /// The pipe's read end (non-blocking): one byte per signal, its number.
    static let readEnd: Int32 = {
        guard let ends = makeNonBlockingPipe(for: "SIGTERM and SIGINT, which then end the program at once") else { return -1 }
        signalWriteEnd = ends.write
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { signal in
            // Only async-signal-safe calls here: one write.
            var byte = UInt8(truncatingIfNeeded: signal)
            _ = write(signalWriteEnd, &byte, 1)
        }
        action.sa_flags = SA_RESTART
        sigemptyset(&action.sa_mask)
        for signal in [SIGTERM, SIGINT] { sigaction(signal, &action, nil) }
        return ends.read
    }()

    /// Reads the signals that arrived since the last call; the last one's number, or nil.
    static func take() -> Int32? {
        var last: Int32?
        var byte: UInt8 = 0
        while read(readEnd, &byte, 1) == 1 { last = Int32(byte) }
        return last
    }
}

/// The pipe's write end, read by the signal handler (set once, before the handler is installed).
nonisolated(unsafe) private var signalWriteEnd: Int32 = -1
