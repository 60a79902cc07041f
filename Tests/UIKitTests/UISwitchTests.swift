import Foundation
import Testing
@testable import UIKit

/// `UISwitch`: its size, setting its value without events, and the events of taps and drags of the
/// knob through the headless platform.
@Suite("Switches", .serialized, .startsClean)
@MainActor
struct UISwitchTests {
    /// Media time far ahead of the clock.
    let t0 = MediaClock.shared.now() + 1000

    /// A switch at (20, 20) — x 20…71, y 20…51, its middle at x 45.5 — in a recording view "v"
    /// filling `window`; its touch events logged, and "valueChanged on|off" with the value then.
    private func placeSwitch(in window: UIWindow) -> (TouchLog, UISwitch, RecordingView) {
        let (log, view) = windowFillingView(in: window)
        let toggle = UISwitch(frame: CGRect(x: 20, y: 20, width: 200, height: 5))
        logEvents(of: toggle, to: log)
        toggle.addAction(UIAction { _ in log.note("valueChanged \(toggle.isOn ? "on" : "off")") }, for: .valueChanged)
        view.addSubview(toggle)
        return (log, toggle, view)
    }

    /// The knob's frame in the switch.
    private func knobFrame(_ toggle: UISwitch) -> CGRect? {
        toggle.subviews.first?.subviews.first.map { $0.convert($0.bounds, to: toggle) }
    }

    @Test("iOS's 51 × 31 points whatever the frame; off, no tint of its own, sliding; Style has Apple's raw values")
    func defaults() {
        let toggle = UISwitch(frame: CGRect(x: 5, y: 6, width: 200, height: 100))
        #expect(toggle.frame == CGRect(x: 5, y: 6, width: 51, height: 31))
        toggle.frame = CGRect(x: 1, y: 2, width: 10, height: 10)
        #expect(toggle.frame == CGRect(x: 1, y: 2, width: 51, height: 31))
        #expect(UISwitch().bounds.size == CGSize(width: 51, height: 31) && toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(toggle.sizeThatFits(.zero) == CGSize(width: 51, height: 31))
        #expect(!toggle.isOn && toggle.onTintColor == nil && toggle.thumbTintColor == nil && !toggle.isOpaque)
        #expect(toggle.preferredStyle == .automatic && toggle.style == .sliding)
        #expect([UISwitch.Style.automatic, .checkbox, .sliding].map(\.rawValue) == [0, 1, 2])
    }

    @Test("A tap toggles: touchDown, then valueChanged (the new value), then touchUpInside; the knob slides to the other side")
    func tap() throws {
        try withTouchWindow { window, input in
            let (log, toggle, _) = placeSwitch(in: window)
            #expect(knobFrame(toggle) == CGRect(x: 2, y: 2, width: 27, height: 27))
            input.stroke([CGPoint(x: 30, y: 35), CGPoint(x: 30, y: 35)], at: t0)
            #expect(log.lines == ["touchDown", "valueChanged on", "touchUpInside"])
            #expect(toggle.isOn && !toggle.isHighlighted)
            #expect(knobFrame(toggle) == CGRect(x: 22, y: 2, width: 27, height: 27))
            log.clear()
            input.stroke([CGPoint(x: 60, y: 35), CGPoint(x: 62, y: 36)], at: t0 + 1)
            #expect(log.lines == ["touchDown", "valueChanged off", "touchUpInside"], "lifting under 10 pt away is a tap")
            #expect(!toggle.isOn)
        }
    }

    @Test("valueChanged comes with the touch's event; the switch claims a single tap from its superview's tap recognizer (Input rule 18)")
    func eventAndTapRecognizer() throws {
        try withTouchWindow { window, input in
            let (log, toggle, view) = placeSwitch(in: window)
            let tap = UITapGestureRecognizer()
            tap.addAction { _ in log.note("tap") }
            view.addGestureRecognizer(tap)
            let target = GestureRecognizerTests.Target(log)
            toggle.addTarget(target, action: GestureRecognizerTests.Target.touched, for: .valueChanged)
            input.stroke([CGPoint(x: 30, y: 35), CGPoint(x: 30, y: 35)], at: t0)
            #expect(log.lines == ["touchDown", "valueChanged on", "touched 1", "touchUpInside"])
            #expect(tap.state == .possible)
        }
    }

    @Test("While held the knob stretches 7 pt towards the middle, from either side; it shrinks back on lift")
    func pressedKnob() throws {
        try withTouchWindow { window, input in
            let (_, toggle, _) = placeSwitch(in: window)
            input.step(1, .down, 30, 35, at: t0)
            #expect(toggle.isHighlighted && toggle.state == .highlighted)
            #expect(knobFrame(toggle) == CGRect(x: 2, y: 2, width: 34, height: 27))
            input.step(1, .up, 30, 35, at: t0 + 0.1)
            #expect(knobFrame(toggle) == CGRect(x: 22, y: 2, width: 27, height: 27))
            input.step(1, .down, 30, 35, at: t0 + 1)
            #expect(knobFrame(toggle) == CGRect(x: 15, y: 2, width: 34, height: 27))
        }
    }

    @Test("Dragging the knob across: it follows to the side under the finger and the lift keeps that side; dragged back, nothing changes")
    func drag() throws {
        try withTouchWindow { window, input in
            let (log, toggle, _) = placeSwitch(in: window)
            input.step(1, .down, 30, 35, at: t0)
            input.step(1, .move, 42, 35, at: t0 + 0.05)
            #expect(knobFrame(toggle)?.minX == 2, "dragging, still on the off side")
            input.step(1, .move, 60, 35, at: t0 + 0.1)
            #expect(!toggle.isOn && toggle.subviews.first?.backgroundColor == .systemGreen, "shown on, not yet on")
            #expect(knobFrame(toggle)?.maxX == 49)
            input.step(1, .up, 60, 35, at: t0 + 0.15)
            #expect(log.lines == ["touchDown", "touchDragInside", "touchDragInside", "valueChanged on", "touchUpInside"])
            #expect(toggle.isOn)
            log.clear()
            input.stroke([CGPoint(x: 60, y: 35), CGPoint(x: 30, y: 35), CGPoint(x: 65, y: 35)], at: t0 + 1)
            #expect(log.lines == ["touchDown", "touchDragInside", "touchUpInside"], "on, off, lifted on: no change")
            #expect(toggle.isOn && toggle.subviews.first?.backgroundColor == .systemGreen)
        }
    }

    @Test("A drag released 129 pt away still takes the side of the finger: valueChanged, then touchUpOutside")
    func dragOutside() throws {
        try withTouchWindow { window, input in
            let (log, toggle, _) = placeSwitch(in: window)
            input.stroke([CGPoint(x: 30, y: 35), CGPoint(x: 200, y: 35), CGPoint(x: 200, y: 35)], at: t0)
            #expect(log.lines == ["touchDown", "touchDragExit", "touchDragOutside", "valueChanged on", "touchUpOutside"])
            #expect(toggle.isOn)
        }
    }

    @Test("A cancelled touch changes nothing and sends only touchCancel; the knob goes back")
    func cancelled() throws {
        try withTouchWindow { window, input in
            let (log, toggle, _) = placeSwitch(in: window)
            input.step(1, .down, 30, 35, at: t0)
            input.step(1, .move, 60, 35, at: t0 + 0.1)
            toggle.removeFromSuperview()
            #expect(log.lines == ["touchDown", "touchDragInside", "touchCancel"])
            #expect(!toggle.isOn && !toggle.isHighlighted)
            #expect(knobFrame(toggle) == CGRect(x: 2, y: 2, width: 27, height: 27))
            #expect(toggle.subviews.first?.backgroundColor == UISwitch.offTrackColor)
        }
    }

    @Test("isOn and setOn(_:animated:) move the knob and send nothing; the same value again does nothing")
    func settingSendsNothing() throws {
        try withTouchWindow { window, _ in
            let (log, toggle, _) = placeSwitch(in: window)
            toggle.isOn = true
            #expect(knobFrame(toggle)?.minX == 22)
            toggle.setOn(false, animated: true)
            #expect(knobFrame(toggle)?.minX == 2, "the model value is the new one at once")
            toggle.setOn(false, animated: true)
            toggle.setOn(true, animated: false)
            #expect(toggle.isOn && log.lines.isEmpty)
            toggle.onTintColor = .systemBlue
            toggle.thumbTintColor = .red
            #expect(toggle.subviews.first?.backgroundColor == .systemBlue && toggle.subviews.first?.subviews.first?.backgroundColor == .red)
        }
    }

    @Test("Input rule 26: a disabled switch ignores taps and fades to half; disabled mid-drag, it changes nothing")
    func disabled() throws {
        try withTouchWindow { window, input in
            let (log, toggle, view) = placeSwitch(in: window)
            toggle.isEnabled = false
            input.stroke([CGPoint(x: 30, y: 35), CGPoint(x: 30, y: 35)], at: t0)
            #expect(!toggle.isOn && toggle.subviews.first?.alpha == 0.5)
            #expect(log.lines == ["began v [1]", "ended v [1]"], "the touches go up the chain")
            toggle.isEnabled = true
            log.clear()
            input.step(1, .down, 30, 35, at: t0 + 1)
            input.step(1, .move, 60, 35, at: t0 + 1.1)
            toggle.isEnabled = false
            input.step(1, .up, 60, 35, at: t0 + 1.2)
            #expect(log.lines == ["touchDown", "touchDragInside"] && !toggle.isOn)
            #expect(knobFrame(toggle)?.minX == 2 && toggle.superview === view)
        }
    }
}
