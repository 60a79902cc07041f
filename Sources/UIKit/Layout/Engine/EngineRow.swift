/// A linear expression `constant + Σ coefficient × symbol`. As a tableau row it is the value of its
/// basic symbol; as a constraint's expression it is the left side of `expression (≤ | = | ≥) 0`.
struct EngineRow {
    var constant: Double
    /// The terms by increasing symbol id, none near zero. A sorted array, not a dictionary: a row holds
    /// a handful of terms, and hashing symbols was a third of the engine's time.
    private(set) var cells: [(symbol: EngineSymbol, coefficient: Double)] = []

    /// Coefficients this close to zero are dropped: pivots leave such crumbs behind.
    static let tolerance = 1e-8

    /// `constant + Σ coefficient × symbol` over `cells`, given in any order.
    init(constant: Double = 0, cells: KeyValuePairs<EngineSymbol, Double> = [:]) {
        self.constant = constant
        for (symbol, coefficient) in cells { add(symbol, coefficient) }
    }

    /// The coefficient of `symbol` (zero when absent).
    func coefficient(of symbol: EngineSymbol) -> Double {
        let (index, found) = position(of: symbol)
        return found ? cells[index].coefficient : 0
    }

    /// Adds `coefficient × symbol`; returns whether the symbol is in the row afterwards.
    @discardableResult
    mutating func add(_ symbol: EngineSymbol, _ coefficient: Double) -> Bool {
        let (index, found) = position(of: symbol)
        let sum = (found ? cells[index].coefficient : 0) + coefficient
        if abs(sum) < EngineRow.tolerance {
            if found { cells.remove(at: index) }
            return false
        }
        if found {
            cells[index].coefficient = sum
        } else {
            cells.insert((symbol, sum), at: index)
        }
        return true
    }

    /// Adds `other`'s terms times `factor` (not its constant) in one merge of the two sorted lists;
    /// `report` hears, for each of `other`'s symbols, whether it is in the row afterwards.
    mutating func addTerms(of other: EngineRow, times factor: Double, _ report: (EngineSymbol, Bool) -> Void = { _, _ in }) {
        var merged: [(symbol: EngineSymbol, coefficient: Double)] = []
        merged.reserveCapacity(cells.count + other.cells.count)
        var index = 0
        for (symbol, coefficient) in other.cells {
            while index < cells.count, cells[index].symbol < symbol {
                merged.append(cells[index])
                index += 1
            }
            var sum = coefficient * factor
            if index < cells.count, cells[index].symbol == symbol {
                sum += cells[index].coefficient
                index += 1
            }
            let kept = abs(sum) >= EngineRow.tolerance
            if kept { merged.append((symbol, sum)) }
            report(symbol, kept)
        }
        merged.append(contentsOf: cells[index...])
        cells = merged
    }

    /// Removes `symbol`, returning its coefficient.
    @discardableResult
    mutating func remove(_ symbol: EngineSymbol) -> Double {
        let (index, found) = position(of: symbol)
        return found ? cells.remove(at: index).coefficient : 0
    }

    /// Multiplies every term by −1.
    mutating func negate() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Rewrites `self = 0` (or `basic = self`, with `basic` moved in at −1) so that `symbol` is the
    /// subject: the result is the expression `symbol` equals.
    mutating func solve(for symbol: EngineSymbol) {
        let coefficient = remove(symbol)
        let factor = -1 / coefficient
        constant *= factor
        for index in cells.indices { cells[index].coefficient *= factor }
    }

    /// Where `symbol`'s term is, or would be inserted (binary search by id).
    private func position(of symbol: EngineSymbol) -> (index: Int, found: Bool) {
        var low = 0, high = cells.count
        while low < high {
            let middle = (low + high) / 2
            if cells[middle].symbol < symbol { low = middle + 1 } else { high = middle }
        }
        return (low, low < cells.count && cells[low].symbol == symbol)
    }
}
