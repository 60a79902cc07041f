import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

/// Tables as drawn: the plain style's grey title headers (floating), white rows, inset separators
/// that skip a section's last row, the selected grey and the checkmark; the grouped and
/// inset-grouped styles' grey background around white rounded sections.
@Suite("UITableView (pixels)", .serialized, .startsClean)
@MainActor
struct TableViewRenderingTests {
    /// Two sections of three rows titled "Fruit" and "Vegetables".
    final class Produce: UITableViewDataSource {
        func numberOfSections(in tableView: UITableView) -> Int { 2 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { section == 0 ? "Fruit" : "Vegetables" }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Item \(indexPath.row)"
            cell.accessoryType = indexPath == IndexPath(row: 0, section: 0) ? .checkmark : .none
            return cell
        }
    }


    /// A table of `style` and `source`'s 44 pt rows, filling `window`.
    private func table(_ style: UITableView.Style, in window: UIWindow, _ source: UITableViewDataSource) -> UITableView {
        let table = UITableView(frame: window.bounds, style: style)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.rowHeight = 44
        table.dataSource = source
        window.addSubview(table)
        return table
    }

    @Test("Plain: a grey title header, white rows with a separator from x 16 under all but the section's last row, a blue checkmark, the selected row grey; scrolled, the header floats at the top")
    func plainStyle() {
        withWindow(size: CGSize(width: 400, height: 300)) { window, renderer in
            let source = Produce()
            let table = table(.plain, in: window, source)
            table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
            var picture = frame(window, renderer)
            #expect(picture.rgb(300, 14) == RGB(.systemGray6), "the header: \(picture.rgb(300, 14))")
            #expect(picture.rgb(300, 50) == .white, "row 0: \(picture.rgb(300, 50))")
            #expect(picture.rgb(200, 71).isClose(to: RGB(r: 198, g: 198, b: 200), tolerance: 3), "row 0's separator: \(picture.rgb(200, 71))")
            #expect(picture.rgb(8, 71) == .white, "inset 16 pt: \(picture.rgb(8, 71))")
            #expect(picture.rgb(300, 94) == RGB(.systemGray4), "row 1 selected: \(picture.rgb(300, 94))")
            #expect(picture.rgb(200, 159) == .white, "no separator under the section's last row: \(picture.rgb(200, 159))")
            let checkmark = (368...386).flatMap { x in (36...64).map { y in picture.rgb(x, y) } }
            #expect(checkmark.contains { Int($0.b) - Int($0.r) > 100 }, "a blue checkmark on row 0's right")
            table.contentOffset = CGPoint(x: 0, y: 60)
            picture = frame(window, renderer)
            #expect(picture.rgb(300, 14) == RGB(.systemGray6), "the header floats: \(picture.rgb(300, 14))")
            #expect(picture.rgb(300, 34) == RGB(.systemGray4), "row 1 (72…116) shows from y 12 under it: \(picture.rgb(300, 34))")
            table.removeFromSuperview()
        }
    }

    @Test("Grouped and inset-grouped: a grey background; white rows across the width, or 20 pt in with rounded outer corners")
    func groupedStyles() {
        withWindow(size: CGSize(width: 400, height: 300)) { window, renderer in
            let source = Produce()
            let grouped = table(.grouped, in: window, source)
            var picture = frame(window, renderer)
            let background = RGB(.systemGroupedBackground)
            #expect(picture.rgb(300, 10) == background, "above the first section: \(picture.rgb(300, 10))")
            #expect(picture.rgb(4, 60) == .white && picture.rgb(300, 60) == .white, "rows span the width")
            grouped.removeFromSuperview()
            let inset = table(.insetGrouped, in: window, source)
            picture = frame(window, renderer)
            #expect(picture.rgb(10, 60) == background && picture.rgb(30, 60) == .white && picture.rgb(390, 60) == background,
                    "rows 20 pt in: \(picture.rgb(10, 60)) \(picture.rgb(30, 60)) \(picture.rgb(390, 60))")
            #expect(picture.rgb(21, 39) == background, "the section's top left corner is rounded: \(picture.rgb(21, 39))")
            #expect(picture.rgb(35, 41) == .white, "\(picture.rgb(35, 41))")
            inset.removeFromSuperview()
        }
    }

    /// Rows of solid colours, one a colour in `colors`.
    final class Colors: UITableViewDataSource {
        var colors: [UIColor]
        init(_ colors: [UIColor]) { self.colors = colors }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { colors.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.backgroundColor = colors[indexPath.row]
            return cell
        }
    }

    /// A table of `source`'s coloured 44 pt rows without separators, filling `window`.
    private func colorTable(_ source: Colors, in window: UIWindow) -> UITableView {
        let table = table(.plain, in: window, source)
        table.separatorStyle = .none
        return table
    }

    @Test("Scrolling rule 34 mid-animation: a deleted last row is half faded 0.15 s into its 0.3 s fade and gone after it; an inserted one is half faded in, then solid")
    func deleteAndInsertMidAnimation() {
        withWindow(size: CGSize(width: 400, height: 300)) { window, renderer in
            let shrinking = Colors([.white, .white, .red])
            let first = colorTable(shrinking, in: window)
            #expect(frame(window, renderer).rgb(200, 110) == RGB(.red))
            shrinking.colors.removeLast()
            first.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
            CATransaction.flush()
            var start = CACurrentMediaTime()
            let fading = frame(window, renderer, at: start + 0.15).rgb(200, 110)
            #expect(fading.r == 255 && (100...160).contains(fading.g) && fading.g == fading.b, "half red over white: \(fading)")
            #expect(frame(window, renderer, at: start + 0.5).rgb(200, 110) == .white, "gone")
            first.removeFromSuperview()
            let growing = Colors([.white, .white])
            let second = colorTable(growing, in: window)
            #expect(frame(window, renderer).rgb(200, 110) == .white)
            growing.colors.append(.blue)
            second.insertRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
            CATransaction.flush()
            start = CACurrentMediaTime()
            let appearing = frame(window, renderer, at: start + 0.15).rgb(200, 110)
            #expect(appearing.b == 255 && (100...160).contains(appearing.r) && appearing.r == appearing.g, "half blue over white: \(appearing)")
            #expect(frame(window, renderer, at: start + 0.5).rgb(200, 110) == RGB(.blue), "solid")
            second.removeFromSuperview()
        }
    }
}
