extension UIScrollView {
    /// Which parts of the safe area insets `adjustedContentInset` adds to `contentInset`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// Like `.scrollableAxes`, plus top and bottom under a navigation controller.
        case automatic
        /// The edges of the axes that scroll (content larger than the bounds, or `alwaysBounce…`).
        case scrollableAxes
        /// None.
        case never
        /// All edges.
        case always
    }
}
