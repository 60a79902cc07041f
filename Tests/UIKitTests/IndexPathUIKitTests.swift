import Foundation
import Testing
@testable import UIKit

/// UIKit's additions to IndexPath on Linux's Foundation: a section, then a row or item.
@Suite("IndexPath rows and items", .startsClean)
@MainActor   // Diagnostics.recording hears every thread: recorded beside the main actor's tests, each would hear the other's
struct IndexPathUIKitTests {
    @Test("init(row:section:) and init(item:section:) store the section first; row, item and section read and write them")
    func rowsAndItems() {
        var path = IndexPath(row: 3, section: 1)
        #expect(Array(path) == [1, 3] && path.row == 3 && path.item == 3 && path.section == 1)
        path.row = 7
        path.section = 2
        #expect(path == IndexPath(item: 7, section: 2) && path == IndexPath(indexes: [2, 7]))
        #expect(IndexPath(row: 0, section: 1) > IndexPath(row: 9, section: 0), "sections order first")
    }

    @Test("A path too short for row reports it and reads 0")
    func shortPath() {
        let path = IndexPath(index: 4)
        var row = -1
        let messages = Diagnostics.recording { row = path.row }
        #expect(row == 0 && path.section == 4)
        #expect(messages.count == 1 && messages[0].contains("IndexPath.row"))
    }
}
