import Foundation

/// Editing mode: each editable row shows the delete (or insert) control its delegate asks for,
/// with the content moved aside, and movable rows the reorder control. A tap on a delete control
/// slides the row's Delete button out (the swipe actions' view); a tap on that commits the deletion.
extension UITableView {
    /// Gives `cell` the controls of the row at `indexPath` for the table's mode, asking only while
    /// editing: whether the row is editable, its style and indent, whether it moves. UIKit shows
    /// reorder controls only when the data source implements `tableView(_:moveRowAt:to:)`.
    func configureEditing(of cell: UITableViewCell, at indexPath: IndexPath, animated: Bool) {
        guard editing || cell.isEditing else { return }
        let editable = editing && dataSource?.tableView(self, canEditRowAt: indexPath) == true
        cell.shownEditingStyle = editable ? tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete : .none
        cell.indentsWhileEditing = tableDelegate?.tableView(self, shouldIndentWhileEditingRowAt: indexPath) ?? true
        cell.showsReorderControl = editable && movesRows(probing: indexPath) && dataSource?.tableView(self, canMoveRowAt: indexPath) == true
        cell.setEditing(editing, animated: animated)
    }

    /// Whether the data source implements `tableView(_:moveRowAt:to:)`, found out once by moving
    /// `indexPath` onto itself: UIKit makes the same call when a dragged row drops where it was.
    private func movesRows(probing indexPath: IndexPath) -> Bool {
        implements(.moveRow) { dataSource?.tableView(self, moveRowAt: indexPath, to: indexPath) }
    }

    /// A tap on `cell`'s editing control: with a row's Delete button out it only puts it away;
    /// else a delete control slides the row's Delete button out, an insert control commits an insert.
    func editingControlTapped(in cell: UITableViewCell) {
        guard rowSwipe == nil else { return closeRowSwipe(animated: true) }
        guard editing, let indexPath = indexPath(for: cell) else { return }
        switch cell.editingStyle {
        case .delete: confirmDeletion(at: indexPath)
        case .insert: dataSource?.tableView(self, commit: .insert, forRowAt: indexPath)
        case .none: break
        }
    }

    /// Slides the row's content aside over a red Delete button, which commits the deletion.
    private func confirmDeletion(at indexPath: IndexPath) {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            guard let self else { return }
            dataSource?.tableView(self, commit: .delete, forRowAt: indexPath)
            completion(true)
        }
        guard attachSwipeActions(UISwipeActionsConfiguration(actions: [delete]), at: indexPath, isLeading: false) else { return }
        snapRowSwipeOpen()
    }
}
