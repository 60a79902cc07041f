/// The function the simplex minimises: a cost vector per non-basic symbol (what raising the symbol by
/// one changes) and the current total, compared level by level.
struct ObjectiveRow {
    var constant = CostVector.zero
    private(set) var cells: [EngineSymbol: CostVector] = [:]

    func cost(of symbol: EngineSymbol) -> CostVector { cells[symbol] ?? .zero }

    /// Adds `cost × factor` to the symbol's cell.
    mutating func add(_ symbol: EngineSymbol, _ cost: CostVector, times factor: Double = 1) {
        var sum = cells[symbol] ?? .zero
        sum.add(cost, times: factor)
        cells[symbol] = sum.isZero ? nil : sum
    }

    /// Replaces `symbol` by the expression it equals (it became basic).
    mutating func substitute(_ symbol: EngineSymbol, with row: EngineRow) {
        guard let cost = cells.removeValue(forKey: symbol) else { return }
        constant.add(cost, times: row.constant)
        for (other, coefficient) in row.cells { add(other, cost, times: coefficient) }
    }
}
