import Foundation
@testable import UIKit

/// What the text field's and the text view's recording delegates share: one list of the delegate's
/// calls and the view's events and notifications, in order.
@MainActor
class EditingRecorder {
    var lines: [String] = []
    private var observers: [NSObjectProtocol] = []

    /// Logs each of `notifications` that `object` posts as its line.
    func observe(_ notifications: [(Notification.Name, String)], of object: AnyObject) {
        for (name, line) in notifications {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: object, queue: nil) { [weak self] _ in
                MainActor.assumeIsolated { self?.lines.append(line) }
            })
        }
    }

    /// Stops following the notifications.
    func stopObserving() {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
        observers = []
    }

    func clear() { lines = [] }

    /// Logs a delegate question, and gives `answer`.
    func answer(_ line: String, _ answer: Bool) -> Bool {
        lines.append(line)
        return answer
    }
}
