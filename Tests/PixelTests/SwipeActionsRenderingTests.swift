import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

/// Swipe actions as drawn: a row slid 60 pt left shows a red Delete button with a white title
/// in the 60 pt it uncovered, the row's own text slid along; shut again, the row is white.
@Suite("Swipe actions (pixels)", .serialized, .startsClean)
@MainActor
struct SwipeActionsRenderingTests {
    /// Rows "Row n" whose trailing swipe offers a destructive Delete.
    final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
            UISwipeActionsConfiguration(actions: [UIContextualAction(style: .destructive, title: "Delete") { _, _, _ in }])
        }
    }

    private func rgb(_ color: UIColor) -> RGB {
        let c = color.cgColor.components ?? [0, 0, 0]
        func byte(_ v: CGFloat) -> UInt8 { UInt8((v * 255).rounded()) }
        return RGB(r: byte(c[0]), g: byte(c[1]), b: byte(c[2]))
    }

    @Test("Row 0 dragged 60 pt left: red from x 340 to 400 with white title pixels, white before it, its text gone from x 16; closed, white again")
    func revealedDeleteButton() {
        withWindow(size: CGSize(width: 400, height: 300)) { window, renderer in
            let source = Rows()
            let table = UITableView(frame: window.bounds, style: .plain)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            table.rowHeight = 44
            table.dataSource = source
            table.delegate = source
            window.addSubview(table)
            table.layoutIfNeeded()
            let row = IndexPath(row: 0, section: 0)
            var picture = frame(window, renderer)
            let textBefore = (16...40).flatMap { x in (12...32).map { y in picture.rgb(x, y) } }
            #expect(textBefore.contains { $0.r < 100 }, "row 0's dark text at its left")
            #expect(table.beginRowSwipe(at: row, isLeading: false))
            table.dragRowSwipe(by: -60)
            picture = frame(window, renderer)
            let red = rgb(.systemRed)
            #expect(picture.rgb(342, 4) == red && picture.rgb(398, 40) == red, "the button: \(picture.rgb(342, 4)) \(picture.rgb(398, 40))")
            #expect(picture.rgb(337, 4) == .white, "the row's content before it: \(picture.rgb(337, 4))")
            let button = (340...399).flatMap { x in (10...34).map { y in picture.rgb(x, y) } }
            #expect(button.contains { $0.r > 240 && $0.g > 240 && $0.b > 240 }, "the title's white pixels")
            let textAfter = (16...40).flatMap { x in (12...32).map { y in picture.rgb(x, y) } }
            #expect(!textAfter.contains { $0.r < 100 }, "the text slid 60 pt left, out of x 16…40")
            table.closeRowSwipe(animated: false)
            picture = frame(window, renderer)
            #expect(picture.rgb(342, 4) == .white && picture.rgb(398, 40) == .white, "closed: \(picture.rgb(342, 4))")
            table.removeFromSuperview()
        }
    }
}
