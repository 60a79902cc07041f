import CoreGraphics

extension AutoLayoutEngine {
    /// After the solution changed: marks the superview of every constraint-driven view whose frame
    /// differs from the solution, so the layout pass applies it (a root view is marked itself).
    func syncIfNeeded() {
        guard needsSync else { return }
        needsSync = false
        for (id, entry) in participants {
            guard let view = entry.view else {
                participants[id] = nil
                continue
            }
            guard !view.translatesAutoresizingMaskIntoConstraints, let variables = view.autoLayout?.variables else { continue }
            let frame = solvedFrame(of: view, variables)
            guard view.center != CGPoint(x: frame.midX, y: frame.midY) || view.bounds.size != frame.size else { continue }
            (view.superview ?? view).setNeedsLayout()
        }
    }

    /// Copies the solution into the frames of `view`'s constraint-driven subviews (and into its own
    /// size when it is a root), as UIView's `layoutSubviews` does in UIKit.
    /// It goes through the shorter list, the subviews or the views with variables, so a scroll view
    /// of thousands of plain rows lays out (every frame it scrolls) at the cost of its constrained views.
    func applyFrames(in view: UIView) {
        if view.superview == nil { apply(to: view, sizeOnly: true) }
        if participants.count < view.subviewList.count {
            for entry in participants.values {
                if let subview = entry.view, subview.superviewRef === view { apply(to: subview, sizeOnly: false) }
            }
        } else {
            for subview in view.subviewList { apply(to: subview, sizeOnly: false) }
        }
    }

    private func apply(to view: UIView, sizeOnly: Bool) {
        guard !view.translatesAutoresizingMaskIntoConstraints, let variables = view.autoLayout?.variables else { return }
        let frame = solvedFrame(of: view, variables)
        if view.bounds.size != frame.size { view.bounds.size = frame.size }
        let center = CGPoint(x: frame.midX, y: frame.midY)
        if !sizeOnly, view.center != center { view.center = center }
    }

    /// The view's frame in its superview's coordinates: its solved alignment rectangle, each edge
    /// rounded to the pixel grid, outset by the view's alignment insets.
    private func solvedFrame(of view: UIView, _ variables: ItemVariables) -> CGRect {
        let scale = view.window?.screen.scale ?? 1
        func grid(_ value: Double) -> CGFloat { (value * scale).rounded() / scale }
        let x = solver.value(of: variables.minX), y = solver.value(of: variables.minY)
        let minX = grid(x), minY = grid(y)
        return view.frame(forAlignmentRect: CGRect(x: minX, y: minY, width: grid(x + solver.value(of: variables.width)) - minX,
                                                   height: grid(y + solver.value(of: variables.height)) - minY))
    }

    /// The width and height of `guide` where constraints decide them (nil for a free one): a scroll
    /// view's content size from its content layout guide. Nil when no constraint names the guide.
    func decidedSize(of guide: UILayoutGuide) -> (width: CGFloat?, height: CGFloat?)? {
        guard let variables = guide.variables, !variables.constraints.isEmpty else { return nil }
        func decided(_ symbol: EngineSymbol) -> CGFloat? { solver.tableau.row(symbol) == nil ? nil : solver.value(of: symbol) }
        return (decided(variables.width), decided(variables.height))
    }

    /// An item's rectangle as solved, unrounded (a guide's `layoutFrame`).
    func rect(of variables: ItemVariables) -> CGRect {
        CGRect(x: solver.value(of: variables.minX), y: solver.value(of: variables.minY),
               width: solver.value(of: variables.width), height: solver.value(of: variables.height))
    }
}
