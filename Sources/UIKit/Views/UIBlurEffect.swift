import QuartzCore

/// Blurs what lies behind a `UIVisualEffectView` and tints it, in one of UIKit's styles.
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    /// The style the effect was made with.
    package let style: Style

    /// A blur of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// UIKit's blur styles. The system materials without Light or Dark in their names follow the
    /// light appearance (Casement has no dark mode).
    public enum Style: Int, Sendable {
        case extraLight = 0, light, dark, extraDark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight,
             systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark,
             systemChromeMaterialDark
    }
}

extension UIBlurEffect.Style {
    /// The blur's standard deviation in points: thinner materials blur less. Casement's choice (UIKit
    /// does not publish its radii).
    package var blurRadius: CGFloat {
        switch self {
        case .systemUltraThinMaterial, .systemUltraThinMaterialLight, .systemUltraThinMaterialDark: 6
        case .systemThinMaterial, .systemThinMaterialLight, .systemThinMaterialDark: 8
        default: 10
        }
    }

    /// The colour laid over the blur: white for the light styles, near-black for the dark ones, more
    /// opaque for thicker materials. Casement's choice, close to what UIKit's styles look like.
    package var tint: CGColor {
        switch self {
        case .extraLight, .prominent: CGColor(red: 0.97, green: 0.97, blue: 0.97, alpha: 0.7)
        case .light, .regular: CGColor(red: 1, green: 1, blue: 1, alpha: 0.3)
        case .dark, .extraDark: CGColor(red: 0.11, green: 0.11, blue: 0.11, alpha: 0.73)
        case .systemUltraThinMaterial, .systemUltraThinMaterialLight: CGColor(red: 1, green: 1, blue: 1, alpha: 0.25)
        case .systemThinMaterial, .systemThinMaterialLight: CGColor(red: 1, green: 1, blue: 1, alpha: 0.45)
        case .systemMaterial, .systemMaterialLight: CGColor(red: 1, green: 1, blue: 1, alpha: 0.6)
        case .systemThickMaterial, .systemThickMaterialLight: CGColor(red: 1, green: 1, blue: 1, alpha: 0.8)
        case .systemChromeMaterial, .systemChromeMaterialLight: CGColor(red: 0.98, green: 0.98, blue: 0.98, alpha: 0.75)
        case .systemUltraThinMaterialDark: CGColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 0.25)
        case .systemThinMaterialDark: CGColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 0.45)
        case .systemMaterialDark: CGColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 0.6)
        case .systemThickMaterialDark: CGColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 0.8)
        case .systemChromeMaterialDark: CGColor(red: 0.12, green: 0.12, blue: 0.12, alpha: 0.75)
        }
    }
}
