import Foundation
import Testing
@testable import UIKit

/// The standard cell styles' layout in `contentView`, the accessory's room, highlight and reuse.
@Suite("UITableViewCell", .startsClean)
@MainActor
struct UITableViewCellTests {
    @Test("value1 with a disclosure chevron: the chevron 16 pt from the right edge, the content 8 pt before it, the detail right-aligned at the content's end, the text from the 16 pt margin")
    func value1WithDisclosure() {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.textLabel?.text = "Wi-Fi"
        cell.detailTextLabel?.text = "Home"
        cell.accessoryType = .disclosureIndicator
        cell.layoutIfNeeded()
        let contentWidth: CGFloat = 320 - 16 - 8 - 8
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: contentWidth, height: 44))
        let detail = cell.detailTextLabel!.frame, text = cell.textLabel!.frame
        #expect(detail.maxX == contentWidth && detail.width == cell.detailTextLabel!.intrinsicContentSize.width)
        #expect(text.minX == 16 && text.maxX == detail.minX - 8)
        #expect(cell.textLabel!.superview === cell.contentView && cell.detailTextLabel!.textColor == .secondaryLabel)
    }

    @Test("subtitle: the detail under the text, the pair centred; default style has no detail label; an image pushes the text right by its width and a margin")
    func subtitleAndImage() throws {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
        cell.textLabel?.text = "Title"
        cell.detailTextLabel?.text = "Detail"
        cell.layoutIfNeeded()
        let text = cell.textLabel!.frame, detail = cell.detailTextLabel!.frame
        #expect(detail.minY == text.maxY && text.minY == ((60 - text.height - detail.height) / 2).rounded())
        let plain = UITableViewCell(style: .default, reuseIdentifier: nil)
        #expect(plain.detailTextLabel == nil)
        plain.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        plain.imageView?.image = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30)).image { _ in }
        plain.textLabel?.text = "With an image"
        plain.layoutIfNeeded()
        #expect(plain.imageView?.frame == CGRect(x: 16, y: 7, width: 30, height: 30) && plain.textLabel?.frame.minX == 62)
    }

    @Test("Highlight and selection show the selected background behind the content; prepareForReuse clears them; selectionStyle none shows nothing")
    func selectedBackground() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "row")
        let custom = UIView()
        cell.selectedBackgroundView = custom
        cell.setHighlighted(true, animated: false)
        #expect(custom.superview === cell && cell.subviews.firstIndex { $0 === custom }! < cell.subviews.firstIndex { $0 === cell.contentView }!)
        cell.prepareForReuse()
        #expect(custom.superview == nil && !cell.isHighlighted && !cell.isSelected)
        cell.selectionStyle = .none
        cell.isSelected = true
        #expect(custom.superview == nil)
    }

    /// One section of rows whose estimates the delegate gives: 50 pt each, real heights 60.
    final class Estimates: UITableViewDataSource, UITableViewDelegate {
        private(set) var estimates = 0
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
        func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
            estimates += 1
            return 50
        }
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 60 }
    }

    @Test("Scrolling rule 31: a delegate's estimatedHeightForRowAt is asked for every row at load; table header and footer views frame the sections")
    func estimatesAndTableViews() {
        let source = Estimates()
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 100)), footer = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 30))
        let table = makeTable(source) {
            $0.tableHeaderView = header
            $0.tableFooterView = footer
        }
        #expect(source.estimates == 100)
        #expect(header.frame == CGRect(x: 0, y: 0, width: 400, height: 100) && table.rect(forRow: IndexPath(row: 0, section: 0)).minY == 100)
        let rowsShown: CGFloat = 4 * 60, estimated: CGFloat = 96 * 50
        #expect(table.contentSize.height == 100 + rowsShown + estimated + 30, "rows 0…3 measured at 60, the rest estimated at 50")
        table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .bottom, animated: false)
        table.layoutIfNeeded()
        #expect(footer.superview === table && footer.frame.minY == table.rect(forRow: IndexPath(row: 99, section: 0)).maxY)
    }
}
