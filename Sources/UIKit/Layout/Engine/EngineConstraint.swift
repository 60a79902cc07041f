/// How a constraint's expression relates to zero.
enum EngineRelation {
    case lessOrEqual, equal, greaterOrEqual
}

/// A constraint as the solver holds it, `expression (≤ | = | ≥) 0` at a priority level, and the
/// symbols the solver gave it. The handle for changing its constant or priority and for removing it.
final class EngineConstraint {
    let relation: EngineRelation
    /// The terms over external symbols and the constant, as last set.
    var expression: EngineRow
    /// The priority level its errors cost at: `SimplexSolver.required` for a hard constraint.
    var priority: Double
    /// The symbol that identifies the constraint's equation in the tableau (its slack, its first error,
    /// or a dummy), and its coefficient in the equation as first written.
    private(set) var marker: EngineSymbol
    private(set) var markerCoefficient: Double
    /// The error symbols, costing at `errorLevel` in the objective (none for most required ones).
    var errors: [EngineSymbol] = []
    var errorLevel: Double
    /// Whether it is required but could not hold, so it now counts as the strongest optional one.
    var isBroken = false

    init(expression: EngineRow, relation: EngineRelation, priority: Double, marker: EngineSymbol, markerCoefficient: Double) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
        self.marker = marker
        self.markerCoefficient = markerCoefficient
        errorLevel = priority
    }

    /// Takes over the solver's symbols of `replacement`, made for this constraint after a remove and
    /// re-add, so that the handle its owner holds stays valid.
    func adopt(_ replacement: EngineConstraint) {
        expression = replacement.expression
        marker = replacement.marker
        markerCoefficient = replacement.markerCoefficient
        errors = replacement.errors
        errorLevel = replacement.errorLevel
        isBroken = replacement.isBroken
    }

    var isRequired: Bool { priority >= SimplexSolver.required }
}
