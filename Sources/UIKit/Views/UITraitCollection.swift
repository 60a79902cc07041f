import CoreGraphics

/// The traits of a view's environment. A desktop window has one set: the light style, regular size
/// classes and its screen's scale.
@preconcurrency @MainActor
open class UITraitCollection {
    /// The interface's appearance.
    public enum UserInterfaceStyle: Int, Sendable { case unspecified, light, dark }
    /// A broad class of available space.
    public enum SizeClass: Int, Sendable { case unspecified, compact, regular }

    /// Pixels per point of the screen.
    public let displayScale: CGFloat
    /// Always `.light`: Casement has no dark appearance.
    public let userInterfaceStyle: UserInterfaceStyle = .light
    /// Always `.regular`: a desktop window.
    public let horizontalSizeClass: SizeClass = .regular
    /// Always `.regular`: a desktop window.
    public let verticalSizeClass: SizeClass = .regular

    /// Traits with `displayScale` pixels per point.
    public init(displayScale: CGFloat) { self.displayScale = displayScale }
}

/// An object with traits: views and view controllers.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
    /// The traits in effect.
    var traitCollection: UITraitCollection { get }
    /// Called when the traits changed. Casement's traits change only with the screen's scale.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
