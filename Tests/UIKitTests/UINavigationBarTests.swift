import Foundation
import Testing
@testable import UIKit

/// Navigation rules 22–26: the bar's height, the back button's title rules, where the items go.
@Suite("UINavigationBar", .startsClean)
@MainActor
struct UINavigationBarTests {
    /// A 320-point bar showing `items`, laid out.
    private func bar(_ items: [UINavigationItem]) -> UINavigationBar {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        bar.items = items
        bar.layoutIfNeeded()
        return bar
    }

    private func buttons(_ bar: UINavigationBar) -> [UIButton] { bar.subviews.compactMap { $0 as? UIButton } }

    @Test("The back title: the back item's back bar button item, else backButtonTitle, else its title, else (or when too long) \"Back\"")
    func backTitle() {
        let item = UINavigationItem(title: "Inbox")
        #expect(UINavigationBar.backTitle(for: item) == "Inbox")
        item.title = "A title far too long"
        #expect(UINavigationBar.backTitle(for: item) == "Back")
        item.title = nil
        #expect(UINavigationBar.backTitle(for: item) == "Back")
        item.backButtonTitle = "Mail"
        #expect(UINavigationBar.backTitle(for: item) == "Mail")
        item.backBarButtonItem = UIBarButtonItem(title: "Up")
        #expect(UINavigationBar.backTitle(for: item) == "Up")
    }

    @Test("The bar is 44 pt; the root has no back button; above it a back button at the left, the title centred")
    func backButtonAndTitle() throws {
        #expect(UINavigationBar().sizeThatFits(CGSize(width: 500, height: 500)) == CGSize(width: 500, height: 44))
        let root = UINavigationItem(title: "Settings"), top = UINavigationItem(title: "General")
        #expect(buttons(bar([root])).isEmpty)
        let shown = bar([root, top])
        #expect(shown.topItem === top && shown.backItem === root)
        let back = try #require(buttons(shown).first)
        #expect(back.currentTitle == "‹ Settings" && back.frame.minX == 8)
        let title = try #require(shown.subviews.compactMap { $0 as? UILabel }.first { $0.text == "General" })
        #expect(abs(title.frame.midX - 160) <= 0.5 && abs(title.frame.midY - 22) <= 0.5)
        top.hidesBackButton = true
        #expect(buttons(shown).isEmpty, "hidesBackButton hides it, and the bar follows the item's change")
    }

    @Test("Left items replace the back button; right items run from the trailing edge, the first rightmost")
    func items() {
        let root = UINavigationItem(title: "Root"), top = UINavigationItem(title: "Top")
        top.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel)
        top.rightBarButtonItems = [UIBarButtonItem(systemItem: .done), UIBarButtonItem(title: "Edit")]
        let shown = bar([root, top])
        let titles = buttons(shown).map(\.currentTitle)
        #expect(titles == ["Cancel", "Done", "Edit"], "no back button: \(titles)")
        let frames = Dictionary(uniqueKeysWithValues: buttons(shown).map { ($0.currentTitle ?? "", $0.frame) })
        #expect(frames["Cancel"]?.minX == 8 && frames["Done"]?.maxX == 312 && (frames["Edit"]?.maxX ?? 0) <= (frames["Done"]?.minX ?? 0) - 8)
        top.leftItemsSupplementBackButton = true
        #expect(buttons(shown).map(\.currentTitle).first == "‹ Root", "supplementing: the back button first")
    }

    @Test("A primary action's title wins, and a tap on the item's button runs it")
    func primaryAction() throws {
        var ran = 0
        let item = UIBarButtonItem(title: "Ignored", primaryAction: UIAction(title: "Add") { _ in ran += 1 })
        #expect(item.title == "Add")
        let top = UINavigationItem(title: "Top")
        top.rightBarButtonItem = item
        let button = try #require(buttons(bar([top])).first)
        button.sendActions(for: .primaryActionTriggered)
        #expect(button.currentTitle == "Add" && ran == 1)
    }
}

/// Large titles (Navigation rule 22): 52 pt more, the title 34 pt bold at the leading edge of
/// the row below the buttons, where the items' display modes let it.
@Suite("UINavigationBar large titles", .startsClean)
@MainActor
struct UINavigationBarLargeTitleTests {
    @Test("A bar preferring large titles is 96 pt with the root's title large at the left; .never and what follows it automatically are 44 pt; .always is large again")
    func largeTitles() throws {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        bar.prefersLargeTitles = true
        let root = UINavigationItem(title: "Settings")
        bar.items = [root]
        bar.layoutIfNeeded()
        #expect(bar.frame.height == 96 && bar.sizeThatFits(CGSize(width: 320, height: 10)).height == 96)
        let title = try #require(bar.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Settings" })
        #expect(title.font.pointSize == 34 && title.frame.minX == 16 && title.frame.maxY == 88 && title.frame.minY >= 44, "\(title.frame)")
        let detail = UINavigationItem(title: "General"), deeper = UINavigationItem(title: "About")
        detail.largeTitleDisplayMode = .never
        bar.items = [root, detail]
        bar.layoutIfNeeded()
        #expect(bar.frame.height == 44)
        let small = try #require(bar.subviews.compactMap { $0 as? UILabel }.first { $0.text == "General" })
        #expect(small.font.pointSize == 17 && abs(small.frame.midX - 160) <= 1)
        bar.items = [root, detail, deeper]
        #expect(bar.frame.height == 44, "automatic follows the item below")
        deeper.largeTitleDisplayMode = .always
        #expect(bar.frame.height == 96)
        bar.prefersLargeTitles = false
        #expect(bar.frame.height == 44)
    }
}
