import Foundation

/// How a tab bar looks: its background and shadow line, and its items' in each layout.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    /// The items' look with the title under the icon (the layout Casement's tab bar uses).
    open var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked)
    open var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
    open var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline)
    open var selectionIndicatorTintColor: UIColor?
    open var selectionIndicatorImage: UIImage?

    public override init(idiom: UIUserInterfaceIdiom) { super.init(idiom: idiom) }

    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let other = barAppearance as? UITabBarAppearance else { return }
        stackedLayoutAppearance = other.stackedLayoutAppearance.copied
        inlineLayoutAppearance = other.inlineLayoutAppearance.copied
        compactInlineLayoutAppearance = other.compactInlineLayoutAppearance.copied
        selectionIndicatorTintColor = other.selectionIndicatorTintColor
        selectionIndicatorImage = other.selectionIndicatorImage
    }
}

/// How a tab bar's items look in each state, for one layout.
@preconcurrency @MainActor
open class UITabBarItemAppearance: NSObject, @preconcurrency NSCopying {
    public enum Style: Int, Sendable {
        case stacked = 0, inline, compactInline
    }

    open var normal = UITabBarItemStateAppearance()
    open var selected = UITabBarItemStateAppearance()
    open var disabled = UITabBarItemStateAppearance()
    open var focused = UITabBarItemStateAppearance()

    public init(style: Style) { super.init() }

    public convenience override init() { self.init(style: .stacked) }

    /// Each state with no attributes of its own.
    open func configureWithDefault(for style: Style) {
        (normal, selected, disabled, focused) = (.init(), .init(), .init(), .init())
    }

    open func copy(with zone: NSZone?) -> Any { copied }

    /// A copy whose states are copies.
    var copied: UITabBarItemAppearance {
        let copy = UITabBarItemAppearance(style: .stacked)
        (copy.normal, copy.selected, copy.disabled, copy.focused) = (normal.copied, selected.copied, disabled.copied, focused.copied)
        return copy
    }
}

/// How a tab bar's items look in one state.
@preconcurrency @MainActor
open class UITabBarItemStateAppearance: NSObject {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment = UIOffset.zero
    open var iconColor: UIColor?
    open var badgePositionAdjustment = UIOffset.zero
    open var badgeBackgroundColor: UIColor?
    open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var badgeTitlePositionAdjustment = UIOffset.zero

    var copied: UITabBarItemStateAppearance {
        let copy = UITabBarItemStateAppearance()
        copy.titleTextAttributes = titleTextAttributes
        copy.titlePositionAdjustment = titlePositionAdjustment
        copy.iconColor = iconColor
        copy.badgePositionAdjustment = badgePositionAdjustment
        copy.badgeBackgroundColor = badgeBackgroundColor
        copy.badgeTextAttributes = badgeTextAttributes
        copy.badgeTitlePositionAdjustment = badgeTitlePositionAdjustment
        return copy
    }
}
