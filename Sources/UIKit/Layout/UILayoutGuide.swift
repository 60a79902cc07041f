import CoreGraphics

/// A rectangle that takes part in Auto Layout without being a view: spacing between views, or a
/// view's safe area and margins. It has the anchors of a view, without baselines.
@preconcurrency @MainActor
open class UILayoutGuide {
    /// The view the guide belongs to (set by `addLayoutGuide`).
    public internal(set) weak var owningView: UIView?
    /// A name for debugging.
    open var identifier = ""
    /// For a system guide, how far it is inset from its owning view's bounds.
    let insets: ((UIView) -> UIEdgeInsets)?
    /// For the readable content guide, the widest it gets (it is centred within the insets).
    let maximumWidth: CGFloat?
    /// Whether the guide is a scroll view's content area: its origin is the view's (0, 0) and
    /// constraints decide its size (`UIScrollView.contentLayoutGuide`).
    let isContentArea: Bool
    /// The engine's unknowns for the guide, once a constraint names it.
    var variables: ItemVariables?

    /// A guide of no view; add it to one with `addLayoutGuide(_:)`.
    public init() {
        insets = nil
        maximumWidth = nil
        isContentArea = false
    }

    init(contentAreaOf owningView: UIView, identifier: String) {
        self.owningView = owningView
        self.identifier = identifier
        insets = nil
        maximumWidth = nil
        isContentArea = true
    }

    init(owningView: UIView, identifier: String, maximumWidth: CGFloat? = nil, insets: @escaping (UIView) -> UIEdgeInsets) {
        self.owningView = owningView
        self.identifier = identifier
        self.insets = insets
        self.maximumWidth = maximumWidth
        isContentArea = false
    }

    /// The guide's rectangle in its owning view's coordinates: from the engine once constraints place
    /// it (after layout), the inset bounds for a system guide, else zero.
    public var layoutFrame: CGRect {
        if let variables, let engine = AutoLayoutEngine.shared { return engine.rect(of: variables) }
        guard let owningView, let insets else { return .zero }
        let inset = owningView.bounds.inset(by: insets(owningView))
        guard let maximumWidth, inset.width > maximumWidth else { return inset }
        return inset.insetBy(dx: (inset.width - maximumWidth) / 2, dy: 0)
    }

    /// The leading edge.
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(term: LayoutTerm(self, .leading)) }
    /// The trailing edge.
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(term: LayoutTerm(self, .trailing)) }
    /// The left edge.
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(term: LayoutTerm(self, .left)) }
    /// The right edge.
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(term: LayoutTerm(self, .right)) }
    /// The top edge.
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(term: LayoutTerm(self, .top)) }
    /// The bottom edge.
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(term: LayoutTerm(self, .bottom)) }
    /// The width.
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(term: LayoutTerm(self, .width)) }
    /// The height.
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(term: LayoutTerm(self, .height)) }
    /// The horizontal centre.
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(term: LayoutTerm(self, .centerX)) }
    /// The vertical centre.
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(term: LayoutTerm(self, .centerY)) }
}
