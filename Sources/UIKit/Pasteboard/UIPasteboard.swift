/// The system's clipboard (Text rules 25, 34–35): `general` is the desktop's (X11's
/// CLIPBOARD, Wayland's selection) through the platform. The clipboard holds one text, so the
/// items of this process are kept here while the clipboard still holds the first one's string;
/// after another program copies, there is one item, its text. `changeCount` counts the changes
/// made through pasteboards of this process.
@preconcurrency @MainActor
open class UIPasteboard {
    /// The type name of plain text in `items`.
    static let plainTextType = "public.utf8-plain-text"

    /// The system's clipboard.
    public static let general = UIPasteboard()

    /// The items set last by this process.
    private var ownItems: [[String: Any]] = []
    /// How many times this process changed the pasteboard.
    open private(set) var changeCount = 0

    init() {}

    /// The first item's string; setting replaces every item with one holding it.
    open var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }

    /// Every item's string; setting replaces the items with one for each string.
    open var strings: [String]? {
        get {
            let found = items.compactMap { $0[Self.plainTextType] as? String }
            return found.isEmpty ? nil : found
        }
        set { items = (newValue ?? []).map { [Self.plainTextType: $0] } }
    }

    /// Whether there is a string, asked without reading it.
    open var hasStrings: Bool { platform.hasClipboardText }

    /// The items, each a dictionary of type names to values (strings under "public.utf8-plain-text").
    /// The clipboard is read once (another program serves each read).
    open var items: [[String: Any]] {
        get {
            let text = platform.clipboardText
            if !ownItems.isEmpty, text ?? "" == Self.firstString(of: ownItems) { return ownItems }
            return text.map { [[Self.plainTextType: $0]] } ?? []
        }
        set {
            ownItems = newValue
            platform.clipboardText = Self.firstString(of: newValue)
            changeCount += 1
        }
    }

    /// How many items there are.
    open var numberOfItems: Int { items.count }

    /// The first string among `items` ("" with none): what the clipboard holds for them.
    private static func firstString(of items: [[String: Any]]) -> String {
        items.lazy.compactMap { $0[plainTextType] as? String }.first ?? ""
    }

    private var platform: any Platform { UIApplication.shared.platform }
}
