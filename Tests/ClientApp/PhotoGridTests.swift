import Testing
import UIKit

/// Shows `controller`'s view at 330 × 480 and returns its grid, laid out.
@MainActor
private func laidOutGrid(_ controller: PhotoGridViewController) -> UICollectionView {
    controller.view.frame = CGRect(x: 0, y: 0, width: 330, height: 480)
    controller.loadViewIfNeeded()
    let grid = controller.collectionView!
    grid.frame = controller.view.bounds
    grid.layoutIfNeeded()
    return grid
}

@Suite("Client code: a collection view diffable data source", .serialized)
@MainActor
struct PhotoGridTests {
    @Test("A photo grid fed by snapshots: cells and headers from registrations, a starred photo reconfigured in place, a removed one gone")
    func photos() {
        let controller = PhotoGridViewController()
        let grid = laidOutGrid(controller)
        let names = { grid.indexPathsForVisibleItems.map { (grid.cellForItem(at: $0) as? PhotoCell)?.nameLabel.text ?? "?" } }
        #expect(names() == ["IMG_1", "IMG_2", "IMG_3", "IMG_4", "IMG_5", "Beach"])
        #expect(grid.cellForItem(at: IndexPath(item: 3, section: 0))?.frame == CGRect(x: 0, y: 140, width: 100, height: 100))
        let second = grid.cellForItem(at: IndexPath(item: 1, section: 0))
        controller.star(Photo(name: "IMG_2"))
        #expect(grid.cellForItem(at: IndexPath(item: 1, section: 0)) === second && names()[1] == "★ IMG_2")
        controller.remove(Photo(name: "IMG_1"))
        #expect(names() == ["★ IMG_2", "IMG_3", "IMG_4", "IMG_5", "Beach"])
        #expect(controller.dataSource.indexPath(for: Photo(name: "Beach")) == IndexPath(item: 0, section: 1))
    }
}

@Suite("Client code: a compositional layout", .serialized)
@MainActor
struct CompositionalPhotoGridTests {
    @Test("Recents in three square columns under a header, favourites as an inset-grouped list 12 pt below")
    func grid() {
        let grid = laidOutGrid(CompositionalPhotoGridViewController())
        // Header 0…30, rows of 110 (330 / 3): item 4 in row 1's middle column, inset 2.
        #expect(grid.cellForItem(at: IndexPath(item: 4, section: 0))?.frame == CGRect(x: 112, y: 142, width: 106, height: 106))
        // Favourites from 262 (250 and the 12 between sections): 18 above, 20 in from the sides, one 44 pt row.
        #expect(grid.cellForItem(at: IndexPath(item: 0, section: 1))?.frame == CGRect(x: 20, y: 280, width: 290, height: 44))
        #expect(grid.collectionViewLayout.collectionViewContentSize == CGSize(width: 330, height: 342))
    }
}
