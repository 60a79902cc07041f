import CoreGraphics

/// Where the built-in styles put the standard labels and image inside `contentView`, and how tall a
/// cell is when the table sizes it itself (`UITableView.automaticDimension`).
extension UITableViewCell {
    /// The standard labels that show text, with their natural sizes.
    private var shownLabels: (text: (UILabel, CGSize)?, detail: (UILabel, CGSize)?) {
        func shown(_ label: UILabel?) -> (UILabel, CGSize)? {
            guard let label, label.text?.isEmpty == false else { return nil }
            return (label, label.intrinsicContentSize)
        }
        return (shown(storedTextLabel), shown(storedDetailLabel))
    }

    /// The image view's size when it shows an image.
    private var shownImageSize: CGSize? {
        guard let image = storedImageView?.image else { return nil }
        return image.size
    }

    /// Places the standard views of `style` in `contentView`; `trailingMargin` keeps the right margin
    /// (an accessory brings its own spacing).
    func layOutStandardViews(trailingMargin: Bool) {
        let area = contentView.bounds
        var left = TableMetrics.cellMargin
        let right = area.width - (trailingMargin ? TableMetrics.cellMargin : 0)
        if let size = shownImageSize {
            storedImageView?.frame = CGRect(x: left, y: ((area.height - size.height) / 2).rounded(), width: size.width, height: size.height)
            left += size.width + TableMetrics.cellMargin
        }
        let labels = shownLabels
        func centred(_ height: CGFloat) -> CGFloat { ((area.height - height) / 2).rounded() }
        switch style {
        case .default:
            if let (label, size) = labels.text { label.frame = CGRect(x: left, y: centred(size.height), width: max(0, right - left), height: size.height) }
        case .subtitle:
            let block = (labels.text?.1.height ?? 0) + (labels.detail?.1.height ?? 0)
            var y = centred(block)
            for (label, size) in [labels.text, labels.detail].compactMap({ $0 }) {
                label.frame = CGRect(x: left, y: y, width: max(0, right - left), height: size.height)
                y += size.height
            }
        case .value1:
            var textRight = right
            if let (label, size) = labels.detail {
                let width = min(size.width, max(0, right - left))
                label.frame = CGRect(x: right - width, y: centred(size.height), width: width, height: size.height)
                textRight = label.frame.minX - TableMetrics.accessorySpacing
            }
            if let (label, size) = labels.text { label.frame = CGRect(x: left, y: centred(size.height), width: max(0, textRight - left), height: size.height) }
        case .value2:
            let column = TableMetrics.value2ColumnWidth
            if let (label, size) = labels.text { label.frame = CGRect(x: left, y: centred(size.height), width: column, height: size.height) }
            if let (label, size) = labels.detail {
                let x = left + column + TableMetrics.accessorySpacing
                label.frame = CGRect(x: x, y: centred(size.height), width: max(0, right - x), height: size.height)
            }
        }
    }

    /// The height the cell needs at `width`: its content configuration's view or its own
    /// constraints in `contentView` measured by Auto Layout; else the standard views' height
    /// (at least a standard row).
    func fittingHeight(width: CGFloat) -> CGFloat {
        frame.size.width = width
        layoutIfNeeded()
        if let height = contentView.fittingHeight(ofContentWidth: contentView.bounds.width, configured: configuredContentView) { return height }
        let labels = shownLabels
        let textHeights = [labels.text?.1.height ?? 0, labels.detail?.1.height ?? 0]
        let block = style == .subtitle ? textHeights.reduce(0, +) : max(textHeights.max() ?? 0, shownImageSize?.height ?? 0)
        return max(TableMetrics.standardRowHeight, (block + 2 * TableMetrics.cellVerticalMargin).rounded(.up))
    }
}
