import Foundation

extension UIView {
    /// The height a cell's content view (this view) needs at `width`: that of the view showing its
    /// content configuration (`configured`), else what its constraints need by Auto Layout; nil
    /// when it has neither (the cell sizes itself some other way). How table and collection view
    /// cells self-size.
    func fittingHeight(ofContentWidth width: CGFloat, configured: (any UIView & UIContentView)?) -> CGFloat? {
        if let list = configured as? UIListContentView { return list.fittingHeight(width: width) }
        guard subviews.contains(where: { !$0.translatesAutoresizingMaskIntoConstraints }) || !constraints.isEmpty else { return nil }
        let size = systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                           verticalFittingPriority: .fittingSizeLevel)
        return size.height.rounded(.up)
    }
}
