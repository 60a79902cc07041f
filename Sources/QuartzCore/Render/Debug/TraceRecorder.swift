import Foundation

/// `CASEMENT_TRACE=FILE.json`: what the main and render threads spend each frame on, kept for the
/// last `span` seconds (a ring: a long session does not grow it) and written as Chrome trace events
/// (Perfetto and chrome://tracing load them) when the application ends. One recorder is given to the
/// transaction state and the compositor at launch; the main, render and presenter threads record
/// into it under a lock.
package final class TraceRecorder: @unchecked Sendable {
    /// A completed phase ("X") or a counter sample ("C"), in seconds of `clock`.
    private struct Event {
        var name: String
        var category: String
        var isCounter: Bool
        var start: Double
        var duration: Double
        var thread: UInt
        var values: [(String, Int)]
    }

    private struct Ring {
        var events: [Event] = []
        /// The oldest event still kept: older ones are dropped in batches, not one by one.
        var head = 0
        var threadNames: [UInt: String] = [:]
    }

    /// Seconds of events kept.
    package let span: Double
    private let clock: @Sendable () -> Double
    /// The time of `clock` the trace's timestamps count from.
    package let origin: Double
    // Unchecked Sendable: `ring` is reached only under `lock`, pthread's mutex, which the thread
    // sanitizer follows (it took the Synchronization module's Mutex here for a race between the
    // render and presenter threads).
    private let lock = NSLock()
    private var ring = Ring()

    /// A recorder keeping the last `span` seconds of `clock` (the monotonic clock: real costs, even
    /// under the virtual media clock).
    package init(span: Double = 30, clock: @escaping @Sendable () -> Double = { MediaClock.monotonicSeconds() }) {
        self.span = span
        self.clock = clock
        origin = clock()
    }

    /// A phase of work starting now on this thread, recorded when it ends.
    package func begin(_ name: String, _ category: String) -> TraceSpan {
        TraceSpan(recorder: self, name: name, category: category, start: clock())
    }

    /// Records the phase `span`, ending now, with `values` as its arguments (bytes, counts).
    package func end(_ span: TraceSpan, values: [(String, Int)]) {
        let now = clock()
        append(Event(name: span.name, category: span.category, isCounter: false, start: span.start, duration: now - span.start,
                     thread: TraceRecorder.currentThread, values: values))
    }

    /// Records counter `name`'s `values` now (layers, draw calls, texture bytes).
    package func count(_ name: String, _ values: [(String, Int)]) {
        append(Event(name: name, category: "counters", isCounter: true, start: clock(), duration: 0,
                     thread: TraceRecorder.currentThread, values: values))
    }

    private func append(_ event: Event) {
        let thread = event.thread
        withRing { ring in
            // Named by what it records first (Linux's own thread names are inherited from the creating thread).
            if ring.threadNames[thread] == nil { ring.threadNames[thread] = Thread.isMainThread ? "main thread" : "\(event.category) thread" }
            ring.events.append(event)
            let oldest = event.start - span
            while ring.head < ring.events.count, ring.events[ring.head].start + ring.events[ring.head].duration < oldest { ring.head += 1 }
            if ring.head > 1024, ring.head * 2 > ring.events.count {
                ring.events.removeFirst(ring.head)
                ring.head = 0
            }
        }
    }

    /// When the events named `name` that are kept began, in seconds of the recorder's clock.
    package func times(of name: String) -> [Double] {
        withRing { ring in ring.events[ring.head...].filter { $0.name == name }.map(\.start) }
    }

    /// The events kept, as a Chrome trace-event JSON object (times in microseconds).
    package func json() -> String {
        let pid = Int(getpid())
        func micro(_ seconds: Double) -> String { String(format: "%.1f", seconds * 1_000_000) }
        func quoted(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        func arguments(_ values: [(String, Int)]) -> String {
            "{" + values.map { "\(quoted($0.0)):\($0.1)" }.joined(separator: ",") + "}"
        }
        return withRing { ring in
            var lines = ring.threadNames.sorted { $0.key < $1.key }.map { thread, name in
                "{\"ph\":\"M\",\"name\":\"thread_name\",\"pid\":\(pid),\"tid\":\(thread),\"args\":{\"name\":\(quoted(name))}}"
            }
            for event in ring.events[ring.head...] {
                var line = "{\"ph\":\"\(event.isCounter ? "C" : "X")\",\"name\":\(quoted(event.name)),\"cat\":\(quoted(event.category))"
                line += ",\"ts\":\(micro(event.start - origin)),\"pid\":\(pid),\"tid\":\(event.thread)"
                if !event.isCounter { line += ",\"dur\":\(micro(event.duration))" }
                if !event.values.isEmpty { line += ",\"args\":\(arguments(event.values))" }
                lines.append(line + "}")
            }
            return "{\"displayTimeUnit\":\"ms\",\"traceEvents\":[\n" + lines.joined(separator: ",\n") + "\n]}\n"
        }
    }

    /// Writes `json()` to `path`; a failure is reported.
    package func write(to path: String) {
        do {
            try json().write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            Diagnostics.report("could not write the trace to \(path): \(error.localizedDescription)")
        }
    }

    private func withRing<T>(_ body: (inout Ring) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&ring)
    }

    private static var currentThread: UInt { UInt(pthread_self()) }
}

/// A phase of work begun with `TraceRecorder.begin`; `end` records it.
package struct TraceSpan {
    fileprivate let recorder: TraceRecorder
    fileprivate let name: String
    fileprivate let category: String
    fileprivate let start: Double

    /// Records the phase as ending now, with `values` as its arguments.
    package func end(_ values: [(String, Int)] = []) { recorder.end(self, values: values) }
}
