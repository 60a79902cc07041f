import Foundation
import Testing
@testable import UIKit

/// Input rules 8–10 (Hit-testing and the responder chain), through the headless platform.
@Suite("Hit-testing and the responder chain", .serialized, .startsClean)
@MainActor
struct ResponderChainTests {
    @Test("Input rule 8: hit-testing goes front to back, skips hidden, non-interactive, transparent and animating views, uses half-open model bounds")
    func hitTesting() throws {
        try withTouchWindow { window, input in
            let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
            window.addSubview(back)
            window.addSubview(front)
            let hit = { (x: CGFloat, y: CGFloat) in window.hitTest(CGPoint(x: x, y: y), with: nil) }
            #expect(hit(75, 75) === front, "the last added is in front")
            #expect(hit(100, 75) === front && hit(99.5, 40) === back && hit(100, 40) === window, "half-open: x = 100 is outside back")
            front.isHidden = true
            #expect(hit(75, 75) === back)
            front.isHidden = false
            front.alpha = 0.009
            #expect(hit(75, 75) === back, "alpha below 0.01")
            front.alpha = 0.01
            #expect(hit(75, 75) === front)
            front.isUserInteractionEnabled = false
            #expect(hit(75, 75) === back)
            front.isUserInteractionEnabled = true

            // A subview hanging outside its parent is not reached there; bounds.origin shifts the subviews.
            let parent = UIView(frame: CGRect(x: 200, y: 0, width: 50, height: 50))
            let hanging = UIView(frame: CGRect(x: 40, y: 40, width: 50, height: 50))
            parent.addSubview(hanging)
            window.addSubview(parent)
            #expect(hit(245, 45) === hanging && hit(260, 60) === window)
            parent.bounds.origin = CGPoint(x: 30, y: 30)
            #expect(hit(215, 15) === hanging, "window (215, 15) is parent (45, 45) with the origin, hanging (5, 5)")

            // Animating: skipped unless .allowUserInteraction, and then hit at its model frame.
            UIView.animate(withDuration: 10) { back.alpha = 0.5 }
            #expect(hit(20, 20) === window)
            UIView.animate(withDuration: 10, delay: 0, options: .allowUserInteraction, animations: {
                front.frame.origin = CGPoint(x: 150, y: 100)
            })
            #expect(hit(160, 110) === front && hit(75, 75) === window)

            // The touch's view is the hit view, chosen once at touch-down.
            let log = TouchLog()
            let target = RecordingView("t", log, frame: CGRect(x: 0, y: 150, width: 40, height: 40))
            window.addSubview(target)
            input.finger(1, .down, 10, 160)
            input.turn()
            target.frame.origin.x = 100
            input.finger(1, .up, 10, 160)
            input.turn()
            #expect(log.lines == ["began t [1]", "ended t [1]"])
        }
    }

    @Test("Input rule 9: the chain runs view → its controller → superview … → window → application → app delegate")
    func responderChain() throws {
        final class Controller: UIViewController {
            let log: TouchLog
            init(log: TouchLog) { self.log = log; super.init() }
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                log.record("began", "controller", touches)
                super.touchesBegan(touches, with: event)
            }
        }
        final class Window: UIWindow {
            var log: TouchLog?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                log?.record("began", "window", touches)
                super.touchesBegan(touches, with: event)
            }
        }
        final class Delegate: UIResponder, UIApplicationDelegate {
            var log: TouchLog?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log?.record("began", "delegate", touches) }
        }
        final class Passing: UIView {
            let log: TouchLog
            init(_ log: TouchLog, frame: CGRect) { self.log = log; super.init(frame: frame) }
            required init?(coder: NSCoder) { fatalError("not archived") }
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                log.record("began", "container", touches)
                super.touchesBegan(touches, with: event)
            }
        }
        try withHeadlessPlatform { platform in
            let log = TouchLog()
            let application = UIApplication.shared
            let previousDelegate = application.delegate
            let delegate = Delegate()
            delegate.log = log
            application.delegate = delegate
            defer { application.delegate = previousDelegate }

            let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            window.log = log
            let container = Passing(log, frame: window.bounds)
            let controller = Controller(log: log)
            controller.view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let leaf = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
            controller.view.addSubview(leaf)
            container.addSubview(controller.view)
            window.addSubview(container)
            window.makeKeyAndVisible()

            #expect(leaf.next === controller.view && controller.view.next === controller && controller.next === container)
            #expect(container.next === window && window.next === application && application.next === delegate)
            let input = TouchInput(platform: platform, window: try #require(window.platformWindow?.id))
            input.finger(1, .down, 15, 15)
            input.turn()
            #expect(log.lines == ["began controller [1]", "began container [1]", "began window [1]", "began delegate [1]"])
        }
    }

    @Test("Input rule 10: becomeFirstResponder asks canBecome and the current one's canResign; leaving the window resigns")
    func firstResponder() throws {
        final class Field: UIView {
            var canBecome = true
            var canResign = true
            var resigned = 0
            override var canBecomeFirstResponder: Bool { canBecome }
            override var canResignFirstResponder: Bool { canResign }
            override func resignFirstResponder() -> Bool {
                resigned += 1
                return super.resignFirstResponder()
            }
        }
        try withTouchWindow { window, _ in
            let a = Field(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let b = Field(frame: CGRect(x: 20, y: 0, width: 10, height: 10))
            let container = UIView(frame: window.bounds)
            container.addSubview(b)
            window.addSubview(a)
            window.addSubview(container)
            let plain = UIView(frame: .zero)
            window.addSubview(plain)
            #expect(!plain.becomeFirstResponder(), "canBecomeFirstResponder is false by default")
            let outside = Field(frame: .zero)
            #expect(!outside.becomeFirstResponder(), "not in a window")

            #expect(a.becomeFirstResponder() && a.isFirstResponder)
            #expect(a.becomeFirstResponder() && a.resigned == 0, "already first responder")
            a.canResign = false
            #expect(!b.becomeFirstResponder() && a.isFirstResponder && a.resigned == 0)
            a.canResign = true
            b.canBecome = false
            #expect(!b.becomeFirstResponder() && a.isFirstResponder)
            b.canBecome = true
            #expect(b.becomeFirstResponder() && b.isFirstResponder && !a.isFirstResponder && a.resigned == 1)

            container.removeFromSuperview()
            #expect(!b.isFirstResponder && b.resigned == 1, "removing its superview from the window resigns it")
            #expect(a.becomeFirstResponder())
            a.removeFromSuperview()
            #expect(!a.isFirstResponder && a.resigned == 2)
        }
    }

    @Test("Input rule 10: sendAction to nil starts at the first responder and walks the chain to the first responder of the method's type")
    func actionsUpTheChain() throws {
        final class Editor: UIView {
            var received: [String] = []
            func copyText(_ sender: UIView) { received.append("copy from \(sender.tag)") }
            func paste() { received.append("paste") }
        }
        final class Field: UIView {
            override var canBecomeFirstResponder: Bool { true }
        }
        final class Elsewhere: UIView {
            func act() {}
        }
        try withTouchWindow { window, _ in
            let application = UIApplication.shared
            let editor = Editor(frame: window.bounds)
            let field = Field(frame: CGRect(x: 10, y: 10, width: 50, height: 20))
            editor.addSubview(field)
            window.addSubview(editor)
            let sender = UIView()
            sender.tag = 7
            #expect(application.sendAction(Editor.copyText, to: nil, from: sender, for: nil) == false,
                    "no first responder: the chain starts at the sender, a view outside the window")
            #expect(field.becomeFirstResponder())
            #expect(application.sendAction(Editor.copyText, to: nil, from: sender, for: nil))
            #expect(application.sendAction(Editor.paste, to: nil, from: nil, for: nil))
            #expect(editor.received == ["copy from 7", "paste"])
            #expect(application.sendAction(Elsewhere.act, to: nil, from: nil, for: nil) == false, "nobody in the chain has it")
            field.resignFirstResponder()
            #expect(application.sendAction(Editor.paste, to: nil, from: nil, for: nil) == false,
                    "no first responder and no sender: the chain starts at the key window, above the editor")
            #expect(field.becomeFirstResponder())
            let other = Editor(frame: .zero)
            #expect(application.sendAction(Editor.paste, to: other, from: nil, for: nil) && other.received == ["paste"])
            let reports = Diagnostics.recording {
                #expect(application.sendAction(Editor.paste, to: sender, from: nil, for: nil) == false)
                #expect(application.sendAction(Editor.copyText, to: nil, from: "a string", for: nil) == false)
            }
            #expect(reports.count == 2 && editor.received.count == 2, "\(reports)")
            field.resignFirstResponder()
        }
    }
}
