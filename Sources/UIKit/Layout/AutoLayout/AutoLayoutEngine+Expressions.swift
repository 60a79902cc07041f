import CoreGraphics

extension AutoLayoutEngine {
    /// `first − multiplier × second − constant`, in the coordinates of `container`: the left side of
    /// the solver's `… (≤ | = | ≥) 0`.
    func expression(for constraint: NSLayoutConstraint, in container: UIView) -> EngineRow {
        var row = expression(constraint.first, in: container)
        if let second = constraint.second {
            let other = expression(second, in: container)
            row.constant -= constraint.multiplier * other.constant
            for (symbol, coefficient) in other.cells { row.add(symbol, -constraint.multiplier * coefficient) }
        }
        row.constant -= constraint.constant
        return row
    }

    /// What a term measures, in `container`'s coordinates.
    private func expression(_ term: LayoutTerm, in container: UIView) -> EngineRow {
        switch term {
        case .attribute(let item, let attribute):
            guard let object = item.object else { return EngineRow() }
            return expression(of: object, attribute, in: container)
        case .offset(let from, let to):
            var row = expression(to, in: container)
            let start = expression(from, in: container)
            row.constant -= start.constant
            for (symbol, coefficient) in start.cells { row.add(symbol, -coefficient) }
            return row
        }
    }

    /// An attribute of a view or guide: its origin plus those of the views between it and `container`
    /// (the container's own origin is 0 in its coordinates), then the part of its size the attribute
    /// adds, with the view's margins for margin attributes.
    private func expression(of item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, in container: UIView) -> EngineRow {
        let axis = attribute.axis
        var row = EngineRow()
        let variables: ItemVariables
        var margins = UIEdgeInsets.zero
        if let view = item as? UIView {
            variables = self.variables(for: view)
            margins = view.layoutMargins
            if !attribute.isDimension { addOrigins(from: view, in: container, axis, to: &row) }
        } else if let guide = item as? UILayoutGuide, let owner = guide.owningView, let guideVariables = self.variables(for: guide) {
            variables = guideVariables
            if !attribute.isDimension {
                row.add(variables.origin(axis), 1)
                addOrigins(from: owner, in: container, axis, to: &row)
            }
        } else {
            return row
        }
        let size = variables.size(axis)
        switch attribute {
        case .firstBaseline, .lastBaseline:
            // A label's baselines sit in its text, drawn centred; other views use their bottom edge.
            if let label = item as? UILabel {
                row.add(size, 0.5)
                row.constant += label.baselineBelowCenter(first: attribute == .firstBaseline)
            } else {
                row.add(size, 1)
            }
        case .width, .height, .right, .trailing, .bottom: row.add(size, 1)
        case .centerX, .centerY: row.add(size, 0.5)
        case .leftMargin, .leadingMargin: row.constant += margins.left
        case .topMargin: row.constant += margins.top
        case .rightMargin, .trailingMargin:
            row.add(size, 1)
            row.constant -= margins.right
        case .bottomMargin:
            row.add(size, 1)
            row.constant -= margins.bottom
        case .centerXWithinMargins:
            row.add(size, 0.5)
            row.constant += (margins.left - margins.right) / 2
        case .centerYWithinMargins:
            row.add(size, 0.5)
            row.constant += (margins.top - margins.bottom) / 2
        case .left, .leading, .top, .notAnAttribute: break
        }
        return row
    }

    /// Adds the origins of `view` and its ancestors below `container` along `axis`.
    private func addOrigins(from view: UIView, in container: UIView, _ axis: NSLayoutConstraint.Axis, to row: inout EngineRow) {
        var node = view
        while node !== container {
            row.add(variables(for: node).origin(axis), 1)
            guard let parent = node.superview else { return }
            node = parent
        }
    }

    /// The view's variables, made on first use: a view translating its autoresizing mask is pinned to
    /// its frame; another gets its content-size constraints.
    func variables(for view: UIView) -> ItemVariables {
        let state = view.autoLayoutState
        if let variables = state.variables { return variables }
        let variables = ItemVariables(solver)
        state.variables = variables
        participants[ObjectIdentifier(view)] = WeakView(view: view)
        if view.translatesAutoresizingMaskIntoConstraints {
            pinToFrame(view)
        } else {
            updateIntrinsicConstraints(of: view)
        }
        return variables
    }

    /// The guide's variables, made on first use (nil for a guide of no view): a system guide is defined
    /// as its view's bounds less its insets.
    func variables(for guide: UILayoutGuide) -> ItemVariables? {
        if let variables = guide.variables { return variables }
        guard let owner = guide.owningView else { return nil }
        let variables = ItemVariables(solver)
        guide.variables = variables
        if let insets = guide.insets {
            let ownerVariables = self.variables(for: owner)
            variables.definition = definitionRows(insets(owner), guide.maximumWidth, owner.bounds.origin, variables, ownerVariables).map {
                solver.add($0.row, $0.relation, priority: $0.priority).0
            }
        } else if guide.isContentArea {
            variables.definition = [variables.minX, variables.minY].map {
                solver.add(EngineRow(constant: 0, cells: [$0: 1]), .equal, priority: SimplexSolver.required).0
            }
        }
        return variables
    }

    /// A system guide's inset changed (its view's margins): its equations are edited.
    func updateDefinition(of guide: UILayoutGuide) {
        guard let variables = guide.variables, let owner = guide.owningView, let insets = guide.insets,
              let ownerVariables = owner.autoLayout?.variables else { return }
        for (definition, made) in zip(definitionRows(insets(owner), guide.maximumWidth, owner.bounds.origin, variables, ownerVariables),
                                      variables.definition) {
            solver.setConstant(definition.row.constant, of: made)
        }
        solutionChanged(owner)
    }

    /// `guide = owner's bounds inset by insets`, as equations; with a maximum width, the guide is as
    /// wide as the inset bounds up to it, centred within them. `origin` is the bounds origin (a
    /// scroll view's offset), so the guide follows what the view shows.
    private func definitionRows(_ insets: UIEdgeInsets, _ maximumWidth: CGFloat?, _ origin: CGPoint, _ guide: ItemVariables,
                                _ owner: ItemVariables) -> [(row: EngineRow, relation: EngineRelation, priority: Double)] {
        let required = SimplexSolver.required
        let vertical: [(row: EngineRow, relation: EngineRelation, priority: Double)] = [
            (EngineRow(constant: -(origin.y + insets.top), cells: [guide.minY: 1]), .equal, required),
            (EngineRow(constant: insets.top + insets.bottom, cells: [guide.height: 1, owner.height: -1]), .equal, required)]
        let fill = EngineRow(constant: insets.left + insets.right, cells: [guide.width: 1, owner.width: -1])
        guard let maximumWidth else {
            return [(EngineRow(constant: -(origin.x + insets.left), cells: [guide.minX: 1]), .equal, required), (fill, .equal, required)] + vertical
        }
        return [(EngineRow(constant: -origin.x - (insets.left - insets.right) / 2, cells: [guide.minX: 1, guide.width: 0.5, owner.width: -0.5]), .equal, required),
                (EngineRow(constant: -maximumWidth, cells: [guide.width: 1]), .lessOrEqual, required),
                (fill, .lessOrEqual, required),
                (fill, .equal, 999)] + vertical
    }

    /// Pins a translating view's variables to its frame (untransformed: centre less half the bounds).
    /// In a superview the pins are required, as the autoresizing constraints UIKit gives the superview
    /// are (and so are a window's); a view with no superview has none in UIKit, so its pins keep its
    /// frame only where no required constraint of its own says otherwise.
    func pinToFrame(_ view: UIView) {
        guard let variables = view.autoLayout?.variables else { return }
        let priority = pinPriority(view)
        variables.definition = frameRows(view, variables).map { solver.add($0, .equal, priority: priority).0 }
    }

    private func pinPriority(_ view: UIView) -> Double {
        view.superview != nil || view is UIWindow ? SimplexSolver.required : Self.unparentedPinPriority
    }

    /// The level of an unparented view's frame pins: below required, above a broken required constraint.
    static let unparentedPinPriority = (SimplexSolver.required + SimplexSolver.broken) / 2

    /// A view gained or lost its superview: a translating view's pins become required or stop being so.
    func superviewDidChange(_ view: UIView) {
        guard view.translatesAutoresizingMaskIntoConstraints, let pin = view.autoLayout?.variables?.definition.first,
              pin.priority != pinPriority(view) else { return }
        unpin(view)
        pinToFrame(view)
    }

    /// Removes a view's frame pins (it stopped translating its mask).
    func unpin(_ view: UIView) {
        guard let variables = view.autoLayout?.variables else { return }
        for made in variables.definition { solver.remove(made) }
        variables.definition = []
    }

    /// A translating view's frame changed: its pins are edited.
    func frameDidChange(_ view: UIView) {
        guard view.translatesAutoresizingMaskIntoConstraints, let variables = view.autoLayout?.variables,
              !variables.definition.isEmpty else { return }
        var changed = false
        for (row, made) in zip(frameRows(view, variables), variables.definition) where row.constant != made.expression.constant {
            solver.setConstant(row.constant, of: made)
            changed = true
        }
        // Siblings constrained to the view move with it: its superview lays them out again.
        if changed { solutionChanged(view.superview ?? view) }
    }

    /// `variables = the alignment rectangle of the view's untransformed frame`, as four equations.
    private func frameRows(_ view: UIView, _ variables: ItemVariables) -> [EngineRow] {
        let size = view.bounds.size, center = view.center
        let rect = view.alignmentRect(forFrame: CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2,
                                                       width: size.width, height: size.height))
        return [EngineRow(constant: -rect.minX, cells: [variables.minX: 1]),
                EngineRow(constant: -rect.minY, cells: [variables.minY: 1]),
                EngineRow(constant: -rect.width, cells: [variables.width: 1]),
                EngineRow(constant: -rect.height, cells: [variables.height: 1])]
    }
}

extension AutoLayoutEngine {
    /// The view started or stopped translating its mask: pins give way to content-size constraints
    /// or the reverse.
    func translationDidChange(_ view: UIView) {
        guard view.autoLayout?.variables != nil else { return }
        if view.translatesAutoresizingMaskIntoConstraints {
            pinToFrame(view)
        } else {
            unpin(view)
        }
        updateIntrinsicConstraints(of: view)
        solutionChanged(view.superview ?? view)
    }

    /// The view's margins changed: its margins guide and the constraints to its margin attributes follow.
    /// `view`'s safe area changed: its safe area guide and, counted from it, its margins follow.
    func safeAreaDidChange(_ view: UIView) {
        updateDefinition(of: view.safeAreaLayoutGuide)
        marginsDidChange(view)
    }

    func marginsDidChange(_ view: UIView) {
        updateDefinition(of: view.layoutMarginsGuide)
        updateDefinition(of: view.readableContentGuide)
        guard let variables = view.autoLayout?.variables else { return }
        for constraint in variables.constraints.values
        where [constraint.firstAttribute, constraint.secondAttribute].contains(where: \.isMargin) {
            constantDidChange(constraint)
        }
    }
}

extension NSLayoutConstraint.Attribute {
    /// Whether the attribute is a baseline.
    var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

    /// Whether the attribute is measured from the item's layout margins.
    var isMargin: Bool { rawValue >= NSLayoutConstraint.Attribute.leftMargin.rawValue }
}
