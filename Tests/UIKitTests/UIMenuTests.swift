import Foundation
import Testing
@testable import UIKit

/// `UIMenu` and the menus buttons and bar button items show: the element tree, Apple's option and
/// attribute values, and a menu opened by a click on a button under it, its rows as the menu's
/// children say (inline groups apart, disabled greyed, destructive red, hidden left out), a click
/// on a row calling its action with the button as sender, a click outside closing it.
@Suite("Menus", .serialized, .startsClean)
@MainActor
struct UIMenuTests {
    @Test("The element tree: defaults, Apple's raw values, a unique identifier unless given, replacingChildren a copy")
    func elementTree() {
        let open = UIAction(title: "Open") { _ in }
        let menu = UIMenu(title: "File", children: [open])
        #expect(menu.options == [] && menu.image == nil && menu.subtitle == nil && menu.children.map(\.title) == ["Open"])
        #expect(UIMenu().identifier != UIMenu().identifier && UIMenu(identifier: .init("file")).identifier.rawValue == "file")
        #expect(UIMenu.Options.displayInline.rawValue == 1 && UIMenu.Options.destructive.rawValue == 2 && UIMenu.Options.singleSelection.rawValue == 32)
        #expect(UIMenuElement.Attributes.disabled.rawValue == 1 && UIMenuElement.Attributes.destructive.rawValue == 2
                && UIMenuElement.Attributes.hidden.rawValue == 4 && open.attributes == [])
        let inline = UIMenu(title: "File", identifier: .init("file"), options: .displayInline, children: [open])
        let replaced = inline.replacingChildren([UIAction(title: "Close") { _ in }])
        #expect(replaced.title == "File" && replaced.identifier == inline.identifier && replaced.options == .displayInline)
        #expect(replaced.children.map(\.title) == ["Close"] && inline.children.map(\.title) == ["Open"], "the original unchanged")
    }

    /// A 300 × 200 window with a button at (20, 20, 100, 30) showing `menu` as its primary action.
    private func withMenuButton(_ menu: UIMenu, _ body: (UIButton, UIWindow, TouchInput) throws -> Void) throws {
        try withTouchWindow { window, touches in
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 20, y: 20, width: 100, height: 30)
            button.setTitle("Sort", for: .normal)
            button.menu = menu
            button.showsMenuAsPrimaryAction = true
            window.addSubview(button)
            defer { window.openMenu?.close(); button.removeFromSuperview() }
            try body(button, window, touches)
        }
    }

    /// The centre of row `row` of the open menu, in the window.
    private func rowCentre(_ row: Int, of menu: MenuPanelView) -> CGPoint {
        CGPoint(x: menu.panel.frame.midX,
                y: menu.panel.frame.minY + MenuPanelView.Metrics.verticalPadding + (CGFloat(row) + 0.5) * MenuPanelView.Metrics.rowHeight)
    }

    @Test("A click on a button showing its menu opens it under the button (no .primaryActionTriggered); its rows follow the children; a click on a row calls the action with the button as sender and closes the menu")
    func buttonMenu() throws {
        var chosen: [String] = []
        var sender: Any?
        let record: UIActionHandler = { action in chosen.append(action.title); sender = action.sender }
        let menu = UIMenu(children: [
            UIAction(title: "Name", state: .on, handler: record),
            UIAction(title: "Date", handler: record),
            UIAction(title: "Secret", attributes: .hidden, handler: record),
            UIMenu(options: .displayInline, children: [UIAction(title: "Archive", attributes: .disabled, handler: record),
                                                       UIAction(title: "Delete", attributes: .destructive, handler: record)]),
        ])
        try withMenuButton(menu) { button, window, touches in
            var triggered = 0
            button.addAction(UIAction { _ in triggered += 1 }, for: .primaryActionTriggered)
            touches.click(.primary, 70, 35)
            let open = try #require(window.openMenu)
            #expect(triggered == 0, "the menu instead of the primary action")
            #expect(open.panel.frame.origin == CGPoint(x: 20, y: 50), "under the button: \(open.panel.frame)")
            #expect(open.rows.map(\.title) == ["✓ Name", "Date", "Archive", "Delete"])
            #expect(open.rows.map(\.isEnabled) == [true, true, false, true] && open.rows.map(\.isDestructive) == [false, false, false, true])
            #expect(open.rows.map(\.startsGroup) == [false, false, true, false], "the inline menu set apart")
            var point = rowCentre(2, of: open)
            touches.click(.primary, point.x, point.y)
            #expect(chosen.isEmpty && window.openMenu === open, "a disabled row does nothing; the menu stays")
            point = rowCentre(3, of: open)
            touches.click(.primary, point.x, point.y)
            #expect(chosen == ["Delete"] && sender as? UIButton === button && window.openMenu == nil)
            touches.click(.primary, 70, 35)
            #expect(window.openMenu != nil)
            touches.click(.primary, 280, 20)
            #expect(window.openMenu == nil && chosen == ["Delete"], "a click outside closes it, choosing nothing")
        }
    }

    @Test("A submenu that is not inline is a row opening its children in the same place; a menu with no room below opens above its button")
    func submenuAndPlacement() throws {
        var chosen: [String] = []
        let menu = UIMenu(children: [UIMenu(title: "Share", children: [UIAction(title: "Mail") { chosen.append($0.title) }])])
        try withMenuButton(menu) { button, window, touches in
            touches.click(.primary, 70, 35)
            let first = try #require(window.openMenu)
            #expect(first.rows.map(\.title) == ["Share ›"])
            var point = rowCentre(0, of: first)
            touches.click(.primary, point.x, point.y)
            let second = try #require(window.openMenu)
            #expect(second !== first && second.rows.map(\.title) == ["Mail"] && second.panel.frame.origin == first.panel.frame.origin)
            point = rowCentre(0, of: second)
            touches.click(.primary, point.x, point.y)
            #expect(chosen == ["Mail"] && window.openMenu == nil)
            button.frame.origin.y = 180
            touches.click(.primary, 70, 190)
            let above = try #require(window.openMenu)
            #expect(above.panel.frame.maxY == 180, "above the button: \(above.panel.frame)")
        }
    }

    @Test("A bar button item with a menu and no primary action shows it; init(title:image:primaryAction:menu:) keeps both; with a primary action, the action wins")
    func barButtonItemMenu() {
        let menu = UIMenu(children: [UIAction(title: "Mail") { _ in }])
        let item = UIBarButtonItem(title: "Share", image: nil, primaryAction: nil, menu: menu)
        #expect(item.menu === menu && item.title == "Share")
        let button = item.makeView(onChange: {}) as? UIButton
        #expect(button?.menu === menu && button?.showsMenuAsPrimaryAction == true)
        let acting = UIBarButtonItem(title: "Go", primaryAction: UIAction(title: "Go") { _ in }, menu: menu)
        #expect((acting.makeView(onChange: {}) as? UIButton)?.showsMenuAsPrimaryAction == false)
    }
}
