import Foundation

/// A menu: a title and its children — actions, and menus shown inline (set apart by a line) or as a
/// row opening them. A button shows one as its primary action (`showsMenuAsPrimaryAction`), a bar
/// button item when it has no primary action. Immutable, as UIKit's is: `replacingChildren(_:)`
/// makes a new one.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// A menu's name.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows its children; Apple's raw values.
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The children shown in the parent menu, set apart by lines, not behind a row of their own.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The children shown red.
        public static let destructive = Options(rawValue: 1 << 1)
        /// At most one child on at a time (Casement keeps the states as the app sets them).
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The children in a row (Casement shows them as a list).
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// The menu's identifier: the one given, else a unique one.
    public let identifier: Identifier
    /// How the menu shows its children.
    public let options: Options
    /// The menu's actions and submenus, in the order shown.
    public let children: [UIMenuElement]

    /// A menu titled `title` of `children`.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// A copy of the menu with `newChildren` in place of its children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options, children: newChildren)
    }
}
