import UIKit

// A list screen fed by a diffable data source as apps write it: identifiers of an enum and a
// struct, a cell provider dequeuing by identifier, a filter applied as a new snapshot, and a
// subclass giving the sections' header titles and letting the user delete everyone but favourites.

/// The sections of the contact list.
enum ContactSection: String, CaseIterable {
    case favourites = "Favourites"
    case everyone = "Everyone"
}

/// A contact, identified by its name.
struct Contact: Hashable {
    let name: String
    let isFavourite: Bool
}

/// The data source, titling each section with its name; the contacts who are not favourites can
/// be deleted.
final class ContactDataSource: UITableViewDiffableDataSource<ContactSection, Contact> {
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sectionIdentifier(for: section)?.rawValue
    }

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        itemIdentifier(for: indexPath)?.isFavourite == false
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete, let contact = itemIdentifier(for: indexPath) else { return }
        var snapshot = snapshot()
        snapshot.deleteItems([contact])
        apply(snapshot)
    }
}

/// Contacts in two sections, filtered by a search text.
final class ContactListViewController: UIViewController {
    let tableView = UITableView(frame: .zero, style: .plain)
    private(set) var dataSource: ContactDataSource!
    let contacts = ["Ada", "Alan", "Grace", "Edsger", "Barbara"].map { Contact(name: $0, isFavourite: $0.count == 3) }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "contact")
        view.addSubview(tableView)
        dataSource = ContactDataSource(tableView: tableView) { tableView, indexPath, contact in
            let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = contact.name
            cell.contentConfiguration = content
            return cell
        }
        dataSource.defaultRowAnimation = .fade
        show(matching: "", animated: false)
    }

    /// Shows the contacts whose names contain `text` (all of them for an empty text).
    func show(matching text: String, animated: Bool = true) {
        let shown = contacts.filter { text.isEmpty || $0.name.localizedCaseInsensitiveContains(text) }
        var snapshot = NSDiffableDataSourceSnapshot<ContactSection, Contact>()
        snapshot.appendSections(ContactSection.allCases)
        snapshot.appendItems(shown.filter(\.isFavourite), toSection: .favourites)
        snapshot.appendItems(shown.filter { !$0.isFavourite }, toSection: .everyone)
        dataSource.apply(snapshot, animatingDifferences: animated)
    }
}
