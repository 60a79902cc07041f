/// The optional data source and delegate methods whose absence changes what a table does. Swift has
/// no `respondsToSelector:`, so each one's default implementation (what UIKit does without it) also
/// writes it down on the table it was called for; the table then stops asking.
enum TableMethod: Hashable {
    case heightForRow
    case estimatedHeightForRow
    case heightForHeader
    case heightForFooter
    case viewForHeader
    case viewForFooter
    case titleForHeader
    case titleForFooter
    case moveRow
}

extension UITableView {
    /// Asks the data source or delegate through `body` unless `method` is known to be missing;
    /// nil when it is missing (found now or before) or when `body` had nobody to ask.
    func ask<Answer>(_ method: TableMethod, _ body: () -> Answer?) -> Answer? {
        guard !unimplementedMethods.contains(method) else { return nil }
        let answer = body()
        return unimplementedMethods.contains(method) ? nil : answer
    }

    /// Whether the app implements `method`, found out the first time by `probe`, a call that
    /// changes nothing (the default implementation notes that it is missing).
    func implements(_ method: TableMethod, probe: () -> Void) -> Bool {
        if implementedMethods.contains(method) { return true }
        if !unimplementedMethods.contains(method) { probe() }
        guard !unimplementedMethods.contains(method) else { return false }
        implementedMethods.insert(method)
        return true
    }

    /// A new data source or delegate: what was found out about the old ones no longer holds.
    func forgetMethods() {
        unimplementedMethods.removeAll()
        implementedMethods.removeAll()
    }

    /// The answer of the default implementation of `method`, which notes that the app's object lacks it.
    func unanswered<Answer>(_ method: TableMethod, _ answer: Answer) -> Answer {
        unimplementedMethods.insert(method)
        return answer
    }
}
