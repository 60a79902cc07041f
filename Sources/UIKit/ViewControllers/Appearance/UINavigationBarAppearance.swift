import Foundation

/// How a navigation bar looks: its background and shadow line, its title's and large title's text
/// attributes, and its buttons'.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment = UIOffset.zero
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
    open var backButtonAppearance = UIBarButtonItemAppearance(style: .plain)
    open private(set) var backIndicatorImage: UIImage?
    open private(set) var backIndicatorTransitionMaskImage: UIImage?

    public override init(idiom: UIUserInterfaceIdiom) { super.init(idiom: idiom) }

    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let other = barAppearance as? UINavigationBarAppearance else { return }
        titleTextAttributes = other.titleTextAttributes
        largeTitleTextAttributes = other.largeTitleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        buttonAppearance = other.buttonAppearance.copied
        doneButtonAppearance = other.doneButtonAppearance.copied
        backButtonAppearance = other.backButtonAppearance.copied
        backIndicatorImage = other.backIndicatorImage
        backIndicatorTransitionMaskImage = other.backIndicatorTransitionMaskImage
    }

    /// Sets the back button's chevron and the mask it slides under; both or neither.
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage backIndicatorTransitionMaskImage: UIImage?) {
        guard (backIndicatorImage == nil) == (backIndicatorTransitionMaskImage == nil) else {
            return Diagnostics.report("UINavigationBarAppearance.setBackIndicatorImage(_:transitionMaskImage:) needs both images or neither; ignored")
        }
        self.backIndicatorImage = backIndicatorImage
        self.backIndicatorTransitionMaskImage = backIndicatorTransitionMaskImage
    }
}
