/// What menus and controls show of an element: its title, subtitle and image. The kinds of element
/// are `UIAction` (controls, menus), `UIMenu` and `UIKeyCommand`.
@preconcurrency @MainActor
open class UIMenuElement {
    /// Whether an element shows as on (a check mark), off or mixed; Apple's raw values.
    public enum State: Int, Sendable {
        case off = 0, on, mixed
    }

    /// How a menu shows an element; Apple's raw values.
    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shown greyed; choosing it does nothing.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown red: it destroys something.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// The menu stays open once it is chosen (Casement closes it all the same).
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
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
