import Testing
@testable import UIKit

/// `Σ coefficient × symbol + constant`, the left side of a constraint `… (≤ | = | ≥) 0`.
private func expression(_ terms: [(EngineSymbol, Double)], _ constant: Double = 0) -> EngineRow {
    var row = EngineRow(constant: constant)
    for (symbol, coefficient) in terms { row.add(symbol, coefficient) }
    return row
}

@Suite("Layout engine (simplex solver)", .startsClean)
struct LayoutEngineTests {
    @Test("Required equalities chain: x = 10, y = x + 5, z = 2y")
    func equalities() {
        let solver = SimplexSolver()
        let (x, y, z) = (solver.makeVariable(), solver.makeVariable(), solver.makeVariable())
        solver.add(expression([(z, 1), (y, -2)]), .equal, priority: SimplexSolver.required)
        solver.add(expression([(y, 1), (x, -1)], -5), .equal, priority: SimplexSolver.required)
        solver.add(expression([(x, 1)], -10), .equal, priority: SimplexSolver.required)
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 15)
        #expect(solver.value(of: z) == 30)
    }

    @Test("An equation implied by others when added still holds once they go: h = w / 10 added under pins 440 × 44, the pins removed, then w = 440 and a weak h = 0 give h = 44")
    func impliedEquationOutlivesItsPremises() {
        let solver = SimplexSolver()
        let (width, height) = (solver.makeVariable(), solver.makeVariable())
        let pins = [solver.add(expression([(width, 1)], -440), .equal, priority: SimplexSolver.required).0,
                    solver.add(expression([(height, 1)], -44), .equal, priority: SimplexSolver.required).0]
        solver.add(expression([(height, 1), (width, -0.1)]), .equal, priority: SimplexSolver.required)
        for pin in pins { solver.remove(pin) }
        solver.add(expression([(width, 1)], -440), .equal, priority: SimplexSolver.required)
        solver.add(expression([(height, 1)]), .equal, priority: 50)
        #expect(solver.value(of: width) == 440)
        #expect(abs(solver.value(of: height) - 44) < 1e-9, "h: \(solver.value(of: height))")
    }

    @Test("LAYOUT 8: an optional width 500 under a required width ≤ 400 gives 400")
    func optionalUnderRequired() {
        let solver = SimplexSolver()
        let width = solver.makeVariable()
        solver.add(expression([(width, 1)], -500), .equal, priority: 750)
        #expect(solver.value(of: width) == 500)
        solver.add(expression([(width, 1)], -400), .lessOrEqual, priority: SimplexSolver.required)
        #expect(solver.value(of: width) == 400)
    }

    @Test("LAYOUT 35: one constraint at 251 beats two at 250 (summed weights would pick 10, levels pick 0)")
    func levelsNotWeights() {
        let solver = SimplexSolver()
        let x = solver.makeVariable()
        solver.add(expression([(x, 1)], -10), .equal, priority: 250)
        solver.add(expression([(x, 1)], -10), .equal, priority: 250)
        solver.add(expression([(x, 1)]), .equal, priority: 251)
        #expect(solver.value(of: x) == 0)
    }

    @Test("Within one level the errors add up: two at 250 against one at 250 give the two's value")
    func sameLevelSums() {
        let solver = SimplexSolver()
        let x = solver.makeVariable()
        solver.add(expression([(x, 1)]), .equal, priority: 250)
        solver.add(expression([(x, 1)], -10), .equal, priority: 250)
        solver.add(expression([(x, 1)], -10), .equal, priority: 250)
        #expect(solver.value(of: x) == 10)
    }

    @Test("LAYOUT 14: two views in 400 with intrinsic widths 80 and 60; the one hugging at 251 stays 80")
    func hugging() {
        let solver = SimplexSolver()
        let (a, b) = (solver.makeVariable(), solver.makeVariable())
        solver.add(expression([(a, 1), (b, 1)], -400), .equal, priority: SimplexSolver.required)
        solver.add(expression([(a, 1)], -80), .lessOrEqual, priority: 251)
        solver.add(expression([(a, 1)], -80), .greaterOrEqual, priority: 750)
        solver.add(expression([(b, 1)], -60), .lessOrEqual, priority: 250)
        solver.add(expression([(b, 1)], -60), .greaterOrEqual, priority: 750)
        #expect(solver.value(of: a) == 80)
        #expect(solver.value(of: b) == 320)
    }

    @Test("A constant change is an edit: the solution follows, through inequalities too")
    func constantEdit() {
        let solver = SimplexSolver()
        let (left, width, right) = (solver.makeVariable(), solver.makeVariable(), solver.makeVariable())
        let (window, _) = solver.add(expression([(width, 1)], -400), .equal, priority: SimplexSolver.required)
        solver.add(expression([(left, 1)], -16), .equal, priority: SimplexSolver.required)
        solver.add(expression([(right, 1), (width, -1)], 16), .equal, priority: SimplexSolver.required)
        let (minimum, _) = solver.add(expression([(right, 1), (left, -1)], -200), .greaterOrEqual, priority: 750)
        #expect(solver.value(of: right) == 384)
        #expect(solver.setConstant(-300, of: window) == .satisfied)
        #expect(solver.value(of: right) == 284)
        #expect(solver.setConstant(-100, of: window) == .satisfied)
        #expect(solver.value(of: right) == 84)
        solver.setConstant(-300, of: minimum)
        #expect(solver.value(of: right) == 84)
        #expect(solver.setConstant(-1000, of: window) == .satisfied)
        #expect(solver.value(of: right) == 984)
    }

    @Test("LAYOUT 26: a conflicting required constraint is broken, the earlier one holds")
    func conflictOnAdd() {
        let solver = SimplexSolver()
        let x = solver.makeVariable()
        let (_, first) = solver.add(expression([(x, 1)], -10), .equal, priority: SimplexSolver.required)
        let (late, second) = solver.add(expression([(x, 1)], -20), .equal, priority: SimplexSolver.required)
        #expect(first == .satisfied)
        #expect(second == .broken)
        #expect(late.isBroken)
        #expect(solver.value(of: x) == 10)
        // Still the strongest optional one: it beats any 999.
        solver.add(expression([(x, 1)], -30), .equal, priority: 999)
        #expect(solver.value(of: x) == 10)
    }

    @Test("An edit that makes a required constraint conflict breaks it and keeps the others")
    func conflictOnEdit() {
        let solver = SimplexSolver()
        let x = solver.makeVariable()
        solver.add(expression([(x, 1)], -100), .lessOrEqual, priority: SimplexSolver.required)
        let (pin, _) = solver.add(expression([(x, 1)], -50), .equal, priority: SimplexSolver.required)
        #expect(solver.value(of: x) == 50)
        #expect(solver.setConstant(-150, of: pin) == .broken)
        #expect(solver.value(of: x) == 100)
        #expect(pin.isBroken)
        solver.setConstant(-80, of: pin)
        #expect(solver.value(of: x) == 80)
    }

    @Test("A required constraint that an edit broke (removed and added again inside the solver) can still be removed")
    func removeAfterConflictingEdit() {
        let solver = SimplexSolver()
        let x = solver.makeVariable()
        let (pin, _) = solver.add(expression([(x, 1)], -100), .equal, priority: SimplexSolver.required)
        let (bound, _) = solver.add(expression([(x, 1)], -50), .greaterOrEqual, priority: SimplexSolver.required)
        #expect(solver.setConstant(-150, of: bound) == .broken)
        #expect(solver.value(of: x) == 100)
        solver.remove(bound)
        solver.remove(pin)
        // Left behind, x ≥ 150 at the broken level would outweigh this.
        solver.add(expression([(x, 1)], -40), .equal, priority: 999)
        #expect(solver.value(of: x) == 40)
    }

    @Test("Removing a constraint gives back what the others say")
    func removal() {
        let solver = SimplexSolver()
        let x = solver.makeVariable()
        solver.add(expression([(x, 1)], -10), .equal, priority: 250)
        let (strong, _) = solver.add(expression([(x, 1)], -40), .equal, priority: 750)
        let (bound, _) = solver.add(expression([(x, 1)], -30), .lessOrEqual, priority: SimplexSolver.required)
        #expect(solver.value(of: x) == 30)
        solver.remove(bound)
        #expect(solver.value(of: x) == 40)
        solver.remove(strong)
        #expect(solver.value(of: x) == 10)
    }

    @Test("An optional constraint moved to another level changes who wins")
    func priorityChange() {
        let solver = SimplexSolver()
        let x = solver.makeVariable()
        let (low, _) = solver.add(expression([(x, 1)], -10), .equal, priority: 250)
        solver.add(expression([(x, 1)], -20), .equal, priority: 500)
        #expect(solver.value(of: x) == 20)
        solver.setPriority(750, of: low)
        #expect(solver.value(of: x) == 10)
        solver.setPriority(100, of: low)
        #expect(solver.value(of: x) == 20)
    }

    @Test("A required equality implied by others is accepted; changing it to disagree breaks it")
    func redundantEquality() {
        let solver = SimplexSolver()
        let (a, b) = (solver.makeVariable(), solver.makeVariable())
        solver.add(expression([(a, 1)], -10), .equal, priority: SimplexSolver.required)
        solver.add(expression([(b, 1), (a, -1)]), .equal, priority: SimplexSolver.required)
        let (same, outcome) = solver.add(expression([(b, 1)], -10), .equal, priority: SimplexSolver.required)
        #expect(outcome == .satisfied)
        #expect(solver.setConstant(-12, of: same) == .broken)
        #expect(solver.value(of: b) == 10)
    }

    @Test("Rows of a form, each edge chained to the previous: each row's values are exact")
    func chain() {
        let solver = SimplexSolver()
        var previousBottom: EngineSymbol?
        var tops: [EngineSymbol] = []
        for _ in 0..<50 {
            let (top, height) = (solver.makeVariable(), solver.makeVariable())
            solver.add(expression([(height, 1)], -44), .equal, priority: SimplexSolver.required)
            if let previousBottom {
                solver.add(expression([(top, 1), (previousBottom, -1)], -8), .equal, priority: SimplexSolver.required)
            } else {
                solver.add(expression([(top, 1)], -16), .equal, priority: SimplexSolver.required)
            }
            let bottom = solver.makeVariable()
            solver.add(expression([(bottom, 1), (top, -1), (height, -1)]), .equal, priority: SimplexSolver.required)
            previousBottom = bottom
            tops.append(top)
        }
        #expect(solver.value(of: tops[0]) == 16)
        #expect(solver.value(of: tops[49]) == 16 + 49 * 52)
    }

    /// A chain of `count` tops 52 apart from y = 8, each top's equation naming the previous top.
    private func topChain(_ solver: SimplexSolver, _ count: Int) -> (tops: [EngineSymbol], links: [EngineConstraint]) {
        var tops: [EngineSymbol] = [], links: [EngineConstraint] = []
        for index in 0..<count {
            let top = solver.makeVariable()
            let terms = index == 0 ? [(top, 1.0)] : [(top, 1.0), (tops[index - 1], -1.0)]
            links.append(solver.add(expression(terms, index == 0 ? -8 : -52), .equal, priority: SimplexSolver.required).0)
            tops.append(top)
        }
        return (tops, links)
    }

    @Test("A chain's rows stay short: the 2,000th top's row names the one before, not every marker above it")
    func chainRowsStayShort() {
        let solver = SimplexSolver()
        let (tops, links) = topChain(solver, 2_000)
        #expect(tops.allSatisfy { (solver.tableau.row($0)?.cells.count ?? 99) <= 2 })
        #expect(solver.value(of: tops[1_999]) == 8 + 1_999 * 52)
        // An edit at the head shifts one row, and every top below follows.
        #expect(solver.setConstant(-20, of: links[0]) == .satisfied)
        #expect(solver.value(of: tops[1_999]) == 20 + 1_999 * 52)
        #expect(solver.tableau.row(tops[1_999])!.cells.count <= 2)
    }

    @Test("An inequality over a chain's end sees the whole chain; removing a link frees the tops below it")
    func chainThroughInequalityAndRemoval() {
        let solver = SimplexSolver()
        let (tops, links) = topChain(solver, 100)
        // 8 + 99 × 52 = 5156: a bound of 5000 on the last top cannot hold; at 750 it gives way.
        let (bound, _) = solver.add(expression([(tops[99], 1)], -5_000), .lessOrEqual, priority: 750)
        #expect(solver.value(of: tops[99]) == 5_156)
        solver.remove(links[50])
        // Top 50 is free now, so the optional bound pulls the tail up: top 99 = 5000, top 50 = 5000 − 49 × 52.
        #expect(solver.value(of: tops[99]) == 5_000)
        #expect(solver.value(of: tops[50]) == 5_000 - 49 * 52)
        #expect(solver.value(of: tops[49]) == 8 + 49 * 52)
        solver.remove(bound)
        solver.setConstant(-60, of: links[10])
        #expect(solver.value(of: tops[49]) == 8 + 48 * 52 + 60)
    }
}
