/// A linear expression `constant + Σ coefficient × symbol`. As a tableau row it is the value of its
/// basic symbol; as a constraint's expression it is the left side of `expression (≤ | = | ≥) 0`.
struct EngineRow {
    var constant: Double
    /// Coefficients by symbol; none is near zero.
    private(set) var cells: [EngineSymbol: Double]

    /// Coefficients this close to zero are dropped: pivots leave such crumbs behind.
    static let tolerance = 1e-8

    init(constant: Double = 0, cells: [EngineSymbol: Double] = [:]) {
        self.constant = constant
        self.cells = cells
    }

    /// The coefficient of `symbol` (zero when absent).
    func coefficient(of symbol: EngineSymbol) -> Double { cells[symbol] ?? 0 }

    /// Adds `coefficient × symbol`; returns whether the symbol is in the row afterwards.
    @discardableResult
    mutating func add(_ symbol: EngineSymbol, _ coefficient: Double) -> Bool {
        let sum = (cells[symbol] ?? 0) + coefficient
        if abs(sum) < EngineRow.tolerance {
            cells[symbol] = nil
            return false
        }
        cells[symbol] = sum
        return true
    }

    /// Removes `symbol`, returning its coefficient.
    @discardableResult
    mutating func remove(_ symbol: EngineSymbol) -> Double { cells.removeValue(forKey: symbol) ?? 0 }

    /// Multiplies every term by −1.
    mutating func negate() {
        constant = -constant
        for symbol in cells.keys { cells[symbol]! = -cells[symbol]! }
    }

    /// Rewrites `self = 0` (or `basic = self`, with `basic` moved in at −1) so that `symbol` is the
    /// subject: the result is the expression `symbol` equals.
    mutating func solve(for symbol: EngineSymbol) {
        let coefficient = remove(symbol)
        let factor = -1 / coefficient
        constant *= factor
        for key in cells.keys { cells[key]! *= factor }
    }
}
