import Foundation

/// Swipe actions (Scrolling rule 36): a drag on a row that starts sideways (the table keeps the
/// vertical ones for scrolling) slides the row's content aside over the buttons of the delegate's
/// trailing configuration (dragged left) or leading one (dragged right). The cell's bounds slide,
/// so everything it holds moves together; the buttons sit just past its edge in the same cell.
extension UITableView {
    /// How long a row takes to snap open or shut after the finger lifts (Casement's choice).
    static let swipeSnapDuration: TimeInterval = 0.25

    func setUpRowSwipe() {
        rowSwipePan.addTarget(self) { $0.rowSwipePanChanged }
        addGestureRecognizer(rowSwipePan)
    }

    /// The row and side the drag of `pan` would swipe: the row where it started, when its first
    /// movement is mostly sideways and that side of the row has actions (or the row is open); nil otherwise.
    /// While editing, only a row showing its Delete button swipes.
    func swipeTarget(of pan: UIPanGestureRecognizer) -> (indexPath: IndexPath, isLeading: Bool)? {
        let translation = pan.translation(in: self)
        guard abs(translation.x) > abs(translation.y), let indexPath = indexPathForRow(at: dragStart(of: pan)),
              rowCells[indexPath] != nil else { return nil }
        if let swipe = rowSwipe, swipe.indexPath == indexPath { return (indexPath, swipe.actionsView.isLeading) }
        guard !editing else { return nil }
        let isLeading = translation.x > 0
        return swipeConfiguration(for: indexPath, isLeading: isLeading) == nil ? nil : (indexPath, isLeading)
    }

    /// Where the drag of `pan` started, in the table's content.
    func dragStart(of pan: UIPanGestureRecognizer) -> CGPoint {
        let translation = pan.translation(in: self), location = pan.location(in: self)
        return CGPoint(x: location.x - translation.x, y: location.y - translation.y)
    }

    /// The delegate's actions for that side of the row, or nil when it offers none.
    private func swipeConfiguration(for indexPath: IndexPath, isLeading: Bool) -> UISwipeActionsConfiguration? {
        guard let delegate = tableDelegate else { return nil }
        let configuration = isLeading ? delegate.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
                                      : delegate.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
        return configuration?.actions.isEmpty == false ? configuration : nil
    }

    private func rowSwipePanChanged() {
        let dx = rowSwipePan.translation(in: self).x
        switch rowSwipePan.state {
        case .began:
            guard let target = swipeTarget(of: rowSwipePan), beginRowSwipe(at: target.indexPath, isLeading: target.isLeading) else { return }
            dragRowSwipe(by: dx)
        case .changed: dragRowSwipe(by: dx)
        case .ended: endRowSwipe()
        case .cancelled, .failed: closeRowSwipe(animated: true)
        default: break
        }
    }

    /// Starts swiping the row (an open one carries on from where it is); false when that side of
    /// it has no actions. Another open row closes.
    @discardableResult
    func beginRowSwipe(at indexPath: IndexPath, isLeading: Bool) -> Bool {
        if let swipe = rowSwipe, swipe.indexPath == indexPath {
            swipe.dragStart = swipe.revealed
            return true
        }
        closeRowSwipe(animated: true)
        guard let configuration = swipeConfiguration(for: indexPath, isLeading: isLeading),
              attachSwipeActions(configuration, at: indexPath, isLeading: isLeading) else { return false }
        // A swipe outside editing mode is UIKit's "swipe to delete" editing of the row.
        rowSwipe?.editsRow = true
        tableDelegate?.tableView(self, willBeginEditingRowAt: indexPath)
        return true
    }

    /// Puts the buttons of `configuration` beside the row, none of them showing yet; false when the
    /// row has no cell.
    func attachSwipeActions(_ configuration: UISwipeActionsConfiguration, at indexPath: IndexPath, isLeading: Bool) -> Bool {
        guard let cell = rowCells[indexPath] else { return false }
        let actionsView = SwipeActionsView(configuration: configuration, isLeading: isLeading)
        cell.addSubview(actionsView)
        rowSwipe = RowSwipe(indexPath: indexPath, cell: cell, actionsView: actionsView)
        return true
    }

    /// Slides the swiped row open to show all its buttons.
    func snapRowSwipeOpen() {
        guard let swipe = rowSwipe else { return }
        UIView.animate(withDuration: Self.swipeSnapDuration) { self.reveal(swipe, swipe.actionsView.buttonsWidth) }
    }

    /// Slides the swiped row by the drag's horizontal translation `dx`, up to its buttons' width
    /// (or the whole row, when a full swipe is allowed).
    func dragRowSwipe(by dx: CGFloat) {
        guard let swipe = rowSwipe else { return }
        let limit = SwipeRelease.limit(buttonsWidth: swipe.actionsView.buttonsWidth, rowWidth: swipe.cell.bounds.width,
                                       performsFullSwipe: swipe.performsFullSwipe)
        reveal(swipe, min(limit, max(0, swipe.dragStart + (swipe.actionsView.isLeading ? dx : -dx))))
    }

    /// The finger lifts: the row snaps open or shut, or performs its first action (`SwipeRelease`).
    func endRowSwipe() {
        guard let swipe = rowSwipe else { return }
        let buttonsWidth = swipe.actionsView.buttonsWidth
        switch SwipeRelease.outcome(revealed: swipe.revealed, buttonsWidth: buttonsWidth, rowWidth: swipe.cell.bounds.width,
                                    performsFullSwipe: swipe.performsFullSwipe) {
        case .open: snapRowSwipeOpen()
        case .closed: closeRowSwipe(animated: true)
        case .fullSwipe:
            reveal(swipe, swipe.cell.bounds.width)
            performSwipeAction(0)
        }
    }

    /// Runs the action of button `index`: its handler gets the button and a completion that closes
    /// the row (a destructive action's data source has deleted it by then).
    func performSwipeAction(_ index: Int) {
        guard let swipe = rowSwipe, swipe.actionsView.configuration.actions.indices.contains(index) else { return }
        let action = swipe.actionsView.configuration.actions[index]
        action.handler(action, swipe.actionsView.buttons[index]) { [weak self, weak swipe] _ in
            guard let self, let swipe, self.rowSwipe === swipe else { return }
            self.closeRowSwipe(animated: true)
        }
    }

    /// A tap while a row is open: on one of its buttons it performs that action, anywhere else it
    /// closes the row.
    func tapWhileSwiped(_ touch: UITouch) {
        guard let swipe = rowSwipe else { return }
        guard let index = swipe.actionsView.button(at: touch.location(in: swipe.actionsView)) else {
            return closeRowSwipe(animated: true)
        }
        performSwipeAction(index)
    }

    /// Slides the open row back and takes its buttons away.
    func closeRowSwipe(animated: Bool) {
        guard let swipe = rowSwipe else { return }
        rowSwipe = nil
        if swipe.editsRow { tableDelegate?.tableView(self, didEndEditingRowAt: swipe.indexPath) }
        let finish = {
            swipe.actionsView.removeFromSuperview()
            swipe.cell.bounds.origin.x = 0
        }
        guard animated else { return finish() }
        UIView.animate(withDuration: Self.swipeSnapDuration, animations: { self.reveal(swipe, 0) }) { _ in finish() }
    }

    /// Shows `revealed` points of the buttons: the cell's content slides that far towards the other
    /// edge and the buttons fill the gap.
    private func reveal(_ swipe: RowSwipe, _ revealed: CGFloat) {
        swipe.revealed = revealed
        let cell = swipe.cell, actionsView = swipe.actionsView
        cell.bounds.origin.x = actionsView.isLeading ? -revealed : revealed
        actionsView.frame = CGRect(x: actionsView.isLeading ? -revealed : cell.bounds.width, y: 0,
                                   width: revealed, height: cell.bounds.height)
        actionsView.placeButtons(fullSwipe: swipe.performsFullSwipe && SwipeRelease.isFullSwipe(revealed: revealed, rowWidth: cell.bounds.width))
    }
}
