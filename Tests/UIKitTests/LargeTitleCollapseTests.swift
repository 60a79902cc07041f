import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

/// A large title collapsing as the content scrolls up under it (Navigation rule 22): the bar
/// shrinks from 96 to 44 pt as a table scrolls 52 pt past its top, its bottom following the
/// content's top; the large title fades as it goes and the small title shows once it has gone.
@Suite("Large title collapse", .serialized, .startsClean)
@MainActor
struct LargeTitleCollapseTests {
    @Test("Scrolled 26 pt the bar is 70 pt and the large title half faded; 52 pt and more, 44 pt with the small title; back at the top, 96 pt again")
    func collapse() throws {
        try withHeadlessPlatform { _ in
            let list = UITableViewController(style: .plain)
            list.title = "Mail"
            let navigation = UINavigationController(rootViewController: list)
            navigation.navigationBar.prefersLargeTitles = true
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            nextTurn()
            window.layoutIfNeeded()
            let table = try #require(list.tableView)
            let bar = navigation.navigationBar
            #expect(bar.frame.height == 96 && table.contentOffset.y == -96, "\(bar.frame) \(table.contentOffset)")
            let titles = bar.subviews.compactMap { $0 as? UILabel }.filter { $0.text == "Mail" }
            let large = try #require(titles.first { $0.font.pointSize == 34 }), small = try #require(titles.first { $0.font.pointSize != 34 })
            #expect(large.alpha == 1 && small.alpha == 0)

            table.contentOffset.y = -70
            #expect(bar.frame.height == 70 && abs(large.alpha - 0.5) < 1e-9 && small.alpha == 0)
            #expect(list.view.safeAreaInsets.top == 96 && table.adjustedContentInset.top == 96, "the safe area stays as it was")
            table.contentOffset.y = -44
            #expect(bar.frame.height == 44 && large.alpha == 0 && small.alpha == 1)
            table.contentOffset.y = 200
            #expect(bar.frame.height == 44)
            table.contentOffset.y = -96
            #expect(bar.frame.height == 96 && large.alpha == 1 && small.alpha == 0)
            window.layoutIfNeeded()
            #expect(large.frame.maxY == 88 && small.frame.midY == 22, "the large title 8 pt above the bar's bottom, the small one in the buttons' row")
        }
    }
}
