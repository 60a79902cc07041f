import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

/// Rows of text whose trailing swipe offers Delete (removing the row) and whose leading swipe offers Flag.
@MainActor
final class SwipeSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var rows = (0..<20).map { "Row \($0)" }
    var performsFullSwipe = true
    private(set) var performed: [String] = []
    private(set) var sourceViews: [UIView] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [unowned self] action, view, done in
            performed.append("\(action.title ?? "") \(rows[indexPath.row])")
            sourceViews.append(view)
            rows.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            done(true)
        }
        let configuration = UISwipeActionsConfiguration(actions: [delete])
        configuration.performsFirstActionWithFullSwipe = performsFullSwipe
        return configuration
    }

    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let flag = UIContextualAction(style: .normal, title: "Flag") { [unowned self] action, _, done in
            performed.append("\(action.title ?? "") \(rows[indexPath.row])")
            done(true)
        }
        flag.backgroundColor = .systemOrange
        return UISwipeActionsConfiguration(actions: [flag])
    }
}

/// Scrolling rule 36 with Casement's numbers (SwipeRelease): a sideways drag reveals a row's
/// actions, half the buttons' width keeps them open, three quarters of the row performs the first,
/// a tap on a button runs it, a tap elsewhere or a scroll closes the row.
@Suite("UITableView swipe actions", .serialized, .startsClean)
@MainActor
struct UITableViewSwipeActionsTests {
    let t0 = MediaClock.shared.now() + 1000

    @Test("Release: under half the buttons' width closes, from half stays open, from 3/4 of the row performs the first action (if allowed)")
    func release() {
        #expect(SwipeRelease.outcome(revealed: 36, buttonsWidth: 74, rowWidth: 400, performsFullSwipe: true) == .closed)
        #expect(SwipeRelease.outcome(revealed: 37, buttonsWidth: 74, rowWidth: 400, performsFullSwipe: true) == .open)
        #expect(SwipeRelease.outcome(revealed: 299, buttonsWidth: 74, rowWidth: 400, performsFullSwipe: true) == .open)
        #expect(SwipeRelease.outcome(revealed: 300, buttonsWidth: 74, rowWidth: 400, performsFullSwipe: true) == .fullSwipe)
        #expect(SwipeRelease.outcome(revealed: 300, buttonsWidth: 74, rowWidth: 400, performsFullSwipe: false) == .open)
        #expect(SwipeRelease.limit(buttonsWidth: 74, rowWidth: 400, performsFullSwipe: false) == 74)
        #expect(SwipeRelease.limit(buttonsWidth: 74, rowWidth: 400, performsFullSwipe: true) == 400)
    }

    /// A 400 × 300 window holding a table of 20 rows of 44 pt fed by a `SwipeSource`, and its input.
    private func withTable(_ body: (UITableView, SwipeSource, TouchInput) throws -> Void) throws {
        try withHeadlessPlatform { platform in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            window.makeKeyAndVisible()
            let source = SwipeSource()
            let table = makeTable(source) { $0.rowHeight = 44 }
            window.addSubview(table)
            table.layoutIfNeeded()
            let id = try #require(window.platformWindow?.id)
            try body(table, source, TouchInput(platform: platform, window: id))
            table.removeFromSuperview()
        }
    }

    /// A finger drag from (`x`, `y`) by `dx` (and `dy`) in ten steps; `whileHeld` runs before it lifts.
    private func drag(_ input: TouchInput, from x: CGFloat, _ y: CGFloat, by dx: CGFloat, _ dy: CGFloat = 0, at time: Double,
                      whileHeld: () throws -> Void = {}) rethrows {
        input.finger(1, .down, x, y, at: time)
        input.turn()
        for step in 1...10 {
            input.finger(1, .move, x + dx * CGFloat(step) / 10, y + dy * CGFloat(step) / 10, at: time + 0.02 * Double(step))
            input.turn()
        }
        try whileHeld()
        input.finger(1, .up, x + dx, y + dy, at: time + 0.25)
        input.turn()
    }

    /// The first action button's frame in the table, while a row is swiped.
    private func firstButtonFrame(_ table: UITableView) throws -> CGRect {
        let swipe = try #require(table.rowSwipe)
        let button = try #require(swipe.actionsView.buttons.first)
        return button.convert(button.bounds, to: table)
    }

    @Test("A leftward drag of 60 pt on row 1 slides its content 60 pt left over a 60 pt red Delete button at the row's right end, and nothing scrolls")
    func dragRevealsTrailingActions() throws {
        try withTable { table, _, input in
            try drag(input, from: 300, 66, by: -60, at: t0) {
                let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
                #expect(cell.bounds.origin.x == 60)
                #expect(try firstButtonFrame(table) == CGRect(x: 340, y: 44, width: 60, height: 44))
                #expect(table.rowSwipe?.actionsView.buttons.first?.backgroundColor == .systemRed)
                #expect(table.contentOffset.y == 0)
            }
        }
    }

    @Test("Released past half the buttons' width the row stays open at their width; a tap on Delete runs its handler with the button and the row is deleted and closed")
    func openThenTapDelete() throws {
        try withTable { table, source, input in
            try drag(input, from: 300, 66, by: -60, at: t0)
            let swipe = try #require(table.rowSwipe)
            let width = swipe.actionsView.buttonsWidth
            #expect(width >= SwipeActionsView.minimumButtonWidth && swipe.revealed == width)
            #expect(swipe.cell.bounds.origin.x == width)
            input.tap(400 - width / 2, 66, at: t0 + 1)
            #expect(source.performed == ["Delete Row 1"])
            #expect(source.sourceViews.first === swipe.actionsView.buttons.first)
            #expect(source.rows.count == 19 && !source.rows.contains("Row 1"))
            #expect(table.rowSwipe == nil && swipe.cell.bounds.origin.x == 0)
            #expect(table.numberOfRows(inSection: 0) == 19)
        }
    }

    @Test("Released short of half the buttons' width the row snaps back shut")
    func snapsBack() throws {
        try withTable { table, source, input in
            try drag(input, from: 300, 66, by: -20, at: t0)
            #expect(table.rowSwipe == nil)
            #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.bounds.origin.x == 0)
            #expect(source.performed.isEmpty)
        }
    }

    @Test("A drag past 3/4 of the row's width performs the first action (Delete); with performsFirstActionWithFullSwipe off it only opens")
    func fullSwipe() throws {
        try withTable { table, source, input in
            try drag(input, from: 380, 66, by: -320, at: t0)
            #expect(source.performed == ["Delete Row 1"] && source.rows.count == 19)
            #expect(table.rowSwipe == nil)
            source.performsFullSwipe = false
            try drag(input, from: 380, 110, by: -320, at: t0 + 2)
            #expect(source.performed == ["Delete Row 1"])
            let swipe = try #require(table.rowSwipe)
            #expect(swipe.indexPath == IndexPath(row: 2, section: 0) && swipe.revealed == swipe.actionsView.buttonsWidth)
        }
    }

    @Test("A rightward drag reveals the leading actions at the row's left end, in the action's own background colour")
    func leadingActions() throws {
        try withTable { table, _, input in
            try drag(input, from: 100, 66, by: 50, at: t0) {
                let swipe = try #require(table.rowSwipe)
                #expect(swipe.actionsView.isLeading && swipe.cell.bounds.origin.x == -50)
                #expect(try firstButtonFrame(table) == CGRect(x: 0, y: 44, width: 50, height: 44))
                #expect(swipe.actionsView.buttons.first?.backgroundColor == .systemOrange)
            }
        }
    }

    @Test("A tap elsewhere in the table closes an open row and selects nothing; a vertical drag scrolls and closes it")
    func closing() throws {
        try withTable { table, source, input in
            try drag(input, from: 300, 66, by: -60, at: t0)
            #expect(table.rowSwipe != nil)
            input.tap(100, 200, at: t0 + 1)
            #expect(table.rowSwipe == nil && table.indexPathForSelectedRow == nil)
            try drag(input, from: 300, 66, by: -60, at: t0 + 2)
            #expect(table.rowSwipe != nil)
            try drag(input, from: 100, 250, by: 0, -100, at: t0 + 3)
            #expect(table.rowSwipe == nil && table.contentOffset.y > 0)
            #expect(source.performed.isEmpty)
        }
    }
}
