import Foundation
import Testing
@testable import UIKit

/// A button's menu under real X input (part of the X11 run's input tests, with the other real-X tests).
extension RealXInputTests {
    @Test("A button's menu under real X input: a click opens it under the button, a click on a row runs its action and closes it; Escape closes it choosing nothing")
    func buttonMenu() throws {
        var chosen: [String] = []
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 20, width: 100, height: 30)
        button.setTitle("Sort", for: .normal)
        button.menu = UIMenu(children: ["Name", "Date", "Size"].map { title in UIAction(title: title) { chosen.append($0.title) } })
        button.showsMenuAsPrimaryAction = true
        let (window, id, _) = try open(size: CGSize(width: 300, height: 240)) { $0.addSubview(button) }
        defer { window.isHidden = true }
        try pointAt(button, CGPoint(x: 50, y: 15), window: id)
        try xdotool(["click", "1"])
        let menu = try #require(pump(until: { window.openMenu != nil }) ? window.openMenu : nil)
        #expect(menu.panel.frame.minY == 50 && menu.rows.map(\.title) == ["Name", "Date", "Size"])
        try pointAt(menu.panel, CGPoint(x: menu.panel.bounds.midX, y: MenuPanelView.Metrics.verticalPadding + 1.5 * MenuPanelView.Metrics.rowHeight), window: id)
        try xdotool(["click", "1"])
        #expect(pump(until: { chosen == ["Date"] }), "\(chosen)")
        #expect(window.openMenu == nil)
        try pointAt(button, CGPoint(x: 50, y: 15), window: id)
        try xdotool(["click", "1"])
        #expect(pump(until: { window.openMenu != nil }))
        try xdotool(["key", "Escape"])
        #expect(pump(until: { window.openMenu == nil }) && chosen == ["Date"], "Escape closed it")
    }
}
