/// The function the simplex minimises: a cost vector per non-basic symbol (what raising the symbol by
/// one changes) and the current total, compared level by level. The symbols whose cost is negative
/// are kept apart, so finding one to bring into the basis does not scan every error of the system.
struct ObjectiveRow {
    var constant = CostVector.zero
    /// Each symbol's cost, indexed by its id (zero for most).
    private var cells: [CostVector] = []
    /// The non-dummy symbols whose cost is negative at its highest level: what lowers the objective.
    private(set) var improving: Set<EngineSymbol> = []

    /// Makes a cell for every id up to `symbol`'s.
    mutating func makeRoom(for symbol: EngineSymbol) {
        while cells.count <= symbol.id { cells.append(.zero) }
    }

    func cost(of symbol: EngineSymbol) -> CostVector { cells[symbol.id] }

    /// Adds `cost × factor` to the symbol's cell.
    mutating func add(_ symbol: EngineSymbol, _ cost: CostVector, times factor: Double = 1) {
        cells[symbol.id].add(cost, times: factor)
        if cells[symbol.id].sign < 0, symbol.kind != .dummy {
            improving.insert(symbol)
        } else {
            improving.remove(symbol)
        }
    }

    /// Replaces `symbol` by the expression it equals (it became basic).
    mutating func substitute(_ symbol: EngineSymbol, with row: EngineRow) {
        let cost = cells[symbol.id]
        guard !cost.isZero else { return }
        cells[symbol.id] = .zero
        improving.remove(symbol)
        constant.add(cost, times: row.constant)
        for (other, coefficient) in row.cells { add(other, cost, times: coefficient) }
    }
}
