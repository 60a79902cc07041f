import CoreGraphics

/// A band a view controller's content keeps clear of (the deprecated `topLayoutGuide` and
/// `bottomLayoutGuide`): on a desktop window it has no length.
@preconcurrency @MainActor
public protocol UILayoutSupport: AnyObject {
    /// How tall the band is (0 on a desktop window).
    var length: CGFloat { get }
    /// The band's top edge.
    var topAnchor: NSLayoutYAxisAnchor { get }
    /// The band's bottom edge.
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    /// The band's height.
    var heightAnchor: NSLayoutDimension { get }
}

/// The band between a view's edge and its safe area at the top or at the bottom.
@MainActor
final class SafeAreaBand: UILayoutSupport {
    private weak var view: UIView?
    private let atTop: Bool

    init(_ view: UIView, atTop: Bool) {
        self.view = view
        self.atTop = atTop
    }

    var length: CGFloat { view.map { atTop ? $0.safeAreaInsets.top : $0.safeAreaInsets.bottom } ?? 0 }
    var topAnchor: NSLayoutYAxisAnchor {
        NSLayoutYAxisAnchor(term: atTop ? LayoutTerm(view, .top) : LayoutTerm(view?.safeAreaLayoutGuide, .bottom))
    }
    var bottomAnchor: NSLayoutYAxisAnchor {
        NSLayoutYAxisAnchor(term: atTop ? LayoutTerm(view?.safeAreaLayoutGuide, .top) : LayoutTerm(view, .bottom))
    }
    var heightAnchor: NSLayoutDimension { topAnchor.anchorWithOffset(to: bottomAnchor) }
}
