/// Makes the content of a `UIVisualEffectView` stand out over a blur. Casement shows that content
/// as it is, with no blur or tint of its own, as iOS does with Reduce Transparency on: nest the
/// vibrancy effect view in a blur effect view's `contentView`, and the blur behind it shows.
open class UIVibrancyEffect: UIVisualEffect, @unchecked Sendable {
    /// The blur the content stands over.
    package let blurEffect: UIBlurEffect
    /// How strongly the content stands out (a label's, a fill's, a separator's).
    package let style: UIVibrancyEffectStyle

    /// Vibrancy for content over `blurEffect`, as for a label.
    public convenience init(blurEffect: UIBlurEffect) {
        self.init(blurEffect: blurEffect, style: .label)
    }

    /// Vibrancy of `style` for content over `blurEffect`.
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }
}

/// The kinds of content a vibrancy effect is made for, from the most to the least prominent.
public enum UIVibrancyEffectStyle: Int, Sendable {
    case label = 0, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}
