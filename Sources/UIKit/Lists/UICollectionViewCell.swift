import Foundation

/// One item of a collection view: a `contentView` for the item's views, a background, and a
/// selected background shown while the item is highlighted or selected.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    public required init(frame: CGRect) {
        super.init(frame: frame)
        setUpCell()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpCell()
    }

    private func setUpCell() {
        contentView.frame = bounds
        addSubview(contentView)
    }

    /// The view to add the item's content to; it fills the cell, above the backgrounds.
    public let contentView = UIView()

    /// The view behind the content, if any.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView {
                backgroundView.frame = bounds
                insertSubview(backgroundView, at: 0)
            }
            updateSelectedBackground()
        }
    }
    /// The view shown between the background and the content while the cell is highlighted or
    /// selected; nil shows nothing (a collection view cell has no standard selection colour).
    open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            updateSelectedBackground()
        }
    }

    /// The content, shown by a view the configuration makes, filling `contentView`; a configuration
    /// the present view supports updates it in place.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet { configuredContentView = contentView.host(contentConfiguration, replacing: configuredContentView) }
    }
    /// The view showing `contentConfiguration`.
    var configuredContentView: (any UIView & UIContentView)?

    /// Whether a collection view has shown the cell yet (it counts the cells it is given).
    var madeForList = false

    /// Whether the item is selected (the collection view sets it).
    open var isSelected = false { didSet { updateSelectedBackground() } }
    /// Whether a touch is down on the item (the collection view sets it).
    open var isHighlighted = false { didSet { updateSelectedBackground() } }

    private func updateSelectedBackground() {
        guard let selectedBackgroundView else { return }
        guard isSelected || isHighlighted else { return selectedBackgroundView.removeFromSuperview() }
        guard selectedBackgroundView.superview !== self else { return }
        selectedBackgroundView.frame = bounds
        insertSubview(selectedBackgroundView, belowSubview: contentView)
    }

    /// In a self-sizing layout, the size the content needs: its content configuration's view's
    /// height at the attributes' width, or what the constraints in `contentView` need (the height
    /// at that width in a self-sizing section, both sides near the estimate in a flow layout with
    /// `estimatedItemSize`); a cell with neither keeps the estimate.
    open override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard layoutAttributes.sizesToContent else { return layoutAttributes }
        bounds.size = layoutAttributes.size
        layoutIfNeeded()
        if layoutAttributes.fitsWidthToContent, configuredContentView == nil {
            if let size = contentView.fittingSize(near: contentView.bounds.size) { layoutAttributes.size = size }
        } else if let height = contentView.fittingHeight(ofContentWidth: contentView.bounds.width, configured: configuredContentView) {
            layoutAttributes.size.height = height
        }
        return layoutAttributes
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        for view in [backgroundView, selectedBackgroundView, contentView] where view?.superview === self {
            view?.frame = bounds
        }
    }
}
