extension SimplexSolver {
    /// Primal simplex: while some parametric symbol lowers the objective (its cost is negative at its
    /// highest level), bring it into the basis. Bland's rule (smallest ids) keeps it from cycling.
    func optimize() {
        while let entering = enteringSymbol() {
            var leaving: EngineSymbol?
            var smallest = Double.infinity
            for basic in tableau.rows(holding: entering) where basic.isRestricted {
                let row = tableau.row(basic)!
                let coefficient = row.coefficient(of: entering)
                guard coefficient < 0 else { continue }
                let ratio = -row.constant / coefficient
                if ratio < smallest || (ratio == smallest && basic < leaving!) {
                    smallest = ratio
                    leaving = basic
                }
            }
            // Every cost is an error ≥ 0 times a positive amount, so the objective is bounded below;
            // a missing row would be a defect, and stopping keeps the last feasible solution.
            guard let leaving else { return }
            tableau.pivot(leaving: leaving, entering: entering)
        }
    }

    /// Dual simplex over the rows an edit made infeasible: each leaves the basis for the symbol whose
    /// cost rises least (level by level) per unit. False when a row has no such symbol: the required
    /// constraints cannot all hold.
    func dualOptimize() -> Bool {
        while let basic = tableau.infeasible.popLast() {
            guard let row = tableau.row(basic), row.constant < -EngineRow.tolerance else { continue }
            var entering: EngineSymbol?
            var smallest = CostVector.zero
            for (symbol, coefficient) in row.cells where coefficient > 0 && symbol.kind != .dummy {
                let ratio = tableau.objective.cost(of: symbol).scaled(by: 1 / coefficient)
                if entering == nil || ratio.isLess(than: smallest)
                    || (!smallest.isLess(than: ratio) && symbol < entering!) {
                    smallest = ratio
                    entering = symbol
                }
            }
            guard let entering else {
                tableau.infeasible.removeAll()
                return false
            }
            tableau.pivot(leaving: basic, entering: entering)
        }
        return true
    }

    /// The parametric symbol with the smallest id whose cost is negative, if any.
    private func enteringSymbol() -> EngineSymbol? { tableau.objective.improving.min() }

    /// The row to pivot a parametric marker into before its constraint's row is removed: a slack's,
    /// error's or dummy's row it would drive to zero first (as a ratio test), else any of those, else
    /// an unknown's row.
    func markerLeavingRow(_ marker: EngineSymbol) -> EngineSymbol? {
        var negative: (EngineSymbol, Double)?
        var positive: (EngineSymbol, Double)?
        var free: EngineSymbol?
        for basic in tableau.rows(holding: marker).sorted() {
            let row = tableau.row(basic)!
            let coefficient = row.coefficient(of: marker)
            // Only an unknown's row is a free choice. A dummy's row (an equation implied by others
            // when it was added) must leave before one: pivoting an unknown out instead would leave
            // the dummy basic, free to move off zero, and its equation would stop holding.
            guard basic.kind != .external else {
                free = free ?? basic
                continue
            }
            if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if negative.map({ ratio < $0.1 }) ?? true { negative = (basic, ratio) }
            } else {
                let ratio = row.constant / coefficient
                if positive.map({ ratio < $0.1 }) ?? true { positive = (basic, ratio) }
            }
        }
        return negative?.0 ?? positive?.0 ?? free
    }
}
