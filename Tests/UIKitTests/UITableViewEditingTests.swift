import Foundation
import Testing
@testable import UIKit

/// A data source and delegate with every editing method: rows "Row s.r" in `rows`, each call
/// logged ("canMoveRowAt 0.1", "moveRowAt 0.1 0.3", "commit delete 0.2", "target 0.1 0.3").
@MainActor
final class EditingSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var rows: [[String]]
    private(set) var log: [String] = []
    /// What the delegate answers for a row's style and indent, whether rows edit and move, and
    /// where a proposed move goes.
    var style: (IndexPath) -> UITableViewCell.EditingStyle = { _ in .delete }
    var indents = true
    var editable: (IndexPath) -> Bool = { _ in true }
    var movable: (IndexPath) -> Bool = { _ in true }
    var retarget: (IndexPath) -> IndexPath = { $0 }
    /// Whether `moveRowAt` moves the row in `rows` (else it drops it: bad data).
    var movesFaithfully = true

    init(rows: [[String]]) { self.rows = rows }
    convenience init(counts: [Int]) {
        self.init(rows: counts.enumerated().map { section, count in (0..<count).map { "Row \(section).\($0)" } })
    }

    private func note(_ what: String, _ paths: IndexPath...) {
        log.append(([what] + paths.map { "\($0.section).\($0.row)" }).joined(separator: " "))
    }
    func clearLog() { log.removeAll() }

    func numberOfSections(in tableView: UITableView) -> Int { rows.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section].count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = rows[indexPath.section][indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        note("canEditRowAt", indexPath)
        return editable(indexPath)
    }
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        note("canMoveRowAt", indexPath)
        return movable(indexPath)
    }
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        note(editingStyle == .delete ? "commit delete" : "commit insert", indexPath)
        guard editingStyle == .delete else { return }
        rows[indexPath.section].remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        note("moveRowAt", sourceIndexPath, destinationIndexPath)
        let row = rows[sourceIndexPath.section].remove(at: sourceIndexPath.row)
        if movesFaithfully { rows[destinationIndexPath.section].insert(row, at: destinationIndexPath.row) }
    }
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "Flag") { _, _, done in done(true) }])
    }
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) { note("willBeginEditingRowAt", indexPath) }
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) { note("didEndEditingRowAt", indexPath ?? IndexPath()) }
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { style(indexPath) }
    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { indents }
    func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                   toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        note("target", sourceIndexPath, proposedDestinationIndexPath)
        return retarget(proposedDestinationIndexPath)
    }
}

/// Editing mode as UIKit documents it, with Casement's sizes (TableMetrics): delete controls
/// 38 pt wide at the leading edge with the content moved aside, reorder controls 50 pt wide at the
/// trailing edge for rows whose data source moves rows; a tap on a delete control shows the Delete
/// button; a drag on a reorder control moves the row, the rows between sliding by its height.
@Suite("UITableView editing", .serialized, .startsClean)
@MainActor
struct UITableViewEditingTests {
    private func row(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

    private func editingTable(_ source: EditingSource, height: CGFloat = 300) -> UITableView {
        let table = makeTable(source, height: height) { $0.rowHeight = 44 }
        table.setEditing(true, animated: false)
        return table
    }

    /// An editing table of `source` filling a 400 × 300 headless window, and the window's input.
    private func withWindowedTable(_ source: EditingSource, _ body: (UITableView, TouchInput) throws -> Void) throws {
        try withHeadlessPlatform { platform in
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            window.makeKeyAndVisible()
            let table = editingTable(source)
            window.addSubview(table)
            table.layoutIfNeeded()
            try body(table, TouchInput(platform: platform, window: try #require(window.platformWindow?.id)))
            table.removeFromSuperview()
        }
    }

    /// Display-link frames of 1/60 s, `count` of them from `time` on (moved past them).
    private func fireFrames(_ count: Int, from time: inout Double) {
        for _ in 0..<count {
            DisplayLinkScheduler.shared.fire(timestamp: time, target: time + 1.0 / 60, refreshInterval: 1.0 / 60)
            time += 1.0 / 60
        }
    }

    @Test("Apple's raw values and defaults: EditingStyle none 0, delete 1, insert 2; tables and cells start out of editing, without reorder controls")
    func defaults() {
        #expect(UITableViewCell.EditingStyle.none.rawValue == 0 && UITableViewCell.EditingStyle.delete.rawValue == 1
                && UITableViewCell.EditingStyle.insert.rawValue == 2)
        let table = UITableView(frame: .zero, style: .plain), cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        #expect(!table.isEditing && !table.allowsSelectionDuringEditing)
        #expect(!cell.isEditing && cell.editingStyle == .none && !cell.showsReorderControl && cell.editingAccessoryType == .none)
    }

    @Test("Editing: each row's delete control fills x 0…38, its content starts at 38, its reorder control fills x 350…400; leaving editing takes them away")
    func controlsAndIndent() throws {
        let source = EditingSource(counts: [20])
        let table = editingTable(source)
        let cell = try #require(table.cellForRow(at: row(1)))
        #expect(table.isEditing && cell.isEditing && cell.editingStyle == .delete && cell.showsReorderControl)
        #expect(cell.editingControl?.frame == CGRect(x: 0, y: 0, width: 38, height: 44))
        #expect(cell.reorderControl?.frame == CGRect(x: 350, y: 0, width: 50, height: 44))
        #expect(cell.contentView.frame == CGRect(x: 38, y: 0, width: 312, height: 44))
        #expect(cell.textLabel?.frame.minX == 16, "the label keeps its margin inside the moved content view")
        table.setEditing(false, animated: false)
        #expect(!cell.isEditing && cell.editingControl == nil && cell.reorderControl == nil)
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 400, height: 44))
    }

    @Test("The delegate's styles and indent: insert shows the insert control, none shows no control and no indent; shouldIndentWhileEditing false keeps the content at 0")
    func stylesAndIndent() throws {
        let source = EditingSource(counts: [5])
        source.style = { $0.row == 0 ? .insert : $0.row == 1 ? .none : .delete }
        source.editable = { $0.row != 3 }
        source.movable = { $0.row != 2 }
        let table = editingTable(source)
        let cells = try (0..<5).map { try #require(table.cellForRow(at: row($0))) }
        #expect(cells.map(\.editingStyle) == [.insert, .none, .delete, .none, .delete])
        #expect(cells[0].editingControl?.style == .insert && cells[1].editingControl == nil && cells[3].editingControl == nil)
        #expect(cells.map(\.contentView.frame.minX) == [38, 0, 38, 0, 38])
        #expect(cells.map { $0.reorderControl != nil } == [true, true, false, false, true], "row 2 cannot move, row 3 cannot edit")
        source.indents = false
        table.setEditing(false, animated: false)
        table.setEditing(true, animated: false)
        #expect(cells[2].contentView.frame.minX == 0 && cells[2].editingControl != nil)
    }

    @Test("A data source without tableView(_:moveRowAt:to:): every row edits with the delete control (UIKit's defaults) and none shows a reorder control")
    func noMoveNoReorderControl() throws {
        let source = MinimalTableSource(rows: 10)
        let table = makeTable(source) { $0.rowHeight = 44 }
        table.isEditing = true
        let cell = try #require(table.cellForRow(at: row(0)))
        #expect(cell.editingStyle == .delete)
        #expect(cell.editingControl != nil)
        #expect(cell.reorderControl == nil && !cell.showsReorderControl)
    }

    @Test("A tap on row 2's delete control slides its content aside over a Delete button; a tap on that commits .delete for row 2 and the row goes")
    func deleteControlThenDelete() throws {
        let source = EditingSource(counts: [10])
        let table = editingTable(source)
        let cell = try #require(table.cellForRow(at: row(2)))
        source.clearLog()
        table.editingControlTapped(in: cell)
        let swipe = try #require(table.rowSwipe)
        #expect(swipe.indexPath == row(2) && swipe.actionsView.configuration.actions.first?.title == "Delete" && !swipe.actionsView.isLeading)
        #expect(swipe.revealed == swipe.actionsView.buttonsWidth && cell.bounds.minX == swipe.actionsView.buttonsWidth)
        table.performSwipeAction(0)
        #expect(source.log.filter { $0.hasPrefix("commit") } == ["commit delete 0.2"], "\(source.log)")
        #expect(table.numberOfRows(inSection: 0) == 9 && table.rowSwipe == nil)
        #expect(table.cellForRow(at: row(2))?.textLabel?.text == "Row 0.3")
    }

    @Test("Touches: a tap on row 1's red circle (27, 66) brings out its Delete button; a tap on the button commits .delete for row 1")
    func tapsOnControls() throws {
        let source = EditingSource(counts: [10])
        try withWindowedTable(source) { table, input in
            let t0 = MediaClock.shared.now() + 1000
            input.tap(27, 66, at: t0)
            let swipe = try #require(table.rowSwipe)
            #expect(swipe.indexPath == row(1))
            let button = try #require(swipe.actionsView.buttons.first)
            let center = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: table)
            source.clearLog()
            input.tap(center.x, center.y, at: t0 + 1)
            #expect(source.log.filter { $0.hasPrefix("commit") } == ["commit delete 0.1"], "\(source.log)")
        }
    }

    @Test("A swipe outside editing mode is UIKit's swipe-to-delete editing: willBeginEditingRowAt as it opens, didEndEditingRowAt as it closes; in editing mode rows do not swipe, and the Delete button of a delete control sends neither")
    func swipeEditingCalls() throws {
        let source = EditingSource(counts: [10])
        let table = makeTable(source) { $0.rowHeight = 44 }
        #expect(table.beginRowSwipe(at: row(1), isLeading: false))
        table.closeRowSwipe(animated: false)
        #expect(source.log == ["willBeginEditingRowAt 0.1", "didEndEditingRowAt 0.1"])
        table.setEditing(true, animated: false)
        source.clearLog()
        table.editingControlTapped(in: try #require(table.cellForRow(at: row(2))))
        table.closeRowSwipe(animated: false)
        #expect(source.log.isEmpty, "\(source.log)")
    }

    @Test("A reload while a row is dragged lets it go: the drag moves nothing more and the drop calls nothing")
    func reloadWhileDragging() throws {
        let source = EditingSource(counts: [20])
        let table = editingTable(source)
        table.beginReorder(at: row(1))
        table.dragReorder(by: 90)
        table.reloadData()
        table.layoutIfNeeded()
        source.clearLog()
        table.dragReorder(by: 150)
        table.endReorder(animated: false)
        #expect(source.log.isEmpty && table.reorder == nil, "\(source.log)")
        #expect(table.cellForRow(at: row(2))?.frame.minY == 88 && table.cellForRow(at: row(1))?.frame.minY == 44)
    }

    @Test("A tap on a delete control while another row shows its Delete button only puts that away")
    func secondTapCloses() throws {
        let source = EditingSource(counts: [10])
        let table = editingTable(source)
        table.editingControlTapped(in: try #require(table.cellForRow(at: row(2))))
        table.editingControlTapped(in: try #require(table.cellForRow(at: row(4))))
        #expect(table.rowSwipe == nil && !source.log.contains { $0.hasPrefix("commit") })
    }

    @Test("Row 1 dragged 90 pt down: it follows (top 134), rows 2 and 3 slide up 44 pt, row 4 stays; dropped, target then moveRowAt 0.1 → 0.3 once, and the rows show in the data source's new order")
    func reorderWithinSection() throws {
        let source = EditingSource(counts: [20])
        let table = editingTable(source)
        let cells = try (0..<6).map { try #require(table.cellForRow(at: row($0))) }
        source.clearLog()
        #expect(table.beginReorder(at: row(1)))
        table.dragReorder(by: 90)
        #expect(cells.map(\.frame.minY) == [0, 134, 44, 88, 176, 220])
        #expect(source.log == ["target 0.1 0.3"])
        #expect(cells[1].layer.shadowOpacity == 0.25 && cells[1].layer.shadowRadius == 8, "lifted: a shadow")
        table.dragReorder(by: 92)
        #expect(source.log == ["target 0.1 0.3"], "the same place is not asked again")
        table.endReorder(animated: false)
        #expect(source.log == ["target 0.1 0.3", "moveRowAt 0.1 0.3"])
        #expect(cells[1].layer.shadowOpacity == 0 && cells[1].layer.shadowRadius == 3, "put down: the cell's own shadow again")
        #expect(source.rows[0].prefix(5) == ["Row 0.0", "Row 0.2", "Row 0.3", "Row 0.1", "Row 0.4"])
        let shown = (0..<5).map { table.cellForRow(at: row($0))?.textLabel?.text }
        #expect(shown == ["Row 0.0", "Row 0.2", "Row 0.3", "Row 0.1", "Row 0.4"])
        #expect(table.cellForRow(at: row(3)) === cells[1] && cells[1].frame.minY == 132 && cells[2].frame.minY == 44)
    }

    @Test("Autoscroll: row 1 held with its bottom at the table's bottom edge (drag 212 pt) scrolls 600 pt/s, 10 pt a frame, the row staying under the pointer and its target following; at the content's end (offset 580) it stops, and the drop lands on row 19, under the pointer")
    func reorderAutoscroll() throws {
        let source = EditingSource(counts: [20])
        let table = editingTable(source)
        let cell = try #require(table.cellForRow(at: row(1)))
        var time = 0.0
        #expect(table.beginReorder(at: row(1)))
        table.dragReorder(by: 150)
        fireFrames(3, from: &time)
        #expect(table.contentOffset.y == 0 && table.reorder?.autoscrollLink == nil, "outside the bottom 44 pt: no scrolling")
        table.dragReorder(by: 212)
        fireFrames(1, from: &time)
        #expect(abs(table.contentOffset.y - 10) < 0.001, "\(table.contentOffset.y)")
        fireFrames(9, from: &time)
        #expect(abs(table.contentOffset.y - 100) < 0.001, "\(table.contentOffset.y)")
        #expect(abs(cell.frame.minY - table.contentOffset.y - 256) < 0.001, "under the pointer: \(cell.frame.minY)")
        #expect(table.reorder?.destination == row(8), "middle at 378, over row 8")
        fireFrames(100, from: &time)
        #expect(table.contentOffset.y == 580 && cell.frame.minY == 836 && table.reorder?.autoscrollLink == nil)
        table.endReorder(animated: false)
        #expect(source.log.last == "moveRowAt 0.1 0.19", "\(source.log)")
        #expect(source.rows[0].last == "Row 0.1")
    }

    @Test("Autoscroll by touch: a finger dragging row 1's reorder control to y 290 and held there scrolls the table frame by frame, the row keeping its place under the finger, to the end (580); lifted, the row drops as row 19")
    func reorderAutoscrollByTouch() throws {
        let source = EditingSource(counts: [20])
        try withWindowedTable(source) { table, input in
            let cell = try #require(table.cellForRow(at: row(1)))
            let t0 = MediaClock.shared.now() + 1000
            let path = stride(from: CGFloat(66), through: 290, by: 16).map { (CGFloat(375), $0) } + [(375, 290)]
            for (index, point) in path.enumerated() {
                input.finger(1, index == 0 ? .down : .move, point.0, point.1, at: t0 + Double(index) * 0.02)
                input.turn()
            }
            #expect(table.reorder != nil)
            let shownTop = cell.frame.minY - table.contentOffset.y
            var time = 0.0
            fireFrames(10, from: &time)
            let offset = table.contentOffset.y
            #expect(offset > 50 && cell.frame.minY - offset == shownTop, "offset \(offset), row at \(cell.frame.minY - offset) in view, was \(shownTop)")
            fireFrames(100, from: &time)
            #expect(table.contentOffset.y == 580 && cell.frame.minY == 836)
            input.finger(1, .up, 375, 290, at: t0 + 1)
            input.turn()
            #expect(source.log.last == "moveRowAt 0.1 0.19", "\(source.log)")
        }
    }

    @Test("Autoscroll upwards: scrolled to 300, row 8 held 33 pt into the top 44 pt scrolls up 450 pt/s (7.5 pt a frame) and stops at offset 0; the drop lands on row 0")
    func reorderAutoscrollUp() throws {
        let source = EditingSource(counts: [20])
        let table = editingTable(source)
        table.contentOffset.y = 300
        table.layoutIfNeeded()
        var time = 0.0
        #expect(table.beginReorder(at: row(8)))
        table.dragReorder(by: -41)
        fireFrames(2, from: &time)
        #expect(abs(table.contentOffset.y - 285) < 0.001, "\(table.contentOffset.y)")
        fireFrames(200, from: &time)
        #expect(table.contentOffset.y == 0 && table.reorder?.autoscrollLink == nil)
        table.endReorder(animated: false)
        #expect(source.log.last == "moveRowAt 0.8 0.0", "\(source.log)")
    }

    @Test("Dragged up: row 4 dragged 100 pt up proposes row 2 (middle at 98), rows 2 and 3 slide down 44 pt; back home, they return and the drop moves 0.4 onto itself")
    func reorderUpAndBack() throws {
        let source = EditingSource(counts: [20])
        let table = editingTable(source)
        let cells = try (0..<6).map { try #require(table.cellForRow(at: row($0))) }
        source.clearLog()
        table.beginReorder(at: row(4))
        table.dragReorder(by: -100)
        #expect(cells.map(\.frame.minY) == [0, 44, 132, 176, 76, 220])
        table.dragReorder(by: 0)
        #expect(cells.map(\.frame.minY) == [0, 44, 88, 132, 176, 220])
        table.endReorder(animated: false)
        #expect(source.log == ["target 0.4 0.2", "target 0.4 0.4", "moveRowAt 0.4 0.4"])
        #expect(source.rows[0] == (0..<20).map { "Row 0.\($0)" })
    }

    @Test("Across sections: row 0.2 dragged 66 pt down into section 1 (after 1.1) lands at 1.2; section counts follow")
    func reorderAcrossSections() throws {
        let source = EditingSource(counts: [3, 3])
        let table = editingTable(source)
        source.clearLog()
        table.beginReorder(at: row(2))
        table.dragReorder(by: 66)
        #expect(table.cellForRow(at: row(0, 1))?.frame.minY == 88 && table.cellForRow(at: row(1, 1))?.frame.minY == 132)
        table.endReorder(animated: false)
        #expect(source.log == ["target 0.2 1.2", "moveRowAt 0.2 1.2"])
        #expect(table.numberOfRows(inSection: 0) == 2 && table.numberOfRows(inSection: 1) == 4)
        #expect(table.cellForRow(at: row(2, 1))?.textLabel?.text == "Row 0.2" && table.cellForRow(at: row(2, 1))?.frame.minY == 176)
    }

    @Test("The delegate retargets: a drop proposed at 0.3 goes to 0.2 where it says, the rows making room for 0.2")
    func retargeted() throws {
        let source = EditingSource(counts: [20])
        source.retarget = { IndexPath(row: min($0.row, 2), section: $0.section) }
        let table = editingTable(source)
        let cells = try (0..<5).map { try #require(table.cellForRow(at: row($0))) }
        source.clearLog()
        table.beginReorder(at: row(1))
        table.dragReorder(by: 90)
        #expect(cells[2].frame.minY == 44 && cells[3].frame.minY == 132)
        table.endReorder(animated: false)
        #expect(source.log == ["target 0.1 0.3", "moveRowAt 0.1 0.2"])
        #expect(table.cellForRow(at: row(2))?.textLabel?.text == "Row 0.1")
    }

    @Test("Bad input: a retarget out of range is reported and the proposed place used; a moveRowAt whose counts disagree is reported in UIKit's words and the table reloads and still edits")
    func badInput() throws {
        let source = EditingSource(counts: [20])
        source.retarget = { _ in IndexPath(row: 99, section: 0) }
        let table = editingTable(source)
        table.beginReorder(at: row(1))
        var messages = Diagnostics.recording { table.dragReorder(by: 90) }
        #expect(messages.count == 1 && messages[0].contains("targetIndexPathForMoveFromRowAt") && messages[0].contains("[0, 3] is used"), "\(messages)")
        table.endReorder(animated: false)
        #expect(table.cellForRow(at: row(3))?.textLabel?.text == "Row 0.1")
        source.movesFaithfully = false
        source.retarget = { $0 }
        table.beginReorder(at: row(0))
        table.dragReorder(by: 50)
        messages = Diagnostics.recording { table.endReorder(animated: false) }
        #expect(messages.count == 1 && messages[0].contains("Invalid update: invalid number of rows in section 0"), "\(messages)")
        table.layoutIfNeeded()
        #expect(table.numberOfRows(inSection: 0) == 19 && table.cellForRow(at: row(0))?.textLabel?.text == "Row 0.2")
        let cell = try #require(table.cellForRow(at: row(0)))
        #expect(cell.isEditing && cell.reorderControl != nil, "still editing after the reload")
    }

    @Test("A million rows: a reorder makes no more than 2 cells (the visible rows keep theirs) and the table keeps its million rows")
    func millionRows() throws {
        let source = EditingSource(rows: [Array(repeating: "Row", count: 1_000_000)])
        let table = editingTable(source)
        let made = table.cellsMade
        table.beginReorder(at: row(1))
        table.dragReorder(by: 90)
        table.endReorder(animated: false)
        table.layoutIfNeeded()
        #expect(table.cellsMade - made <= 2, "cells made: \(table.cellsMade - made)")
        #expect(table.numberOfRows(inSection: 0) == 1_000_000)
    }
}
