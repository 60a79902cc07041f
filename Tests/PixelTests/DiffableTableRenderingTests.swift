import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

/// A diffable data source's apply as drawn (Scrolling rules 34 and 41): the rows it deletes fade
/// out, the rows it inserts fade in and the rows between slide, over 0.3 s; without animation the
/// table shows the new rows at once.
@Suite("UITableViewDiffableDataSource (pixels)", .serialized, .startsClean)
@MainActor
struct DiffableTableRenderingTests {
    /// Rows of solid colours named by their items: "red", "blue", else white.
    private func colorTable(in window: UIWindow) -> (UITableView, UITableViewDiffableDataSource<Int, String>) {
        let table = UITableView(frame: window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.rowHeight = 44
        table.separatorStyle = .none
        let dataSource = UITableViewDiffableDataSource<Int, String>(tableView: table) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.backgroundColor = item == "red" ? UIColor(red: 1, green: 0, blue: 0, alpha: 1)
                : item == "blue" ? UIColor(red: 0, green: 0, blue: 1, alpha: 1) : .white
            return cell
        }
        window.addSubview(table)
        return (table, dataSource)
    }

    private func rows(_ items: [String]) -> NSDiffableDataSourceSnapshot<Int, String> {
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(items)
        return snapshot
    }

    @Test("Apply animated mid-way: the deleted red first row half faded where no row has slid over it yet, the inserted blue last row half faded in; after 0.3 s white above and solid blue")
    func applyMidAnimation() {
        withWindow(size: CGSize(width: 400, height: 300)) { window, renderer in
            let (table, dataSource) = colorTable(in: window)
            dataSource.apply(rows(["red", "w1", "w2", "w3"]), animatingDifferences: false)
            var picture = frame(window, renderer)
            #expect(picture.rgb(200, 5) == .red && picture.rgb(200, 168) == .white)
            dataSource.apply(rows(["w1", "w2", "w3", "blue"]))
            CATransaction.flush()
            let start = CACurrentMediaTime()
            picture = frame(window, renderer, at: start + 0.15)
            let fading = picture.rgb(200, 5), appearing = picture.rgb(200, 168)
            #expect(fading.r == 255 && (100...160).contains(fading.g) && fading.g == fading.b, "half red over white: \(fading)")
            #expect(appearing.b == 255 && (100...160).contains(appearing.r) && appearing.r == appearing.g, "half blue over white: \(appearing)")
            picture = frame(window, renderer, at: start + 0.5)
            #expect(picture.rgb(200, 5) == .white && picture.rgb(200, 150) == .blue, "\(picture.rgb(200, 5)) \(picture.rgb(200, 150))")
            table.removeFromSuperview()
        }
    }

    @Test("Apply without animation: the new rows at once, nothing half faded")
    func applyAtOnce() {
        withWindow(size: CGSize(width: 400, height: 300)) { window, renderer in
            let (table, dataSource) = colorTable(in: window)
            dataSource.apply(rows(["red", "w1", "w2", "w3"]), animatingDifferences: false)
            _ = frame(window, renderer)
            dataSource.apply(rows(["w1", "w2", "w3", "blue"]), animatingDifferences: false)
            CATransaction.flush()
            let picture = frame(window, renderer, at: CACurrentMediaTime() + 0.15)
            #expect(picture.rgb(200, 5) == .white && picture.rgb(200, 168) == .blue, "\(picture.rgb(200, 5)) \(picture.rgb(200, 168))")
            table.removeFromSuperview()
        }
    }
}
