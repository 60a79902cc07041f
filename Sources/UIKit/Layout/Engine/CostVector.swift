/// A cost with one component per priority level, compared level by level from the highest down:
/// any amount at priority 251 outweighs every amount at 250, which a single weighted sum cannot say.
/// Sparse: only the levels present are stored, highest first.
struct CostVector: Equatable {
    /// (priority level, amount) pairs, levels strictly decreasing, amounts never near zero.
    private(set) var components: [(level: Double, amount: Double)] = []

    /// Amounts this close to zero are zero: the tableau's arithmetic leaves such crumbs.
    static let tolerance = 1e-9

    static let zero = CostVector()

    init() {}

    /// `amount` at `level` alone.
    init(level: Double, amount: Double) {
        if abs(amount) > CostVector.tolerance { components = [(level, amount)] }
    }

    var isZero: Bool { components.isEmpty }

    /// The sign of the highest level present: −1, 0 or 1.
    var sign: Int {
        guard let first = components.first else { return 0 }
        return first.amount < 0 ? -1 : 1
    }

    /// The amount at `level` (zero when absent).
    func amount(at level: Double) -> Double {
        components.first { $0.level == level }?.amount ?? 0
    }

    /// Adds `other × factor`, merging levels and dropping amounts that cancel.
    mutating func add(_ other: CostVector, times factor: Double) {
        guard !other.components.isEmpty, factor != 0 else { return }
        var merged: [(level: Double, amount: Double)] = []
        merged.reserveCapacity(components.count + other.components.count)
        var i = 0, j = 0
        func append(_ level: Double, _ amount: Double) {
            if abs(amount) > CostVector.tolerance { merged.append((level, amount)) }
        }
        while i < components.count || j < other.components.count {
            if j == other.components.count || (i < components.count && components[i].level > other.components[j].level) {
                append(components[i].level, components[i].amount)
                i += 1
            } else if i == components.count || other.components[j].level > components[i].level {
                append(other.components[j].level, other.components[j].amount * factor)
                j += 1
            } else {
                append(components[i].level, components[i].amount + other.components[j].amount * factor)
                i += 1
                j += 1
            }
        }
        components = merged
    }

    /// `self × factor`.
    func scaled(by factor: Double) -> CostVector {
        var result = CostVector.zero
        result.add(self, times: factor)
        return result
    }

    /// Whether `self` is lexicographically smaller than `other` (by more than the tolerance).
    func isLess(than other: CostVector) -> Bool {
        var difference = self
        difference.add(other, times: -1)
        return difference.sign < 0
    }

    static func == (a: CostVector, b: CostVector) -> Bool {
        a.components.elementsEqual(b.components) { $0.level == $1.level && $0.amount == $1.amount }
    }
}
