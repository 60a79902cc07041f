import Foundation
import Testing
@testable import UIKit

/// Scrolling rules 38–40: the flow layout's defaults, its line packing with the note's numbers,
/// headers and footers around inset sections, both directions, and what invalidates it.
@Suite("UICollectionViewFlowLayout", .startsClean)
@MainActor
struct UICollectionViewFlowLayoutTests {
    /// Packs `sizes` into one section `width` wide; the items' frames.
    private func pack(_ sizes: [CGSize], width: CGFloat = 330, metrics: FlowSectionGeometry.Metrics = .init()) -> [CGRect] {
        FlowSectionGeometry(sizes: sizes, width: width, top: 0, metrics: metrics).items
    }

    private func squares(_ count: Int, _ side: CGFloat = 100) -> [CGSize] {
        Array(repeating: CGSize(width: side, height: side), count: count)
    }

    @Test("Scrolling rule 38: item 50 × 50, both spacings 10, vertical, no insets, headers or footers")
    func defaults() {
        let layout = UICollectionViewFlowLayout()
        #expect(layout.itemSize == CGSize(width: 50, height: 50))
        #expect(layout.minimumLineSpacing == 10 && layout.minimumInteritemSpacing == 10)
        #expect(layout.scrollDirection == .vertical && layout.sectionInset == .zero)
        #expect(layout.headerReferenceSize == .zero && layout.footerReferenceSize == .zero)
    }

    @Test("Scrolling rule 39: width 330, 100-wide items → x 0, 115, 230; the next line 10 lower; an exact fit keeps the minimum spacing")
    func spreadLine() {
        let frames = pack(squares(6))
        #expect(frames.map(\.minX) == [0, 115, 230, 0, 115, 230])
        #expect(frames.map(\.minY) == [0, 0, 0, 110, 110, 110])
        #expect(pack(squares(3), width: 320).map(\.minX) == [0, 110, 220])
    }

    @Test("Scrolling rule 39: a short last line of equal items keeps the columns above; a lone item of such a line sits in the first column")
    func shortLastLine() {
        #expect(pack(squares(5)).map(\.minX) == [0, 115, 230, 0, 115])
        #expect(pack(squares(4)).map(\.minX) == [0, 115, 230, 0])
    }

    @Test("Scrolling rule 39: a line with room for one item centres it; a single line of two spreads them to the edges")
    func oneItemLine() {
        #expect(pack(squares(2, 200)).map(\.minX) == [65, 65])
        #expect(pack(squares(1)).map(\.minX) == [115])
        #expect(pack(squares(2)).map(\.minX) == [0, 230])
    }

    @Test("Scrolling rule 39: a last line of unequal items sits at the left with the minimum spacing")
    func unequalLastLine() {
        let sizes = squares(3) + [CGSize(width: 60, height: 60), CGSize(width: 80, height: 80)]
        #expect(pack(sizes).map(\.minX) == [0, 115, 230, 0, 70])
    }

    @Test("Scrolling rule 39: a line is as tall as its tallest item; smaller ones are centred in it")
    func lineHeight() {
        let frames = pack([CGSize(width: 100, height: 50), CGSize(width: 100, height: 100), CGSize(width: 100, height: 20), CGSize(width: 100, height: 30)])
        #expect(frames.map(\.minY) == [25, 0, 40, 110])
    }

    @Test("Scrolling rule 40: header (view width × height), top inset, lines, bottom inset, footer; the next section follows")
    func headersAndInsets() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 40)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        layout.footerReferenceSize = CGSize(width: 0, height: 20)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 20, bottom: 5, right: 20)
        let view = hosted(layout, sections: [4, 1], width: 330, height: 400)
        let header0 = view.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header0?.frame == CGRect(x: 0, y: 0, width: 330, height: 30))
        // 290 wide inside the insets: three 90-wide items, 10 apart → 20, 120, 220; the fourth keeps column one.
        #expect((0..<4).map { view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame.origin }
                == [CGPoint(x: 20, y: 40), CGPoint(x: 120, y: 40), CGPoint(x: 220, y: 40), CGPoint(x: 20, y: 90)])
        let footer0 = view.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
        #expect(footer0?.frame == CGRect(x: 0, y: 135, width: 330, height: 20))
        let header1 = view.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect(header1?.frame.minY == 155)
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame == CGRect(x: 120, y: 195, width: 90, height: 40))
        #expect(view.contentSize == CGSize(width: 330, height: 260))
        #expect(header0?.representedElementCategory == .supplementaryView && header0?.representedElementKind == UICollectionView.elementKindSectionHeader)
    }

    @Test("Scrolling rules 39–40 horizontal: lines run down the height (330: y 0, 115, 230) and stack rightwards; headers are their width × the view's height")
    func horizontal() {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 80, height: 100)
        layout.headerReferenceSize = CGSize(width: 25, height: 0)
        let view = hosted(layout, sections: [5], width: 400, height: 330)
        let frames = (0..<5).compactMap { view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames.map(\.minY) == [0, 115, 230, 0, 115])
        #expect(frames.map(\.minX) == [25, 25, 25, 115, 115])
        #expect(view.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 0, width: 25, height: 330))
        #expect(view.contentSize == CGSize(width: 195, height: 330))
    }

    @Test("Scrolling rule 40: layoutAttributesForElements(in:) returns exactly the elements meeting the rectangle")
    func elementsInRect() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let view = hosted(layout, sections: [1000], width: 330, height: 300)
        let found = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 11_000, width: 330, height: 215)) ?? []
        // Lines 100 (11,000…11,100) and 101 (11,110…11,210) meet it; line 102 starts at 11,220.
        #expect(found.map(\.indexPath.item) == Array(300..<306))
        #expect(layout.layoutAttributesForElements(in: CGRect(x: 120, y: 11_000, width: 100, height: 50))?.map(\.indexPath.item) == [301])
        #expect(view.contentSize.height == CGFloat(334 * 110 - 10))
    }

    @Test("A flow delegate's sizes, insets and spacings per section and item replace the properties")
    func delegateSizes() {
        final class Sizes: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                CGSize(width: 50 + 50 * CGFloat(indexPath.item), height: 40)
            }
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int) -> CGFloat { 20 }
        }
        let source = Sizes()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 330, height: 300), collectionViewLayout: UICollectionViewFlowLayout())
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = source
        view.delegate = source
        view.layoutIfNeeded()
        // 50 + 20 + 100 + 20 + 150 = 340 > 330: the third item wraps; alone, and unlike the items above, it is centred.
        #expect(view.visibleCells.map(\.frame) == [CGRect(x: 0, y: 0, width: 50, height: 40), CGRect(x: 230, y: 0, width: 100, height: 40),
                                                   CGRect(x: 90, y: 50, width: 150, height: 40)])
    }

    @Test("Scrolling rule 40: setting a property invalidates the layout; a new width repacks it, scrolling does not")
    func invalidation() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let view = hosted(layout, sections: [30], width: 330, height: 300)
        layout.itemSize = CGSize(width: 150, height: 100)
        view.layoutIfNeeded()
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 180)
        view.frame.size.width = 430
        view.layoutIfNeeded()
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 280)
        #expect(layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 500, width: 430, height: 300)) == false)
        #expect(layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 300, height: 300)))
    }

    /// A collection view `width` × `height` using `layout` for `sections` items per section of plain cells, laid out.
    private func hosted(_ layout: UICollectionViewLayout, sections: [Int], width: CGFloat, height: CGFloat) -> UICollectionView {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
        let source = CollectionRecorder(itemCounts: sections)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
            view.register(UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "supplementary")
        }
        view.dataSource = source
        view.layoutIfNeeded()
        retained.append(source)
        return view
    }
}

/// Data sources kept alive for the collection views made in a test (a data source is weak).
@MainActor var retained: [AnyObject] = []
