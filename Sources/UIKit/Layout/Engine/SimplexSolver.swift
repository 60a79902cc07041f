/// An incremental simplex solver of the Cassowary family. Required constraints are hard; optional ones
/// get error symbols whose cost sits at their priority level, and the objective is minimised level by
/// level (`CostVector`), so no amount of lower-priority error ever buys a higher-priority one.
/// Adding a constraint re-optimises from the last solution; changing a constant shifts the rows that
/// hold the constraint's marker and repairs them with the dual simplex, without removing anything.
final class SimplexSolver {
    /// The level of required constraints.
    static let required = 1000.0
    /// The level a broken required constraint drops to: above every optional priority (≤ 999).
    static let broken = 999.5

    /// What happened to a required constraint the solver was given.
    enum Outcome: Equatable {
        /// It holds (or it is optional, and optional ones never fail).
        case satisfied
        /// It conflicts with the required ones already there: it is kept as the strongest optional one.
        case broken
    }

    var tableau = Tableau()
    private var lastID = 0
    /// Required constraints that were given errors at the required level (no plain subject was found);
    /// each edit checks that they still hold.
    private var watched: [ObjectIdentifier: EngineConstraint] = [:]

    init() {}

    /// A new unknown.
    func makeVariable() -> EngineSymbol { makeSymbol(.external) }

    /// The value the current solution gives `variable`.
    func value(of variable: EngineSymbol) -> Double { tableau.value(of: variable) }

    /// Adds `expression relation 0` at `priority` (`SimplexSolver.required` or 1 … 999) and solves.
    @discardableResult
    func add(_ expression: EngineRow, _ relation: EngineRelation, priority: Double) -> (EngineConstraint, Outcome) {
        var row = expression
        let isRequired = priority >= SimplexSolver.required
        let marker: EngineSymbol
        let markerCoefficient: Double
        var errors: [EngineSymbol] = []
        switch relation {
        case .lessOrEqual, .greaterOrEqual:
            markerCoefficient = relation == .lessOrEqual ? 1 : -1
            marker = makeSymbol(.slack)
            row.add(marker, markerCoefficient)
            if !isRequired {
                let error = makeSymbol(.error)
                row.add(error, -markerCoefficient)
                errors = [error]
            }
        case .equal where isRequired:
            (marker, markerCoefficient) = (makeSymbol(.dummy), 1)
            row.add(marker, 1)
        case .equal:
            (marker, markerCoefficient) = (makeSymbol(.error), -1)
            let minus = makeSymbol(.error)
            row.add(marker, -1)
            row.add(minus, 1)
            errors = [marker, minus]
        }
        let constraint = EngineConstraint(expression: expression, relation: relation, priority: priority,
                                          marker: marker, markerCoefficient: markerCoefficient)
        constraint.errors = errors
        for error in errors { tableau.objective.add(error, CostVector(level: priority, amount: 1)) }

        if let fresh = row.cells.first(where: { $0.symbol.kind == .external && tableau.isFresh($0.symbol) })?.symbol {
            // A new unknown (a view's first constraint on it): its row may name basic ones as they are.
            row.solve(for: fresh)
            tableau.insert(row, basic: fresh)
        } else {
            row = tableau.expanded(row)
            if row.constant < 0 { row.negate() }
            let subject = chooseSubject(row, constraint) ?? addRequiredErrors(to: &row, constraint)
            row.solve(for: subject)
            tableau.substitute(subject, with: row)
            tableau.insert(row, basic: subject)
        }
        optimize()
        return (constraint, breakViolatedRequired())
    }

    /// Removes `constraint` and re-optimises what it held.
    func remove(_ constraint: EngineConstraint) {
        for error in constraint.errors {
            changeCost(of: error, by: CostVector(level: constraint.errorLevel, amount: -1))
        }
        watched[ObjectIdentifier(constraint)] = nil
        let marker = constraint.marker
        if tableau.row(marker) == nil, let leaving = markerLeavingRow(marker) {
            if leaving.kind == .external, tableau.rows(holding: marker).count == 1 {
                // The equation alone decides that unknown: without it the unknown is free, and the rows
                // naming it stay as they are (pivoting would expand its row for nothing).
                tableau.removeRow(leaving)
            } else {
                tableau.pivot(leaving: leaving, entering: marker)
            }
        }
        tableau.removeRow(marker)
        tableau.dropColumn(marker)
        // The equation is gone, so its other errors appear nowhere else; crumbs of rounding may remain.
        for error in constraint.errors where error != marker {
            tableau.removeRow(error)
            tableau.dropColumn(error)
        }
        optimize()
    }

    /// Changes the constant of `constraint`'s expression: the rows holding its marker shift, and the
    /// dual simplex repairs those that went infeasible. A required constraint that can no longer hold
    /// is broken (and reported in the outcome); everything else is kept.
    @discardableResult
    func setConstant(_ constant: Double, of constraint: EngineConstraint) -> Outcome {
        let delta = constant - constraint.expression.constant
        guard delta != 0 else { return .satisfied }
        let keepsDummiesAtZero = shift(constraint, by: delta)
        guard keepsDummiesAtZero, dualOptimize() else {
            // The required constraints cannot all hold with the new constant: back to the old one,
            // then in again through `add`, which breaks it.
            _ = shift(constraint, by: -delta)
            _ = dualOptimize()
            var expression = constraint.expression
            remove(constraint)
            expression.constant = constant
            let (added, outcome) = add(expression, constraint.relation, priority: constraint.priority)
            constraint.adopt(added)
            if watched.removeValue(forKey: ObjectIdentifier(added)) != nil { watched[ObjectIdentifier(constraint)] = constraint }
            return outcome
        }
        return breakViolatedRequired()
    }

    /// Moves an optional constraint to another optional priority level.
    func setPriority(_ priority: Double, of constraint: EngineConstraint) {
        guard !constraint.isRequired, priority < SimplexSolver.required, priority != constraint.priority else { return }
        for error in constraint.errors {
            changeCost(of: error, by: CostVector(level: priority, amount: 1))
            changeCost(of: error, by: CostVector(level: constraint.errorLevel, amount: -1))
        }
        constraint.priority = priority
        constraint.errorLevel = priority
        optimize()
    }

    // MARK: Building rows

    private func makeSymbol(_ kind: EngineSymbol.Kind) -> EngineSymbol {
        lastID += 1
        let symbol = EngineSymbol(id: lastID, kind: kind)
        tableau.makeRoom(for: symbol)
        return symbol
    }

    /// The symbol the new row is solved for without losing feasibility: an external one (the earliest,
    /// so results do not depend on hashing), else the constraint's own slack or error with a negative
    /// coefficient (the row's constant is non-negative, so it starts non-negative).
    private func chooseSubject(_ row: EngineRow, _ constraint: EngineConstraint) -> EngineSymbol? {
        if let external = row.cells.first(where: { $0.symbol.kind == .external }) { return external.symbol }
        for symbol in [constraint.marker] + constraint.errors where symbol.isRestricted && row.coefficient(of: symbol) < 0 {
            return symbol
        }
        if row.cells.allSatisfy({ $0.symbol.kind == .dummy }), abs(row.constant) < EngineRow.tolerance {
            return constraint.marker
        }
        return nil
    }

    /// A required row with no usable subject gets errors costing at the required level, the first of
    /// them its subject; optimising then drives them to zero unless the constraint conflicts.
    private func addRequiredErrors(to row: inout EngineRow, _ constraint: EngineConstraint) -> EngineSymbol {
        let error = makeSymbol(.error)
        row.add(error, -1)
        constraint.errors = [error]
        if constraint.relation == .equal {
            let minus = makeSymbol(.error)
            row.add(minus, 1)
            constraint.errors.append(minus)
        }
        for symbol in constraint.errors {
            tableau.objective.add(symbol, CostVector(level: SimplexSolver.required, amount: 1))
        }
        watched[ObjectIdentifier(constraint)] = constraint
        return error
    }

    // MARK: Edits

    /// Rewrites the tableau for `constraint`'s constant grown by `delta`: its marker `m` becomes
    /// `m' + delta / k` (k its coefficient), so each row holding `m` shifts by its coefficient × that.
    /// Returns false when a dummy's row moved off zero: an equation implied by others no longer holds.
    private func shift(_ constraint: EngineConstraint, by delta: Double) -> Bool {
        constraint.expression.constant += delta
        let step = delta / constraint.markerCoefficient
        let marker = constraint.marker
        if tableau.row(marker) != nil { tableau.shiftConstant(of: marker, by: -step) }
        var dummiesAtZero = marker.kind != .dummy || abs(tableau.row(marker)?.constant ?? 0) < EngineRow.tolerance
        for basic in tableau.rows(holding: marker) {
            tableau.shiftConstant(of: basic, by: tableau.row(basic)!.coefficient(of: marker) * step)
            if basic.kind == .dummy, abs(tableau.value(of: basic)) >= EngineRow.tolerance { dummiesAtZero = false }
        }
        return dummiesAtZero
    }

    /// Adds `delta × symbol` to the objective, through the symbol's row when it is basic.
    private func changeCost(of symbol: EngineSymbol, by delta: CostVector) {
        if let row = tableau.row(symbol) {
            tableau.objective.constant.add(delta, times: row.constant)
            for (other, coefficient) in row.cells { tableau.objective.add(other, delta, times: coefficient) }
        } else {
            tableau.objective.add(symbol, delta)
        }
    }

    /// Breaks every watched required constraint whose errors are not zero: their cost moves to the
    /// broken level, below the required ones, and the rest is re-optimised.
    private func breakViolatedRequired() -> Outcome {
        var outcome = Outcome.satisfied
        for constraint in watched.values where !constraint.isBroken {
            guard constraint.errors.contains(where: { tableau.value(of: $0) > 1e-7 }) else { continue }
            for error in constraint.errors {
                changeCost(of: error, by: CostVector(level: SimplexSolver.broken, amount: 1))
                changeCost(of: error, by: CostVector(level: SimplexSolver.required, amount: -1))
            }
            constraint.errorLevel = SimplexSolver.broken
            constraint.isBroken = true
            outcome = .broken
        }
        if outcome == .broken { optimize() }
        return outcome
    }
}
