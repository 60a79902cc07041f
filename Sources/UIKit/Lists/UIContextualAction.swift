import Foundation

/// One button shown when a table row is swiped: its title, colour and what it does when tapped.
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    /// How the action looks: destructive actions are red, normal ones grey.
    public enum Style: Int, Sendable {
        case normal
        case destructive
    }

    /// Runs when the button is tapped; the app calls the completion with true once it did the action.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    public let style: UIContextualAction.Style
    public let handler: UIContextualAction.Handler
    public var title: String?
    public var backgroundColor: UIColor!
    public var image: UIImage?

    public init(style: UIContextualAction.Style, title: String?, handler: @escaping UIContextualAction.Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        // UIKit's system red for destructive actions, its light grey for the others.
        self.backgroundColor = style == .destructive ? .systemRed : .systemGray
        super.init()
    }
}
