/// The simplex tableau: one row per basic symbol, the objective, and an index from each symbol to the
/// rows naming it, so that replacing a symbol touches only those rows, not the whole tableau (the
/// cost of a change follows what depends on it).
///
/// Rows of restricted and dummy symbols, and the objective, name parametric symbols only, as the
/// simplex needs. A row of an external symbol may also name other basic external symbols (`y = x + 8`
/// with x basic): left unexpanded, a chain of n views stays n short rows, where full substitution would
/// make the k-th row name every marker above it (quadratic in all), and a constant edit shifts only the
/// rows naming its marker. Values are read through those references, memoised until the next change.
struct Tableau {
    private(set) var rows: [EngineSymbol: EngineRow] = [:]
    /// For each symbol, the basic symbols of the rows that name it.
    private var columns: [EngineSymbol: Set<EngineSymbol>] = [:]
    /// For each basic external symbol, a rank above the ranks of the basic symbols its row names: the
    /// references form no cycle, and expanding them highest rank first expands each one once.
    private var ranks: [EngineSymbol: Int] = [:]
    /// Values of basic external symbols read since the last change.
    private var values: [EngineSymbol: Double] = [:]
    var objective = ObjectiveRow()
    /// Restricted basic symbols whose rows went negative (their value would break `≥ 0`).
    var infeasible: [EngineSymbol] = []

    func row(_ basic: EngineSymbol) -> EngineRow? { rows[basic] }

    /// The basic symbols of the rows where `symbol` appears.
    func rows(holding symbol: EngineSymbol) -> Set<EngineSymbol> { columns[symbol] ?? [] }

    /// Whether no row names `symbol` and it is not basic: a row solved for it needs no substitution.
    func isFresh(_ symbol: EngineSymbol) -> Bool { rows[symbol] == nil && columns[symbol] == nil }

    /// The value the current solution gives `symbol`: zero when parametric, its row's value when basic
    /// (a basic external one through the rows its row names, each evaluated once).
    mutating func value(of symbol: EngineSymbol) -> Double {
        guard let row = rows[symbol] else { return 0 }
        guard ranks[symbol, default: 0] > 0 else { return row.constant }
        if let known = values[symbol] { return known }
        var pending = [symbol]
        while let next = pending.last {
            var total = rows[next]!.constant
            var complete = true
            for (other, coefficient) in rows[next]!.cells {
                guard let named = rows[other] else { continue }
                if ranks[other, default: 0] == 0 {
                    total += coefficient * named.constant
                } else if let known = values[other] {
                    total += coefficient * known
                } else {
                    pending.append(other)
                    complete = false
                }
            }
            if complete {
                values[next] = total
                pending.removeLast()
            }
        }
        return values[symbol]!
    }

    /// `expression` with every basic symbol replaced by what its row says, down to parametric symbols.
    func expanded(_ expression: EngineRow) -> EngineRow {
        var row = expression
        var pending = Set(row.cells.keys.filter { rows[$0] != nil })
        while let next = pending.max(by: { ranks[$0, default: 0] < ranks[$1, default: 0] }) {
            pending.remove(next)
            let coefficient = row.remove(next)
            guard coefficient != 0, let named = rows[next] else { continue }
            row.constant += coefficient * named.constant
            for (symbol, factor) in named.cells {
                let kept = row.add(symbol, coefficient * factor)
                if kept, rows[symbol] != nil { pending.insert(symbol) }
            }
        }
        return row
    }

    /// Adds the row of `basic`; only an external symbol's row may name basic symbols.
    mutating func insert(_ row: EngineRow, basic: EngineSymbol) {
        changed()
        var rank = 0
        for symbol in row.cells.keys {
            columns[symbol, default: []].insert(basic)
            if rows[symbol] != nil { rank = max(rank, ranks[symbol, default: 0] + 1) }
        }
        if basic.kind == .external { ranks[basic] = rank }
        rows[basic] = row
    }

    @discardableResult
    mutating func removeRow(_ basic: EngineSymbol) -> EngineRow {
        guard let row = rows.removeValue(forKey: basic) else { return EngineRow() }
        changed()
        ranks[basic] = nil
        for symbol in row.cells.keys { unlink(symbol, from: basic) }
        return row
    }

    /// Replaces `symbol` by `expression` (parametric symbols only) in every row holding it and in the objective.
    mutating func substitute(_ symbol: EngineSymbol, with expression: EngineRow) {
        changed()
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
        // Two statements: `expanded(removeRow(…))` would hold a copy of the tableau while removing,
        // and the removal would copy every dictionary.
        let removed = removeRow(leaving)
        var row = expanded(removed)
        row.add(leaving, -1)
        row.solve(for: entering)
        substitute(entering, with: row)
        insert(row, basic: entering)
    }

    /// Shifts the constant of `basic`'s row by `delta`.
    mutating func shiftConstant(of basic: EngineSymbol, by delta: Double) {
        guard rows[basic] != nil else { return }
        changed()
        rows[basic]!.constant += delta
        if basic.isRestricted, rows[basic]!.constant < 0 { infeasible.append(basic) }
    }

    /// Drops a parametric symbol from every row: it stays zero, so the rows' values do not change.
    mutating func dropColumn(_ symbol: EngineSymbol) {
        for basic in columns.removeValue(forKey: symbol) ?? [] { rows[basic]?.remove(symbol) }
        if objective.cells[symbol] != nil { objective.add(symbol, objective.cost(of: symbol), times: -1) }
    }

    /// Forgets the memoised values: a row changed.
    private mutating func changed() {
        if !values.isEmpty { values.removeAll() }
    }

    private mutating func unlink(_ symbol: EngineSymbol, from basic: EngineSymbol) {
        columns[symbol]?.remove(basic)
        if columns[symbol]?.isEmpty == true { columns[symbol] = nil }
    }
}
