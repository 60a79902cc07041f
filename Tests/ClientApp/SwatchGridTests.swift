import Testing
import UIKit

@Suite("Client code: a collection view screen", .serialized)
@MainActor
struct SwatchGridTests {
    @Test("A grid screen with a registered cell subclass: flow-delegate sizes packed under a header, an item added")
    func swatchGrid() {
        let controller = SwatchGridViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        controller.loadViewIfNeeded()
        let grid = controller.collectionView
        grid.frame = controller.view.bounds
        grid.layoutIfNeeded()
        let cells = grid.visibleCells.compactMap { $0 as? SwatchCell }
        #expect(cells.map { $0.nameLabel.text } == controller.swatches)
        // 300 pt inside the insets: three 90 pt items a line, spread 15 apart; the first line is 120 tall.
        #expect(cells.prefix(4).map(\.frame) == [CGRect(x: 10, y: 50, width: 90, height: 120), CGRect(x: 115, y: 65, width: 90, height: 90),
                                                  CGRect(x: 220, y: 65, width: 90, height: 90), CGRect(x: 10, y: 180, width: 90, height: 90)])
        controller.add("White")
        #expect(grid.numberOfItems(inSection: 0) == 8)
        #expect((grid.cellForItem(at: IndexPath(item: 7, section: 0)) as? SwatchCell)?.nameLabel.text == "White")
    }

    @Test("A cell registration configures each cell with its item")
    func registration() {
        let controller = TagGridViewController()
        controller.loadViewIfNeeded()
        controller.collectionView.layoutIfNeeded()
        #expect(controller.collectionView.visibleCells.map(\.tag) == [5, 5, 5, 3])
    }
}
