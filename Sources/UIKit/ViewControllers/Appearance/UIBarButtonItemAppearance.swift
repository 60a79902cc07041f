import Foundation

/// How a bar's buttons of one style look in each state.
@preconcurrency @MainActor
open class UIBarButtonItemAppearance: NSObject, @preconcurrency NSCopying {
    open var normal: UIBarButtonItemStateAppearance
    open var highlighted: UIBarButtonItemStateAppearance
    open var disabled: UIBarButtonItemStateAppearance
    open var focused: UIBarButtonItemStateAppearance

    public init(style: UIBarButtonItem.Style) {
        (normal, highlighted, disabled, focused) = (.init(), .init(), .init(), .init())
        super.init()
        configureWithDefault(for: style)
    }

    public convenience override init() { self.init(style: .plain) }

    /// Each state with no attributes of its own: the style's font and the bar's tint colour.
    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        (normal, highlighted, disabled, focused) = (.init(), .init(), .init(), .init())
    }

    open func copy(with zone: NSZone?) -> Any { copied }

    /// A copy whose states are copies.
    var copied: UIBarButtonItemAppearance {
        let copy = UIBarButtonItemAppearance(style: .plain)
        (copy.normal, copy.highlighted, copy.disabled, copy.focused) = (normal.copied, highlighted.copied, disabled.copied, focused.copied)
        return copy
    }
}

/// How a bar's buttons look in one state.
@preconcurrency @MainActor
open class UIBarButtonItemStateAppearance: NSObject {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment = UIOffset.zero
    open var backgroundImage: UIImage?
    open var backgroundImagePositionAdjustment = UIOffset.zero

    var copied: UIBarButtonItemStateAppearance {
        let copy = UIBarButtonItemStateAppearance()
        copy.titleTextAttributes = titleTextAttributes
        copy.titlePositionAdjustment = titlePositionAdjustment
        copy.backgroundImage = backgroundImage
        copy.backgroundImagePositionAdjustment = backgroundImagePositionAdjustment
        return copy
    }
}

extension UIBarButtonItemAppearance {
    /// Gives `button` the title colours and font of each state that sets them.
    func style(_ button: UIButton) {
        for (state, appearance) in [(UIControl.State.normal, normal), (.highlighted, highlighted), (.disabled, disabled)] {
            if let color = appearance.titleTextAttributes[.foregroundColor] as? UIColor { button.setTitleColor(color, for: state) }
        }
        if let font = normal.titleTextAttributes[.font] as? UIFont { button.titleLabel?.font = font }
    }
}
