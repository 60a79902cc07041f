import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

/// Navigation rules 36–38: an alert's actions, their order and geometry, the handler after the
/// dismissal, Return and Escape, and bad calls reported.
@Suite("UIAlertController", .serialized, .startsClean)
@MainActor
struct UIAlertControllerTests {
    /// A shown window of `size` whose root presents `alert`, animated and settled.
    private func show(_ alert: UIAlertController, in window: UIWindow, size: CGSize = CGSize(width: 600, height: 400)) -> UIViewController {
        window.frame = CGRect(origin: .zero, size: size)
        let root = UIViewController()
        window.rootViewController = root
        CATransaction.flush()
        root.present(alert, animated: true)
        settleAnimations()
        return root
    }

    private func alertView(_ alert: UIAlertController) throws -> AlertView { try #require(alert.view as? AlertView) }

    @Test("Navigation rule 38: an alert is a 270 pt card centred over a dimmed window, 13 pt corners; two actions side by side, cancel leading, 44 pt tall")
    func twoActionsSideBySide() throws {
        try withKeyWindow { window, _ in
            let alert = UIAlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            let root = show(alert, in: window)
            #expect(alert.presentingViewController === root && !root.view.isHidden && alert.modalPresentationStyle == .custom)
            let view = try alertView(alert)
            #expect(view.frame == window.bounds && view.backgroundColor == UIColor(white: 0, alpha: 0.2))
            let card = view.card
            #expect(card.frame.width == 270 && card.frame.midX == 300 && abs(card.frame.midY - 200) <= 0.5)
            #expect(card.layer.cornerRadius == 13 && card.transform == .identity)
            let titles = view.buttons.map { $0.0.title(for: .normal) }
            #expect(titles == ["Cancel", "Delete"])
            let (cancel, delete) = (view.buttons[0].0, view.buttons[1].0)
            #expect(cancel.frame == CGRect(x: 0, y: card.bounds.height - 44, width: 135, height: 44))
            #expect(delete.frame == CGRect(x: 135, y: card.bounds.height - 44, width: 135, height: 44))
            #expect(delete.titleColor(for: .normal) == .systemRed && cancel.titleColor(for: .normal) == .systemBlue)
        }
    }

    @Test("Navigation rule 37: three actions stack with cancel last; tapping one dismisses the alert, then runs its handler, once")
    func tapDismissesThenRunsTheHandler() throws {
        try withTouchWindow { window, touches in
            var log: [String] = []
            let alert = UIAlertController(title: "Share", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.append("cancel") })
            alert.addAction(UIAlertAction(title: "Mail", style: .default) { action in
                log.append("\(action.title!) presented=\(alert.presentingViewController != nil)")
            })
            alert.addAction(UIAlertAction(title: "Print", style: .default))
            let root = show(alert, in: window)
            let view = try alertView(alert)
            #expect(view.buttons.map { $0.0.title(for: .normal) } == ["Mail", "Print", "Cancel"])
            #expect(view.buttons.map(\.0.frame.height) == [44, 44, 44] && view.buttons[2].0.frame.maxY == view.card.bounds.height)
            let mail = view.buttons[0].0
            let point = mail.convert(CGPoint(x: mail.bounds.midX, y: mail.bounds.midY), to: window)
            touches.mouse(true, point.x, point.y)
            touches.mouse(false, point.x, point.y)
            touches.turn()
            #expect(log.isEmpty, "the handler waits for the alert to be gone")
            #expect(root.presentedViewController === alert && alert.isBeingDismissed, "the click started the dismissal")
            mail.sendActions(for: .touchUpInside)   // a second tap while it leaves: nothing
            settleAnimations()
            #expect(log == ["Mail presented=false"])
            #expect(root.presentedViewController == nil && alert.view.superview == nil)
        }
    }

    @Test("Return triggers the preferred action, drawn semibold; Escape the cancel action; a disabled action does nothing")
    func keys() throws {
        try withKeyWindow { window, keys in
            var log: [String] = []
            let alert = UIAlertController(title: "Name", message: nil, preferredStyle: .alert)
            let save = UIAlertAction(title: "Save", style: .default) { _ in log.append("save") }
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.append("cancel") })
            alert.addAction(save)
            alert.preferredAction = save
            alert.addTextField { $0.placeholder = "Name" }
            let root = show(alert, in: window)
            let view = try alertView(alert)
            #expect(view.buttons[1].0.titleLabel?.font.fontName == UIFont.systemFont(ofSize: 17, weight: .semibold).fontName)
            let field = try #require(alert.textFields?.first)
            #expect(field.superview === view.card && field.frame.width == 270 - 32 && field.frame.maxY < view.buttons[0].0.frame.minY)
            save.isEnabled = false
            keys.type(.keyboardReturnOrEnter, text: "\r")
            settleAnimations()
            #expect(log.isEmpty && root.presentedViewController === alert, "disabled: Return does nothing")
            save.isEnabled = true
            keys.type(.keyboardReturnOrEnter, text: "\r")
            settleAnimations()
            #expect(log == ["save"] && root.presentedViewController == nil)

            let second = UIAlertController(title: "Again", message: nil, preferredStyle: .alert)
            second.addAction(UIAlertAction(title: "OK", style: .default) { _ in log.append("ok") })
            second.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.append("cancel") })
            root.present(second, animated: false)
            keys.type(.keyboardEscape)
            settleAnimations()
            #expect(log == ["save", "cancel"] && root.presentedViewController == nil)
        }
    }

    @Test("Navigation rule 38: an action sheet sits 10 pt above the window's bottom, at most 400 pt wide, 57 pt rows, the cancel action 8 pt below the others")
    func actionSheet() throws {
        try withKeyWindow { window, _ in
            let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            sheet.addAction(UIAlertAction(title: "Copy", style: .default))
            sheet.addAction(UIAlertAction(title: "Remove", style: .destructive))
            _ = show(sheet, in: window, size: CGSize(width: 800, height: 600))
            let view = try alertView(sheet)
            #expect(view.cancelCard.frame == CGRect(x: 200, y: 600 - 10 - 57, width: 400, height: 57))
            #expect(view.card.frame == CGRect(x: 200, y: 533 - 8 - 114, width: 400, height: 114))
            #expect(view.buttons.map { $0.0.title(for: .normal) } == ["Copy", "Remove", "Cancel"])
        }
    }

    @Test("Bad calls: a second cancel action, a preferred action not added, text fields on an action sheet, an alert with no actions — each reported, nothing else changed")
    func badCalls() throws {
        try withKeyWindow { window, _ in
            let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
            let stranger = UIAlertAction(title: "Stranger", style: .default)
            let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            let empty = UIAlertController(title: "Empty", message: nil, preferredStyle: .alert)
            var root: UIViewController?
            let messages = Diagnostics.recording {
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                alert.addAction(UIAlertAction(title: "Close", style: .cancel))
                alert.preferredAction = stranger
                sheet.addTextField()
                root = show(empty, in: window)
            }
            #expect(messages.count == 4, "\(messages)")
            #expect(messages.contains { $0.contains("only one action with the cancel style") })
            #expect(messages.contains { $0.contains("is not one of the alert's actions") })
            #expect(messages.contains { $0.contains("only an alert has text fields") })
            #expect(messages.contains { $0.contains("no actions") })
            #expect(alert.actions.map(\.title) == ["Cancel"] && alert.preferredAction == nil && sheet.textFields == nil)
            #expect(root?.presentedViewController === empty)
            empty.dismiss(animated: false)
            #expect(root?.presentedViewController == nil)
        }
    }
}
