/// What menus and controls show of an action: its title, subtitle and image. Casement has no menus
/// yet; the kinds of element are `UIAction`, used by controls, and `UIKeyCommand`.
@preconcurrency @MainActor
open class UIMenuElement {
    /// Whether an element shows as on (a check mark), off or mixed; Apple's raw values.
    public enum State: Int, Sendable {
        case off = 0, on, mixed
    }

    /// The element's title.
    open var title: String
    /// A line below the title.
    open var subtitle: String?
    /// The element's image.
    open var image: UIImage?

    init(title: String, subtitle: String?, image: UIImage?) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }
}
