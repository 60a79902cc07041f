import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

/// Rows "Row n" that the user may move, logging each move ("1→3").
@MainActor
final class MovableRows: NSObject, UITableViewDataSource, UITableViewDelegate {
    var rows: [String]
    private(set) var moves: [String] = []
    init(count: Int) { rows = (0..<count).map { "Row \($0)" } }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        moves.append("\(sourceIndexPath.row)→\(destinationIndexPath.row)")
        rows.insert(rows.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }
}

/// Editing mode as drawn: each row's red delete control (a white bar across a red circle) at its
/// leading edge, its text moved aside, and three grey reorder lines at its trailing edge; a tap on
/// the delete control brings the red Delete button to the row's right end.
@Suite("Table editing (pixels)", .serialized, .startsClean)
@MainActor
struct TableEditingRenderingTests {
    /// A table of 44 pt rows filling `window`, fed by `source`, editing.
    private func editingTable(_ source: MovableRows, in window: UIWindow, animated: Bool) -> UITableView {
        let table = UITableView(frame: window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.rowHeight = 44
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        table.layoutIfNeeded()
        table.setEditing(true, animated: animated)
        return table
    }

    @Test("Editing row 0 (slid in over 0.3 s): red circle around (27, 22) with a white bar through it, text from x 54 on, grey lines at y 16, 22, 28 of x 366…384 with white between; out of editing, all white there again")
    func controls() throws {
        withWindow(size: CGSize(width: 400, height: 300)) { window, renderer in
            let source = MovableRows(count: 5)
            let table = editingTable(source, in: window, animated: true)
            CATransaction.flush()
            let start = CACurrentMediaTime()
            let sliding = frame(window, renderer, at: start + 0.15).rgb(27, 14)
            #expect(sliding != RGB(.systemRed), "0.15 s into the 0.3 s slide the circle is not yet in place: \(sliding)")
            var picture = frame(window, renderer, at: start + 0.5)
            let red = RGB(.systemRed), grey = RGB(.systemGray)
            #expect(picture.rgb(27, 14) == red && picture.rgb(27, 30) == red && picture.rgb(18, 22) == red,
                    "the circle: \(picture.rgb(27, 14)) \(picture.rgb(27, 30)) \(picture.rgb(18, 22))")
            #expect(picture.rgb(27, 22) == .white && picture.rgb(22, 21) == .white, "the bar: \(picture.rgb(27, 22))")
            #expect(picture.rgb(10, 22) == .white, "left of the circle: \(picture.rgb(10, 22))")
            for y in [16, 22, 28] { #expect(picture.rgb(375, y) == grey, "a reorder line at y \(y): \(picture.rgb(375, y))") }
            for y in [19, 25] { #expect(picture.rgb(375, y) == .white, "between the lines at y \(y): \(picture.rgb(375, y))") }
            let text = (54...90).flatMap { x in (12...32).map { y in picture.rgb(x, y) } }
            #expect(text.contains { $0.r < 100 && $0.g < 100 }, "the row's dark text, moved aside to start at x 54")
            table.setEditing(false, animated: false)
            picture = frame(window, renderer)
            #expect(picture.rgb(27, 14) == .white && picture.rgb(375, 16) == .white, "no controls: \(picture.rgb(27, 14)) \(picture.rgb(375, 16))")
            table.removeFromSuperview()
        }
    }

    @Test("A tap on row 1's delete control: red at the row's right end (x 398, y 48), the delete control slid left with the content")
    func deleteConfirmation() throws {
        withWindow(size: CGSize(width: 400, height: 300)) { window, renderer in
            let source = MovableRows(count: 5)
            let table = editingTable(source, in: window, animated: false)
            guard let cell = table.cellForRow(at: IndexPath(row: 1, section: 0)) else { return #expect(Bool(false), "row 1 has a cell") }
            table.editingControlTapped(in: cell)
            CATransaction.flush()
            let start = CACurrentMediaTime()
            let width = table.rowSwipe?.actionsView.buttonsWidth ?? 0
            #expect(width >= SwipeActionsView.minimumButtonWidth)
            let picture = frame(window, renderer, at: start + 0.5)
            #expect(picture.rgb(398, 48) == RGB(.systemRed) && picture.rgb(Int(400 - width + 2), 84) == RGB(.systemRed),
                    "the Delete button: \(picture.rgb(398, 48))")
            #expect(picture.rgb(27, 66) != RGB(.systemRed), "the delete control slid left with the row: \(picture.rgb(27, 66))")
            table.removeFromSuperview()
        }
    }
}
