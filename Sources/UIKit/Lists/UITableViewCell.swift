import Foundation

/// One row of a table view: a `contentView` holding the row's views (standard labels and an image
/// for the built-in styles, or the app's own), an accessory on the right, backgrounds shown when
/// the row is highlighted or selected, and the separator the table asks for.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// A cell of `style`, queued under `reuseIdentifier`. Required so that a registered class can be
    /// built from its type: subclasses that override it write `required override init`.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: TableMetrics.standardRowHeight))
        setUpCell()
    }

    /// A default-style cell with no reuse identifier.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// A cell decoded from an archive (Casement has no nib loading: a new default-style cell).
    public required init?(coder: NSCoder) {
        style = .default
        reuseIdentifier = nil
        super.init(coder: coder)
        setUpCell()
    }

    private func setUpCell() {
        backgroundColor = .systemBackground
        contentView.frame = bounds
        addSubview(contentView)
    }

    /// The built-in layout of the labels and image.
    let style: CellStyle
    /// The identifier the table queues the cell under for reuse.
    public let reuseIdentifier: String?

    /// The view to add a row's content to; it leaves room for the accessory.
    public let contentView = UIView()

    /// The main label of the built-in styles, made when first asked for.
    open var textLabel: UILabel? {
        if let storedTextLabel { return storedTextLabel }
        let label = makeStandardLabel(font: .systemFont(ofSize: style == .value2 ? 12 : 17))
        if style == .value2 {
            label.textColor = .systemBlue
            label.textAlignment = .right
        }
        storedTextLabel = label
        return label
    }
    /// The secondary label of the value1, value2 and subtitle styles (nil in the default style).
    open var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        if let storedDetailLabel { return storedDetailLabel }
        let label = makeStandardLabel(font: .systemFont(ofSize: style == .subtitle ? 15 : 17))
        if style != .value2 { label.textColor = .secondaryLabel }
        storedDetailLabel = label
        return label
    }
    /// The image on the left of the built-in styles, made when first asked for.
    open var imageView: UIImageView? {
        if let storedImageView { return storedImageView }
        let view = UIImageView()
        contentView.addSubview(view)
        storedImageView = view
        setNeedsLayout()
        return view
    }
    var storedTextLabel: UILabel?
    var storedDetailLabel: UILabel?
    var storedImageView: UIImageView?

    private func makeStandardLabel(font: UIFont) -> UILabel {
        let label = UILabel()
        label.font = font
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    // MARK: Content configuration

    /// The standard content configuration for the cell's style, to fill in and assign to
    /// `contentConfiguration`.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .subtitle: .subtitleCell()
        case .value1: .valueCell()
        case .default, .value2: .cell()
        }
    }

    /// The content, shown by a view the configuration makes, filling `contentView`; a configuration
    /// the present view supports updates it in place.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet {
            configuredContentView = contentView.host(contentConfiguration, replacing: configuredContentView)
            setNeedsLayout()
        }
    }
    /// The view showing `contentConfiguration`.
    var configuredContentView: (any UIView & UIContentView)?
    /// Whether a table has shown the cell yet (it counts the cells it is given).
    var madeForTable = false

    // MARK: Accessory

    /// The standard mark on the right: a disclosure chevron, a checkmark, a detail button.
    open var accessoryType = AccessoryType.none {
        didSet { if accessoryType != oldValue, !editing { updateAccessoryGlyph() } }
    }
    /// The standard mark on the right while the table edits (none by default).
    open var editingAccessoryType = AccessoryType.none {
        didSet { if editingAccessoryType != oldValue, editing { updateAccessoryGlyph() } }
    }

    /// Draws the standard accessory of the mode the cell is in.
    private func updateAccessoryGlyph() {
        let type = editing ? editingAccessoryType : accessoryType
        accessoryGlyph?.removeFromSuperview()
        accessoryGlyph = type == .none ? nil : AccessoryGlyphView(type)
        if let accessoryGlyph, accessoryView == nil { addSubview(accessoryGlyph) }
        setNeedsLayout()
    }
    /// A view of the app's shown in place of the standard accessory.
    open var accessoryView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let accessoryView {
                accessoryGlyph?.removeFromSuperview()
                addSubview(accessoryView)
            } else if let accessoryGlyph {
                addSubview(accessoryGlyph)
            }
            setNeedsLayout()
        }
    }
    private var accessoryGlyph: AccessoryGlyphView?

    /// The accessory shown, if any: the app's view or the standard glyph.
    private var shownAccessory: UIView? { accessoryView ?? accessoryGlyph }

    // MARK: Selection

    /// How the cell shows that it is selected (`.default`: the selected background).
    open var selectionStyle = SelectionStyle.default { didSet { updateSelectedBackground() } }
    /// The view behind the content, if any.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    /// The view shown behind the content while the cell is highlighted or selected; nil for the
    /// standard grey.
    open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            updateSelectedBackground()
        }
    }
    /// The standard grey shown when there is no `selectedBackgroundView`.
    private lazy var standardSelectedBackground: UIView = {
        let view = UIView()
        view.backgroundColor = .systemGray4
        return view
    }()

    /// Whether the row is selected.
    open var isSelected: Bool {
        get { selected }
        set { setSelected(newValue, animated: false) }
    }
    /// Whether a touch is down on the row.
    open var isHighlighted: Bool {
        get { highlighted }
        set { setHighlighted(newValue, animated: false) }
    }
    private var selected = false
    private var highlighted = false

    /// Shows the cell selected or not (no animation in Casement).
    open func setSelected(_ selected: Bool, animated: Bool) {
        self.selected = selected
        updateSelectedBackground()
    }

    /// Shows the cell highlighted or not (no animation in Casement).
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        self.highlighted = highlighted
        updateSelectedBackground()
    }

    /// The selected background shows behind the content while highlighted or selected.
    private func updateSelectedBackground() {
        let shown = selectionStyle != .none && (selected || highlighted)
        let view = selectedBackgroundView ?? standardSelectedBackground
        if !shown {
            view.removeFromSuperview()
            if selectedBackgroundView != nil { standardSelectedBackground.removeFromSuperview() }
            return
        }
        if selectedBackgroundView != nil { standardSelectedBackground.removeFromSuperview() }
        guard view.superview !== self else { return }
        view.frame = bounds
        insertSubview(view, belowSubview: contentView)
    }

    /// Called on a queued cell just before `dequeueReusableCell` returns it: reset what the previous
    /// row left (the default clears the highlight and selection).
    open func prepareForReuse() {
        setHighlighted(false, animated: false)
        setSelected(false, animated: false)
    }

    // MARK: Editing

    /// Whether the cell shows its editing controls; its table sets it on its rows as it enters or
    /// leaves editing.
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }
    /// The control the cell shows at its leading edge while editing (the table asks its delegate).
    open var editingStyle: EditingStyle { shownEditingStyle }
    /// Whether the cell shows the reorder control at its trailing edge while editing, in place of
    /// its accessory (the table sets it for rows its data source can move).
    open var showsReorderControl = false {
        didSet { if showsReorderControl != oldValue { updateEditingControls(animated: false) } }
    }

    /// Shows or hides the editing controls (the content moves aside), sliding them when `animated`.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != self.editing else { return }
        self.editing = editing
        if editingAccessoryType != accessoryType { updateAccessoryGlyph() }
        updateEditingControls(animated: animated)
    }

    var editing = false
    /// The leading control's style and whether the content moves aside for it (set by the table).
    var shownEditingStyle = EditingStyle.none {
        didSet { if shownEditingStyle != oldValue { updateEditingControls(animated: false) } }
    }
    var indentsWhileEditing = true { didSet { setNeedsLayout() } }
    /// The controls shown (or sliding away).
    var editingControl: EditingControlView?
    var reorderControl: ReorderControlView?

    // MARK: Separator (set by the table)

    /// The hairline at the bottom edge, shown where the table wants one.
    private lazy var separator: UIView = {
        let view = UIView()
        view.isUserInteractionEnabled = false
        return view
    }()

    /// Shows the separator from `inset.left` to `inset.right` from the edges in `color`, or hides it.
    func showSeparator(_ shown: Bool, inset: UIEdgeInsets, color: UIColor?) {
        guard shown else { return separator.removeFromSuperview() }
        separatorInset = inset
        separator.backgroundColor = color
        if separator.superview !== self { addSubview(separator) }
        layOutSeparator()
    }
    private var separatorInset = UIEdgeInsets.zero

    private func layOutSeparator() {
        let thickness = 1 / (window?.screen.scale ?? 1)
        separator.frame = CGRect(x: separatorInset.left, y: bounds.height - thickness,
                                 width: max(0, bounds.width - separatorInset.left - separatorInset.right), height: thickness)
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        let room = layOutEditingControls()
        var contentEnd = room.trailing ?? bounds.width
        // The reorder control stands in for the accessory.
        shownAccessory?.isHidden = room.trailing != nil
        if let accessory = shownAccessory, room.trailing == nil {
            let size = accessory.bounds.size
            accessory.frame = CGRect(x: bounds.width - TableMetrics.cellMargin - size.width, y: ((bounds.height - size.height) / 2).rounded(),
                                     width: size.width, height: size.height)
            contentEnd = accessory.frame.minX - TableMetrics.accessorySpacing
        }
        contentView.frame = CGRect(x: room.leading, y: 0, width: max(0, contentEnd - room.leading), height: bounds.height)
        for view in [backgroundView, selectedBackgroundView, standardSelectedBackground] where view?.superview === self {
            view?.frame = bounds
        }
        if separator.superview === self {
            bringSubviewToFront(separator)
            layOutSeparator()
        }
        layOutStandardViews(trailingMargin: shownAccessory == nil && room.trailing == nil)
    }
}
