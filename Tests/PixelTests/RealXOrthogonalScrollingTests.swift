import Foundation
import Testing
@testable import UIKit

/// A collection view whose first section scrolls across in a scroll view of its own, under real X
/// input (part of the X11 run's input tests, with the other real-X tests).
extension RealXInputTests {
    /// Ten items across in section 0, twenty below in section 1, coloured by item; records selections.
    final class Shelf: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
        var selected: [IndexPath] = []
        let colors: [UIColor] = [.red, .green, .blue]
        func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { section == 0 ? 10 : 20 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.contentView.backgroundColor = colors[indexPath.item % 3]
            return cell
        }
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }

        /// Section 0: 150 × 100 groups 10 apart across, inset 10 / 20, scrolling with `behavior`;
        /// section 1: 50 pt rows.
        static func layout(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .continuous) -> UICollectionViewCompositionalLayout {
            UICollectionViewCompositionalLayout { index, _ in
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                guard index == 0 else {
                    return NSCollectionLayoutSection(group: .horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item]))
                }
                let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(100)), subitems: [item]))
                section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
                section.interGroupSpacing = 10
                section.orthogonalScrollingBehavior = behavior
                return section
            }
        }
    }

    /// A slow drag of `distance` from `start` in `view` (one xdotool run, a move every 30 ms, a
    /// pause before the lift so that nothing flings), the events handled meanwhile.
    private func slowDrag(_ view: UIView, from start: CGPoint, by distance: CGPoint, window id: String) throws {
        var drag = ["mousemove", "--window", id] + windowPoint(view, start) + ["mousedown", "1"]
        for step in 1...15 {
            let point = CGPoint(x: start.x + distance.x * CGFloat(step) / 15, y: start.y + distance.y * CGFloat(step) / 15)
            drag += ["sleep", "0.03", "mousemove", "--window", id] + windowPoint(view, point)
        }
        _ = try runPumping("/usr/bin/xdotool", drag + ["sleep", "0.3", "mouseup", "1"], interval: 0)
    }

    @Test("An orthogonal section under real X input: a slow drag left scrolls the section's own scroll view by the drag and not the collection view; a click on an item scrolled in selects it; a vertical drag in the section scrolls the collection view")
    func orthogonalSection() throws {
        let shelf = Shelf()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 440, height: 300), collectionViewLayout: Shelf.layout())
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = shelf
        view.delegate = shelf
        let (window, id, _) = try open(size: CGSize(width: 440, height: 300)) { $0.addSubview(view) }
        defer { window.isHidden = true }
        view.layoutIfNeeded()
        let scroller = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0))?.superview as? UIScrollView)
        try slowDrag(view, from: CGPoint(x: 400, y: 60), by: CGPoint(x: -300, y: 0), window: id)
        pump(until: { !scroller.isTracking && !scroller.isDecelerating }, timeout: 5)
        #expect((280...300).contains(scroller.contentOffset.x) && view.contentOffset == .zero, "\(scroller.contentOffset) \(view.contentOffset)")
        // Item 3 (x 500 in the section's content) shows at 500 − the offset.
        let item3 = IndexPath(item: 3, section: 0)
        #expect(view.indexPathsForVisibleItems.contains(item3) && !view.indexPathsForVisibleItems.contains(IndexPath(item: 0, section: 0)), "\(view.indexPathsForVisibleItems)")
        let shown = try #require(view.layoutAttributesForItem(at: item3)?.frame)
        #expect(shown.minX == 500 - scroller.contentOffset.x)
        try pointAt(view, CGPoint(x: shown.midX, y: shown.midY), window: id)
        try xdotool(["click", "1"])
        #expect(pump(until: { shelf.selected == [item3] }), "\(shelf.selected)")
        let across = scroller.contentOffset.x
        // Up 90 pt from the band's bottom, staying in the window: the collection view follows the drag.
        try slowDrag(view, from: CGPoint(x: 200, y: 100), by: CGPoint(x: 0, y: -90), window: id)
        pump(until: { !view.isTracking && !view.isDecelerating }, timeout: 5)
        #expect((75...90).contains(view.contentOffset.y) && scroller.contentOffset.x == across, "\(view.contentOffset) \(scroller.contentOffset)")
    }

    @Test("A group-paging section under real X input: a slow 100 pt drag left turns one group on (offset 160); a slow 50 pt drag back returns to it; a second slow 100 pt drag turns one more (320)")
    func groupPagingSection() throws {
        let shelf = Shelf()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 440, height: 300), collectionViewLayout: Shelf.layout(.groupPaging))
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = shelf
        let (window, id, _) = try open(size: CGSize(width: 440, height: 300)) { $0.addSubview(view) }
        defer { window.isHidden = true }
        view.layoutIfNeeded()
        let scroller = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0))?.superview as? UIScrollView)
        func dragged(by distance: CGFloat) throws -> CGFloat {
            try slowDrag(view, from: CGPoint(x: 300, y: 60), by: CGPoint(x: distance, y: 0), window: id)
            pump(until: { !scroller.isTracking && !scroller.isDecelerating }, timeout: 5)
            return scroller.contentOffset.x
        }
        #expect(try dragged(by: -100) == 160)
        #expect(try dragged(by: 50) == 160, "less than half a group: back")
        #expect(try dragged(by: -100) == 320)
    }
}
