import Foundation
import Testing
@testable import DemoKit
@testable import QuartzCore
@testable import UIKit

/// The navigation page under real X input: a click on a row pushes its page, a click on the back
/// button pops back to the list.
extension RealXInputTests {
    /// Opens the navigation page and clicks its first row; returns once the row's page is pushed and settled.
    private func openNavigationPageAndPush() throws -> (UIWindow, UINavigationController, String, SynchronousRenderer) {
        let (window, page, id, renderer) = try open(size: CGSize(width: 640, height: 480)) { NavigationPage(frame: $0) }
        let navigation = page.navigation
        let list = try #require(navigation.topViewController)
        let row = try #require(list.view.subviews.compactMap { $0 as? UIButton }.first)
        try pointAt(row, CGPoint(x: row.bounds.midX, y: row.bounds.midY), window: id)
        try xdotool(["click", "1"])
        #expect(pump(until: { navigation.viewControllers.count == 2 && list.viewIfLoaded?.window == nil && !navigation.isUpdating }),
                "the row pushed its page")
        return (window, navigation, id, renderer)
    }

    @Test("Navigation page: a click on a row pushes its page; a click on the back button pops to the list")
    func navigationClicks() throws {
        let (window, navigation, id, renderer) = try openNavigationPageAndPush()
        defer { window.isHidden = true }
        let pushed = frame(window, renderer, at: CACurrentMediaTime())
        #expect(pushed.rgb(320, 300).isClose(to: RGB(r: 0, g: 122, b: 255)), "the pushed page is drawn: \(pushed.rgb(320, 300))")

        let detail = try #require(navigation.topViewController)
        let back = try #require(navigation.navigationBar.subviews.compactMap { $0 as? UIButton }.first { $0.currentTitle == "‹ Settings" })
        try pointAt(back, CGPoint(x: back.bounds.midX, y: back.bounds.midY), window: id)
        try xdotool(["click", "1"])
        #expect(pump(until: { navigation.viewControllers.count == 1 && detail.viewIfLoaded?.window == nil && detail.parent == nil }),
                "the back button popped")
        let popped = frame(window, renderer, at: CACurrentMediaTime())
        #expect(!popped.rgb(320, 300).isClose(to: RGB(r: 0, g: 122, b: 255)), "the list is drawn again: \(popped.rgb(320, 300))")
    }
}

/// The interactive pop under real X input: the mouse drags the pushed page from the left edge.
extension RealXInputTests {
    @Test("Navigation page: a drag from the left edge slides the pushed page with the pointer; released past half way it pops")
    func navigationEdgeDrag() throws {
        let (window, navigation, id, renderer) = try openNavigationPageAndPush()
        defer { window.isHidden = true }
        let list = try #require(navigation.viewControllers.first)
        let detail = try #require(navigation.topViewController)

        try xdotool(["mousemove", "--window", id, "4", "300"])
        try xdotool(["mousedown", "1"])
        for x in stride(from: 44, through: 404, by: 40) {
            try xdotool(["mousemove", "--window", id, "\(x)", "300"])
            pump(until: { false }, timeout: 0.03)
        }
        pump(until: { false }, timeout: 0.3)
        #expect(navigation.viewControllers.count == 1 && list.viewIfLoaded?.window != nil, "the pop is under way")
        let left = try #require(detail.view.layer.presentation()).frame.minX
        #expect(abs(left - 400) < 2, "the page's left edge follows the pointer: \(left)")
        let dragged = frame(window, renderer, at: CACurrentMediaTime())
        #expect(dragged.rgb(520, 300).isClose(to: RGB(r: 0, g: 122, b: 255)), "the page right of the pointer: \(dragged.rgb(520, 300))")
        #expect(!dragged.rgb(300, 300).isClose(to: RGB(r: 0, g: 122, b: 255)), "the list left of it: \(dragged.rgb(300, 300))")
        try xdotool(["mouseup", "1"])
        #expect(pump(until: { detail.parent == nil && detail.viewIfLoaded?.window == nil && !navigation.isUpdating }), "released past half way, it popped")
        let popped = frame(window, renderer, at: CACurrentMediaTime())
        #expect(!popped.rgb(520, 300).isClose(to: RGB(r: 0, g: 122, b: 255)), "the list is drawn: \(popped.rgb(520, 300))")
    }
}

/// The navigation page's presentations under real X input: an alert's button clicked, a sheet
/// dismissed with Escape.
extension RealXInputTests {
    @Test("Navigation page: a click on Reset… shows the alert, drawn; a click on its Reset button dismisses it, then answers; Escape dismisses the About sheet")
    func alertAndSheet() throws {
        let (window, page, id, renderer) = try open(size: CGSize(width: 640, height: 480)) { NavigationPage(frame: $0) }
        defer { window.isHidden = true }
        let list = try #require(page.navigation.topViewController)
        let rows = list.view.subviews.compactMap { $0 as? UIButton }
        let reset = try #require(rows.first { $0.currentTitle == NavigationPage.resetTitle })
        try pointAt(reset, CGPoint(x: reset.bounds.midX, y: reset.bounds.midY), window: id)
        try xdotool(["click", "1"])
        #expect(pump(until: { (list.presentedViewController as? UIAlertController).map { !$0.isBeingPresented } == true }, timeout: 5), "the alert is shown")
        let alert = try #require(list.presentedViewController as? UIAlertController)
        let view = try #require(alert.view as? AlertView)
        let shown = frame(window, renderer, at: CACurrentMediaTime())
        let card = view.card.frame
        #expect(card.width == 270 && card.midX == 320, "\(card)")
        #expect(shown.rgb(320, Int(card.minY) + 6).isClose(to: RGB(r: 247, g: 247, b: 247), tolerance: 6), "the card: \(shown.rgb(320, Int(card.minY) + 6))")
        #expect(shown.rgb(100, 86).isClose(to: RGB(r: 204, g: 204, b: 204), tolerance: 6), "the white row dimmed by 20 % black: \(shown.rgb(100, 86))")
        let button = try #require(view.buttons.first { $0.1.title == "Reset" }?.0)
        try pointAt(button, CGPoint(x: button.bounds.midX, y: button.bounds.midY), window: id)
        try xdotool(["click", "1"])
        #expect(pump(until: { page.answer.text == "Reset" && list.presentedViewController == nil }), "the alert went, then answered: \(page.answer.text ?? "")")

        let about = try #require(rows.first { $0.currentTitle == NavigationPage.aboutTitle })
        try pointAt(about, CGPoint(x: about.bounds.midX, y: about.bounds.midY), window: id)
        try xdotool(["click", "1"])
        #expect(pump(until: { list.presentedViewController.map { !$0.isBeingPresented } == true }), "the sheet is shown")
        let sheet = try #require(list.presentedViewController)
        #expect(sheet.view.frame == CGRect(x: 140, y: 120, width: 360, height: 240))
        let withSheet = frame(window, renderer, at: CACurrentMediaTime())
        #expect(withSheet.rgb(320, 320) == RGB(r: 255, g: 255, b: 255) && withSheet.rgb(60, 60).r < 200, "the white card over the dimmed page")
        let done = try #require(sheet.view.subviews.compactMap { $0 as? UIButton }.first)
        let doneFrame = done.convert(done.bounds, to: window)
        #expect(doneFrame.maxX <= 500 && doneFrame.minX >= 140, "Done inside the card: \(doneFrame)")
        try xdotool(["key", "Escape"])
        #expect(pump(until: { list.presentedViewController == nil && sheet.viewIfLoaded?.window == nil }), "Escape dismissed the sheet")
    }
}

/// The navigation page's name form and tabs under real X input: the bar's Name button clicked, a
/// name typed into the form sheet's field and saved, the Profile tab clicked.
extension RealXInputTests {
    @Test("Navigation page: a click on Name presents the form sheet; the name typed into its field and saved shows on the Profile tab, clicked")
    func nameFormAndTabs() throws {
        let (window, page, id, renderer) = try open(size: CGSize(width: 640, height: 480)) { NavigationPage(frame: $0) }
        defer { window.isHidden = true }
        let list = try #require(page.navigation.topViewController)
        let name = try #require(page.navigation.navigationBar.subviews.compactMap { $0 as? UIButton }.first { $0.currentTitle == NavigationPage.nameTitle })
        try pointAt(name, CGPoint(x: name.bounds.midX, y: name.bounds.midY), window: id)
        try xdotool(["click", "1"])
        #expect(pump(until: { list.presentedViewController.map { !$0.isBeingPresented } == true }), "the form sheet is shown")
        let form = try #require(list.presentedViewController)
        let field = try #require(form.view.subviews.compactMap { $0 as? UITextField }.first)
        try pointAt(field, CGPoint(x: field.bounds.midX, y: field.bounds.midY), window: id)
        try xdotool(["click", "1"])
        #expect(pump(until: { field.isFirstResponder }), "a click in the field focuses it")
        try typeWaiting("Ada Lovelace", into: { field.text ?? "" })
        let save = try #require(form.view.subviews.compactMap { $0 as? UIButton }.first { $0.currentTitle == NavigationPage.saveTitle })
        try pointAt(save, CGPoint(x: save.bounds.midX, y: save.bounds.midY), window: id)
        try xdotool(["click", "1"])
        #expect(pump(until: { list.presentedViewController == nil && page.name.text == "Ada Lovelace" }), "Save dismissed the form and kept the name")

        let tabBar = page.tabs.tabBar
        try pointAt(tabBar, CGPoint(x: tabBar.bounds.width * 0.75, y: tabBar.bounds.midY), window: id)
        try xdotool(["click", "1"])
        #expect(pump(until: { page.tabs.selectedIndex == 1 && page.name.window != nil }), "the Profile tab is shown")
        let profile = frame(window, renderer, at: CACurrentMediaTime())
        let label = page.name.convert(page.name.bounds, to: window)
        #expect(profile.count(.white, in: label) < Int(label.width * label.height) - 100, "the name is drawn on the Profile tab")
    }
}
