import Foundation

/// A pipe whose ends neither block nor pass to child processes: how the input watcher's thread is
/// woken by a signal handler or the main thread. Nil, with the reason reported, if the system has none to give.
func makeNonBlockingPipe(for purpose: String) -> (read: Int32, write: Int32)? {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else {
        Diagnostics.report("no pipe for \(purpose) (errno \(errno))")
        return nil
    }
    for end in ends {
        _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    return (ends[0], ends[1])
}
