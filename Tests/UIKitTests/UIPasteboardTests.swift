import Foundation
import Testing
@testable import UIKit

/// Text rule 25: the general pasteboard over the platform's clipboard.
@Suite("UIPasteboard", .serialized, .startsClean)
@MainActor
struct UIPasteboardTests {
    @Test("string is the first item's, strings every item's; setting either replaces the items; another program's copy is one item")
    func strings() {
        withHeadlessPlatform { platform in
            let board = UIPasteboard.general
            let count = board.changeCount
            board.strings = ["one", "two"]
            #expect(board.string == "one" && board.strings == ["one", "two"] && board.numberOfItems == 2 && board.hasStrings)
            #expect(platform.clipboardText == "one" && board.changeCount == count + 1)
            board.string = "three"
            #expect(board.strings == ["three"] && board.changeCount == count + 2)
            platform.clipboardText = "from another program"
            #expect(board.strings == ["from another program"] && board.numberOfItems == 1)
            platform.clipboardText = nil
            #expect(!board.hasStrings && board.string == nil && board.items.isEmpty)
        }
    }
}
