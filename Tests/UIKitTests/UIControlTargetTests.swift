import Foundation
import Testing
@testable import UIKit

/// `UIControl`'s target-action queries and nil targets: `allTargets`, `actions(forTarget:forControlEvent:)`,
/// actions sent up the responder chain (Input rule 10), and `sendAction(_:to:for:)`.
@Suite("Control targets", .serialized, .startsClean)
@MainActor
struct UIControlTargetTests {
    /// A target that is `Hashable` (by identity), as every `NSObject` is in UIKit.
    @MainActor
    final class HashableTarget: Hashable {
        let log: TouchLog
        init(_ log: TouchLog) { self.log = log }
        func tapped(_ sender: UIButton) { log.note("hashable tapped") }
        func touched() { log.note("hashable touched") }
        nonisolated static func == (lhs: HashableTarget, rhs: HashableTarget) -> Bool { lhs === rhs }
        nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    }

    /// A view controller with actions for its buttons, reached up the responder chain.
    final class PanelController: UIViewController {
        var log = TouchLog()
        func didTap(_ sender: UIButton) { log.note("panel didTap \(sender.tag)") }
        func didTouch(_ sender: UIButton, event: UIEvent) { log.note("panel didTouch \(event.allTouches?.count ?? 0)") }
        func reset() { log.note("panel reset") }
    }

    /// A first responder with an action of the same type as the panel's.
    final class Field: UIView {
        override var canBecomeFirstResponder: Bool { true }
    }

    /// Media time far ahead of the clock.
    let t0 = MediaClock.shared.now() + 1000

    /// A panel controller as `window`'s root, with a system button tagged `tag` at (10, 10, 80, 40) in its view.
    private func panel(in window: UIWindow, tag: Int = 0) -> (PanelController, UIButton) {
        let controller = PanelController()
        window.rootViewController = controller
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 10, y: 10, width: 80, height: 40)
        button.tag = tag
        controller.view.addSubview(button)
        return (controller, button)
    }

    @Test("allTargets: each target once, as itself when Hashable, else its ObjectIdentifier; NSNull for a nil target; not UIActions, removed targets or released ones")
    func allTargets() {
        let log = TouchLog()
        let button = UIButton(type: .system)
        let hashable = HashableTarget(log)
        var plain: UIControlTests.Target? = UIControlTests.Target(log)
        #expect(button.allTargets.isEmpty)
        button.addTarget(hashable, action: HashableTarget.tapped, for: .touchUpInside)
        button.addTarget(hashable, action: HashableTarget.touched, for: .touchDown)
        button.addTarget(plain, action: UIControlTests.Target.ping, for: .touchDown)
        button.addTarget(nil, action: PanelController.reset, for: .touchCancel)
        button.addAction(UIAction { _ in }, for: .touchDown)
        let plainID = AnyHashable(ObjectIdentifier(plain!))
        // NSNull instances are not equal to one another on Linux: the nil target is found by type.
        #expect(button.allTargets.count == 3 && button.allTargets.isSuperset(of: [AnyHashable(hashable), plainID]))
        #expect(button.allTargets.contains { $0.base is NSNull })
        plain = nil
        #expect(button.allTargets.count == 2 && !button.allTargets.contains(plainID), "a released target is gone")
        button.removeTarget(hashable, action: nil, for: .touchDown)
        #expect(button.allTargets.count == 2, "still there for .touchUpInside")
        button.removeTarget(nil, action: nil, for: .allEvents)
        #expect(button.allTargets.isEmpty && button.allControlEvents == .touchDown, "removing nil removes every target, the chain's too; the UIAction stays")
    }

    @Test("actions(forTarget:forControlEvent:): one string per method, naming where it was added, in order; nil when there is none; elements of allTargets work as targets")
    func actionsForTarget() throws {
        let log = TouchLog()
        let button = UIButton(type: .system)
        let hashable = HashableTarget(log)
        let plain = UIControlTests.Target(log)
        let line = #line + 1
        button.addTarget(hashable, action: HashableTarget.tapped, for: [.touchUpInside, .touchDown])
        button.addTarget(hashable, action: HashableTarget.touched, for: .touchDown)
        button.addTarget(plain, action: UIControlTests.Target.ping, for: .touchUpInside)
        button.addTarget(nil, action: PanelController.reset, for: .touchUpInside)
        let file = "UIKitTests/UIControlTargetTests.swift"
        #expect(button.actions(forTarget: hashable, forControlEvent: .touchDown) == ["\(file):\(line):25", "\(file):\(line + 1):25"])
        #expect(button.actions(forTarget: hashable, forControlEvent: .touchUpInside) == ["\(file):\(line):25"])
        #expect(button.actions(forTarget: hashable, forControlEvent: .touchCancel) == nil)
        #expect(button.actions(forTarget: UIControlTests.Target(log), forControlEvent: .touchUpInside) == nil, "another target")
        #expect(button.actions(forTarget: nil, forControlEvent: .touchUpInside) == ["\(file):\(line + 3):25"])
        #expect(button.actions(forTarget: 42, forControlEvent: .touchUpInside) == nil, "not an object")
        var found: [Int] = []
        for target in button.allTargets {
            found.append(try #require(button.actions(forTarget: target.base, forControlEvent: .allEvents)).count)
        }
        #expect(found.sorted() == [1, 1, 2], "the target, its ObjectIdentifier and NSNull each find their methods")
        #expect(button.actions(forTarget: ObjectIdentifier(log), forControlEvent: .allEvents) == nil)
    }

    @Test("A nil target: with no first responder the action goes up the chain from the control to its view controller, in registration order among the control's actions")
    func nilTargetReachesTheController() throws {
        try withTouchWindow { window, input in
            let (controller, button) = panel(in: window, tag: 3)
            let log = controller.log
            logEvents(of: button, to: log)
            button.addTarget(nil, action: PanelController.didTap, for: .touchUpInside)
            button.addTarget(nil, action: PanelController.didTouch, for: .touchDown)
            button.addTarget(nil, action: PanelController.reset, for: .primaryActionTriggered)
            input.tap(20, 20, at: t0)
            #expect(log.lines == ["touchDown", "panel didTouch 1", "touchUpInside", "panel didTap 3", "primaryActionTriggered", "panel reset"])
        }
    }

    @Test("A nil target with a first responder: the chain starts there, so a responder of the method's type above it gets the action; none above it: nothing, without a report")
    func nilTargetStartsAtTheFirstResponder() throws {
        try withTouchWindow { window, input in
            let (controller, button) = panel(in: window, tag: 1)
            button.addTarget(nil, action: PanelController.didTap, for: .touchUpInside)
            let field = Field(frame: CGRect(x: 150, y: 10, width: 80, height: 40))
            controller.view.addSubview(field)
            #expect(field.becomeFirstResponder())
            input.tap(20, 20, at: t0)
            #expect(controller.log.lines == ["panel didTap 1"], "the field's chain passes the controller too")

            let outside = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let lone = Field(frame: outside.bounds)
            outside.addSubview(lone)
            #expect(lone.becomeFirstResponder())
            let reports = Diagnostics.recording {
                input.tap(20, 20, at: t0 + 1)
            }
            #expect(controller.log.lines == ["panel didTap 1"] && reports.isEmpty, "nobody up the chain of the first responder has it")
            lone.resignFirstResponder()
        }
    }

    @Test("A nil target added again from the same place is called once; removeTarget(nil) stops it")
    func nilTargetOnce() throws {
        try withTouchWindow { window, input in
            let (controller, button) = panel(in: window)
            for _ in 0..<2 { button.addTarget(nil, action: PanelController.reset, for: .touchUpInside) }
            input.tap(20, 20, at: t0)
            button.removeTarget(nil, action: nil, for: .touchUpInside)
            input.tap(20, 20, at: t0 + 1)
            #expect(controller.log.lines == ["panel reset"])
        }
    }

    @Test("sendAction(_:to:for:): to a target, or up the chain from the control; a target of another type is reported")
    func sendAction() throws {
        try withTouchWindow { window, _ in
            let (controller, button) = panel(in: window, tag: 5)
            button.sendAction(PanelController.didTap, to: nil, for: nil)
            button.sendAction(PanelController.reset, to: controller, for: nil)
            button.sendAction(PanelController.didTouch, to: nil, for: nil)
            let reports = Diagnostics.recording { button.sendAction(PanelController.reset, to: button, for: nil) }
            #expect(controller.log.lines == ["panel didTap 5", "panel reset", "panel didTouch 0"])
            #expect(reports.count == 1, "\(reports)")
        }
    }
}
