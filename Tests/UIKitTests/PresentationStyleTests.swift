import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

/// Navigation rules 30–35: where each presentation style puts the presented view, which
/// appearance callbacks the presenter hears, and Escape dismissing a sheet.
@Suite("Presentation styles", .serialized, .startsClean)
@MainActor
struct PresentationStyleTests {
    typealias Logged = UIViewControllerTests.Logged

    /// `presented` presented (not animated) by the root of a shown 300×200 key window; the log
    /// holds the calls of the presentation, layout calls left out.
    private func present(_ presented: UIViewController, by presenter: UIViewController, in window: UIWindow, _ log: UIViewControllerTests.Log,
                         animated: Bool = false) {
        window.rootViewController = presenter
        window.makeKeyAndVisible()
        CATransaction.flush()
        log.lines = []
        presenter.present(presented, animated: animated)
        log.lines.removeAll { $0.contains("Layout") }
    }

    @Test("Navigation rule 33: the default style is a form sheet, 540 × 620 pt centred over a 25 % black dimming, within 20 pt of the window's edges; the presenter stays and hears nothing")
    func automaticIsAFormSheet() throws {
        try withKeyWindow { window, _ in
            let log = UIViewControllerTests.Log()
            window.frame = CGRect(x: 0, y: 0, width: 800, height: 700)
            let presenter = Logged("presenter", log), presented = Logged("presented", log)
            #expect(presented.modalPresentationStyle == .automatic)
            present(presented, by: presenter, in: window, log)
            #expect(log.lines == ["presented viewDidLoad", "presented viewWillAppear", "presented viewIsAppearing", "presented viewDidAppear"])
            let sheet = try #require(window.subviews.last as? SheetContainerView)
            #expect(sheet.frame == window.bounds && presented.view.superview === sheet)
            #expect(presented.view.frame == CGRect(x: 130, y: 40, width: 540, height: 620))
            #expect(presented.view.layer.cornerRadius == 10 && presented.view.clipsToBounds)
            #expect(sheet.dimming.backgroundColor == UIColor(white: 0, alpha: 0.25) && sheet.dimming.frame == window.bounds)
            #expect(!presenter.view.isHidden && presenter.view.superview === window)

            window.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
            window.layoutIfNeeded()
            #expect(presented.view.frame == CGRect(x: 20, y: 20, width: 360, height: 260), "a smaller window: 20 pt from each edge")

            log.lines = []
            presented.dismiss(animated: false)
            #expect(log.lines == ["presented viewWillDisappear", "presented viewDidDisappear"])
            #expect(sheet.superview == nil && presented.view.superview == nil && presented.view.layer.cornerRadius == 0)
            #expect(presenter.presentedViewController == nil)
        }
    }

    @Test("Navigation rule 33: a form sheet takes its preferredContentSize; a page sheet does not")
    func preferredContentSize() throws {
        try withKeyWindow { window, _ in
            window.frame = CGRect(x: 0, y: 0, width: 800, height: 700)
            let log = UIViewControllerTests.Log()
            let presenter = Logged("presenter", log), form = Logged("form", log)
            form.modalPresentationStyle = .formSheet
            form.preferredContentSize = CGSize(width: 300, height: 200)
            present(form, by: presenter, in: window, log)
            #expect(form.view.frame == CGRect(x: 250, y: 250, width: 300, height: 200))
            form.dismiss(animated: false)
            let page = Logged("page", log)
            page.modalPresentationStyle = .pageSheet
            page.preferredContentSize = CGSize(width: 300, height: 200)
            presenter.present(page, animated: false)
            #expect(page.view.frame.size == CGSize(width: 540, height: 620))
        }
    }

    @Test("Navigation rule 32: over full screen covers the window and keeps the presenter shown, with no callbacks to it")
    func overFullScreen() throws {
        try withKeyWindow { window, _ in
            let log = UIViewControllerTests.Log()
            let presenter = Logged("presenter", log), presented = Logged("presented", log)
            presented.modalPresentationStyle = .overFullScreen
            present(presented, by: presenter, in: window, log)
            #expect(log.lines == ["presented viewDidLoad", "presented viewWillAppear", "presented viewIsAppearing", "presented viewDidAppear"])
            #expect(presented.view.superview === window && presented.view.frame == window.bounds && !presenter.view.isHidden)
            log.lines = []
            presenter.dismiss(animated: false)
            #expect(log.lines == ["presented viewWillDisappear", "presented viewDidDisappear"])
        }
    }

    @Test("An animated sheet rises from below the window while the dimming fades in; did-appear waits for its end")
    func animatedSheet() throws {
        try withKeyWindow { window, _ in
            let log = UIViewControllerTests.Log()
            let presenter = Logged("presenter", log), presented = Logged("presented", log)
            present(presented, by: presenter, in: window, log, animated: true)
            let sheet = try #require(window.subviews.last as? SheetContainerView)
            #expect(presented.view.frame.origin.y == 20 && sheet.dimming.alpha == 1, "the model is where the sheet ends")
            let animations = presented.view.layer.animationKeys()?.compactMap { presented.view.layer.animation(forKey: $0) as? CABasicAnimation } ?? []
            #expect(animations.contains { $0.keyPath == "position" })
            #expect(sheet.dimming.layer.animationKeys()?.isEmpty == false)
            #expect(!log.lines.contains("presented viewDidAppear"))
            settleAnimations()
            #expect(log.lines.last == "presented viewDidAppear")
        }
    }

    @Test("Escape dismisses a sheet, not one modal in presentation, nor a full-screen presentation")
    func escapeDismissesSheets() throws {
        try withKeyWindow { window, keys in
            let log = UIViewControllerTests.Log()
            let presenter = Logged("presenter", log), sheet = Logged("sheet", log)
            present(sheet, by: presenter, in: window, log)
            sheet.isModalInPresentation = true
            keys.type(.keyboardEscape)
            #expect(presenter.presentedViewController === sheet, "modal in presentation: Escape does nothing")
            sheet.isModalInPresentation = false
            keys.type(.keyboardEscape)
            settleAnimations()
            #expect(presenter.presentedViewController == nil && sheet.view.superview == nil)

            let cover = Logged("cover", log)
            cover.modalPresentationStyle = .fullScreen
            presenter.present(cover, animated: false)
            keys.type(.keyboardEscape)
            #expect(presenter.presentedViewController === cover)
            presenter.dismiss(animated: false)
        }
    }
}
