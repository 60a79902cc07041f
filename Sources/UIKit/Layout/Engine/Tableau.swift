/// The simplex tableau: one row per basic symbol, the objective, and an index from each symbol to the
/// rows holding it, so that replacing a symbol touches only those rows, not the whole tableau (the
/// cost of a change follows what depends on it).
struct Tableau {
    private(set) var rows: [EngineSymbol: EngineRow] = [:]
    /// For each parametric symbol, the basic symbols of the rows that hold it.
    private var columns: [EngineSymbol: Set<EngineSymbol>] = [:]
    var objective = ObjectiveRow()
    /// Restricted basic symbols whose rows went negative (their value would break `≥ 0`).
    var infeasible: [EngineSymbol] = []

    func row(_ basic: EngineSymbol) -> EngineRow? { rows[basic] }

    /// The basic symbols of the rows where `symbol` appears.
    func rows(holding symbol: EngineSymbol) -> Set<EngineSymbol> { columns[symbol] ?? [] }

    /// The value the current solution gives `symbol`: its row's constant, or zero when parametric.
    func value(of symbol: EngineSymbol) -> Double { rows[symbol]?.constant ?? 0 }

    mutating func insert(_ row: EngineRow, basic: EngineSymbol) {
        for symbol in row.cells.keys { columns[symbol, default: []].insert(basic) }
        rows[basic] = row
    }

    @discardableResult
    mutating func removeRow(_ basic: EngineSymbol) -> EngineRow {
        let row = rows.removeValue(forKey: basic) ?? EngineRow()
        for symbol in row.cells.keys { unlink(symbol, from: basic) }
        return row
    }

    /// Replaces `symbol` by `expression` in every row holding it and in the objective.
    mutating func substitute(_ symbol: EngineSymbol, with expression: EngineRow) {
        for basic in columns.removeValue(forKey: symbol) ?? [] {
            // Taken out and put back, so the row is changed in place rather than copied.
            guard var row = rows.removeValue(forKey: basic) else { continue }
            let coefficient = row.remove(symbol)
            row.constant += coefficient * expression.constant
            for (other, factor) in expression.cells {
                if row.add(other, coefficient * factor) {
                    columns[other, default: []].insert(basic)
                } else {
                    unlink(other, from: basic)
                }
            }
            rows[basic] = row
            if basic.isRestricted, row.constant < 0 { infeasible.append(basic) }
        }
        objective.substitute(symbol, with: expression)
    }

    /// Makes `entering` basic in place of `leaving`, whose row it appears in.
    mutating func pivot(leaving: EngineSymbol, entering: EngineSymbol) {
        var row = removeRow(leaving)
        row.add(leaving, -1)
        row.solve(for: entering)
        substitute(entering, with: row)
        insert(row, basic: entering)
    }

    /// Shifts the constant of `basic`'s row by `delta`.
    mutating func shiftConstant(of basic: EngineSymbol, by delta: Double) {
        guard rows[basic] != nil else { return }
        rows[basic]!.constant += delta
        if basic.isRestricted, rows[basic]!.constant < 0 { infeasible.append(basic) }
    }

    /// Drops a parametric symbol from every row: it stays zero, so the rows' values do not change.
    mutating func dropColumn(_ symbol: EngineSymbol) {
        for basic in columns.removeValue(forKey: symbol) ?? [] { rows[basic]?.remove(symbol) }
        if objective.cells[symbol] != nil { objective.add(symbol, objective.cost(of: symbol), times: -1) }
    }

    private mutating func unlink(_ symbol: EngineSymbol, from basic: EngineSymbol) {
        columns[symbol]?.remove(basic)
        if columns[symbol]?.isEmpty == true { columns[symbol] = nil }
    }
}
