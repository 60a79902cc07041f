import Foundation

/// What a list (table or collection view) asked its data source and told its delegate, in UIKit's
/// terms ("cellForRowAt 0.3": the call's name, then the section and row or item).
@MainActor
class ListCallRecorder {
    private(set) var log: [String] = []

    func note(_ line: String) { log.append(line) }
    func note(_ line: String, _ indexPath: IndexPath) { log.append("\(line) \(indexPath.section).\(indexPath.item)") }
    func clear() { log = [] }
}
