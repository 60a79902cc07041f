import UIKit

/// The playground's log: every touch, press, recognizer action and control event, newest first,
/// each with the media time it was logged at, relative to the log's start.
@MainActor
final class EventLog {
    /// At most this many entries are kept: the view shows the newest, and a long session must not grow without bound.
    static let capacity = 500

    private(set) var entries: [(time: Double, text: String)] = []
    private let start = CACurrentMediaTime()
    /// Called after each change, to show it.
    var didChange: (() -> Void)?

    func add(_ text: String) {
        entries.insert((CACurrentMediaTime() - start, text), at: 0)
        if entries.count > Self.capacity { entries.removeLast() }
        didChange?()
    }

    func clear() {
        entries = []
        didChange?()
    }

    /// The newest `count` entries as lines: "  12.345  text".
    func lines(_ count: Int) -> [String] {
        entries.prefix(count).map { String(format: "%8.3f  ", $0.time) + $0.text }
    }
}
