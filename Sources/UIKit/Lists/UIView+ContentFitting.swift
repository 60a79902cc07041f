import Foundation

/// How table and collection view cells self-size: what their content view (this view) needs.
extension UIView {
    /// The height needed at `width`: that of the view showing the cell's content configuration
    /// (`configured`), else what the constraints need by Auto Layout; nil when there are neither
    /// (the cell sizes itself some other way).
    func fittingHeight(ofContentWidth width: CGFloat, configured: (any UIView & UIContentView)?) -> CGFloat? {
        if let list = configured as? UIListContentView { return list.fittingHeight(width: width) }
        return fittingSize(CGSize(width: width, height: 0), horizontally: .required)?.height
    }

    /// The smallest size the constraints allow near `size` on both sides; nil without constraints.
    func fittingSize(near size: CGSize) -> CGSize? {
        fittingSize(size, horizontally: .fittingSizeLevel)
    }

    private func fittingSize(_ target: CGSize, horizontally: UILayoutPriority) -> CGSize? {
        guard subviews.contains(where: { !$0.translatesAutoresizingMaskIntoConstraints }) || !constraints.isEmpty else { return nil }
        let size = systemLayoutSizeFitting(target, withHorizontalFittingPriority: horizontally, verticalFittingPriority: .fittingSizeLevel)
        return CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
    }
}
