import Foundation
import Synchronization

/// Casement's one way to tell a programmer about misuse or about something it cannot do as asked:
/// a line "Casement: …" on standard error, from any thread. UIKit and Core Animation log such things
/// (or raise); Casement says what it did instead and carries on.
package enum Diagnostics {
    /// How often one message is printed.
    package enum Repetition: Sendable {
        /// Every time it is reported (misuse of an API, once per call).
        case always
        /// The first time only: for what a drawing loop or every frame would report again.
        case oncePerMessage
    }

    private static let printedOnce = Mutex<Set<String>>([])
    /// Every message reported while `recording(_:)` runs, printed or not.
    private static let recorded = Mutex<[String]?>(nil)

    /// Prints `message` on standard error as "Casement: message", unless `repetition` is
    /// `.oncePerMessage` and the same message was printed before.
    package static func report(_ message: String, _ repetition: Repetition = .always) {
        recorded.withLock { $0?.append(message) }
        if repetition == .oncePerMessage {
            guard printedOnce.withLock({ $0.insert(message).inserted }) else { return }
        }
        FileHandle.standardError.write(Data("Casement: \(message)\n".utf8))
    }

    /// "1 thing", "3 things" — `count` of `noun` for a message; nil for none.
    package static func counted(_ count: Int, _ noun: String) -> String? {
        count == 0 ? nil : "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    /// Runs `body` and returns the messages reported meanwhile (from any thread), for tests.
    package static func recording(_ body: () throws -> Void) rethrows -> [String] {
        recorded.withLock { $0 = [] }
        defer { recorded.withLock { $0 = nil } }
        try body()
        return recorded.withLock { $0 ?? [] }
    }
}
