/// A set of symbols hashed by their ids alone: the tableau's index of the rows naming each symbol,
/// where Swift's `Set` spent most of its time seeding and finalising its hasher. Open addressing with
/// linear probing; a removal shifts the entries after it back, so no tombstones build up.
struct SymbolSet: Sequence {
    /// A power of two in number (or none while empty); id 0 marks a free slot (ids start at 1).
    private var slots: [EngineSymbol] = []
    private(set) var count = 0

    private static let free = EngineSymbol(id: 0, kind: .external)

    var isEmpty: Bool { count == 0 }

    func contains(_ symbol: EngineSymbol) -> Bool {
        guard !slots.isEmpty else { return false }
        return slots[slot(of: symbol)].id == symbol.id
    }

    mutating func insert(_ symbol: EngineSymbol) {
        if (count + 1) * 2 > slots.count { grow() }
        let index = slot(of: symbol)
        guard slots[index].id == 0 else { return }
        slots[index] = symbol
        count += 1
    }

    mutating func remove(_ symbol: EngineSymbol) {
        guard !slots.isEmpty else { return }
        var hole = slot(of: symbol)
        guard slots[hole].id == symbol.id else { return }
        count -= 1
        if count == 0 {
            slots = []
            return
        }
        let mask = slots.count - 1
        var next = hole
        while true {
            next = (next + 1) & mask
            guard slots[next].id != 0 else { break }
            // An entry moves back into the hole unless its home slot lies after the hole, up to it.
            let home = self.home(of: slots[next].id)
            let staysPut = hole <= next ? (hole < home && home <= next) : (hole < home || home <= next)
            if !staysPut {
                slots[hole] = slots[next]
                hole = next
            }
        }
        slots[hole] = SymbolSet.free
    }

    func makeIterator() -> LazyFilterSequence<[EngineSymbol]>.Iterator {
        slots.lazy.filter { $0.id != 0 }.makeIterator()
    }

    /// The slot holding `symbol`, or the free slot where it would go.
    private func slot(of symbol: EngineSymbol) -> Int {
        let mask = slots.count - 1
        var index = home(of: symbol.id)
        while slots[index].id != 0, slots[index].id != symbol.id { index = (index + 1) & mask }
        return index
    }

    /// Where probing for `id` starts: Fibonacci hashing, so consecutive ids spread over the table.
    private func home(of id: Int) -> Int {
        let spread = UInt64(truncatingIfNeeded: id) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: spread >> 32) & (slots.count - 1)
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: SymbolSet.free, count: Swift.max(4, old.count * 2))
        for symbol in old where symbol.id != 0 { slots[slot(of: symbol)] = symbol }
    }
}
