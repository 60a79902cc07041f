import UIKit

/// The lists page: a plain table of 1,000,000 rows in 1,000 sections whose titled headers float
/// while their section is on screen. Cells are reused as it scrolls; a tap selects a row and
/// marks it with a checkmark. `log` keeps the selections ("select 3.14") for tests. On the right,
/// a search field filters a diffable list of fruit.
final class ListsPage: UIView, UITableViewDataSource, UITableViewDelegate {
    nonisolated static let demoID = "lists"

    /// Sections and rows per section.
    static let sectionCount = 1_000
    static let rowsPerSection = 1_000
    /// Where the table starts on the page: under the title.
    static let tableTop: CGFloat = 50
    /// The width of the fruit list on the right, and its margin.
    static let fruitListWidth: CGFloat = 220
    static let margin: CGFloat = 12

    /// The table of a million rows.
    let tableView: UITableView
    /// The fruit filtered by a search field, fed by snapshots.
    let fruitList: FruitSearchList
    /// The selections made, in order.
    private(set) var log: [String] = []
    /// The rows ticked by a tap.
    private var checked: Set<IndexPath> = []

    override init(frame: CGRect) {
        let listX = frame.width - Self.fruitListWidth - Self.margin
        tableView = UITableView(frame: CGRect(x: 0, y: Self.tableTop, width: listX - Self.margin, height: frame.height - Self.tableTop), style: .plain)
        fruitList = FruitSearchList(frame: CGRect(x: listX, y: Self.tableTop, width: Self.fruitListWidth, height: frame.height - Self.tableTop))
        super.init(frame: frame)
        backgroundColor = .white
        let title = UILabel(frame: CGRect(x: 20, y: 12, width: frame.width - 40, height: 28))
        title.text = "Lists: 1,000,000 rows in 1,000 sections, tap to tick a row; search the fruit"
        title.font = .boldSystemFont(ofSize: 18)
        addSubview(title)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        tableView.rowHeight = 44
        tableView.dataSource = self
        tableView.delegate = self
        addSubview(tableView)
        addSubview(fruitList)
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
