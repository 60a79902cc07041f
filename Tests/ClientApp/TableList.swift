import UIKit

// A list screen as apps write it: a view controller owning a table, its data source and delegate,
// with a cell subclass registered by class and configured per row.

/// A cell showing a fruit's name and its count on the right.
final class FruitCell: UITableViewCell {
    required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .value1, reuseIdentifier: reuseIdentifier)
        accessoryType = .disclosureIndicator
    }

    required init?(coder: NSCoder) { nil }

    func show(_ fruit: (name: String, count: Int)) {
        textLabel?.text = fruit.name
        detailTextLabel?.text = "\(fruit.count)"
    }
}

/// Fruits in two sections; a tap remembers the fruit and deselects the row.
final class FruitListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    var sections: [[(name: String, count: Int)]] = [[("Apples", 3), ("Pears", 5)], [("Plums", 12)]]
    private(set) var chosen: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.register(FruitCell.self, forCellReuseIdentifier: "fruit")
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { section == 0 ? "Orchard" : "Market" }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath) as! FruitCell
        cell.show(sections[indexPath.section][indexPath.row])
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        chosen.append(sections[indexPath.section][indexPath.row].name)
        tableView.deselectRow(at: indexPath, animated: true)
    }

    /// Adds a fruit at the end of the first section, animated.
    func add(_ name: String) {
        sections[0].append((name, 1))
        tableView.insertRows(at: [IndexPath(row: sections[0].count - 1, section: 0)], with: .automatic)
    }
}

/// Settings as a table view controller subclass: sections and rows by override, a tap remembered,
/// scrolling heard.
final class SettingsViewController: UITableViewController {
    let items = [["Wi-Fi", "Bluetooth"], ["General", "Privacy", "About"]]
    private(set) var opened: [String] = []
    private(set) var scrolls = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "setting")
    }

    override func numberOfSections(in tableView: UITableView) -> Int { items.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items[section].count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "setting", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = items[indexPath.section][indexPath.row]
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        opened.append(items[indexPath.section][indexPath.row])
    }

    override func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
}
