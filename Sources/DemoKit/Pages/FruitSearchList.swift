import UIKit

/// The lists page's diffable list: a search field over a table of fruit in sections by first
/// letter, fed by a diffable data source. Each edit of the field applies a snapshot of the matching
/// fruit, so rows fade out and in and slide, and empty sections leave.
final class FruitSearchList: UIView {
    /// The fruit shown with an empty search text.
    static let fruit = ["Apple", "Apricot", "Avocado", "Banana", "Blackberry", "Blueberry", "Cherry", "Clementine",
                        "Coconut", "Cranberry", "Damson", "Date", "Elderberry", "Fig", "Gooseberry", "Grape",
                        "Grapefruit", "Guava", "Kiwi", "Kumquat", "Lemon", "Lime", "Lychee", "Mango", "Melon",
                        "Nectarine", "Olive", "Orange", "Papaya", "Peach", "Pear", "Pineapple", "Plum",
                        "Pomegranate", "Quince", "Raspberry", "Redcurrant", "Satsuma", "Strawberry", "Tangerine"]
    /// The height of the search field.
    static let fieldHeight: CGFloat = 36

    let searchField: UITextField
    let tableView: UITableView
    /// The table's data source: sections are first letters, items fruit names.
    private(set) var dataSource: TitledSections!

    /// A diffable data source titling each section with its letter.
    final class TitledSections: UITableViewDiffableDataSource<String, String> {
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            sectionIdentifier(for: section)
        }
    }

    override init(frame: CGRect) {
        searchField = UITextField(frame: CGRect(x: 0, y: 0, width: frame.width, height: Self.fieldHeight))
        tableView = UITableView(frame: CGRect(x: 0, y: Self.fieldHeight + 8, width: frame.width, height: frame.height - Self.fieldHeight - 8), style: .plain)
        super.init(frame: frame)
        searchField.borderStyle = .roundedRect
        searchField.placeholder = "Search fruit"
        searchField.addAction(UIAction { [weak self] _ in self?.show(matching: self?.searchField.text ?? "") }, for: .editingChanged)
        addSubview(searchField)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
        tableView.rowHeight = 44
        dataSource = TitledSections(tableView: tableView) { table, indexPath, name in
            let cell = table.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = name
            cell.contentConfiguration = content
            return cell
        }
        dataSource.defaultRowAnimation = .fade
        addSubview(tableView)
        show(matching: "")
    }

    required init?(coder: NSCoder) { nil }

    /// Applies a snapshot of the fruit whose names contain `text`, by first letter.
    func show(matching text: String) {
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        for name in Self.fruit where text.isEmpty || name.localizedCaseInsensitiveContains(text) {
            let letter = String(name.prefix(1))
            if snapshot.indexOfSection(letter) == nil { snapshot.appendSections([letter]) }
            snapshot.appendItems([name], toSection: letter)
        }
        dataSource.apply(snapshot)
    }
}
