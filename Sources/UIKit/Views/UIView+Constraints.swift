import CoreGraphics

extension UIView {
    /// The smallest size `systemLayoutSizeFitting(_:)` can aim for.
    public static let layoutFittingCompressedSize = CGSize.zero
    /// A very large size (1,000,000 points a side; UIKit does not document its value).
    public static let layoutFittingExpandedSize = CGSize(width: 1_000_000, height: 1_000_000)

    /// Activates `constraint` (the older spelling of `isActive = true`).
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    /// Activates each constraint.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    /// Deactivates `constraint` (the older spelling of `isActive = false`).
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    /// Deactivates each constraint.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

    /// The active constraints naming the view that act along `axis` (a debugging aid).
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        guard let variables = autoLayout?.variables else { return [] }
        return variables.constraints.values.filter { $0.first.kind.axis == axis }.sorted { "\($0)" < "\($1)" }
    }
    /// Whether the constraints leave the view's position or size undecided (a debugging aid).
    public var hasAmbiguousLayout: Bool { AutoLayoutEngine.shared?.hasAmbiguousLayout(self) ?? false }
    /// Moves a view whose layout is ambiguous to another layout its constraints allow, and back on the
    /// next call (a debugging aid; the frames change in the next layout pass).
    public func exerciseAmbiguityInLayout() { AutoLayoutEngine.shared?.exerciseAmbiguity(of: self) }

    /// Whether the update pass will call `updateConstraints()` on the view.
    public func needsUpdateConstraints() -> Bool { ConstraintUpdatePass.needs(self) }
    /// Flags the view for `updateConstraints()` in the next update pass, before the next layout.
    public func setNeedsUpdateConstraints() { ConstraintUpdatePass.setNeeds(self) }
    /// Runs the update pass now over the view's subtree, deepest views first.
    public func updateConstraintsIfNeeded() { ConstraintUpdatePass.run(in: self) }

    /// How strongly the view resists growing beyond its intrinsic size on `axis` (250 by default).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        autoLayout?.hugging[axis.rawValue] ?? .defaultLow
    }
    /// Sets how strongly the view resists growing beyond its intrinsic size on `axis`.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        autoLayoutState.hugging[axis.rawValue] = priority
        AutoLayoutEngine.shared?.updateIntrinsicConstraints(of: self)
    }
    /// How strongly the view resists shrinking below its intrinsic size on `axis` (750 by default).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        autoLayout?.compressionResistance[axis.rawValue] ?? .defaultHigh
    }
    /// Sets how strongly the view resists shrinking below its intrinsic size on `axis`.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        autoLayoutState.compressionResistance[axis.rawValue] = priority
        AutoLayoutEngine.shared?.updateIntrinsicConstraints(of: self)
    }

    /// The guides added to the view.
    public var layoutGuides: [UILayoutGuide] { autoLayout?.guides ?? [] }
    /// Adds `layoutGuide` to the view, which becomes its owning view.
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningView !== self else { return }
        layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
        layoutGuide.owningView = self
        autoLayoutState.guides.append(layoutGuide)
    }
    /// Removes `layoutGuide` and the constraints that name it.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningView === self else { return }
        if let variables = layoutGuide.variables { NSLayoutConstraint.deactivate(Array(variables.constraints.values)) }
        autoLayout?.guides.removeAll { $0 === layoutGuide }
        layoutGuide.owningView = nil
    }

    /// Called by views whose content sets their natural size, when it changed: Auto Layout re-reads
    /// `intrinsicContentSize` if it places the view (others keep today's behaviour and cost).
    func contentSizeDidChange() {
        if autoLayout?.variables != nil { invalidateIntrinsicContentSize() }
    }

    /// The view's Auto Layout record, made on first use.
    var autoLayoutState: ViewAutoLayout {
        if let autoLayout { return autoLayout }
        let made = ViewAutoLayout()
        autoLayout = made
        return made
    }
}
