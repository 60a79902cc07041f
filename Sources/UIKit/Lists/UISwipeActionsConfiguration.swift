import Foundation

/// The actions a swiped table row reveals, first one nearest the edge the row was swiped from.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
    public let actions: [UIContextualAction]
    /// Whether swiping the row all the way across performs the first action.
    public var performsFirstActionWithFullSwipe = true

    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
