import Foundation

/// How a toolbar looks: its background and shadow line, and its buttons'.
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)

    public override init(idiom: UIUserInterfaceIdiom) { super.init(idiom: idiom) }

    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let other = barAppearance as? UIToolbarAppearance else { return }
        buttonAppearance = other.buttonAppearance.copied
        doneButtonAppearance = other.doneButtonAppearance.copied
    }
}
