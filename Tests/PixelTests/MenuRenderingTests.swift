import Foundation
import Testing
@testable import UIKit

/// A button's menu on screen: what the compositor shows of the panel a tap opens under the button.
@Suite("Menu rendering", .serialized, .startsClean)
@MainActor
struct MenuRenderingTests {
    @Test("Under the button: a light panel; a destructive row's title in red, the others' in black, a line setting an inline group apart")
    func menuDrawn() throws {
        try withWindow(size: CGSize(width: 240, height: 200)) { window, renderer in
            window.backgroundColor = UIColor(white: 128.0 / 255, alpha: 1)
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 20, y: 10, width: 100, height: 30)
            button.setTitle("Sort", for: .normal)
            button.menu = UIMenu(children: [UIAction(title: "Name") { _ in },
                                            UIMenu(options: .displayInline, children: [UIAction(title: "Delete", attributes: .destructive) { _ in }])])
            button.showsMenuAsPrimaryAction = true
            window.addSubview(button)
            defer { window.openMenu?.close(); button.removeFromSuperview() }
            button.performPrimaryAction(with: nil)
            let menu = try #require(window.openMenu)
            let panel = menu.panel.frame
            #expect(panel.origin == CGPoint(x: 20, y: 40))
            let picture = frame(window, renderer)
            let light = RGB(r: 247, g: 247, b: 247)
            #expect(picture.rgb(Int(panel.maxX) - 4, Int(panel.minY) + 3).isClose(to: light, tolerance: 2), "the panel")
            func row(_ index: Int) -> CGRect {
                CGRect(x: panel.minX, y: panel.minY + MenuPanelView.Metrics.verticalPadding + CGFloat(index) * MenuPanelView.Metrics.rowHeight,
                       width: panel.width, height: MenuPanelView.Metrics.rowHeight)
            }
            let black = picture.bounds(in: row(0)) { max($0.r, $0.g, $0.b) < 80 }
            let red = picture.bounds(in: row(1).insetBy(dx: 0, dy: 2)) { $0.r > 200 && $0.g < 120 && $0.b < 120 }
            #expect(black != nil && picture.bounds(in: row(0)) { $0.r > 200 && $0.g < 120 } == nil, "Name in black")
            #expect(red != nil, "Delete in red")
            let line = picture.rgb(Int(panel.midX), Int(row(1).minY))
            #expect(line.isClose(to: RGB(r: 191, g: 191, b: 191), tolerance: 12), "the group's line: \(line)")
        }
    }
}
