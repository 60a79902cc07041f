import Foundation
import Testing
@testable import UIKit

/// Text rules 26–27, 36: the edit menu a secondary click opens on a text field or view, and
/// the primary selection a middle click pastes.
@Suite("Edit menu and primary selection", .serialized, .startsClean)
@MainActor
struct EditMenuTests {
    /// The items' titles and whether each is enabled, as the open menu shows them.
    private func shown(_ window: UIWindow) -> [String] {
        window.openMenu?.rows.map { $0.title + ($0.isEnabled ? "" : " (off)") } ?? []
    }

    /// A click (down and up) on `item` of the open menu.
    private func click(_ item: EditMenuItem, in window: UIWindow, _ touches: TouchInput) throws {
        let menu = try #require(window.openMenu)
        let row = try #require(menu.rows.firstIndex { $0.title == item.title })
        let point = CGPoint(x: menu.panel.frame.midX,
                            y: menu.panel.frame.minY + MenuPanelView.Metrics.verticalPadding + (CGFloat(row) + 0.5) * MenuPanelView.Metrics.rowHeight)
        touches.click(.primary, point.x, point.y)
    }

    /// Runs `body` with `withTextField`'s field holding `text`, its window and pointer input, the clipboard empty.
    private func withField(_ text: String, _ body: (UITextField, TextFieldRecorder, KeyInput, UIWindow, TouchInput) throws -> Void) throws {
        try withTextField { field, log, input in
            field.text = text
            input.platform.clipboardText = nil
            try body(field, log, input, try #require(field.window), TouchInput(platform: input.platform, window: input.window))
        }
    }

    @Test("Text rule 27: a secondary click focuses the field, puts the caret where it lands and opens Cut, Copy, Paste, Select All at the pointer, each enabled as it can be performed; Escape closes it")
    func secondaryClickOpensMenu() throws {
        try withField("hello world") { field, log, input, window, touches in
            touches.click(.secondary, 14, 27)
            #expect(field.isEditing && (field.selectedTextRange as? TextOffsetRange)?.range == NSRange(location: 0, length: 0))
            #expect(log.lines.prefix(2) == ["shouldBegin", "didBegin"])
            #expect(shown(window) == ["Cut (off)", "Copy (off)", "Paste (off)", "Select All"])
            #expect(window.openMenu?.panel.frame.origin == CGPoint(x: 14, y: 27) && window.subviews.last === window.openMenu)
            input.type(.keyboardEscape)
            #expect(window.openMenu == nil && field.isEditing && field.text == "hello world")
            input.platform.clipboardText = "pasted"
            touches.click(.secondary, 290, 190)
            #expect(window.openMenu == nil, "not on the field: no menu")
            touches.click(.secondary, 205, 27)
            #expect((field.selectedTextRange as? TextOffsetRange)?.range == NSRange(location: 11, length: 0))
            #expect(shown(window) == ["Cut (off)", "Copy (off)", "Paste", "Select All"])
            let panel = try #require(window.openMenu?.panel.frame)
            #expect(panel.maxX <= 300 && panel.maxY <= 200 && panel.width >= 120, "moved in to stay in the window: \(panel)")
            touches.click(.primary, 100, 190)
            #expect(window.openMenu == nil && (field.selectedTextRange as? TextOffsetRange)?.range == NSRange(location: 11, length: 0),
                    "a click elsewhere closes the menu and does nothing else")
        }
    }

    @Test("Text rules 26–27: a click on an item performs it on the field and closes the menu; a click in the selection keeps it; a secure field's Cut and Copy are off")
    func itemsPerform() throws {
        try withField("hello world") { field, log, input, window, touches in
            @MainActor func selected() -> NSRange? { (field.selectedTextRange as? TextOffsetRange)?.range }
            touches.click(.secondary, 14, 27)
            try click(.selectAll, in: window, touches)
            #expect(window.openMenu == nil && selected() == NSRange(location: 0, length: 11))
            touches.click(.secondary, 60, 27)
            #expect(selected() == NSRange(location: 0, length: 11), "a click inside the selection keeps it")
            #expect(shown(window) == ["Cut", "Copy", "Paste (off)", "Select All (off)"])
            try click(.copy, in: window, touches)
            #expect(input.platform.clipboardText == "hello world" && field.text == "hello world" && window.openMenu == nil)
            touches.click(.secondary, 60, 27)
            log.clear()
            try click(.cut, in: window, touches)
            #expect(field.text == "" && input.platform.clipboardText == "hello world")
            #expect(log.lines.first == "shouldChange {0, 11} \"\"")
            touches.click(.secondary, 14, 27)
            #expect(shown(window) == ["Cut (off)", "Copy (off)", "Paste", "Select All (off)"])
            try click(.paste, in: window, touches)
            #expect(field.text == "hello world" && selected() == NSRange(location: 11, length: 0))
            touches.click(.secondary, 14, 27)
            try click(.cut, in: window, touches)
            #expect(window.openMenu != nil && field.text == "hello world", "an item that is off does nothing, the menu stays")
            field.isSecureTextEntry = true
            field.selectAll(nil)
            touches.click(.secondary, 60, 27)
            #expect(shown(window) == ["Cut (off)", "Copy (off)", "Paste", "Select All (off)"])
        }
    }

    @Test("The enabled item under the pointer is highlighted; an item that is off, or the pointer leaving the panel, highlights nothing")
    func hoverHighlights() throws {
        try withField("hello") { field, _, input, window, touches in
            touches.click(.secondary, 14, 27)
            let menu = try #require(window.openMenu)
            @MainActor func hover(row: Int) {
                let y = menu.panel.frame.minY + MenuPanelView.Metrics.verticalPadding + (CGFloat(row) + 0.5) * MenuPanelView.Metrics.rowHeight
                input.platform.inject(.pointerMotion(window: input.window, location: CGPoint(x: menu.panel.frame.midX, y: y), buttons: [],
                                                     modifiers: []))
                touches.turn()
            }
            hover(row: 3)
            #expect(menu.highlightedRow == 3)
            hover(row: 0)
            #expect(menu.highlightedRow == nil, "Cut is off")
            hover(row: 3)
            input.platform.inject(.pointerMotion(window: input.window, location: CGPoint(x: 290, y: 190), buttons: [], modifiers: []))
            touches.turn()
            #expect(menu.highlightedRow == nil)
        }
    }

    @Test("Text rule 26: a text view that is not editable offers Copy and Select All, never Cut or Paste")
    func readOnlyTextView() throws {
        try withKeyWindow { window, input in
            let view = UITextView(frame: CGRect(x: 10, y: 10, width: 200, height: 100))
            view.text = "read only"
            view.isEditable = false
            window.addSubview(view)
            defer { view.removeFromSuperview() }
            input.platform.clipboardText = "on the clipboard"
            view.selectAll(nil)
            TouchInput(platform: input.platform, window: input.window).click(.secondary, 30, 25)
            #expect(shown(window) == ["Cut (off)", "Copy", "Paste (off)", "Select All (off)"])
        }
    }

    @Test("Text rule 36: selecting text offers it as the primary selection (not a secure field's); a middle click puts the caret where it lands and pastes it there, asked of the delegate")
    func primarySelection() throws {
        try withTextField { field, log, input in
            let touches = TouchInput(platform: input.platform, window: input.window)
            input.platform.primarySelectionText = nil
            field.text = "hello world"
            touches.click(.primary, 20, 27, at: MediaClock.shared.now() + 10)
            touches.click(.primary, 20, 27, at: MediaClock.shared.now() + 10.1)
            #expect(input.platform.primarySelectionText == "hello")
            input.platform.primarySelectionText = "from elsewhere ✓"
            log.allowsChange = false
            touches.click(.middle, 14, 27)
            #expect(field.text == "hello world" && (field.selectedTextRange as? TextOffsetRange)?.range == NSRange(location: 0, length: 0),
                    "refused: the caret moved, nothing pasted")
            log.allowsChange = true
            log.clear()
            touches.click(.middle, 205, 27)
            #expect(field.text == "hello worldfrom elsewhere ✓")
            #expect(log.lines.contains("shouldChange {11, 0} \"from elsewhere ✓\""))
            field.isSecureTextEntry = true
            field.selectAll(nil)
            #expect(input.platform.primarySelectionText == "from elsewhere ✓", "a secure field offers nothing")
        }
    }
}
