import Foundation
import Testing
@testable import UIKit

/// Scrolling rules 38 and 42 for collection views: the load's call order, cells only for the
/// visible items and reused as the view scrolls, frames from the layout, geometry queries, scrolling
/// to an item, cell registrations, and bad input reported without losing the view.
@Suite("UICollectionView", .startsClean)
@MainActor
struct UICollectionViewTests {
    private func item(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

    @Test("Scrolling rule 38: counts (sections, then items per section), then per visible item cellForItemAt and willDisplay, then headers")
    func loadOrder() {
        let source = CollectionRecorder(itemCounts: [4, 2])
        _ = makeCollection(source) { _, layout in layout.headerReferenceSize = CGSize(width: 0, height: 20) }
        #expect(source.log == ["numberOfSections", "numberOfItemsInSection 0", "numberOfItemsInSection 1",
                               "cellForItemAt 0.0", "willDisplay 0.0", "cellForItemAt 0.1", "willDisplay 0.1",
                               "cellForItemAt 0.2", "willDisplay 0.2", "cellForItemAt 0.3", "willDisplay 0.3",
                               "cellForItemAt 1.0", "willDisplay 1.0", "cellForItemAt 1.1", "willDisplay 1.1",
                               "viewForSupplementaryElementOfKind header 0.0", "willDisplaySupplementaryView 0.0",
                               "viewForSupplementaryElementOfKind header 1.0", "willDisplaySupplementaryView 1.0"])
    }

    @Test("Scrolling rule 42: 1,000 items scrolled end to end in 10 pt steps make at most the 12 cells four lines show plus three; each item is displayed once")
    func reuseWhileScrolling() {
        let source = CollectionRecorder(itemCounts: [1000])
        let view = makeCollection(source)
        let end = view.contentSize.height - 300
        #expect(end == CGFloat(334 * 110 - 10 - 300))
        var y: CGFloat = 0
        while y < end {
            y = min(y + 10, end)
            view.contentOffset = CGPoint(x: 0, y: y)
            view.layoutIfNeeded()
        }
        #expect(view.cellsMade <= 15, "\(view.cellsMade) cells made")
        #expect(source.log.filter { $0.hasPrefix("cellForItemAt") }.count == 1000)
        #expect(source.log.filter { $0.hasPrefix("willDisplay 0.") }.count == 1000)
        // The last lines: 331 (36,410) to 333 (36,630), the single last item keeping column one.
        #expect(view.indexPathsForVisibleItems == (993..<1000).map { item($0) })
        #expect(view.visibleCells.map(\.tag) == Array(993..<1000))
        #expect(view.cellForItem(at: item(999))?.frame == CGRect(x: 0, y: 36_630, width: 100, height: 100))
    }

    @Test("Scrolling rule 38: cells take the layout's frames; a queued cell is reused last in first out; reloadData makes none and forgets the selection")
    func framesAndReload() {
        let source = CollectionRecorder(itemCounts: [20])
        let view = makeCollection(source)
        #expect(view.visibleCells.map(\.frame.origin) == [0, 110, 220].flatMap { y in [0, 115, 230].map { CGPoint(x: $0, y: y) } })
        let made = view.cellsMade, first = view.cellForItem(at: item(0))
        view.selectItem(at: item(4), animated: false, scrollPosition: [])
        #expect(view.cellForItem(at: item(4))?.isSelected == true)
        view.reloadData()
        view.layoutIfNeeded()
        #expect(view.cellsMade == made && view.indexPathsForSelectedItems == nil)
        #expect(view.cellForItem(at: item(8)) === first, "item 0's cell went in first, so comes out last")
        #expect(view.visibleCells.allSatisfy { !$0.isSelected })
    }

    @Test("Geometry: indexPathForItem(at:) finds the item under a point and none in a gap; layoutAttributesForItem gives its frame; cellForItem is nil off screen")
    func geometry() {
        let source = CollectionRecorder(itemCounts: [20])
        let view = makeCollection(source)
        #expect(view.indexPathForItem(at: CGPoint(x: 120, y: 115)) == item(4))
        #expect(view.indexPathForItem(at: CGPoint(x: 107, y: 50)) == nil)
        #expect(view.indexPathForItem(at: CGPoint(x: 50, y: 105)) == nil)
        #expect(view.layoutAttributesForItem(at: item(19))?.frame == CGRect(x: 115, y: 660, width: 100, height: 100))
        #expect(view.layoutAttributesForItem(at: item(20)) == nil)
        #expect(view.cellForItem(at: item(19)) == nil)
        #expect(view.indexPath(for: view.visibleCells[5]) == item(5))
        #expect(view.numberOfSections == 1 && view.numberOfItems(inSection: 0) == 20)
    }

    @Test("scrollToItem: top, centred and bottom put the item there; a horizontal place alone keeps y; the offset stays in range")
    func scrollToItem() {
        let source = CollectionRecorder(itemCounts: [100])
        let view = makeCollection(source)
        view.scrollToItem(at: item(30), at: .top, animated: false)
        #expect(view.contentOffset.y == 1100)
        view.scrollToItem(at: item(30), at: .centeredVertically, animated: false)
        #expect(view.contentOffset.y == CGFloat(1100 + 50 - 150))
        view.scrollToItem(at: item(30), at: .bottom, animated: false)
        #expect(view.contentOffset.y == CGFloat(1200 - 300))
        view.scrollToItem(at: item(0), at: .left, animated: false)
        #expect(view.contentOffset == CGPoint(x: 0, y: 900))
        view.scrollToItem(at: item(99), at: .top, animated: false)
        #expect(view.contentOffset.y == view.contentSize.height - 300)
        view.layoutIfNeeded()
        #expect(view.cellForItem(at: item(99)) != nil)
    }

    @Test("A cell registration registers its class once, reuses its cells and configures each with its item")
    func cellRegistration() {
        final class Words: NSObject, UICollectionViewDataSource {
            let words = (0..<60).map { "word \($0)" }
            var configured: [String] = []
            lazy var registration = UICollectionView.CellRegistration<UICollectionViewCell, String> { [unowned self] cell, indexPath, word in
                configured.append(word)
                cell.tag = indexPath.item
            }
            let header = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(elementKind: UICollectionView.elementKindSectionHeader) { view, kind, indexPath in
                view.tag = 1000 + indexPath.section
            }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { words.count }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: words[indexPath.item])
            }
            func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
                collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
            }
        }
        let source = Words()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 330, height: 300), collectionViewLayout: layout)
        view.dataSource = source
        view.layoutIfNeeded()
        #expect(source.configured == (0..<9).map { "word \($0)" })
        #expect(view.subviews.contains { $0.tag == 1000 && $0 is UICollectionReusableView && !($0 is UICollectionViewCell) })
        view.contentOffset = CGPoint(x: 0, y: 330 + 30)
        view.layoutIfNeeded()
        #expect(view.visibleCells.map(\.tag) == Array(9..<18))
        #expect(view.cellsMade == 9, "the nine cells of the lines that left came back for the new ones")
    }

    @Test("Item 5: a dequeue with an unregistered identifier reports UIKit's message and gives a cell; the view still scrolls")
    func unregisteredIdentifier() {
        final class Unregistered: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 100 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "missing", for: indexPath)
                cell.tag = indexPath.item
                return cell
            }
        }
        let source = Unregistered()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 330, height: 300), collectionViewLayout: UICollectionViewFlowLayout())
        view.dataSource = source
        let messages = Diagnostics.recording { view.layoutIfNeeded() }
        #expect(messages.first?.hasPrefix("UICollectionView.dequeueReusableCell(withReuseIdentifier: \"missing\", for: [0, 0]): could not dequeue a view of kind: UICollectionElementKindCell with identifier missing") == true, "\(messages)")
        #expect(view.visibleCells.count == messages.count && !view.visibleCells.isEmpty)
        view.contentOffset = CGPoint(x: 0, y: 600)
        view.layoutIfNeeded()
        #expect(view.indexPathsForVisibleItems.first == item(50), "50 pt items, five to a 330 pt line, 60 pt apart: line 10 starts at 600")
    }

    @Test("Item 5: index paths out of range are reported and ignored; the view still scrolls and selects")
    func outOfRange() {
        let source = CollectionRecorder(itemCounts: [30])
        let view = makeCollection(source)
        let messages = Diagnostics.recording {
            view.scrollToItem(at: item(30), at: .top, animated: false)
            view.selectItem(at: item(0, 2), animated: false, scrollPosition: .top)
            _ = view.numberOfItems(inSection: 3)
        }
        #expect(messages == ["UICollectionView.scrollToItem(at:at:animated:): the collection view has no item [0, 30] (1 sections); ignored",
                             "UICollectionView.selectItem(at:animated:scrollPosition:): the collection view has no item [2, 0] (1 sections); ignored",
                             "UICollectionView.numberOfItems(inSection: 3): the collection view has 1 sections; 0 is used"])
        #expect(view.contentOffset == .zero && view.indexPathsForSelectedItems == nil && view.cellForItem(at: item(40)) == nil)
        view.selectItem(at: item(29), animated: false, scrollPosition: .bottom)
        view.layoutIfNeeded()
        #expect(view.indexPathsForSelectedItems == [item(29)] && view.cellForItem(at: item(29))?.isSelected == true)
        #expect(view.contentOffset.y == CGFloat(1090 - 300))
    }

    @Test("Item 5: a layout placing items the data source does not have is reported; the rest shows")
    func layoutOutOfRange() {
        final class Overreaching: UICollectionViewLayout {
            override var collectionViewContentSize: CGSize { CGSize(width: 100, height: 100) }
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                (0..<3).map { item in
                    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
                    attributes.frame = CGRect(x: 30 * CGFloat(item), y: 0, width: 20, height: 20)
                    return attributes
                }
            }
        }
        let source = CollectionRecorder(itemCounts: [2])
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: Overreaching())
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = source
        let messages = Diagnostics.recording { view.layoutIfNeeded() }
        #expect(messages.count == 1 && messages[0].contains("placed item [0, 2]"), "\(messages)")
        view.contentOffset = CGPoint(x: 0, y: 1)
        view.layoutIfNeeded()
        #expect(view.visibleCells.map(\.frame.minX) == [0, 30])
    }

    @Test("Scrolling rule 40: a subclassed layout is prepared once before the first layout, not while scrolling, and again after invalidateLayout()")
    func subclassedLayout() {
        final class Column: UICollectionViewLayout {
            var prepared = 0
            var frames: [CGRect] = []
            override func prepare() {
                prepared += 1
                frames = (0..<(collectionView?.numberOfItems(inSection: 0) ?? 0)).map { CGRect(x: 0, y: 40 * CGFloat($0), width: 200, height: 40) }
            }
            override var collectionViewContentSize: CGSize { CGSize(width: 200, height: frames.last?.maxY ?? 0) }
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                frames.indices.filter { frames[$0].intersects(rect) }.compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
            }
            override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
                let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                attributes.frame = frames[indexPath.item]
                attributes.alpha = 0.5
                return attributes
            }
        }
        let layout = Column()
        let source = CollectionRecorder(itemCounts: [50])
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 100), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = source
        view.layoutIfNeeded()
        #expect(layout.prepared == 1 && layout.collectionView === view && view.contentSize == CGSize(width: 200, height: 2000))
        #expect(view.indexPathsForVisibleItems.count == 3 && view.visibleCells.allSatisfy { $0.alpha == 0.5 })
        view.contentOffset = CGPoint(x: 0, y: 500)
        view.layoutIfNeeded()
        #expect(layout.prepared == 1 && view.indexPathsForVisibleItems.first == item(12))
        layout.invalidateLayout()
        view.layoutIfNeeded()
        #expect(layout.prepared == 2)
    }
}
