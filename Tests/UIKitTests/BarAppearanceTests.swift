import Foundation
import Testing
@testable import UIKit

/// The bar appearances (iOS 13's): their three configurations, copies kept by the bars, the top
/// item's appearance over the bar's, and what each puts on the bar's views.
@Suite("Bar appearances", .serialized, .startsClean)
@MainActor
struct BarAppearanceTests {
    private let blackThirty = UIColor(white: 0, alpha: 0.3)

    @Test("The default, opaque and transparent configurations set UIKit's background and shadow")
    func configurations() {
        let appearance = UINavigationBarAppearance()
        #expect(appearance.idiom == .unspecified && appearance.backgroundEffect != nil && appearance.backgroundColor == nil)
        #expect(appearance.shadowColor == blackThirty)
        appearance.configureWithOpaqueBackground()
        #expect(appearance.backgroundEffect == nil && appearance.backgroundColor == .systemBackground && appearance.shadowColor == blackThirty)
        appearance.configureWithTransparentBackground()
        #expect(appearance.backgroundEffect == nil && appearance.backgroundColor == nil && appearance.shadowColor == nil)
        appearance.configureWithDefaultBackground()
        #expect(appearance.backgroundEffect != nil && appearance.backgroundColor == nil)
    }

    @Test("init(barAppearance:) and copy(with:) copy the background and what the subclass adds; the copies are independent")
    func copies() throws {
        let original = UINavigationBarAppearance()
        original.backgroundColor = .red
        original.titleTextAttributes = [.foregroundColor: UIColor.white]
        original.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.yellow]
        let copy = UINavigationBarAppearance(barAppearance: original)
        #expect(copy.backgroundColor == .red && copy.titleTextAttributes[.foregroundColor] as? UIColor == .white)
        copy.buttonAppearance.normal.titleTextAttributes = [:]
        #expect(original.buttonAppearance.normal.titleTextAttributes[.foregroundColor] as? UIColor == .yellow, "the button appearance was copied")
        let copied = try #require(original.copy(with: nil) as? UINavigationBarAppearance)
        #expect(copied !== original && copied.backgroundColor == .red)
        let plain = UIBarAppearance(barAppearance: original)
        #expect(type(of: plain) == UIBarAppearance.self && plain.backgroundColor == .red)
        let tabs = UITabBarAppearance(barAppearance: original)
        #expect(tabs.backgroundColor == .red, "a tab bar appearance made from a navigation bar's takes its background")
    }

    @Test("A bar keeps a copy: the appearance changed after assigning it changes nothing until assigned again")
    func barsKeepCopies() {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .blue
        bar.standardAppearance = appearance
        #expect(bar.standardAppearance !== appearance && bar.backgroundColor == .blue)
        appearance.backgroundColor = .green
        #expect(bar.backgroundColor == .blue)
        bar.standardAppearance = appearance
        #expect(bar.backgroundColor == .green)
    }

    @Test("The navigation bar shows the top item's appearance over its own: background, shadow line, title colour and font, buttons' title colours; barTintColor wins over the background")
    func navigationBarViews() throws {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let back = UINavigationItem(title: "List"), top = UINavigationItem(title: "Detail")
        top.rightBarButtonItem = UIBarButtonItem(title: "Edit")
        bar.items = [back, top]
        let line = try #require(bar.subviews.first { $0 is BarHairline })
        #expect(bar.backgroundColor == BarHairline.barColor && line.backgroundColor == blackThirty && !line.isHidden, "the default look")

        let custom = UINavigationBarAppearance()
        custom.configureWithTransparentBackground()
        custom.titleTextAttributes = [.foregroundColor: UIColor.red, .font: UIFont.systemFont(ofSize: 20)]
        custom.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.green]
        custom.backButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.orange]
        top.standardAppearance = custom
        #expect(bar.backgroundColor == .clear && line.isHidden, "transparent: no background, no line")
        let title = try #require(bar.subviews.compactMap { $0 as? UILabel }.first { $0.text == "Detail" })
        #expect(title.textColor == .red && title.font.pointSize == 20)
        let buttons = bar.subviews.compactMap { $0 as? UIButton }
        let edit = try #require(buttons.first { $0.currentTitle == "Edit" })
        let backButton = try #require(buttons.first { $0.currentTitle?.hasSuffix("List") == true })
        #expect(edit.titleColor(for: .normal) == .green && backButton.titleColor(for: .normal) == .orange)

        bar.barTintColor = .purple
        #expect(bar.backgroundColor == .purple)
        bar.barTintColor = nil
        top.standardAppearance = nil
        #expect(bar.backgroundColor == BarHairline.barColor && !line.isHidden, "the bar's own appearance again")
    }

    @Test("The tab bar and the toolbar show their appearances: background, shadow line, the tab items' colours, the toolbar's done button appearance")
    func tabBarAndToolbarViews() throws {
        let tabs = UITabBar(frame: CGRect(x: 0, y: 0, width: 320, height: 49))
        let first = UITabBarItem(title: "One", image: nil, tag: 0), second = UITabBarItem(title: "Two", image: nil, tag: 1)
        tabs.items = [first, second]
        tabs.selectedItem = first
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .black
        appearance.stackedLayoutAppearance.normal.iconColor = .gray
        appearance.stackedLayoutAppearance.selected.iconColor = .white
        appearance.stackedLayoutAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.gray]
        tabs.standardAppearance = appearance
        #expect(tabs.backgroundColor == .black)
        let buttons = tabs.subviews.compactMap { $0 as? UIButton }
        #expect(buttons.count == 2 && buttons[0].tintColor == .white && buttons[1].tintColor == .gray && buttons[1].titleColor(for: .normal) == .gray)

        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let toolbarAppearance = UIToolbarAppearance()
        toolbarAppearance.configureWithTransparentBackground()
        toolbarAppearance.doneButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.red]
        toolbar.standardAppearance = toolbarAppearance
        toolbar.items = [UIBarButtonItem(systemItem: .done)]
        #expect(toolbar.backgroundColor == .clear)
        let done = try #require(toolbar.subviews.compactMap { $0 as? UIButton }.first)
        #expect(done.titleColor(for: .normal) == .red)
    }

    @Test("setBackIndicatorImage(_:transitionMaskImage:) takes both images or neither, and says so")
    func backIndicator() {
        let appearance = UINavigationBarAppearance()
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in }
        let messages = Diagnostics.recording { appearance.setBackIndicatorImage(image, transitionMaskImage: nil) }
        #expect(messages.count == 1 && messages[0].contains("setBackIndicatorImage") && appearance.backIndicatorImage == nil)
        appearance.setBackIndicatorImage(image, transitionMaskImage: image)
        #expect(appearance.backIndicatorImage === image && appearance.backIndicatorTransitionMaskImage === image)
    }
}
