import Foundation

/// A table row swiped aside: its cell, the buttons beside it and how far it has slid.
@MainActor
final class RowSwipe {
    let indexPath: IndexPath
    let cell: UITableViewCell
    let actionsView: SwipeActionsView
    /// How many points of the buttons show.
    var revealed: CGFloat = 0
    /// What showed when the drag began: 0, or the open width when an open row is dragged again.
    var dragStart: CGFloat = 0
    /// Whether the swipe is UIKit's "swipe to delete" editing of the row (the delegate hears when
    /// it begins and ends), not the Delete button of editing mode.
    var editsRow = false

    init(indexPath: IndexPath, cell: UITableViewCell, actionsView: SwipeActionsView) {
        self.indexPath = indexPath
        self.cell = cell
        self.actionsView = actionsView
    }

    /// Whether a full swipe would perform the first action here.
    var performsFullSwipe: Bool { actionsView.configuration.performsFirstActionWithFullSwipe }
}
