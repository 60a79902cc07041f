/// The simplex tableau: one row per basic symbol, the objective, and an index from each symbol to the
/// rows naming it, so that replacing a symbol touches only those rows, not the whole tableau (the
/// cost of a change follows what depends on it).
///
/// Rows of restricted and dummy symbols, and the objective, name parametric symbols only, as the
/// simplex needs. A row of an external symbol may also name other basic external symbols (`y = x + 8`
/// with x basic): left unexpanded, a chain of n views stays n short rows, where full substitution would
/// make the k-th row name every marker above it (quadratic in all), and a constant edit shifts only the
/// rows naming its marker. Values are read through those references, memoised until the next change.
///
/// Everything is indexed by symbol id: the solver numbers its symbols densely from 1.
struct Tableau {
    /// Each symbol's row while it is basic.
    private var rows: [EngineRow?] = []
    /// For each symbol, the basic symbols of the rows that name it.
    private var columns: [SymbolSet] = []
    /// For each basic external symbol, a rank above the ranks of the basic symbols its row names: the
    /// references form no cycle, and expanding them highest rank first expands each one once.
    private var ranks: [Int] = []
    /// Values of basic external symbols read since the last change: those stamped with the current
    /// generation. A change starts a new generation, so forgetting them costs nothing however many there are.
    private var values: [(generation: Int, value: Double)] = []
    private var generation = 1
    var objective = ObjectiveRow()
    /// Restricted basic symbols whose rows went negative (their value would break `≥ 0`).
    var infeasible: [EngineSymbol] = []

    /// Makes room for every id up to `symbol`'s (a symbol the solver just made).
    mutating func makeRoom(for symbol: EngineSymbol) {
        while rows.count <= symbol.id {
            rows.append(nil)
            columns.append(SymbolSet())
            ranks.append(0)
            values.append((0, 0))
        }
        objective.makeRoom(for: symbol)
    }

    func row(_ basic: EngineSymbol) -> EngineRow? { rows[basic.id] }

    /// The basic symbols of the rows where `symbol` appears.
    func rows(holding symbol: EngineSymbol) -> SymbolSet { columns[symbol.id] }

    /// Whether no row names `symbol` and it is not basic: a row solved for it needs no substitution.
    func isFresh(_ symbol: EngineSymbol) -> Bool { rows[symbol.id] == nil && columns[symbol.id].isEmpty }

    /// The value the current solution gives `symbol`: zero when parametric, its row's value when basic
    /// (a basic external one through the rows its row names, each evaluated once).
    mutating func value(of symbol: EngineSymbol) -> Double {
        guard let constant = rows[symbol.id]?.constant else { return 0 }
        guard ranks[symbol.id] > 0 else { return constant }
        if values[symbol.id].generation == generation { return values[symbol.id].value }
        var pending = [symbol.id]
        while let next = pending.last {
            var total = rows[next]!.constant
            var complete = true
            for (other, coefficient) in rows[next]!.cells {
                guard let named = rows[other.id]?.constant else { continue }
                if ranks[other.id] == 0 {
                    total += coefficient * named
                } else if values[other.id].generation == generation {
                    total += coefficient * values[other.id].value
                } else {
                    pending.append(other.id)
                    complete = false
                }
            }
            if complete {
                values[next] = (generation, total)
                pending.removeLast()
            }
        }
        return values[symbol.id].value
    }

    /// `expression` with every basic symbol replaced by what its row says, down to parametric symbols.
    func expanded(_ expression: EngineRow) -> EngineRow {
        var row = expression
        var pending = Set(row.cells.lazy.map(\.symbol).filter { rows[$0.id] != nil })
        while let next = pending.max(by: { ranks[$0.id] < ranks[$1.id] }) {
            pending.remove(next)
            let coefficient = row.remove(next)
            guard coefficient != 0, let named = rows[next.id] else { continue }
            row.constant += coefficient * named.constant
            row.addTerms(of: named, times: coefficient) { symbol, kept in
                if kept, rows[symbol.id] != nil { pending.insert(symbol) }
            }
        }
        return row
    }

    /// Adds the row of `basic`; only an external symbol's row may name basic symbols.
    mutating func insert(_ row: EngineRow, basic: EngineSymbol) {
        changed()
        var rank = 0
        for (symbol, _) in row.cells {
            columns[symbol.id].insert(basic)
            if rows[symbol.id] != nil { rank = max(rank, ranks[symbol.id] + 1) }
        }
        if basic.kind == .external { ranks[basic.id] = rank }
        rows[basic.id] = row
    }

    @discardableResult
    mutating func removeRow(_ basic: EngineSymbol) -> EngineRow {
        guard let row = rows[basic.id] else { return EngineRow() }
        rows[basic.id] = nil
        changed()
        ranks[basic.id] = 0
        for (symbol, _) in row.cells { columns[symbol.id].remove(basic) }
        return row
    }

    /// Replaces `symbol` by `expression` (parametric symbols only) in every row holding it and in the objective.
    mutating func substitute(_ symbol: EngineSymbol, with expression: EngineRow) {
        changed()
        let holding = columns[symbol.id]
        columns[symbol.id] = SymbolSet()
        for basic in holding {
            // Taken out and put back, so the row is changed in place rather than copied.
            guard var row = rows[basic.id] else { continue }
            rows[basic.id] = nil
            let coefficient = row.remove(symbol)
            row.constant += coefficient * expression.constant
            row.addTerms(of: expression, times: coefficient) { other, kept in
                if kept {
                    columns[other.id].insert(basic)
                } else {
                    columns[other.id].remove(basic)
                }
            }
            rows[basic.id] = row
            if basic.isRestricted, row.constant < 0 { infeasible.append(basic) }
        }
        objective.substitute(symbol, with: expression)
    }

    /// Makes `entering` basic in place of `leaving`, whose row it appears in.
    mutating func pivot(leaving: EngineSymbol, entering: EngineSymbol) {
        // Two statements: `expanded(removeRow(…))` would hold a copy of the tableau while removing,
        // and the removal would copy every array.
        let removed = removeRow(leaving)
        var row = expanded(removed)
        row.add(leaving, -1)
        row.solve(for: entering)
        substitute(entering, with: row)
        insert(row, basic: entering)
    }

    /// Shifts the constant of `basic`'s row by `delta`.
    mutating func shiftConstant(of basic: EngineSymbol, by delta: Double) {
        guard rows[basic.id] != nil else { return }
        changed()
        rows[basic.id]!.constant += delta
        if basic.isRestricted, rows[basic.id]!.constant < 0 { infeasible.append(basic) }
    }

    /// Drops a parametric symbol from every row: it stays zero, so the rows' values do not change.
    mutating func dropColumn(_ symbol: EngineSymbol) {
        let holding = columns[symbol.id]
        columns[symbol.id] = SymbolSet()
        for basic in holding { rows[basic.id]?.remove(symbol) }
        if !objective.cost(of: symbol).isZero { objective.add(symbol, objective.cost(of: symbol), times: -1) }
    }

    /// Forgets the memoised values: a row changed.
    private mutating func changed() { generation += 1 }
}
