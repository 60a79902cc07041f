import Testing
@testable import UIKit

/// The engine's storage: the id-hashed symbol set of the tableau's columns and the sorted term lists
/// of its rows, checked against Swift's own collections over a long run of mixed edits.
@Suite("Layout engine storage (symbol sets, sorted rows)", .startsClean)
struct LayoutEngineStorageTests {
    /// A fixed pseudo-random sequence, so a failure repeats.
    private struct NumberStream {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    @Test("A symbol set holds exactly what a Set would after 20,000 inserts and removes over 300 ids, and frees its slots when emptied")
    func symbolSetMatchesSet() {
        var random = NumberStream()
        var set = SymbolSet()
        var model = Set<Int>()
        for _ in 0..<20_000 {
            let symbol = EngineSymbol(id: 1 + random.next(300), kind: .slack)
            if random.next(3) == 0 {
                set.remove(symbol)
                model.remove(symbol.id)
            } else {
                set.insert(symbol)
                model.insert(symbol.id)
            }
            #expect(set.count == model.count)
        }
        #expect(Set(set.map(\.id)) == model)
        for id in 1...300 { #expect(set.contains(EngineSymbol(id: id, kind: .slack)) == model.contains(id)) }
        for id in model { set.remove(EngineSymbol(id: id, kind: .slack)) }
        #expect(set.isEmpty)
        #expect(Array(set).isEmpty)
    }

    @Test("A row's terms stay sorted by id, and adding a row merges as term-by-term adds do, dropping what cancels")
    func rowMergeMatchesTermAdds() {
        var random = NumberStream()
        for _ in 0..<200 {
            var merged = EngineRow(constant: 1)
            var other = EngineRow(constant: 2)
            for _ in 0..<random.next(12) { merged.add(EngineSymbol(id: 1 + random.next(20), kind: .error), Double(random.next(5)) - 2) }
            for _ in 0..<random.next(12) { other.add(EngineSymbol(id: 1 + random.next(20), kind: .error), Double(random.next(5)) - 2) }
            var termByTerm = merged
            var reported: [Int: Bool] = [:]
            merged.addTerms(of: other, times: -1) { reported[$0.id] = $1 }
            for (symbol, coefficient) in other.cells {
                #expect(termByTerm.add(symbol, -coefficient) == reported[symbol.id])
            }
            #expect(merged.cells.map(\.symbol.id) == termByTerm.cells.map(\.symbol.id))
            #expect(merged.cells.map(\.coefficient) == termByTerm.cells.map(\.coefficient))
            #expect(merged.cells.map(\.symbol.id) == merged.cells.map(\.symbol.id).sorted())
            #expect(merged.cells.allSatisfy { $0.coefficient != 0 })
            #expect(merged.constant == 1)
        }
    }
}
