import Foundation

/// A collection view cell for list layouts (`UICollectionLayoutListConfiguration`): the standard
/// list content configuration, and a separator hairline along its bottom edge, inset 16 pt on the
/// left, where its list section shows separators (not under a section's last item, as in a table).
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// The standard list content (text, secondary text, image) to fill in and assign to `contentConfiguration`.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        .cell()
    }

    /// The separator, shown while the layout's attributes ask for one.
    lazy var separatorView: UIView = {
        let view = UIView()
        view.backgroundColor = .separator
        view.isUserInteractionEnabled = false
        return view
    }()

    /// Shows or hides the separator as the list section says.
    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        if layoutAttributes.showsListSeparator {
            if separatorView.superview !== self { addSubview(separatorView) }
            setNeedsLayout()
        } else {
            separatorView.removeFromSuperview()
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        guard separatorView.superview === self else { return }
        bringSubviewToFront(separatorView)
        let thickness = 1 / (window?.screen.scale ?? 1)
        separatorView.frame = CGRect(x: TableMetrics.cellMargin, y: bounds.height - thickness,
                                     width: max(0, bounds.width - TableMetrics.cellMargin), height: thickness)
    }
}
