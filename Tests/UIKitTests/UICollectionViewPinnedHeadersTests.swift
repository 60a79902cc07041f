import Foundation
import Testing
@testable import UIKit

/// Pinned section headers and footers: a flow layout's `sectionHeadersPinToVisibleBounds` and
/// `sectionFootersPinToVisibleBounds`, a compositional boundary item's `pinToVisibleBounds`. Exact
/// frames at several offsets: at the visible edge while the section shows, pushed by the next
/// section, back at their places when scrolled above them.
@Suite("UICollectionViewPinnedHeaders", .startsClean)
@MainActor
struct UICollectionViewPinnedHeadersTests {
    private let header = UICollectionView.elementKindSectionHeader, footer = UICollectionView.elementKindSectionFooter

    /// A 320 × 200 collection view with `layout` and `counts` items per section, laid out.
    private func collection(_ layout: UICollectionViewLayout, _ counts: [Int]) -> UICollectionView {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        let source = CollectionRecorder(itemCounts: counts)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        for kind in [header, footer] {
            view.register(UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "supplementary")
        }
        view.dataSource = source
        view.layoutIfNeeded()
        retained.append(source)
        return view
    }

    /// Scrolls to `y` and lays out; the y of the view shown for the `kind` element of `section`
    /// (nil when none shows), checked against the layout's attributes.
    private func shownY(_ view: UICollectionView, _ kind: String, _ section: Int, at y: CGFloat) -> CGFloat? {
        view.contentOffset.y = y
        view.layoutIfNeeded()
        let indexPath = IndexPath(item: 0, section: section)
        guard let shown = view.supplementaryViews[SupplementaryElement(kind: kind, indexPath: indexPath)] else { return nil }
        #expect(view.layoutAttributesForSupplementaryElement(ofKind: kind, at: indexPath)?.frame == shown.frame)
        return shown.frame.minY
    }

    /// Rows of one 320 × 50 item, no spacing.
    private func flowLayout() -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 50)
        layout.minimumLineSpacing = 0
        return layout
    }

    @Test("Flow layout, pinned headers (30 pt, sections of four 50 pt rows: 0–230, 230–460): at the top, pushed by the next header, back in place")
    func flowHeaders() {
        let layout = flowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        #expect(!layout.sectionHeadersPinToVisibleBounds && !layout.sectionFootersPinToVisibleBounds)
        let view = collection(layout, [4, 4, 4])
        #expect(!layout.needsPrepare && !layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 40, width: 320, height: 200)))
        layout.sectionHeadersPinToVisibleBounds = true
        #expect(layout.needsPrepare)
        #expect(shownY(view, header, 0, at: 0) == 0)
        #expect(shownY(view, header, 0, at: 100) == 100)
        #expect(view.supplementaryViews[SupplementaryElement(kind: header, indexPath: IndexPath(item: 0, section: 0))]?.layer.zPosition == 10)
        #expect(shownY(view, header, 0, at: 215) == 200 && shownY(view, header, 1, at: 215) == 230)
        #expect(shownY(view, header, 0, at: 300) == nil && shownY(view, header, 1, at: 300) == 300)
        #expect(shownY(view, header, 1, at: 0) == nil && shownY(view, header, 0, at: 0) == 0)
        #expect(shownY(view, header, 1, at: 150) == 230)
        #expect(layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 40, width: 320, height: 200)))
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 1))?.frame == CGRect(x: 0, y: 260, width: 320, height: 50))
    }

    /// A flow delegate counting the item sizes it is asked for (320 × 50 each).
    private final class SizeCounter: NSObject, UICollectionViewDelegateFlowLayout {
        var asked = 0
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
            asked += 1
            return CGSize(width: 320, height: 50)
        }
    }

    @Test("Flow layout, pinned headers: scrolling runs prepare() but keeps the packing (no sizes asked again); a new width or an invalidation packs again")
    func flowScrollKeepsPacking() {
        let layout = flowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        layout.sectionHeadersPinToVisibleBounds = true
        let view = collection(layout, [40, 40])
        let counter = SizeCounter()
        view.delegate = counter
        layout.invalidateLayout()
        view.layoutIfNeeded()
        #expect(counter.asked == 80)
        for y in stride(from: CGFloat(10), through: 1000, by: 10) {
            view.contentOffset.y = y
            view.layoutIfNeeded()
        }
        #expect(counter.asked == 80 && shownY(view, header, 0, at: 1000) == 1000)
        view.frame.size.width = 300
        view.layoutIfNeeded()
        #expect(counter.asked == 160)
        layout.invalidateLayout()
        view.layoutIfNeeded()
        #expect(counter.asked == 240)
    }

    @Test("Flow layout, pinned footers (20 pt after 30 pt headers): at the visible bottom, pushed down by the section's header, in place when fully scrolled past")
    func flowFooters() {
        let layout = flowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        layout.footerReferenceSize = CGSize(width: 0, height: 20)
        layout.sectionFootersPinToVisibleBounds = true
        // Section 0: header 0–30, rows to 230, footer 230–250; section 1: header 250–280, rows to 480, footer 480–500.
        let view = collection(layout, [4, 4])
        #expect(shownY(view, footer, 0, at: 0) == 180)
        #expect(shownY(view, footer, 0, at: 60) == 230)
        #expect(shownY(view, footer, 1, at: 150) == 330)
        #expect(shownY(view, footer, 1, at: 300) == 480)
        // Section 1's header at 250–280 keeps its footer below it (out of sight): visible bottom 270 would put it at 250.
        #expect(shownY(view, footer, 1, at: 70) == nil)
        #expect(view.layoutAttributesForSupplementaryElement(ofKind: footer, at: IndexPath(item: 0, section: 1))?.frame.minY == 280)
        #expect(view.layoutAttributesForSupplementaryElement(ofKind: header, at: IndexPath(item: 0, section: 1))?.zIndex == 0)
    }

    @Test("Flow layout, horizontal: a pinned header sticks to the visible left edge, pushed by the next section")
    func flowHorizontal() {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 100, height: 200)
        layout.minimumLineSpacing = 0
        layout.headerReferenceSize = CGSize(width: 40, height: 0)
        layout.sectionHeadersPinToVisibleBounds = true
        // Section 0: header 0–40, columns to 340; section 1's header 340–380.
        let view = collection(layout, [3, 3])
        let x = { (section: Int, offset: CGFloat) -> CGFloat? in
            view.contentOffset.x = offset
            view.layoutIfNeeded()
            return view.layoutAttributesForSupplementaryElement(ofKind: self.header, at: IndexPath(item: 0, section: section))?.frame.minX
        }
        #expect(x(0, 120) == 120 && x(0, 310) == 300 && x(1, 310) == 340 && x(1, 400) == 400)
    }

    @Test("Compositional: a pinned header at the top of its section's rows, pushed by its footer's start; a pinned footer at the bottom")
    func compositional() {
        let size = { (height: CGFloat) in NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)) }
        let item = NSCollectionLayoutItem(layoutSize: size(50))
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size(50), subitems: [item]))
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 10, trailing: 0)
        let top = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(30), elementKind: header, alignment: .top)
        let bottom = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size(20), elementKind: footer, alignment: .bottom)
        #expect(!top.pinToVisibleBounds)
        top.pinToVisibleBounds = true
        bottom.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [top, bottom]
        // Section 0: header 0–30, rows 30–230, inset to 240, footer 240–260; section 1 from 260.
        let view = collection(UICollectionViewCompositionalLayout(section: section), [4, 4])
        #expect(shownY(view, header, 0, at: 0) == 0 && shownY(view, footer, 0, at: 0) == 180)
        #expect(shownY(view, header, 0, at: 100) == 100 && shownY(view, footer, 0, at: 100) == 240)
        #expect(shownY(view, header, 0, at: 225) == 210 && shownY(view, header, 1, at: 225) == 260)
        #expect(shownY(view, header, 0, at: 300) == nil && shownY(view, header, 1, at: 300) == 300)
        #expect(shownY(view, header, 1, at: 120) == 260 && shownY(view, footer, 1, at: 120) == 300)
        #expect(view.layoutAttributesForSupplementaryElement(ofKind: header, at: IndexPath(item: 0, section: 1))?.zIndex == 10)
    }
}
