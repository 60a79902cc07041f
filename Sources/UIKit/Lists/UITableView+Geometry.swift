import Foundation

/// Where rows and sections are, and which rows are on screen (Scrolling rule 32).
extension UITableView {
    /// The slot of a row, or nil with a diagnostic naming `call` when the table has no such row.
    func rowSlot(_ indexPath: IndexPath, _ call: String) -> Int? {
        loadIfNeeded()
        guard slots.contains(indexPath) else {
            Diagnostics.report("UITableView.\(call): \(indexPath) is out of range (the table has \(slots.numberOfSections) sections\(slots.rowCounts.indices.contains(indexPath.first ?? -1) ? ", and \(slots.rowCounts[indexPath[0]]) rows in section \(indexPath[0])" : ""))")
            return nil
        }
        return slots.slot(ofRow: indexPath)
    }

    func checkSection(_ section: Int, _ call: String) -> Bool {
        loadIfNeeded()
        guard slots.rowCounts.indices.contains(section) else {
            Diagnostics.report("UITableView.\(call): section \(section) is out of range (the table has \(slots.numberOfSections) sections)")
            return false
        }
        return true
    }
}
