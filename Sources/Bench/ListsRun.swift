import Foundation
import QuartzCore
import TestStage
import UIKit

/// The table benchmark (issue 27): a table of 100 rows and one of 1,000,000, each scrolled by the
/// same distance every frame, back and forth; the main thread's CPU time per frame (layout and the
/// commit of what changed) and the cells made. Then `reloadData` on 1,000,000 rows with estimated
/// heights, and a diffable data source's `apply` of 10,000 items with 1 % changed, and the diff
/// alone. Cost should follow the rows on screen, not the rows in the table. A short scroll first
/// warms the caches and the text drawing up, so the first measured table does not pay for it. Last,
/// a collection view of 90 × 90 items in a flow layout, 100 and 1,000,000 items, scrolled alike.
@MainActor
enum ListsRun {
    /// The table's size and the distance scrolled each frame.
    static let tableSize = CGSize(width: 400, height: 600)
    static let step: CGFloat = 7

    /// Prints the figures for `frames` frames of each table.
    static func run(frames: Int) {
        print("Lists: a \(Int(tableSize.width)) × \(Int(tableSize.height)) plain table of 44 pt rows scrolled \(Int(step)) pt a frame, back and forth,")
        print("\(frames) frames; main-thread CPU ms per frame (layout + commit) and cells made")
        _ = scroll(rows: 100, frames: frames / 4)
        var perFrame: [Double] = []
        for rows in [100, 1_000_000] {
            let (milliseconds, cells) = scroll(rows: rows, frames: frames)
            perFrame.append(milliseconds)
            print(String(format: "  %9d rows: %7.3f ms a frame, %3d cells made", rows, milliseconds, cells))
        }
        print(String(format: "  1,000,000 rows / 100 rows: %.2f× (goal: within 1.2×)", perFrame[1] / perFrame[0]))
        print(String(format: "reloadData of 1,000,000 rows with estimated heights: %.2f ms (mean of 5)", reloadMilliseconds(rows: 1_000_000)))
        let (apply, diff) = diffableMilliseconds(items: 10_000)
        print(String(format: "diffable apply of 10,000 items, 1 %% changed (50 deleted, 50 inserted), animated: %.2f ms; the diff alone: %.2f ms (means of 6)", apply, diff))
        print("Collection view: the same size, a flow layout of 90 × 90 items (four to a line, lines 100 pt apart), scrolled alike")
        for items in [100, 1_000_000] {
            let (milliseconds, cells) = scrollGrid(items: items, frames: frames)
            print(String(format: "  %9d items: %7.3f ms a frame, %3d cells made", items, milliseconds, cells))
        }
    }

    /// A cell class that counts the cells made.
    final class CountedCell: UITableViewCell {
        static var made = 0
        required init(style: CellStyle, reuseIdentifier: String?) {
            Self.made += 1
            super.init(style: style, reuseIdentifier: reuseIdentifier)
        }
        required init?(coder: NSCoder) { nil }
    }

    /// Rows "Row n" of one section.
    final class Rows: UITableViewDataSource {
        let count: Int
        init(count: Int) { self.count = count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    /// Items of one section, plain cells of a colour; the distinct cells the view gave are the cells made.
    final class Items: UICollectionViewDataSource {
        let count: Int
        private(set) var cellsMade = Set<ObjectIdentifier>()
        init(count: Int) { self.count = count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
            cellsMade.insert(ObjectIdentifier(cell))
            cell.contentView.backgroundColor = indexPath.item.isMultiple(of: 2) ? .systemBlue : .systemTeal
            return cell
        }
    }

    /// `view`, the size of a table, as the root of a headless window whose layer tree is committed
    /// to a sink that drops what it gets.
    private static func attach(_ view: UIView) -> RecordingSink {
        let sink = RecordingSink()
        CATransaction.state.sink = sink
        let viewport = Viewport(pointSize: tableSize, pixelWidth: Int(tableSize.width), pixelHeight: Int(tableSize.height))
        CATransaction.state.surfaceChanged(.attach(HeadlessTarget(), root: view.layer.layerID, viewport: viewport))
        return sink
    }

    /// A table of 44 pt rows fed by `feed` in a headless window, its layer tree committed to a sink
    /// that drops what it gets.
    private static func makeTable(feed: (UITableView) -> Void) -> (UITableView, RecordingSink) {
        let table = UITableView(frame: CGRect(origin: .zero, size: tableSize))
        let sink = attach(table)
        table.rowHeight = 44
        table.register(CountedCell.self, forCellReuseIdentifier: "row")
        feed(table)
        table.layoutIfNeeded()
        CATransaction.flush()
        return (table, sink)
    }

    /// Scrolls a table of `rows` rows for `frames` frames: CPU ms per frame and the cells made.
    private static func scroll(rows: Int, frames: Int) -> (Double, Int) {
        CountedCell.made = 0
        let source = Rows(count: rows)
        let (table, sink) = makeTable { $0.dataSource = source }
        let milliseconds = scrollBackAndForth(table, sink, within: CGFloat(100 * 44), frames: frames)
        return (milliseconds, CountedCell.made)
    }

    /// Scrolls a collection view of `items` items for `frames` frames: CPU ms per frame and the cells made.
    private static func scrollGrid(items: Int, frames: Int) -> (Double, Int) {
        let source = Items(count: items)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 90)
        let grid = UICollectionView(frame: CGRect(origin: .zero, size: tableSize), collectionViewLayout: layout)
        let sink = attach(grid)
        grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        grid.dataSource = source
        grid.layoutIfNeeded()
        CATransaction.flush()
        let milliseconds = scrollBackAndForth(grid, sink, within: 25 * 100, frames: frames)
        return (milliseconds, source.cellsMade.count)
    }

    /// Scrolls `view` `step` a frame down and back up within its first `length` points (or its
    /// content) for `frames` frames, committing each; the main thread's CPU ms per frame.
    private static func scrollBackAndForth(_ view: UIScrollView, _ sink: RecordingSink, within length: CGFloat, frames: Int) -> Double {
        let range = min(length - tableSize.height, view.contentSize.height - tableSize.height)
        var y: CGFloat = 0, direction: CGFloat = 1
        let start = MediaClock.threadCPUSeconds()
        for _ in 0..<frames {
            if y + direction * step > range || y + direction * step < 0 { direction = -direction }
            y += direction * step
            view.contentOffset = CGPoint(x: 0, y: y)
            view.layoutIfNeeded()
            CATransaction.flush()
            sink.transactions.removeAll(keepingCapacity: true)
        }
        return (MediaClock.threadCPUSeconds() - start) * 1000 / Double(frames)
    }

    /// The mean CPU time of `reloadData` on a laid-out table of `rows` rows with estimated heights.
    private static func reloadMilliseconds(rows: Int) -> Double {
        let source = Rows(count: rows)
        let (table, _) = makeTable { $0.dataSource = source }
        table.estimatedRowHeight = 44
        table.layoutIfNeeded()
        var total = 0.0
        for _ in 0..<5 {
            let start = MediaClock.threadCPUSeconds()
            table.reloadData()
            total += MediaClock.threadCPUSeconds() - start
            table.layoutIfNeeded()
        }
        return total * 1000 / 5
    }

    /// The mean CPU times of a diffable data source's animated `apply` on a laid-out table of `count`
    /// items in one section, each snapshot 1 % different from the last (every 200th item gone, 50
    /// new ones between), and of the diff of the same snapshots alone.
    private static func diffableMilliseconds(items count: Int) -> (apply: Double, diff: Double) {
        var base = NSDiffableDataSourceSnapshot<Int, Int>()
        base.appendSections([0])
        base.appendItems(Array(0..<count))
        var changed = base
        changed.deleteItems(Array(stride(from: 0, to: count, by: 200)))
        for (index, anchor) in stride(from: 100, to: count, by: 200).enumerated() { changed.insertItems([count + index], beforeItem: anchor) }
        var dataSource: UITableViewDiffableDataSource<Int, Int>?
        let (table, _) = makeTable { table in
            dataSource = UITableViewDiffableDataSource(tableView: table) { table, indexPath, item in
                let cell = table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
                cell.textLabel?.text = "Item \(item)"
                return cell
            }
            dataSource?.apply(base, animatingDifferences: false)
        }
        let rounds = 6
        var applying = 0.0, diffing = 0.0
        for round in 0..<rounds {
            let (from, to) = round % 2 == 0 ? (base, changed) : (changed, base)
            var start = MediaClock.threadCPUSeconds()
            dataSource?.apply(to)
            applying += MediaClock.threadCPUSeconds() - start
            table.layoutIfNeeded()
            CATransaction.flush()
            start = MediaClock.threadCPUSeconds()
            _ = SnapshotDifference(from: from, to: to)
            diffing += MediaClock.threadCPUSeconds() - start
        }
        return (applying * 1000 / Double(rounds), diffing * 1000 / Double(rounds))
    }
}
