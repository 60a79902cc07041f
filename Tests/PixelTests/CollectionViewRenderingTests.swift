import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

/// A collection view as drawn: a flow layout's grid of coloured cells with the spread gaps of Scrolling rule 39
/// showing the background, a header band across the width, a selected cell's selected background,
/// and the grid after scrolling, drawn from reused cells.
@Suite("UICollectionView (pixels)", .serialized, .startsClean)
@MainActor
struct CollectionViewRenderingTests {
    /// 60 items coloured red, green, blue in turn (by item), under a grey header.
    final class Palette: NSObject, UICollectionViewDataSource {
        let colors: [UIColor] = [.red, .green, .blue]
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 60 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.contentView.backgroundColor = colors[indexPath.item % 3]
            let selected = UIView()
            selected.backgroundColor = .black
            cell.selectedBackgroundView = selected
            return cell
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
            let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
            view.backgroundColor = .gray
            return view
        }
    }

    /// A flow layout of 100 pt palette cells under a 30 pt grey header, filling `window`, white
    /// behind; its data source is returned too (the view holds it weakly).
    private func paletteGrid(in window: UIWindow, pinsHeaders: Bool) -> (UICollectionView, Palette) {
        let source = Palette()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        layout.sectionHeadersPinToVisibleBounds = pinsHeaders
        let view = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        view.backgroundColor = .white
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        view.dataSource = source
        window.addSubview(view)
        return (view, source)
    }

    @Test("Scrolling rules 39–40: a 30 pt header, then 100 pt cells at x 0, 115, 230 in lines 110 apart with white gaps; after scrolling, the same grid from reused cells")
    func grid() {
        withWindow(size: CGSize(width: 330, height: 300)) { window, renderer in
            let (view, source) = paletteGrid(in: window, pinsHeaders: false)
            var picture = frame(window, renderer)
            #expect(picture.rgb(300, 15).isClose(to: RGB(r: 128, g: 128, b: 128), tolerance: 2), "the header: \(picture.rgb(300, 15))")
            #expect(picture.rgb(50, 80) == .red && picture.rgb(165, 80) == RGB(r: 0, g: 255, b: 0) && picture.rgb(280, 80) == RGB(r: 0, g: 0, b: 255),
                    "line 0: \(picture.rgb(50, 80)) \(picture.rgb(165, 80)) \(picture.rgb(280, 80))")
            #expect(picture.rgb(107, 80) == .white && picture.rgb(222, 80) == .white, "15 pt gaps between the columns")
            #expect(picture.rgb(50, 135) == .white, "a 10 pt gap between the lines (130…140)")
            #expect(picture.rgb(101, 141) == RGB(r: 255, g: 255, b: 255) && picture.rgb(99, 141) == .red, "line 1 starts at y 140; cell 3 ends at x 100")
            view.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
            view.contentView(ofItem: 4)?.isHidden = true
            picture = frame(window, renderer)
            #expect(picture.rgb(165, 190) == .black, "item 4's selected background shows where its content is hidden: \(picture.rgb(165, 190))")
            view.contentView(ofItem: 4)?.isHidden = false
            view.contentOffset = CGPoint(x: 0, y: 30 + 110 * 10)
            picture = frame(window, renderer)
            #expect(picture.rgb(50, 50) == .red && picture.rgb(165, 50) == RGB(r: 0, g: 255, b: 0) && picture.rgb(280, 160) == RGB(r: 0, g: 0, b: 255),
                    "line 10 at the top, line 11 below: \(picture.rgb(50, 50)) \(picture.rgb(165, 50)) \(picture.rgb(280, 160))")
            #expect(picture.rgb(50, 105) == .white)
            #expect(view.cellsMade <= 12, "\(view.cellsMade) cells made")
            view.removeFromSuperview()
            withExtendedLifetime(source) {}
        }
    }

    @Test("A pinned header: scrolled into the middle of the section, the grey header covers the top 30 pt, over the cells, with the grid below it")
    func pinnedHeader() {
        withWindow(size: CGSize(width: 330, height: 300)) { window, renderer in
            let (view, source) = paletteGrid(in: window, pinsHeaders: true)
            _ = frame(window, renderer)
            view.contentOffset = CGPoint(x: 0, y: 30 + 110 * 10)
            let picture = frame(window, renderer)
            #expect(picture.rgb(50, 15).isClose(to: RGB(r: 128, g: 128, b: 128), tolerance: 2) && picture.rgb(300, 25).isClose(to: RGB(r: 128, g: 128, b: 128), tolerance: 2),
                    "the header over line 10's top: \(picture.rgb(50, 15)) \(picture.rgb(300, 25))")
            #expect(picture.rgb(50, 50) == .red && picture.rgb(165, 50) == RGB(r: 0, g: 255, b: 0), "line 10 below it: \(picture.rgb(50, 50)) \(picture.rgb(165, 50))")
            view.removeFromSuperview()
            withExtendedLifetime(source) {}
        }
    }

    @Test("A compositional grid: quarter-width items inset 5 pt in a section inset 10 / 20, rows 108 pt apart, white between the cells")
    func compositionalGrid() {
        withWindow(size: CGSize(width: 440, height: 300)) { window, renderer in
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
            section.interGroupSpacing = 8
            let source = Palette()
            let view = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
            view.backgroundColor = .white
            view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            view.dataSource = source
            window.addSubview(view)
            let picture = frame(window, renderer)
            // Cells at x 25 + 100 c … + 90 and y 15 + 108 r … + 90, coloured red, green, blue by item.
            let green = RGB(r: 0, g: 255, b: 0), blue = RGB(r: 0, g: 0, b: 255)
            #expect(picture.rgb(70, 60) == .red && picture.rgb(170, 60) == green && picture.rgb(270, 60) == blue && picture.rgb(370, 60) == .red,
                    "row 0: \(picture.rgb(70, 60)) \(picture.rgb(170, 60)) \(picture.rgb(270, 60)) \(picture.rgb(370, 60))")
            #expect(picture.rgb(70, 168) == green && picture.rgb(370, 276) == blue, "row 1 starts with item 4, row 2 ends with item 11")
            #expect(picture.rgb(120, 60) == .white && picture.rgb(70, 114) == .white && picture.rgb(10, 60) == .white && picture.rgb(430, 60) == .white,
                    "10 pt gaps between cells, 18 pt between rows, the section's 20 pt sides")
            #expect(picture.rgb(26, 16) == .red && picture.rgb(24, 16) == .white && picture.rgb(26, 14) == .white, "item 0's cell starts at (25, 15)")
            view.removeFromSuperview()
        }
    }

    @Test("A diffable apply mid-animation: the deleted item's cell half faded over the background, the other sliding from x 230 (a two-item line spread) to 115 (a lone item centred); after it, at rest")
    func deleteMidAnimation() {
        withWindow(size: CGSize(width: 330, height: 300)) { window, renderer in
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            let view = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
            view.backgroundColor = .white
            let colors: [String: UIColor] = ["a": .red, "b": .blue]
            let registration = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, name in
                cell.contentView.backgroundColor = colors[name]
            }
            let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) { view, indexPath, name in
                view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["a", "b"])
            dataSource.apply(snapshot, animatingDifferences: false)
            window.addSubview(view)
            #expect(frame(window, renderer).rgb(50, 50) == .red && frame(window, renderer).rgb(280, 50) == RGB(r: 0, g: 0, b: 255))
            snapshot.deleteItems(["a"])
            dataSource.apply(snapshot)
            CATransaction.flush()
            let start = CACurrentMediaTime()
            let picture = frame(window, renderer, at: start + 0.15)
            let fading = picture.rgb(20, 50)
            #expect(fading.r == 255 && (100...160).contains(fading.g) && fading.g == fading.b, "a: half red over white: \(fading)")
            #expect(picture.rgb(250, 50) == RGB(r: 0, g: 0, b: 255) && picture.rgb(320, 50) == .white,
                    "b on its way left, its right edge between 250 and 320: \(picture.rgb(250, 50)) \(picture.rgb(320, 50))")
            let after = frame(window, renderer, at: start + 0.5)
            #expect(after.rgb(165, 50) == RGB(r: 0, g: 0, b: 255) && after.rgb(280, 50) == .white && after.rgb(20, 50) == .white, "b at rest, centred; a gone")
            withExtendedLifetime(dataSource) { view.removeFromSuperview() }
        }
    }

    @Test("A plain list layout: white rows 44 pt high with grey separators from x 16 between them, none under the last row")
    func listSeparators() {
        withWindow(size: CGSize(width: 330, height: 300)) { window, renderer in
            let view = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)))
            view.backgroundColor = .white
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { _, _, _ in }
            let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) { view, indexPath, row in
                view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: row)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems([0, 1, 2])
            dataSource.apply(snapshot, animatingDifferences: false)
            window.addSubview(view)
            let picture = frame(window, renderer)
            #expect(picture.rgb(200, 43).isClose(to: RGB(r: 198, g: 198, b: 200), tolerance: 3) && picture.rgb(200, 87).isClose(to: RGB(r: 198, g: 198, b: 200), tolerance: 3),
                    "separators under rows 0 and 1: \(picture.rgb(200, 43)) \(picture.rgb(200, 87))")
            #expect(picture.rgb(8, 43) == .white && picture.rgb(200, 42) == .white && picture.rgb(200, 131) == .white, "inset 16 pt, a hairline, none under row 2")
            withExtendedLifetime(dataSource) { view.removeFromSuperview() }
        }
    }

    @Test("An orthogonal section as drawn: its groups in a row at x 20 + 160 g, scrolled across by its own scroll view; the next section's rows below, staying put")
    func orthogonalSection() {
        withWindow(size: CGSize(width: 440, height: 300)) { window, renderer in
            let shelf = RealXInputTests.Shelf()
            let view = UICollectionView(frame: window.bounds, collectionViewLayout: RealXInputTests.Shelf.layout())
            view.backgroundColor = .white
            view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            view.dataSource = shelf
            window.addSubview(view)
            let green = RGB(r: 0, g: 255, b: 0), blue = RGB(r: 0, g: 0, b: 255)
            var picture = frame(window, renderer)
            #expect(picture.rgb(95, 60) == .red && picture.rgb(255, 60) == green && picture.rgb(175, 60) == .white && picture.rgb(10, 60) == .white,
                    "items 0 and 1 with the 20 pt inset and a 10 pt gap: \(picture.rgb(95, 60)) \(picture.rgb(255, 60)) \(picture.rgb(175, 60))")
            #expect(picture.rgb(200, 145) == .red && picture.rgb(200, 195) == green, "section 1's rows from y 120")
            (view.cellForItem(at: IndexPath(item: 0, section: 0))?.superview as? UIScrollView)?.contentOffset = CGPoint(x: 160, y: 0)
            picture = frame(window, renderer)
            #expect(picture.rgb(95, 60) == green && picture.rgb(255, 60) == blue && picture.rgb(415, 60) == .red,
                    "scrolled one group across: items 1, 2 and 3: \(picture.rgb(95, 60)) \(picture.rgb(255, 60)) \(picture.rgb(415, 60))")
            #expect(picture.rgb(200, 145) == .red, "section 1 stays put")
            withExtendedLifetime(shelf) { view.removeFromSuperview() }
        }
    }
}

extension UICollectionView {
    /// The content view of the item's cell, if it is on screen.
    fileprivate func contentView(ofItem item: Int) -> UIView? {
        cellForItem(at: IndexPath(item: item, section: 0))?.contentView
    }
}
