import Foundation

/// How a bar looks: its background (a colour over an effect, or an image) and the shadow line
/// along its content edge. A bar copies the appearance it is given, as UIKit does, so changing an
/// appearance after assigning it changes nothing until it is assigned again. Casement draws no blur:
/// a background effect shows as the bars' default translucent white.
@preconcurrency @MainActor
open class UIBarAppearance: NSObject, @preconcurrency NSCopying {
    /// The idiom the appearance was made for.
    public let idiom: UIUserInterfaceIdiom
    open var backgroundEffect: UIBlurEffect?
    open var backgroundColor: UIColor?
    open var backgroundImage: UIImage?
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
    /// The line along the bar's content edge; nil or clear: none.
    open var shadowColor: UIColor?
    open var shadowImage: UIImage?

    /// UIKit's default shadow line: black at 30 %.
    static let defaultShadowColor = UIColor(white: 0, alpha: 0.3)

    public init(idiom: UIUserInterfaceIdiom) {
        self.idiom = idiom
        super.init()
        configureWithDefaultBackground()
    }

    public convenience override init() { self.init(idiom: .unspecified) }

    /// A copy of `barAppearance`'s background and shadow (and, in a subclass, what it adds).
    public required init(barAppearance: UIBarAppearance) {
        idiom = barAppearance.idiom
        super.init()
        copyBackground(of: barAppearance)
    }

    /// The system's translucent background and shadow line.
    open func configureWithDefaultBackground() {
        setBackground(effect: UIBlurEffect(style: .systemChromeMaterial), color: nil, shadow: Self.defaultShadowColor)
    }

    /// An opaque background in the system background colour, with the shadow line.
    open func configureWithOpaqueBackground() {
        setBackground(effect: nil, color: .systemBackground, shadow: Self.defaultShadowColor)
    }

    /// No background and no shadow line: what is behind the bar shows through.
    open func configureWithTransparentBackground() {
        setBackground(effect: nil, color: nil, shadow: nil)
    }

    private func setBackground(effect: UIBlurEffect?, color: UIColor?, shadow: UIColor?) {
        backgroundEffect = effect
        backgroundColor = color
        backgroundImage = nil
        backgroundImageContentMode = .scaleToFill
        shadowColor = shadow
        shadowImage = nil
    }

    private func copyBackground(of other: UIBarAppearance) {
        backgroundEffect = other.backgroundEffect
        backgroundColor = other.backgroundColor
        backgroundImage = other.backgroundImage
        backgroundImageContentMode = other.backgroundImageContentMode
        shadowColor = other.shadowColor
        shadowImage = other.shadowImage
    }

    /// A copy of the appearance, of its own class (each subclass copies what it adds in `init(barAppearance:)`).
    open func copy(with zone: NSZone?) -> Any { copied }

    /// A copy of the appearance, typed (what a bar keeps of the appearance it is given).
    var copied: Self { Self(barAppearance: self) }

    /// The colour the bar's background shows: its colour, else the effect's (Casement draws an
    /// effect as the bars' default white), else clear.
    var resolvedBackgroundColor: UIColor {
        backgroundColor ?? (backgroundEffect != nil ? BarHairline.barColor : .clear)
    }

    /// The shadow line's colour, nil for none.
    var resolvedShadowColor: UIColor? {
        guard let shadowColor, shadowColor.cgColor.alpha > 0 else { return nil }
        return shadowColor
    }
}
