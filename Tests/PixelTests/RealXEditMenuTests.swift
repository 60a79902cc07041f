import Foundation
import Testing
@testable import DemoKit
@testable import QuartzCore
@testable import UIKit

/// The edit menu and the primary selection with real X input (Text rules 27, 36): xdotool's
/// right click opens the menu on the text input page's name field, a click on an item performs
/// it; the selection is X's PRIMARY, which `xclip` reads, and a middle click pastes the PRIMARY
/// another client holds.
extension RealXInputTests {
    @Test("xdotool click 3 on a field opens the edit menu, whose Select All selects the text; xclip reads it as PRIMARY; click 2 pastes xclip's PRIMARY where it lands")
    func editMenuAndPrimarySelection() throws {
        let (window, page, id, _) = try open(size: CGSize(width: 640, height: 480)) { TextInputPage(frame: $0) }
        defer {
            window.openMenu?.close()
            window.isHidden = true
        }
        let field = page.nameField
        field.text = "hello world"
        try pointAt(field, CGPoint(x: 12, y: field.bounds.midY), window: id)
        try xdotool(["click", "3"])
        #expect(pump(until: { window.openMenu != nil }), "the right click opened the menu: \(page.log)")
        #expect(field.isEditing && window.openMenu?.rows.map(\.title) == ["Cut", "Copy", "Paste", "Select All"])
        try xdotool(["key", "Escape"])
        #expect(pump(until: { window.openMenu == nil }), "Escape closed it")

        try xdotool(["click", "3"])
        let menu = try #require(pump(until: { window.openMenu != nil }) ? window.openMenu : nil)
        let row = try #require(menu.rows.firstIndex { $0.title == "Select All" })
        try pointAt(menu.panel, CGPoint(x: menu.panel.bounds.midX,
                                        y: MenuPanelView.Metrics.verticalPadding + (CGFloat(row) + 0.5) * MenuPanelView.Metrics.rowHeight), window: id)
        try xdotool(["click", "1"])
        #expect(pump(until: { (field.selectedTextRange as? TextOffsetRange)?.range.length == 11 }), "Select All selected the text")
        #expect(window.openMenu == nil)
        let primary = try runPumping("/usr/bin/xclip", ["-o", "-selection", "primary"])
        #expect(primary == "hello world", "xclip read PRIMARY: \(primary)")

        let served = try startXclipServing("from primary ✓", selection: "primary")
        defer { if served.isRunning { served.terminate() } }
        try pointAt(field, CGPoint(x: field.bounds.maxX - 10, y: field.bounds.midY), window: id)
        try xdotool(["click", "2"])
        #expect(pump(until: { field.text == "hello worldfrom primary ✓" }), "pasted: \(String(describing: field.text))")
    }
}
