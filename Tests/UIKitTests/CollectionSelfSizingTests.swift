import Foundation
import Testing
@testable import UIKit

/// Self-sizing cells. In a compositional layout, a section whose groups' height is estimated measures
/// each cell it shows (`preferredLayoutAttributesFitting(_:)`: Auto Layout in the content view, or a
/// list content configuration), and rows follow one another at their measured heights, those not
/// yet shown at the estimate. A flow layout with an `estimatedItemSize` packs its lines with the
/// sizes its cells measure.
@Suite("Collection views: self-sizing cells", .startsClean)
@MainActor
struct CollectionSelfSizingTests {
    /// A cell whose content view holds a filler pinned to its edges, as tall as `height` says (or a
    /// tenth of the width when `height` is nil), and as wide as `width` says when set.
    final class SizedCell: UICollectionViewCell {
        let filler = UIView()
        private var heightConstraint: NSLayoutConstraint?

        required init(frame: CGRect) {
            super.init(frame: frame)
            filler.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(filler)
            NSLayoutConstraint.activate([
                filler.topAnchor.constraint(equalTo: contentView.topAnchor),
                filler.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                filler.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                filler.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            ])
        }

        required init?(coder: NSCoder) { nil }

        var width: CGFloat? {
            didSet { width.map { filler.widthAnchor.constraint(equalToConstant: $0).isActive = true } }
        }

        var height: CGFloat? {
            didSet {
                heightConstraint?.isActive = false
                heightConstraint = height.map { filler.heightAnchor.constraint(equalToConstant: $0) }
                    ?? filler.heightAnchor.constraint(equalTo: filler.widthAnchor, multiplier: 0.1)
                heightConstraint?.isActive = true
            }
        }
    }

    /// Items whose cells are `height(item)` tall (and `width(item)` wide).
    final class Source: NSObject, UICollectionViewDataSource {
        let count: Int
        let height: (Int) -> CGFloat?
        let width: (Int) -> CGFloat?
        init(count: Int, height: @escaping (Int) -> CGFloat?, width: @escaping (Int) -> CGFloat? = { _ in nil }) {
            self.count = count
            self.height = height
            self.width = width
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "sized", for: indexPath) as! SizedCell
            cell.height = height(indexPath.item)
            cell.width = width(indexPath.item)
            return cell
        }
    }

    private func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    /// Rows of `perRow` items across, each `.estimated(44)` tall, in groups `.estimated(44)` tall.
    private func rows(perRow: Int = 1) -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1 / CGFloat(perRow)), .estimated(44)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(44)), subitem: item, count: perRow)
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    /// A 440 × 300 collection view with `layout` and `source`, laid out.
    private func collection(_ layout: UICollectionViewLayout, _ source: Source) -> UICollectionView {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 440, height: 300), collectionViewLayout: layout)
        view.register(SizedCell.self, forCellWithReuseIdentifier: "sized")
        view.dataSource = source
        view.layoutIfNeeded()
        return view
    }

    private func frame(_ view: UICollectionView, _ item: Int) -> CGRect? {
        view.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
    }

    /// Heights 20, 30, 40, 50, 60, repeated.
    private static func cycle(_ item: Int) -> CGFloat { CGFloat(20 + 10 * (item % 5)) }

    @Test("Rows estimated at 44 pt take their cells' heights: the nine rows reaching into 300 pt measured, the other 91 at 44 in the content size")
    func rowsTakeMeasuredHeights() {
        let source = Source(count: 100, height: Self.cycle)
        let view = collection(rows(), source)
        // Measured tops: 0, 20, 50, 90, 140, 200, 220, 250, 290; row 9 would begin at 340, below the bounds.
        #expect(frame(view, 0) == CGRect(x: 0, y: 0, width: 440, height: 20))
        #expect(frame(view, 4) == CGRect(x: 0, y: 140, width: 440, height: 60))
        #expect(frame(view, 8) == CGRect(x: 0, y: 290, width: 440, height: 50))
        #expect(frame(view, 9) == CGRect(x: 0, y: 340, width: 440, height: 44), "not shown yet: the estimate")
        #expect(view.contentSize == CGSize(width: 440, height: 340 + 91 * 44))
        #expect(view.indexPathsForVisibleItems.map(\.item).sorted() == Array(0...8))
        #expect(view.cellForItem(at: IndexPath(item: 7, section: 0))?.frame == CGRect(x: 0, y: 250, width: 440, height: 40), "the cell shows at its row")
    }

    @Test("Two items a row: the row is as tall as its taller cell, each cell its own height; the next row starts below it")
    func rowAsTallAsItsTallestCell() {
        let source = Source(count: 6, height: { [30, 70, 50, 20, 10, 10][$0] })
        let view = collection(rows(perRow: 2), source)
        #expect(frame(view, 0) == CGRect(x: 0, y: 0, width: 220, height: 30))
        #expect(frame(view, 1) == CGRect(x: 220, y: 0, width: 220, height: 70))
        #expect(frame(view, 2) == CGRect(x: 0, y: 70, width: 220, height: 50))
        #expect(frame(view, 3) == CGRect(x: 220, y: 70, width: 220, height: 20))
        #expect(frame(view, 4) == CGRect(x: 0, y: 120, width: 220, height: 10))
        #expect(view.contentSize.height == 130)
    }

    @Test("A new width measures the cells again: rows a tenth of the width tall are 44 pt at 440 and 22 pt at 220")
    func newWidthMeasuresAgain() {
        let source = Source(count: 50, height: { _ in nil })
        let view = collection(rows(), source)
        #expect(frame(view, 3) == CGRect(x: 0, y: 132, width: 440, height: 44))
        view.frame.size.width = 220
        view.layoutIfNeeded()
        #expect(frame(view, 3) == CGRect(x: 0, y: 66, width: 220, height: 22))
        #expect(frame(view, 13) == CGRect(x: 0, y: 286, width: 220, height: 22))
    }

    @Test("Scrolling up onto rows not yet measured keeps what shows in place: a row above the top growing moves the offset as much")
    func scrollingUpKeepsTheContentInPlace() {
        let source = Source(count: 1000, height: { _ in 100 })
        let view = collection(rows(), source)
        // Rows 0–2 were measured at the top; scrolled on, the rows shown from there on are measured.
        view.contentOffset.y = 44 * 500
        view.layoutIfNeeded()
        let shown = try! #require(view.indexPathsForVisibleItems.map(\.item).min())
        let before = try! #require(view.cellForItem(at: IndexPath(item: shown, section: 0))).frame.minY - view.contentOffset.y
        view.contentOffset.y -= 20
        view.layoutIfNeeded()
        let after = try! #require(view.cellForItem(at: IndexPath(item: shown, section: 0))).frame.minY - view.contentOffset.y
        #expect(after == before + 20, "the row shown before moved down by the 20 pt scrolled, no more")
    }

    @Test("A million self-sizing rows: a layout and a scroll to the middle make only the cells that show")
    func millionRowsCostWhatShows() {
        let source = Source(count: 1_000_000, height: Self.cycle)
        let view = collection(rows(), source)
        view.contentOffset.y = 44 * 500_000
        view.layoutIfNeeded()
        #expect(view.cellsMade <= 30, "cells made: \(view.cellsMade)")
        let shown = view.indexPathsForVisibleItems.map(\.item).sorted()
        #expect(shown.first.map { $0 > 499_000 } == true && shown.count <= 16, "the rows around the middle: \(shown)")
    }

    @Test("A cell's own preferredLayoutAttributesFitting(_:) is what the layout takes; a list configuration's text wrapping makes its row taller")
    func overridesAndListContent() {
        final class Tall: UICollectionViewCell {
            override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
                let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
                attributes.size.height = 100
                return attributes
            }
        }
        final class Cells: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                guard indexPath.item == 1 else { return collectionView.dequeueReusableCell(withReuseIdentifier: "tall", for: indexPath) }
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "list", for: indexPath) as! UICollectionViewListCell
                var content = cell.defaultContentConfiguration()
                content.text = String(repeating: "A long line of words wraps onto more lines. ", count: 4)
                cell.contentConfiguration = content
                return cell
            }
        }
        let cells = Cells()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 440, height: 300), collectionViewLayout: rows())
        view.register(Tall.self, forCellWithReuseIdentifier: "tall")
        view.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "list")
        view.dataSource = cells
        view.layoutIfNeeded()
        #expect(frame(view, 0) == CGRect(x: 0, y: 0, width: 440, height: 100))
        let wrapped = try! #require(frame(view, 1))
        #expect(wrapped.minY == 100 && wrapped.height > 60, "three lines or more: \(wrapped)")
        #expect(frame(view, 2) == CGRect(x: 0, y: wrapped.maxY, width: 440, height: 100))
    }

    @Test("A flow layout with automaticSize packs its lines with the cells' sizes: 100 and 200 wide spread over 440, 150 and 80 left-aligned on the last line; lines as tall as their tallest, smaller items centred")
    func flowLayoutPacksMeasuredSizes() {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        let source = Source(count: 4, height: { [30, 40, 20, 60][$0] }, width: { [100, 200, 150, 80][$0] })
        let view = collection(layout, source)
        #expect(frame(view, 0) == CGRect(x: 0, y: 5, width: 100, height: 30))
        #expect(frame(view, 1) == CGRect(x: 240, y: 0, width: 200, height: 40))
        #expect(frame(view, 2) == CGRect(x: 0, y: 70, width: 150, height: 20))
        #expect(frame(view, 3) == CGRect(x: 160, y: 50, width: 80, height: 60))
        #expect(view.contentSize == CGSize(width: 440, height: 110))
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 240, y: 0, width: 200, height: 40))
    }

    @Test("A flow layout without an estimatedItemSize keeps its item size: the cells' constraints are not asked")
    func flowLayoutWithoutEstimateKeepsItemSize() {
        let source = Source(count: 2, height: { _ in 30 }, width: { _ in 100 })
        let view = collection(UICollectionViewFlowLayout(), source)
        #expect(frame(view, 0)?.size == CGSize(width: 50, height: 50) && frame(view, 1)?.size == CGSize(width: 50, height: 50))
    }
}
