import CoreGraphics

extension AutoLayoutEngine {
    /// Makes (or edits) the content-size inequalities of a view that does not translate its mask: on
    /// each axis with an intrinsic value, `size ≤ value` at the hugging priority and `size ≥ value` at
    /// the compression-resistance priority. A new size is an edit; new priorities or axes rebuild.
    func updateIntrinsicConstraints(of view: UIView) {
        guard let state = view.autoLayout, let variables = state.variables else { return }
        if view is UILabel {
            // A label's baselines move with its text and font.
            for constraint in variables.constraints.values
            where [constraint.firstAttribute, constraint.secondAttribute].contains(where: \.isBaseline) {
                constantDidChange(constraint)
            }
        }
        let size = view.translatesAutoresizingMaskIntoConstraints ? CGSize(width: -1, height: -1) : view.intrinsicContentSize
        let key = ItemVariables.IntrinsicKey(
            size: size, priorities: (state.hugging + state.compressionResistance).map(\.rawValue))
        guard key != variables.intrinsicKey else { return }
        let rows = intrinsicRows(size, variables)
        if let old = variables.intrinsicKey, old.priorities == key.priorities,
           (old.size.width >= 0) == (size.width >= 0), (old.size.height >= 0) == (size.height >= 0) {
            for (row, made) in zip(rows, variables.intrinsic) { solver.setConstant(row.expression.constant, of: made) }
        } else {
            for made in variables.intrinsic { solver.remove(made) }
            variables.intrinsic = rows.map { row in
                let priority = [state.hugging, state.compressionResistance][row.resists ? 1 : 0][row.axis.rawValue]
                return solver.add(row.expression, row.resists ? .greaterOrEqual : .lessOrEqual,
                                  priority: Double(priority.rawValue)).0
            }
        }
        variables.intrinsicKey = key
        solutionChanged(view.superview ?? view)
    }

    /// The inequalities for the axes of `size` that have a value (≥ 0): hugging then resistance.
    private func intrinsicRows(_ size: CGSize, _ variables: ItemVariables)
        -> [(expression: EngineRow, axis: NSLayoutConstraint.Axis, resists: Bool)] {
        var rows: [(EngineRow, NSLayoutConstraint.Axis, Bool)] = []
        for (axis, value) in [(NSLayoutConstraint.Axis.horizontal, size.width), (.vertical, size.height)] where value >= 0 {
            let row = EngineRow(constant: -value, cells: [variables.size(axis): 1])
            rows.append((row, axis, false))
            rows.append((row, axis, true))
        }
        return rows
    }
}
