import UIKit

/// The controller behind the lists page's Edit button: the page is a view, so this controller
/// lends it UIKit's `editButtonItem`, and its editing is the table's.
final class ListsTableEditing: UIViewController {
    weak var table: UITableView?

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        table?.setEditing(editing, animated: animated)
    }
}
