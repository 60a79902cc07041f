extension AutoLayoutEngine {
    /// How far `exerciseAmbiguityInLayout()` moves an unknown that nothing decides.
    static let exerciseStep = 10.0

    /// Whether some unknown of the view is free: no constraint decides it, so another value would do.
    func hasAmbiguousLayout(_ view: UIView) -> Bool {
        guard let variables = view.autoLayout?.variables else { return false }
        return variables.unknowns.contains { isFree($0, variables) }
    }

    /// Moves `view` to another layout its constraints allow, and back on the next call: each free unknown
    /// is pulled `exerciseStep` points along at the weakest priority, which any constraint overrules.
    func exerciseAmbiguity(of view: UIView) {
        guard let variables = view.autoLayout?.variables else { return }
        if variables.exercise.isEmpty {
            for symbol in variables.unknowns where isFree(symbol, variables) {
                let target = solver.value(of: symbol) + AutoLayoutEngine.exerciseStep
                variables.exercise.append(solver.add(EngineRow(constant: -target, cells: [symbol: 1]), .equal, priority: 1).0)
            }
        } else {
            for pull in variables.exercise { solver.remove(pull) }
            variables.exercise = []
        }
        solutionChanged(view.superview ?? view)
    }

    /// Whether `symbol` is decided by nothing but the pulls of `exerciseAmbiguity(of:)`.
    private func isFree(_ symbol: EngineSymbol, _ variables: ItemVariables) -> Bool {
        guard let row = solver.tableau.row(symbol) else { return true }
        return !variables.exercise.isEmpty
            && row.cells.allSatisfy { cell in variables.exercise.contains { $0.errors.contains(cell.symbol) } }
    }
}
