import Foundation
import Testing
@testable import UIKit

/// `UICollectionViewCompositionalLayout` on a real collection view: items sized as fractions of
/// their group, groups of their section's room less its insets, exact frames with item insets,
/// fixed and flexible spacing, nested groups, headers and footers, a section provider told the room
/// it has, and the items in a rectangle found without walking the others.
@Suite("UICollectionViewCompositionalLayout", .startsClean)
@MainActor
struct UICollectionViewCompositionalLayoutTests {
    private typealias Dimension = NSCollectionLayoutDimension
    private let header = UICollectionView.elementKindSectionHeader, footer = UICollectionView.elementKindSectionFooter

    private func size(_ width: Dimension, _ height: Dimension) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    /// A 440 × 300 collection view with `layout`, fed `counts` items by a recorder, laid out.
    private func collection(_ layout: UICollectionViewLayout, _ counts: [Int], configure: (UICollectionView) -> Void = { _ in })
        -> (view: UICollectionView, source: CollectionRecorder) {
        let source = CollectionRecorder(itemCounts: counts)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 440, height: 300), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        for kind in [header, footer] {
            view.register(UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "supplementary")
        }
        configure(view)
        view.dataSource = source
        view.delegate = source
        view.layoutIfNeeded()
        return (view, source)
    }

    private func frame(_ view: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
        view.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    /// Four quarter-width items a row, 100 high, in a section inset 10 / 20 / 10 / 20, rows 8 apart.
    private func grid(itemInsets: CGFloat = 5) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: itemInsets, leading: itemInsets, bottom: itemInsets, trailing: itemInsets)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        section.interGroupSpacing = 8
        return section
    }

    @Test("A grid: quarter-width items repeated four to a group of the section's 400 pt, inset 5 pt each; groups 108 pt apart; the content size")
    func gridFrames() {
        let (view, _) = collection(UICollectionViewCompositionalLayout(section: grid()), [10])
        // Slots at x 20, 120, 220, 320; rows at y 10, 118, 226.
        #expect(frame(view, 0) == CGRect(x: 25, y: 15, width: 90, height: 90))
        #expect(frame(view, 3) == CGRect(x: 325, y: 15, width: 90, height: 90))
        #expect(frame(view, 5) == CGRect(x: 125, y: 123, width: 90, height: 90))
        #expect(frame(view, 9) == CGRect(x: 125, y: 231, width: 90, height: 90), "the last, partial row keeps the columns")
        #expect(frame(view, 10) == nil)
        #expect(view.contentSize == CGSize(width: 440, height: 10 + 3 * 100 + 2 * 8 + 10))
        #expect(view.indexPathsForVisibleItems.count == 10 && view.cellForItem(at: IndexPath(item: 6, section: 0))?.frame == CGRect(x: 225, y: 123, width: 90, height: 90))
    }

    @Test("A group of a count divides its length: four items 12 pt apart in 400 pt are 91 pt wide; heights fractional of the group")
    func countedGroup() {
        let item = NSCollectionLayoutItem(layoutSize: size(.absolute(999), .fractionalHeight(0.5)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(60)), subitem: item, count: 4)
        group.interItemSpacing = .fixed(12)
        let (view, _) = collection(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), [5],
                                   configure: { $0.contentInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20) })
        #expect((0..<5).compactMap { frame(view, $0) } == [
            CGRect(x: 0, y: 0, width: 91, height: 30), CGRect(x: 103, y: 0, width: 91, height: 30),
            CGRect(x: 206, y: 0, width: 91, height: 30), CGRect(x: 309, y: 0, width: 91, height: 30),
            CGRect(x: 0, y: 60, width: 91, height: 30),
        ])
        #expect(view.contentSize == CGSize(width: 400, height: 120), "the content inset narrows the container")
    }

    @Test("Flexible spacing shares out the room: four 85 pt items fit 400 pt at least 10 apart and spread 20 apart; vertical groups stack down")
    func flexibleAndVertical() {
        let item = NSCollectionLayoutItem(layoutSize: size(.absolute(85), .absolute(40)))
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: size(.absolute(400), .absolute(40)), subitems: [item])
        row.interItemSpacing = .flexible(10)
        let (view, _) = collection(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row)), [5],
                                   configure: { $0.contentInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20) })
        #expect((0..<5).compactMap { frame(view, $0)?.minX } == [0, 105, 210, 315, 0])
        let cell = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(30)))
        let column = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.5), .absolute(100)), subitem: cell, count: 2)
        column.interItemSpacing = .fixed(10)
        let (stacked, _) = collection(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: column)), [3])
        #expect((0..<3).compactMap { frame(stacked, $0) } == [
            CGRect(x: 0, y: 0, width: 220, height: 45), CGRect(x: 0, y: 55, width: 220, height: 45), CGRect(x: 0, y: 100, width: 220, height: 45),
        ], "each of two is (100 − 10) / 2 high; the section's groups stack down")
    }

    @Test("Nested groups: a half-width item beside a column of two; edge spacing moves an item; an estimated height is taken as the height")
    func nested() {
        let big = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let column = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)), subitems: [small])
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(200)), subitems: [big, column])
        let (view, _) = collection(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), [4])
        #expect((0..<4).compactMap { frame(view, $0) } == [
            CGRect(x: 0, y: 0, width: 220, height: 200), CGRect(x: 220, y: 0, width: 220, height: 100),
            CGRect(x: 220, y: 100, width: 220, height: 100), CGRect(x: 0, y: 200, width: 220, height: 200),
        ])
        let spaced = NSCollectionLayoutItem(layoutSize: size(.absolute(100), .estimated(44)))
        spaced.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .fixed(30), top: .fixed(6), trailing: nil, bottom: nil)
        spaced.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 3, bottom: 2, trailing: 3)
        let line = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(50)), subitems: [spaced])
        let (estimated, _) = collection(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: line)), [4])
        // Three fit 440: 30 + 100 each; insets apply across the width only (the height is estimated).
        #expect((0..<4).compactMap { frame(estimated, $0) } == [
            CGRect(x: 33, y: 6, width: 94, height: 44), CGRect(x: 163, y: 6, width: 94, height: 44),
            CGRect(x: 293, y: 6, width: 94, height: 44), CGRect(x: 33, y: 56, width: 94, height: 44),
        ])
    }

    @Test("Headers and footers: a header above the top inset, a footer below the bottom one, both inset like the items unless told not to")
    func boundaries() {
        let section = grid(itemInsets: 0)
        let top = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: header, alignment: .top)
        let bottom = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(0.5), .absolute(20)), elementKind: footer, alignment: .bottomTrailing)
        section.boundarySupplementaryItems = [top, bottom]
        let (view, source) = collection(UICollectionViewCompositionalLayout(section: section), [4, 2])
        let attributes = { (kind: String, section: Int) in
            view.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
        }
        #expect(attributes(header, 0) == CGRect(x: 20, y: 0, width: 400, height: 30))
        #expect(frame(view, 0) == CGRect(x: 20, y: 40, width: 100, height: 100))
        #expect(attributes(footer, 0) == CGRect(x: 220, y: 150, width: 200, height: 20))
        // Section 1 starts at 170.
        #expect(attributes(header, 1) == CGRect(x: 20, y: 170, width: 400, height: 30) && frame(view, 1, 1) == CGRect(x: 120, y: 210, width: 100, height: 100))
        #expect(view.contentSize.height == 340)
        #expect(source.log.contains("viewForSupplementaryElementOfKind header 0.0") && source.log.contains("viewForSupplementaryElementOfKind UICollectionElementKindSectionFooter 0.0"))
        section.supplementariesFollowContentInsets = false
        let (wide, _) = collection(UICollectionViewCompositionalLayout(section: section), [1])
        #expect(wide.layoutAttributesForSupplementaryElement(ofKind: header, at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 440, height: 30))
    }

    @Test("A configuration: sections its spacing apart, the layout's own header above the first and footer below the last; a pinned layout header stays at the visible top; the layout keeps a copy")
    func configuration() {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 30
        let banner = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(1), .absolute(40)), elementKind: "banner", alignment: .top)
        banner.pinToVisibleBounds = true
        let credits = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(.fractionalWidth(0.5), .absolute(20)), elementKind: "credits", alignment: .bottom)
        configuration.boundarySupplementaryItems = [banner, credits]
        let layout = UICollectionViewCompositionalLayout(section: grid(), configuration: configuration)
        configuration.interSectionSpacing = 0
        #expect(layout.configuration.interSectionSpacing == 30, "the layout keeps a copy")
        let (view, source) = collection(layout, [4, 4]) { view in
            for kind in ["banner", "credits"] {
                view.register(UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "supplementary")
            }
        }
        let attributes = { (kind: String) in view.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: 0))?.frame }
        // A section is 10 + 100 + 10 high: section 0 at 40…160, section 1 at 190…310, the footer below.
        #expect(attributes("banner") == CGRect(x: 0, y: 0, width: 440, height: 40))
        #expect(frame(view, 0) == CGRect(x: 25, y: 55, width: 90, height: 90) && frame(view, 0, 1) == CGRect(x: 25, y: 205, width: 90, height: 90))
        #expect(attributes("credits") == CGRect(x: 110, y: 310, width: 220, height: 20))
        #expect(view.contentSize.height == 330)
        #expect(source.log.contains("viewForSupplementaryElementOfKind banner 0.0"))
        view.contentOffset = CGPoint(x: 0, y: 30)
        view.layoutIfNeeded()
        #expect(attributes("banner")?.minY == 30, "pinned to the visible top")
        #expect(view.subviews.contains { $0 is UICollectionReusableView && !($0 is UICollectionViewCell) && $0.frame == CGRect(x: 0, y: 30, width: 440, height: 40) })

        layout.configuration = configuration
        view.layoutIfNeeded()
        #expect(frame(view, 0, 1) == CGRect(x: 25, y: 175, width: 90, height: 90), "a new configuration lays the layout out again")
        configuration.scrollDirection = .horizontal
        layout.configuration = configuration
        let messages = Diagnostics.recording { view.layoutIfNeeded() }
        #expect(messages.contains { $0.contains("scrolls vertically") }, "\(messages)")
        #expect(frame(view, 0, 1) == CGRect(x: 25, y: 175, width: 90, height: 90), "laid out vertically")
    }

    @Test("A section provider is asked for each section with the room the view has, and gives each its own layout")
    func provider() {
        var asked: [(Int, CGSize, CGSize)] = []
        let layout = UICollectionViewCompositionalLayout { index, environment in
            asked.append((index, environment.container.contentSize, environment.container.effectiveContentSize))
            let columns = index == 0 ? 2.0 : 1.0
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1 / columns), heightDimension: .fractionalHeight(1)))
            let height = environment.container.effectiveContentSize.height / 4
            return NSCollectionLayoutSection(group: .horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)), subitems: [item]))
        }
        let (view, _) = collection(layout, [3, 2], configure: { $0.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 40) })
        #expect(asked.map(\.0) == [0, 1] && asked.allSatisfy { $0.1 == CGSize(width: 440, height: 300) && $0.2 == CGSize(width: 400, height: 280) })
        #expect(frame(view, 2) == CGRect(x: 0, y: 70, width: 200, height: 70))
        #expect(frame(view, 1, 1) == CGRect(x: 0, y: 210, width: 400, height: 70))
        asked = []
        view.contentOffset = CGPoint(x: 0, y: 50)
        view.layoutIfNeeded()
        #expect(asked.isEmpty, "scrolling keeps the layout")
        view.frame.size.width = 340
        view.layoutIfNeeded()
        #expect(asked.map(\.0) == [0, 1] && frame(view, 1) == CGRect(x: 150, y: 0, width: 150, height: 70), "a new width lays it out again")
    }

    @Test("A million items: the elements in a rectangle far down are exactly the items meeting it, found arithmetically; scrolling there makes a screenful of cells")
    func million() {
        let layout = UICollectionViewCompositionalLayout(section: grid())
        let (view, source) = collection(layout, [1_000_000])
        // Row r's cells span 15 + 108 r … + 90: the rectangle 5,400,000…5,400,300 meets rows 50,000 to 50,002
        // (row 49,999's group reaches 5,400,002, but its cells end at 5,399,997).
        let rect = CGRect(x: 0, y: 5_400_000, width: 440, height: 300)
        let items = (layout.layoutAttributesForElements(in: rect) ?? []).map(\.indexPath.item)
        #expect(items == Array(200_000..<200_012))
        #expect(view.contentSize == CGSize(width: 440, height: 27_000_012), "10 + 250,000 rows × 108 − 8 + 10")
        view.contentOffset = rect.origin
        view.layoutIfNeeded()
        #expect(view.indexPathsForVisibleItems.first?.item == 200_000 && view.visibleCells.count == 12)
        #expect(view.cellsMade == 12, "the first screen's cells, reused")
        #expect(source.log.filter { $0.hasPrefix("cellForItemAt") }.count == 24, "a screenful asked for at each place")
    }

    @Test("Orthogonal scrolling: a section's groups in a row in a scroll view of its own; scrolling it across shows the items coming in, placed where they show; the next section follows below")
    func orthogonal() {
        let layout = UICollectionViewCompositionalLayout { index, _ in
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            guard index == 0 else {
                return NSCollectionLayoutSection(group: .horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item]))
            }
            let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(100)), subitems: [item]))
            section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
            section.interGroupSpacing = 10
            section.orthogonalScrollingBehavior = .continuous
            return section
        }
        let (view, _) = collection(layout, [10, 5])
        let scroller = view.cellForItem(at: IndexPath(item: 0, section: 0))?.superview as? UIScrollView
        // Groups at x 20 + 160 g: 0, 1 and 2 meet the 440 pt width; content 20 + 10 × 160 − 10 + 20.
        #expect(scroller?.frame == CGRect(x: 0, y: 0, width: 440, height: 120) && scroller?.contentSize == CGSize(width: 1630, height: 120))
        #expect(view.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item) == [0, 1, 2])
        #expect(view.cellForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 340, y: 10, width: 150, height: 100))
        #expect(frame(view, 0, 1) == CGRect(x: 0, y: 120, width: 440, height: 50), "the next section below the band")
        scroller?.contentOffset = CGPoint(x: 300, y: 0)
        view.layoutIfNeeded()
        // Visible 300…740: groups 1 (180…330) to 4 (660…810).
        #expect(view.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item) == [1, 2, 3, 4])
        #expect(view.cellForItem(at: IndexPath(item: 4, section: 0))?.frame == CGRect(x: 660, y: 10, width: 150, height: 100))
        #expect(view.cellForItem(at: IndexPath(item: 4, section: 0))?.superview === scroller)
        #expect(frame(view, 4) == CGRect(x: 360, y: 10, width: 150, height: 100), "where item 4 shows in the collection view")
        #expect(view.indexPathForItem(at: CGPoint(x: 400, y: 50)) == IndexPath(item: 4, section: 0))
        #expect(view.contentSize == CGSize(width: 440, height: 120 + 5 * 50), "the collection view scrolls down only")
    }

    @Test("Bad input: a group without subitems and a section provider giving nil are each reported; the other sections still show")
    func badInput() {
        var messages = Diagnostics.recording {
            _ = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(10)), subitems: [])
        }
        #expect(messages == ["NSCollectionLayoutGroup.horizontal(layoutSize:subitems:): a group needs at least one subitem; the group shows nothing"])
        let layout = UICollectionViewCompositionalLayout { index, _ in
            guard index == 1 else { return nil }
            let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                                                                       subitem: NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))), count: 2))
            section.orthogonalScrollingBehavior = .paging
            return section
        }
        var view: UICollectionView?
        messages = Diagnostics.recording { view = collection(layout, [3, 4]).view }
        #expect(messages == [
            "UICollectionViewCompositionalLayout: the section provider returned nil for section 0; its items are not shown",
        ])
        #expect(view?.indexPathsForVisibleItems == (0..<2).map { IndexPath(item: $0, section: 1) }, "the second group is across, off screen")
        #expect(view.flatMap { frame($0, 3, 1) } == CGRect(x: 660, y: 0, width: 220, height: 50))
    }
}
