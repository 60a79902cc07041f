import Foundation

/// A section header or footer: a `contentView` for the app's views and a `textLabel`, reused like
/// cells through `dequeueReusableHeaderFooterView(withIdentifier:)`. The table makes its own for
/// section titles.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// A view queued under `reuseIdentifier`. Required so that a registered class can be built from
    /// its type: subclasses that override it write `required override init`.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// A view decoded from an archive (Casement has no nib loading: a new, empty view).
    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// The identifier the table queues the view under for reuse.
    public let reuseIdentifier: String?
    /// The view to add the header's content to.
    public let contentView = UIView()
    /// The title label, made when first asked for.
    open var textLabel: UILabel? {
        if let storedTextLabel { return storedTextLabel }
        let label = UILabel()
        contentView.addSubview(label)
        storedTextLabel = label
        setNeedsLayout()
        return label
    }
    private var storedTextLabel: UILabel?

    /// Called just before `dequeueReusableHeaderFooterView` returns the view again.
    open func prepareForReuse() {}

    /// Whether the table made the view for a section title (it reuses those itself).
    private(set) var madeForTitle = false
    /// Whether the title sits at the bottom edge, small and grey, as grouped tables show it.
    private var groupedTitle = false

    /// A view the table makes for a title in `style`: bold on grey in plain tables, small grey
    /// capitals in grouped ones.
    init(titleFor style: UITableView.Style) {
        reuseIdentifier = nil
        super.init(frame: .zero)
        madeForTitle = true
        addSubview(contentView)
        groupedTitle = style != .plain
        backgroundColor = groupedTitle ? .clear : .systemGray6
        textLabel?.font = groupedTitle ? .systemFont(ofSize: 13) : .boldSystemFont(ofSize: 17)
        textLabel?.textColor = groupedTitle ? .secondaryLabel : .label
    }

    /// Shows `title` (a grouped header's in capitals).
    func showTitle(_ title: String, header: Bool) {
        textLabel?.text = groupedTitle && header ? title.uppercased() : title
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        guard let label = storedTextLabel else { return }
        let height = label.intrinsicContentSize.height
        let margin = TableMetrics.cellMargin + (groupedTitle ? TableMetrics.cellMargin / 4 : 0)
        let y = groupedTitle ? bounds.height - height - 6 : ((bounds.height - height) / 2).rounded()
        label.frame = CGRect(x: margin, y: y, width: max(0, bounds.width - 2 * margin), height: height)
    }
}
