import Foundation
@testable import UIKit

/// A collection view data source and delegate serving `itemCounts` items of plain cells (tagged
/// with their item), and section headers when the layout asks, logging what the collection view
/// asks and tells ("cellForItemAt 0.3", "willDisplay 0.3").
@MainActor
final class CollectionRecorder: ListCallRecorder, UICollectionViewDataSource, UICollectionViewDelegate {
    var itemCounts: [Int]
    /// Whether a tap may select (and, with multiple selection, deselect) an item.
    var selects: (IndexPath) -> Bool = { _ in true }

    init(itemCounts: [Int]) { self.itemCounts = itemCounts }

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        note("numberOfSections")
        return itemCounts.count
    }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        note("numberOfItemsInSection \(section)")
        return itemCounts[section]
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        note("cellForItemAt", indexPath)
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.tag = indexPath.item
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        note("viewForSupplementaryElementOfKind \(kind == UICollectionView.elementKindSectionHeader ? "header" : kind)", indexPath)
        return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "supplementary", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        note("willDisplay", indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        note("didEndDisplaying", indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView, forElementKind elementKind: String, at indexPath: IndexPath) {
        note("willDisplaySupplementaryView", indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        note("shouldHighlightItemAt", indexPath)
        return true
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) { note("didHighlightItemAt", indexPath) }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) { note("didUnhighlightItemAt", indexPath) }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        note("shouldSelectItemAt", indexPath)
        return selects(indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        note("shouldDeselectItemAt", indexPath)
        return selects(indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { note("didSelectItemAt", indexPath) }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) { note("didDeselectItemAt", indexPath) }
}

/// A `width` × `height` collection view with a flow layout of 100 × 100 items (three to a 330 pt
/// line, lines 110 apart) fed by `source`, laid out.
@MainActor
func makeCollection(_ source: CollectionRecorder, width: CGFloat = 330, height: CGFloat = 300,
                    configure: (UICollectionView, UICollectionViewFlowLayout) -> Void = { _, _ in }) -> UICollectionView {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
        view.register(UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "supplementary")
    }
    configure(view, layout)
    view.dataSource = source
    view.delegate = source
    view.layoutIfNeeded()
    return view
}
