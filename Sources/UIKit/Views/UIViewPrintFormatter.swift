/// Lays a view's content out for printing. Casement has no printing: the formatter only names its
/// view, for `UIView.draw(_:for:)` overrides written against UIKit.
@preconcurrency @MainActor
open class UIViewPrintFormatter {
    /// The view whose content is printed.
    open private(set) weak var view: UIView?

    /// A formatter for `view`.
    public init(view: UIView) { self.view = view }
}
