import Foundation
@testable import UIKit

/// A table data source and delegate serving `rowCounts` rows of plain cells ("Row s.r"), logging
/// what the table asks and tells in UIKit's terms ("cellForRowAt 0.3", "willDisplay 0.3").
@MainActor
final class TableRecorder: ListCallRecorder, UITableViewDataSource, UITableViewDelegate {
    var rowCounts: [Int]
    /// Header titles by section; none by default.
    var headerTitles: [Int: String] = [:]
    /// The height `heightForRowAt` gives; nil: the method logs and answers the table's `rowHeight`.
    var rowHeights: ((IndexPath) -> CGFloat)?
    /// What `willSelectRowAt` answers in place of the row, if anything.
    var redirectSelection: ((IndexPath) -> IndexPath?)?
    /// Whether the data source and delegate calls about heights and titles are logged.
    var logsHeights = true
    private(set) var heightQuestions = 0

    init(rowCounts: [Int]) { self.rowCounts = rowCounts }

    func numberOfSections(in tableView: UITableView) -> Int {
        note("numberOfSections")
        return rowCounts.count
    }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        note("numberOfRowsInSection \(section)")
        return rowCounts[section]
    }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        note("cellForRowAt", indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.section).\(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        if logsHeights { note("titleForHeaderInSection \(section)") }
        return headerTitles[section]
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heightQuestions += 1
        if logsHeights { note("heightForRowAt", indexPath) }
        return rowHeights?(indexPath) ?? tableView.rowHeight
    }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) { note("willDisplay", indexPath) }
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) { note("didEndDisplaying", indexPath) }
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) { note("willDisplayHeaderView \(section)") }
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        note("shouldHighlightRowAt", indexPath)
        return true
    }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { note("didHighlightRowAt", indexPath) }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) { note("didUnhighlightRowAt", indexPath) }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        note("willSelectRowAt", indexPath)
        return redirectSelection.map { $0(indexPath) } ?? indexPath
    }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        note("willDeselectRowAt", indexPath)
        return indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { note("didSelectRowAt", indexPath) }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { note("didDeselectRowAt", indexPath) }
}

/// A data source without any optional method: one section of `rows` rows.
@MainActor
final class MinimalTableSource: UITableViewDataSource, UITableViewDelegate {
    let rows: Int
    init(rows: Int) { self.rows = rows }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
}

/// A `width` × `height` table of `style` fed by `source`, cells registered as "row", laid out.
@MainActor
func makeTable(_ source: UITableViewDataSource & UITableViewDelegate, width: CGFloat = 400, height: CGFloat = 300,
               style: UITableView.Style = .plain, configure: (UITableView) -> Void = { _ in }) -> UITableView {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: width, height: height), style: style)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    configure(table)
    table.dataSource = source
    table.delegate = source
    table.layoutIfNeeded()
    return table
}
