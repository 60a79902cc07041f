import UIKit

/// The lists page: a plain table of 1,000,000 rows in 1,000 sections whose titled headers float
/// while their section is on screen; beside it a search field filtering a diffable list of fruit,
/// and a photo grid (`ListsGrid`), a compositional layout of 1,000 photos. Cells are reused as they
/// scroll; a tap selects a row and marks it with a checkmark, a drag left reveals Delete, which
/// removes it. `log` keeps the selections ("select 3.14") for tests.
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
    /// The rows deleted, by section: their rows in the section as first made, in order. Few are, so
    /// the rows stay computed rather than stored.
    private var deleted: [Int: [Int]] = [:]

    override init(frame: CGRect) {
        let height = frame.height - Self.tableTop
        let gridX = frame.width - Self.gridWidth
        let listX = gridX - Self.margin - Self.fruitListWidth
        tableView = UITableView(frame: CGRect(x: 0, y: Self.tableTop, width: listX - Self.margin, height: height), style: .plain)
        fruitList = FruitSearchList(frame: CGRect(x: listX, y: Self.tableTop, width: Self.fruitListWidth, height: height))
        grid = ListsGrid(frame: CGRect(x: gridX, y: Self.tableTop, width: Self.gridWidth, height: height))
        super.init(frame: frame)
        backgroundColor = .white
        let title = UILabel(frame: CGRect(x: 20, y: 12, width: frame.width - 40, height: 28))
        title.text = "Lists: a million rows (tap, drag left), search, photos"
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
        Self.rowsPerSection - (deleted[section]?.count ?? 0)
    }

    /// The number (from 1) of the row at `indexPath` as first made, counting past the deleted rows before it.
    private func rowNumber(_ indexPath: IndexPath) -> Int {
        var row = indexPath.row
        for gone in deleted[indexPath.section] ?? [] where gone <= row { row += 1 }
        return indexPath.section * Self.rowsPerSection + row + 1
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
        let row = rowNumber(indexPath) - indexPath.section * Self.rowsPerSection - 1
        var gone = deleted[indexPath.section] ?? []
        gone.insert(row, at: gone.firstIndex { $0 > row } ?? gone.count)
        deleted[indexPath.section] = gone
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }
}
