import CoreGraphics

/// A view that lines up its arranged subviews along an axis with Auto Layout: it makes and keeps the
/// constraints that place them (rebuilt in its `updateConstraints()` whenever something changes).
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// How the arranged views share the length along the axis (Apple's raw values).
    public enum Distribution: Int, Sendable {
        case fill = 0, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// How the arranged views sit across the axis (Apple's raw values).
    public enum Alignment: Int, Sendable {
        case fill = 0, leading, firstBaseline, center, trailing, lastBaseline
        /// `leading` for a horizontal stack.
        public static var top: Alignment { .leading }
        /// `trailing` for a horizontal stack.
        public static var bottom: Alignment { .trailing }
    }

    /// As `spacing`, 0; as a custom spacing, "use `spacing`" (Float's greatest value, as UIKit's).
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// The system spacing between two views, 8 points (Float's least positive normal value, as UIKit's).
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    /// The views the stack places, in order; each is also a subview.
    public private(set) var arrangedSubviews: [UIView] = []
    /// The direction the views line up in.
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { arrangementDidChange() } }
    /// How the views share the length along the axis.
    open var distribution: Distribution = .fill { didSet { arrangementDidChange() } }
    /// How the views sit across the axis.
    open var alignment: Alignment = .fill { didSet { arrangementDidChange() } }
    /// The gap between adjacent views (the least gap for the spacing distributions).
    open var spacing: CGFloat = 0 { didSet { arrangementDidChange() } }
    /// Whether baselines, rather than edges, are spaced vertically (kept; the stack spaces edges).
    open var isBaselineRelativeArrangement = false { didSet { arrangementDidChange() } }
    /// Whether the views are placed within the layout margins rather than the bounds.
    open var isLayoutMarginsRelativeArrangement = false { didSet { arrangementDidChange() } }

    /// Gaps set for particular views, by view.
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints the stack made, replaced whenever the arrangement changes.
    var arrangementConstraints: [NSLayoutConstraint] = []

    /// A stack of no views.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        arrangementDidChange()
    }

    /// A stack of `views`, in that order.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// A stack decoded from an archive (Casement has no nib loading: an empty stack).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        arrangementDidChange()
    }

    /// Appends `view` to the arranged views, adding it as a subview if it is not one.
    open func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: arrangedSubviews.count) }

    /// Puts `view` at `stackIndex` of the arranged views; an arranged view only moves there, and a
    /// view already a subview keeps its place among the subviews.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(0, stackIndex), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementDidChange()
    }

    /// Stops arranging `view`; it stays a subview.
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementDidChange()
    }

    /// Sets the gap after `arrangedSubview` (`spacingUseDefault` goes back to `spacing`).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == UIStackView.spacingUseDefault ? nil : spacing
        arrangementDidChange()
    }

    /// The gap after `arrangedSubview`: its custom spacing, else `spacingUseDefault`.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    /// A subview leaving the stack stops being arranged.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    /// Remakes the arrangement's constraints, then those of the view.
    open override func updateConstraints() {
        NSLayoutConstraint.deactivate(arrangementConstraints)
        arrangementConstraints = makeArrangementConstraints()
        NSLayoutConstraint.activate(arrangementConstraints)
        super.updateConstraints()
    }

    /// The gap that follows `view`, resolved: its custom spacing or `spacing`, 8 for the system spacing.
    func gap(after view: UIView) -> CGFloat {
        let gap = customSpacings[ObjectIdentifier(view)] ?? spacing
        if gap == UIStackView.spacingUseSystem { return LayoutSpacing.system }
        return gap == UIStackView.spacingUseDefault ? 0 : gap
    }

    /// An arranged view was shown or hidden: it collapses or comes back.
    func arrangedSubviewVisibilityDidChange(_ view: UIView) {
        if arrangedSubviews.contains(where: { $0 === view }) { arrangementDidChange() }
    }

    private func arrangementDidChange() { setNeedsUpdateConstraints() }
}
