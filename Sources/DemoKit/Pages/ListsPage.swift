import UIKit

/// The lists page: a plain table of 1,000,000 rows in 1,000 sections whose titled headers float
/// while their section is on screen; beside it a search field filtering a diffable list of fruit,
/// and a photo grid (`ListsGrid`), a compositional layout of 1,000 photos. Cells are reused as they
/// scroll; a tap selects a row and marks it with a checkmark, a drag left reveals Delete, which
/// removes it; the Edit button above the table shows delete and reorder controls, and a drag on a
/// reorder control moves the row. `log` keeps the selections ("select 3.14") for tests.
final class ListsPage: UIView, UITableViewDataSource, UITableViewDelegate {
    nonisolated static let demoID = "lists"

    /// Sections and rows per section.
    static let sectionCount = 1_000
    static let rowsPerSection = 1_000
    /// Where the table starts on the page: under the title.
    static let tableTop: CGFloat = 50
    /// The width of the fruit list, of the grid on the right, and the margin before each.
    static let fruitListWidth: CGFloat = 220
    static let gridWidth: CGFloat = 240
    static let margin: CGFloat = 12

    /// The table of a million rows.
    let tableView: UITableView
    /// The fruit filtered by a search field, fed by snapshots.
    let fruitList: FruitSearchList
    /// The grid on the right.
    let grid: ListsGrid
    /// The selections made, in order.
    private(set) var log: [String] = []
    /// The rows ticked by a tap, by their numbers as first made.
    private var checked: Set<Int> = []
    /// The rows of the sections the user changed (a row deleted or moved), by section: their
    /// numbers as first made, in order. Few sections are, so the others' rows stay computed.
    private var editedRows: [Int: [Int]] = [:]
    /// Lends the page its Edit button.
    let tableEditing = ListsTableEditing()

    override init(frame: CGRect) {
        let height = frame.height - Self.tableTop
        let gridX = frame.width - Self.gridWidth
        let listX = gridX - Self.margin - Self.fruitListWidth
        tableView = UITableView(frame: CGRect(x: 0, y: Self.tableTop, width: listX - Self.margin, height: height), style: .plain)
        fruitList = FruitSearchList(frame: CGRect(x: listX, y: Self.tableTop, width: Self.fruitListWidth, height: height))
        grid = ListsGrid(frame: CGRect(x: gridX, y: Self.tableTop, width: Self.gridWidth, height: height))
        super.init(frame: frame)
        backgroundColor = .white
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 3, width: tableView.frame.width, height: 44))
        let item = UINavigationItem(title: "")
        item.rightBarButtonItem = tableEditing.editButtonItem
        bar.items = [item]
        tableEditing.table = tableView
        addSubview(bar)
        let title = UILabel(frame: CGRect(x: listX, y: 12, width: frame.width - listX - 20, height: 28))
        title.text = "Lists: a million rows, search, photos"
        title.font = .boldSystemFont(ofSize: 18)
        addSubview(title)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        tableView.rowHeight = 44
        tableView.dataSource = self
        tableView.delegate = self
        addSubview(tableView)
        addSubview(fruitList)
        addSubview(grid.collectionView)
    }

    required init?(coder: NSCoder) { nil }

    func numberOfSections(in tableView: UITableView) -> Int { Self.sectionCount }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        editedRows[section]?.count ?? Self.rowsPerSection
    }

    /// The number (from 1) of the row at `indexPath` as first made.
    private func rowNumber(_ indexPath: IndexPath) -> Int {
        editedRows[indexPath.section]?[indexPath.row] ?? indexPath.section * Self.rowsPerSection + indexPath.row + 1
    }

    /// The numbers of the section's rows in order, written out for a change.
    private func rows(of section: Int) -> [Int] {
        editedRows[section] ?? (1...Self.rowsPerSection).map { section * Self.rowsPerSection + $0 }
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Section \(section + 1)" }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = "Row \(rowNumber(indexPath))"
        cell.contentConfiguration = content
        cell.accessoryType = checked.contains(rowNumber(indexPath)) ? .checkmark : .none
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("select \(indexPath.section).\(indexPath.row)")
        let number = rowNumber(indexPath)
        if checked.insert(number).inserted == false { checked.remove(number) }
        tableView.cellForRow(at: indexPath)?.accessoryType = checked.contains(number) ? .checkmark : .none
        tableView.deselectRow(at: indexPath, animated: true)
    }

    /// Dragged left, a row offers Delete, which removes it.
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
            self?.deleteRow(at: indexPath)
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    private func deleteRow(at indexPath: IndexPath) {
        var rows = rows(of: indexPath.section)
        rows.remove(at: indexPath.row)
        editedRows[indexPath.section] = rows
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }

    /// The Delete button of editing mode removes the row too.
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        if editingStyle == .delete { deleteRow(at: indexPath) }
    }

    /// A row dragged by its reorder control moves, within its section or to another.
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        var from = rows(of: sourceIndexPath.section)
        let number = from.remove(at: sourceIndexPath.row)
        editedRows[sourceIndexPath.section] = from
        var to = rows(of: destinationIndexPath.section)
        to.insert(number, at: destinationIndexPath.row)
        editedRows[destinationIndexPath.section] = to
    }
}
