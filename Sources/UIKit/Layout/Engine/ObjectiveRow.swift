/// The function the simplex minimises: a cost vector per non-basic symbol (what raising the symbol by
/// one changes) and the current total, compared level by level. The symbols whose cost is negative
/// are kept apart, so finding one to bring into the basis does not scan every error of the system.
struct ObjectiveRow {
    var constant = CostVector.zero
    private(set) var cells: [EngineSymbol: CostVector] = [:]
    /// The non-dummy symbols whose cost is negative at its highest level: what lowers the objective.
    private(set) var improving: Set<EngineSymbol> = []

    func cost(of symbol: EngineSymbol) -> CostVector { cells[symbol] ?? .zero }

    /// Adds `cost × factor` to the symbol's cell.
    mutating func add(_ symbol: EngineSymbol, _ cost: CostVector, times factor: Double = 1) {
        var sum = cells[symbol] ?? .zero
        sum.add(cost, times: factor)
        cells[symbol] = sum.isZero ? nil : sum
        if sum.sign < 0, symbol.kind != .dummy {
            improving.insert(symbol)
        } else {
            improving.remove(symbol)
        }
    }

    /// Replaces `symbol` by the expression it equals (it became basic).
    mutating func substitute(_ symbol: EngineSymbol, with row: EngineRow) {
        guard let cost = cells.removeValue(forKey: symbol) else { return }
        improving.remove(symbol)
        constant.add(cost, times: row.constant)
        for (other, coefficient) in row.cells { add(other, cost, times: coefficient) }
    }
}
