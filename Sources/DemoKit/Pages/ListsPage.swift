import UIKit

/// The lists page: a plain table of 1,000,000 rows in 1,000 sections whose titled headers float
/// while their section is on screen; beside it a search field filtering a diffable list of fruit,
/// and a photo grid (`ListsGrid`), a compositional layout of 1,000 photos. Cells are reused as they scroll; a
/// tap selects a row and marks it with a checkmark. `log` keeps the selections ("select 3.14") for tests.
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
    /// The rows ticked by a tap.
    private var checked: Set<IndexPath> = []

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
        title.text = "Lists: 1,000,000 rows (tap to tick), a search, photos"
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

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { Self.rowsPerSection }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Section \(section + 1)" }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = "Row \(indexPath.section * Self.rowsPerSection + indexPath.row + 1)"
        cell.contentConfiguration = content
        cell.accessoryType = checked.contains(indexPath) ? .checkmark : .none
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("select \(indexPath.section).\(indexPath.row)")
        if checked.insert(indexPath).inserted == false { checked.remove(indexPath) }
        tableView.cellForRow(at: indexPath)?.accessoryType = checked.contains(indexPath) ? .checkmark : .none
        tableView.deselectRow(at: indexPath, animated: true)
    }
}
