import Testing
import UIKit

@Suite("Client code: a collection view diffable data source", .serialized)
@MainActor
struct PhotoGridTests {
    @Test("A photo grid fed by snapshots: cells and headers from registrations, a starred photo reconfigured in place, a removed one gone")
    func photos() {
        let controller = PhotoGridViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 330, height: 480)
        controller.loadViewIfNeeded()
        let grid = controller.collectionView!
        grid.frame = controller.view.bounds
        grid.layoutIfNeeded()
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
