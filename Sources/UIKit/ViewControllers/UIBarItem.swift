import Foundation

/// An item of a bar (navigation bar, toolbar, tab bar): a title or an image, enabled or not.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    /// The item's title.
    open var title: String? { didSet { changed() } }
    /// The item's image.
    open var image: UIImage? { didSet { changed() } }
    /// Whether the item responds to taps.
    open var isEnabled = true { didSet { changed() } }
    /// A number the app identifies the item by.
    open var tag = 0

    public override init() { super.init() }

    /// Set by the bar showing the item, which redraws it when it changes.
    var onChange: (() -> Void)?

    func changed() { onChange?() }
}
