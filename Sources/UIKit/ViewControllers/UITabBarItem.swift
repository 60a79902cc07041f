import Foundation

/// A tab's item in a tab bar: a title, an image (and one for when selected), and a badge.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// The image shown while the tab is selected (nil: `image`).
    open var selectedImage: UIImage? { didSet { changed() } }
    /// The text of the badge on the item's top right (nil: no badge).
    open var badgeValue: String? { didSet { changed() } }
    /// The badge's colour (nil: red).
    open var badgeColor: UIColor? { didSet { changed() } }

    public override init() { super.init() }

    /// An item titled `title` showing `image`, identified by `tag`.
    public init(title: String?, image: UIImage?, tag: Int) {
        super.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// An item titled `title` showing `image`, and `selectedImage` while selected.
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        super.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }
}
