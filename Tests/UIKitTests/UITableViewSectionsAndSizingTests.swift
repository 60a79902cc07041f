import Foundation
import Testing
@testable import UIKit

/// Scrolling rules 27, 31 and 32: plain headers float while their section shows and are pushed
/// up by its end, grouped ones scroll away; cells sized by Auto Layout in their `contentView` and by
/// their content configuration.
@Suite("UITableView sections and self-sizing", .startsClean)
@MainActor
struct UITableViewSectionsAndSizingTests {
    /// Three sections of 20 rows of 44 pt with 28 pt title headers: section 0's rows end at 908.
    private func sectionedTable(_ style: UITableView.Style, _ source: TableRecorder) -> UITableView {
        source.headerTitles = [0: "A", 1: "B", 2: "C"]
        return makeTable(source, style: style) { $0.rowHeight = 44 }
    }

    @Test("Scrolling rule 27, plain: section 0's header sticks to the top (at 100 when scrolled to 100), is pushed up by its section's end (880 at 890), and goes once the section has scrolled away")
    func floatingHeaders() {
        let source = TableRecorder(rowCounts: [20, 20, 20])
        let table = sectionedTable(.plain, source)
        table.contentOffset = CGPoint(x: 0, y: 100)
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 0)?.frame == CGRect(x: 0, y: 100, width: 400, height: 28))
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 400, height: 28), "its place in the content does not move")
        table.contentOffset = CGPoint(x: 0, y: 890)
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 0)?.frame.minY == 880 && table.headerView(forSection: 1)?.frame.minY == 908)
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "A")
        table.contentOffset = CGPoint(x: 0, y: 958)
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 0) == nil && table.headerView(forSection: 1)?.frame.minY == 958)
        #expect(source.log.filter { $0.hasPrefix("willDisplayHeaderView") } == ["willDisplayHeaderView 0", "willDisplayHeaderView 1"])
    }

    @Test("Scrolling rule 27, grouped: headers scroll with the rows; a grouped title shows in capitals")
    func groupedHeadersScroll() {
        let table = sectionedTable(.grouped, TableRecorder(rowCounts: [20, 20, 20]))
        #expect(table.headerView(forSection: 0)?.frame == CGRect(x: 0, y: 0, width: 400, height: 38))
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "A")
        table.contentOffset = CGPoint(x: 0, y: 100)
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 0) == nil)
    }

    /// A cell whose content is a box 10 pt from the top and bottom of `contentView`, of a height set per row.
    final class BoxCell: UITableViewCell {
        let box = UIView()
        lazy var boxHeight = box.heightAnchor.constraint(equalToConstant: 10)
        required init(style: CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            box.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(box)
            NSLayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
                box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                box.widthAnchor.constraint(equalToConstant: 50),
                boxHeight,
            ])
        }
        required init?(coder: NSCoder) { nil }
    }

    /// 1,000 rows of `BoxCell`s whose boxes are 20 + 10 × row points tall.
    final class Boxes: UITableViewDataSource, UITableViewDelegate {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1000 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "box", for: indexPath) as! BoxCell
            cell.boxHeight.constant = 20 + 10 * CGFloat(indexPath.row)
            return cell
        }
    }

    @Test("Scrolling rule 31: automaticDimension sizes each row by Auto Layout in its contentView (40, 50, 60… pt) as it appears; the rest keep the 44 pt estimate")
    func autoLayoutCells() {
        let source = Boxes()
        let table = makeTable(source) { $0.register(BoxCell.self, forCellReuseIdentifier: "box") }
        #expect(table.indexPathsForVisibleRows == (0...4).map { IndexPath(row: $0, section: 0) }, "40 + 50 + 60 + 70 + 80 fill 300 pt")
        #expect(table.rect(forRow: IndexPath(row: 4, section: 0)) == CGRect(x: 0, y: 220, width: 400, height: 80))
        let expected: CGFloat = 300 + 995 * 44
        #expect(table.contentSize.height == expected)
        let cell = table.cellForRow(at: IndexPath(row: 2, section: 0)) as? BoxCell
        cell?.layoutIfNeeded()
        #expect(cell?.box.frame == CGRect(x: 16, y: 10, width: 50, height: 40), "the constraints hold in the sized cell")
    }

    /// Rows with a subtitle content configuration.
    final class Subtitles: UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            var content = UIListContentConfiguration.subtitleCell()
            content.text = "Title"
            content.secondaryText = indexPath.row == 0 ? nil : "Detail"
            cell.contentConfiguration = content
            return cell
        }
    }

    @Test("Scrolling rule 31: a content configuration sizes its row: text and secondary text with their gap and the 11 pt margins; a single line keeps 44 pt")
    func configuredCells() {
        let source = Subtitles()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        table.layoutIfNeeded()
        func lineHeight(_ size: CGFloat) -> CGFloat {
            let label = UILabel()
            label.font = .systemFont(ofSize: size)
            label.text = "Title"
            return label.sizeThatFits(CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude)).height.rounded(.up)
        }
        let twoLines = (11 + lineHeight(17) + 3 + lineHeight(15) + 11).rounded(.up)
        #expect(table.rect(forRow: IndexPath(row: 0, section: 0)).height == 44)
        #expect(table.rect(forRow: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 44, width: 400, height: twoLines))
        #expect(twoLines > 44)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.contentView.subviews.contains { $0 is UIListContentView } == true)
    }

    /// Thirty sections of five rows whose headers are registered header-footer views, dequeued.
    final class HeaderViews: UITableViewDataSource, UITableViewDelegate {
        private(set) var asked: [Int] = []
        func numberOfSections(in tableView: UITableView) -> Int { 30 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            asked.append(section)
            let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
            view?.textLabel?.text = "Section \(section)"
            view?.frame.size.height = 30
            return view
        }
    }

    @Test("Header views from the delegate: registered, dequeued, as tall as their frames, asked for as their sections show and reused once they leave")
    func headerViews() throws {
        let source = HeaderViews()
        let table = makeTable(source) {
            $0.rowHeight = 44
            $0.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
        }
        let first = try #require(table.headerView(forSection: 0))
        #expect(first.reuseIdentifier == "header" && first.textLabel?.text == "Section 0" && first.frame.height == 30)
        let secondSectionRows: CGFloat = 30 + 5 * 44 + 30
        #expect(table.rect(forRow: IndexPath(row: 0, section: 1)).minY == secondSectionRows, "both headers measured from their frames")
        #expect(source.asked == [0, 1])
        table.contentOffset = CGPoint(x: 0, y: 10 * 250)
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 0) == nil && table.headerView(forSection: 10)?.textLabel?.text == "Section 10")
        #expect([table.headerView(forSection: 10), table.headerView(forSection: 11)].contains { $0 === first }, "section 0's view came back from the queue")
    }

    /// Two sections of 20 rows with footer titles and no headers.
    final class Footers: UITableViewDataSource {
        func numberOfSections(in tableView: UITableView) -> Int { 2 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
        func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { "Footer \(section)" }
    }

    @Test("Scrolling rule 27, plain: a footer sticks to the bottom while its section shows (272 in a 300 pt view) and rests in place once its section's end is on screen")
    func floatingFooters() throws {
        let source = Footers()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.rowHeight = 44
        table.dataSource = source
        table.layoutIfNeeded()
        #expect(table.footerView(forSection: 0)?.frame == CGRect(x: 0, y: 272, width: 400, height: 28))
        #expect(table.rectForFooter(inSection: 0) == CGRect(x: 0, y: 880, width: 400, height: 28))
        table.contentOffset = CGPoint(x: 0, y: 700)
        table.layoutIfNeeded()
        #expect(table.footerView(forSection: 0)?.frame.minY == 880 && table.footerView(forSection: 1)?.frame.minY == 972)
        #expect(table.footerView(forSection: 1)?.textLabel?.text == "Footer 1")
    }
}
