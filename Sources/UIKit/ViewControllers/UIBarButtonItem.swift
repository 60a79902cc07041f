import Foundation

/// A button in a navigation bar or toolbar: a title, an image, one of the system items or a
/// custom view, calling its primary action when tapped.
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// How an item is drawn: plain, or done (bold).
    public enum Style: Int, Sendable {
        case plain = 0
        case done = 2
    }

    /// The system's standard items.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
             bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        case close = 24
    }

    /// The item's style.
    open var style = Style.plain { didSet { changed() } }
    /// The action called when the item is tapped; its title and image are the item's.
    open var primaryAction: UIAction? {
        didSet {
            if let primaryAction { applyTitleAndImage(of: primaryAction) }
            changed()
        }
    }
    /// The menu a tap shows, when the item has no primary action.
    open var menu: UIMenu? { didSet { changed() } }
    /// A view shown instead of a button.
    open var customView: UIView? { didSet { changed() } }
    /// The width of a fixed space (0: the item's own width).
    open var width: CGFloat = 0 { didSet { changed() } }
    /// The colour of the title and image (nil: the bar's tint).
    open var tintColor: UIColor? { didSet { changed() } }
    /// The system item the item was made as, if any.
    let systemItem: SystemItem?

    public override init() {
        systemItem = nil
        super.init()
    }

    /// An item titled `title` or showing `image`, calling `primaryAction` (whose title and image win)
    /// or else showing `menu`.
    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        systemItem = nil
        super.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        self.menu = menu
        if let primaryAction { applyTitleAndImage(of: primaryAction) }
    }

    /// One of the system items, calling `primaryAction` or else showing `menu`.
    public init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.systemItem = systemItem
        super.init()
        self.primaryAction = primaryAction
        self.menu = menu
        title = UIBarButtonItem.systemTitle(systemItem)
        if systemItem == .done { style = .done }
    }

    /// An item showing `customView`.
    public init(customView: UIView) {
        systemItem = nil
        super.init()
        self.customView = customView
    }

    /// A flexible space between items.
    public class func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(systemItem: .flexibleSpace) }

    /// A space `width` points wide.
    public class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }

    private func applyTitleAndImage(of action: UIAction) {
        if !action.title.isEmpty { title = action.title }
        if let image = action.image { self.image = image }
    }

    /// What a system item shows: Casement draws system items as words or symbols of text.
    static func systemTitle(_ item: SystemItem) -> String? {
        switch item {
        case .done: "Done"
        case .cancel: "Cancel"
        case .edit: "Edit"
        case .save: "Save"
        case .add: "+"
        case .flexibleSpace, .fixedSpace: nil
        case .compose: "Compose"
        case .reply: "Reply"
        case .action: "Share"
        case .organize: "Organize"
        case .bookmarks: "Bookmarks"
        case .search: "Search"
        case .refresh: "↻"
        case .stop: "✕"
        case .camera: "Camera"
        case .trash: "Delete"
        case .play: "▶"
        case .pause: "❚❚"
        case .rewind: "◀◀"
        case .fastForward: "▶▶"
        case .undo: "Undo"
        case .redo: "Redo"
        case .close: "✕"
        }
    }

    /// Whether the item is a space rather than a button.
    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }
}
