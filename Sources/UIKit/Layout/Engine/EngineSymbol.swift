/// A column of the simplex tableau. External symbols are the unknowns layout asks about (an edge, a
/// size); the others are the solver's own: slacks turn inequalities into equations, errors measure how
/// far an optional constraint is from holding, dummies mark required equations so they can be found.
struct EngineSymbol: Hashable, Comparable {
    enum Kind: UInt8 {
        /// An unknown of the problem, free in sign.
        case external
        /// The non-negative amount by which an inequality holds.
        case slack
        /// The non-negative amount by which a constraint misses; it costs at its priority.
        case error
        /// A column that stays zero; it marks a required equation (never enters the basis).
        case dummy
    }

    /// Unique within one solver, counted from 1, so the tableau indexes arrays by it (no hashing);
    /// smaller ids were made earlier (the tie-break that prevents cycling).
    let id: Int
    let kind: Kind

    /// Whether the symbol must stay non-negative (slacks and errors).
    var isRestricted: Bool { kind == .slack || kind == .error }

    static func == (a: EngineSymbol, b: EngineSymbol) -> Bool { a.id == b.id }
    static func < (a: EngineSymbol, b: EngineSymbol) -> Bool { a.id < b.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
