import Foundation
import Testing
@testable import UIKit

/// The edit menu on screen (Text rule 27): what the compositor shows of the panel a secondary
/// click opens on a text field.
@Suite("Edit menu rendering", .serialized, .startsClean)
@MainActor
struct EditMenuRenderingTests {
    static let grey = RGB(r: 128, g: 128, b: 128)
    static let panel = RGB(r: 247, g: 247, b: 247)

    @Test("Text rule 27: a light panel with a grey hairline at the pointer, over the field; the items the field can perform in black, the others in grey")
    func menuDrawn() throws {
        try withWindow(size: CGSize(width: 240, height: 160)) { window, renderer in
            window.backgroundColor = UIColor(white: 128.0 / 255, alpha: 1)
            let field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 34))
            field.borderStyle = .roundedRect
            field.text = "hello"
            window.addSubview(field)
            defer {
                window.openMenu?.close()
                field.resignFirstResponder()
                field.removeFromSuperview()
            }
            UIPasteboard.general.string = "on the clipboard"
            field.secondaryClick(at: CGPoint(x: 30, y: 17))
            let menu = try #require(window.openMenu)
            let panel = menu.panel.frame
            #expect(panel.origin == CGPoint(x: 50, y: 37))
            let picture = frame(window, renderer)
            #expect(picture.rgb(Int(panel.maxX) - 4, Int(panel.midY)).isClose(to: Self.panel, tolerance: 2), "the panel")
            #expect(picture.rgb(Int(panel.maxX) - 4, 45).isClose(to: Self.panel, tolerance: 2), "over the field's white")
            let edge = picture.rgb(Int(panel.midX), Int(panel.minY))
            #expect(edge.isClose(to: RGB(r: 191, g: 191, b: 191), tolerance: 24), "the hairline: \(edge)")
            #expect(picture.rgb(Int(panel.minX) - 1, Int(panel.midY)).isClose(to: Self.grey, tolerance: 2))
            #expect(menu.rows.map(\.isEnabled) == [false, false, true, true])
            for (index, entry) in menu.rows.enumerated() {
                let row = CGRect(x: panel.minX, y: panel.minY + MenuPanelView.Metrics.verticalPadding + CGFloat(index) * MenuPanelView.Metrics.rowHeight,
                                 width: panel.width, height: MenuPanelView.Metrics.rowHeight)
                let dark = picture.bounds(in: row) { max($0.r, $0.g, $0.b) < 80 }
                let ink = try #require(picture.inkBounds(in: row.insetBy(dx: 2, dy: 0), against: Self.panel), "\(entry.title)'s text")
                #expect(abs(ink.minX - (panel.minX + MenuPanelView.Metrics.textInset)) <= 2, "\(entry.title) 12 points in: \(ink)")
                #expect((dark != nil) == entry.isEnabled, "\(entry.title): black when enabled, grey when not")
            }
        }
    }
}
