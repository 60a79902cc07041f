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

    @Test("A symbol set holds exactly what a Set would after 20,000 inserts and removes over 300 ids, and is empty after removing them all")
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
        for id in 1...5 { set.insert(EngineSymbol(id: id, kind: .slack)) }
        set.removeAll()
        #expect(set.isEmpty)
        #expect(!set.contains(EngineSymbol(id: 3, kind: .slack)))
        set.insert(EngineSymbol(id: 3, kind: .slack))
        #expect(Array(set).map(\.id) == [3])
    }

    @Test("Adding and removing 10,000 constraints five times over: the id-indexed arrays stay at the 10,020 symbols alive at once, and the solution is right each round")
    func idsRecycledForConstraints() {
        let solver = SimplexSolver()
        let variables = (0..<10).map { _ in solver.makeVariable() }
        // x_i = i throughout (ten dummies), then each round 10,000 bounds x_i ≤ i + 1 + n (a slack each).
        for (index, variable) in variables.enumerated() {
            solver.add(EngineRow(constant: -Double(index), cells: [variable: 1]), .equal, priority: SimplexSolver.required)
        }
        var capacities: [Int] = []
        for _ in 0..<5 {
            var made: [EngineConstraint] = []
            for bound in 0..<10_000 {
                let index = bound % 10
                made.append(solver.add(EngineRow(constant: -Double(index + 1 + bound), cells: [variables[index]: 1]),
                                       .lessOrEqual, priority: SimplexSolver.required).0)
            }
            capacities.append(solver.idCapacity)
            // Every other one first, then the rest: ids come free out of order.
            for (index, constraint) in made.enumerated() where index % 2 == 0 { solver.remove(constraint) }
            for constraint in made where !constraint.isRemoved { solver.remove(constraint) }
            #expect(variables.map { solver.value(of: $0) } == (0..<10).map(Double.init))
        }
        // Without reuse each round would add its 10,000 slacks to the arrays.
        #expect(capacities == Array(repeating: 10 + 10 + 10_000, count: 5))
    }

    @Test("Views with constraints made and released 20 times over: the engine's id-indexed arrays stay as long as one round needs")
    @MainActor
    func idsRecycledForViews() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        var capacities: [Int] = []
        for round in 0..<20 {
            do {
                var previous: UIView?
                for _ in 0..<50 {
                    let row = UIView()
                    row.translatesAutoresizingMaskIntoConstraints = false
                    root.addSubview(row)
                    NSLayoutConstraint.activate([
                        row.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                        row.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                        row.heightAnchor.constraint(equalToConstant: 44),
                        row.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? root.topAnchor, constant: 8),
                    ])
                    previous = row
                }
                root.layoutIfNeeded()
                #expect(root.subviews.last?.frame == CGRect(x: 16, y: 8 + 49 * 52, width: 368, height: 44))
                for subview in root.subviews { subview.removeFromSuperview() }
            }
            capacities.append(AutoLayoutEngine.shared!.solver.idCapacity)
            #expect(round < 2 || capacities[round] == capacities[1])
        }
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
