import Foundation
import Testing
@testable import UIKit

/// `UISegmentedControl` through the headless platform: the exact events of taps and slides, the
/// selection as segments come and go, momentary controls, and bad input.
@Suite("Segmented controls", .serialized, .startsClean)
@MainActor
struct UISegmentedControlTests {
    /// Media time far ahead of the clock.
    let t0 = MediaClock.shared.now() + 1000

    /// A control with segments "One", "Two", "Three" at (10, 10, 240, 32) in a recording view "v"
    /// filling `window` — segments 80 points wide, their middles at x 50, 130 and 210 — logging its
    /// touch events and "valueChanged <selectedSegmentIndex>".
    private func control(in window: UIWindow) -> (TouchLog, UISegmentedControl, RecordingView) {
        let (log, view) = windowFillingView(in: window)
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        control.frame = CGRect(x: 10, y: 10, width: 240, height: 32)
        logEvents(of: control, to: log)
        control.addAction(UIAction { _ in log.note("valueChanged \(control.selectedSegmentIndex)") }, for: .valueChanged)
        view.addSubview(control)
        return (log, control, view)
    }

    @Test("init(items:): a segment per title or image, none selected, sized to fit: equal segments as wide as the widest title and 12 points a side, 32 high")
    func items() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10)).image { _ in }
        let control = UISegmentedControl(items: ["One", "Three", image])
        #expect(UISegmentedControl.noSegment == -1 && control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(control.numberOfSegments == 3 && !control.isMomentary && control.selectedSegmentTintColor == nil)
        #expect(control.titleForSegment(at: 0) == "One" && control.titleForSegment(at: 2) == nil && control.imageForSegment(at: 2) === image)
        let widest = "Three".size(withAttributes: [.font: UIFont.systemFont(ofSize: 13, weight: .semibold)]).width
        #expect(control.frame == CGRect(x: 0, y: 0, width: 3 * (widest + 24).rounded(.up), height: 32))
        #expect(UISegmentedControl(items: nil).numberOfSegments == 0 && UISegmentedControl(items: nil).bounds.size == CGSize(width: 0, height: 32))
    }

    @Test("A tap selects its segment at the lift: .touchDown, .valueChanged, .touchUpInside; the selected one again sends no .valueChanged; selecting in code sends nothing")
    func taps() throws {
        try withTouchWindow { window, input in
            let (log, control, _) = control(in: window)
            input.tap(130, 26, at: t0)
            input.tap(130, 26, at: t0 + 1)
            control.selectedSegmentIndex = 2
            input.tap(50, 26, at: t0 + 2)
            #expect(log.lines == ["touchDown", "valueChanged 1", "touchUpInside", "touchDown", "touchUpInside",
                                  "touchDown", "valueChanged 0", "touchUpInside"])
            #expect(control.selectedSegmentIndex == 0)
        }
    }

    @Test("A touch slides: the lift selects the segment under it, within the touch area (past the ends: the end segment); a lift outside selects nothing; a cancel neither")
    func slides() throws {
        try withTouchWindow { window, input in
            let (log, control, _) = control(in: window)
            input.stroke([CGPoint(x: 50, y: 26), CGPoint(x: 210, y: 26), CGPoint(x: 210, y: 26)], at: t0)
            #expect(log.lines == ["touchDown", "touchDragInside", "valueChanged 2", "touchUpInside"])
            log.clear()
            input.stroke([CGPoint(x: 210, y: 26), CGPoint(x: 5, y: 60), CGPoint(x: 5, y: 60)], at: t0 + 1)
            input.stroke([CGPoint(x: 130, y: 26), CGPoint(x: 130, y: 150), CGPoint(x: 130, y: 150)], at: t0 + 2)
            input.step(1, .down, 130, 26, at: t0 + 3)
            control.removeFromSuperview()
            #expect(log.lines == ["touchDown", "touchDragInside", "valueChanged 0", "touchUpInside",
                                  "touchDown", "touchDragExit", "touchDragOutside", "touchUpOutside",
                                  "touchDown", "touchCancel"])
            #expect(control.selectedSegmentIndex == 0)
        }
    }

    @Test("A disabled segment cannot be selected by touch (selecting it in code works); a disabled control tracks nothing and its touches go up the chain")
    func disabled() throws {
        try withTouchWindow { window, input in
            let (log, control, _) = control(in: window)
            control.setEnabled(false, forSegmentAt: 1)
            input.tap(130, 26, at: t0)
            #expect(!control.isEnabledForSegment(at: 1) && control.isEnabledForSegment(at: 0))
            control.selectedSegmentIndex = 1
            control.isEnabled = false
            input.tap(50, 26, at: t0 + 1)
            #expect(log.lines == ["touchDown", "touchUpInside", "began v [1]", "ended v [1]"])
            #expect(control.selectedSegmentIndex == 1)
        }
    }

    @Test("Momentary: every lift sends .valueChanged with the lifted segment selected, which is none again afterwards")
    func momentary() throws {
        try withTouchWindow { window, input in
            let (log, control, _) = control(in: window)
            control.isMomentary = true
            input.tap(130, 26, at: t0)
            input.tap(130, 26, at: t0 + 1)
            #expect(log.lines == ["touchDown", "valueChanged 1", "touchUpInside", "touchDown", "valueChanged 1", "touchUpInside"])
            #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        }
    }

    @Test("Input rule 18: a tap on a segmented control selects; the superview's tap recognizer does not act")
    func tapRecognizer() throws {
        try withTouchWindow { window, input in
            let (log, _, view) = control(in: window)
            let tap = UITapGestureRecognizer()
            tap.addAction { _ in log.note("tap") }
            view.addGestureRecognizer(tap)
            input.tap(210, 26, at: t0)
            input.tap(280, 150, at: t0 + 1)
            #expect(log.lines == ["touchDown", "valueChanged 2", "touchUpInside", "began v [1]", "cancelled v [1]", "tap"])
        }
    }

    @Test("Segments come and go: the selection follows its segment; an insert past the end goes last; removing the selected one selects none")
    func insertAndRemove() {
        let control = UISegmentedControl(items: ["A", "B", "C"])
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "X", at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 2 && control.titleForSegment(at: 2) == "B")
        control.insertSegment(withTitle: "Y", at: 99, animated: true)
        #expect(control.numberOfSegments == 5 && control.titleForSegment(at: 4) == "Y")
        control.removeSegment(at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 1 && control.titleForSegment(at: 1) == "B")
        control.removeSegment(at: 3, animated: false)
        #expect(control.selectedSegmentIndex == 1)
        control.setTitle("Bee", forSegmentAt: 1)
        control.removeSegment(at: 1, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment && (0..<2).map { control.titleForSegment(at: $0) } == ["A", "C"])
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0)
    }

    @Test("Bad input: indexes out of range are reported and ignored (getters give nil or false), an insert before 0 goes first, items that are neither titles nor images are empty segments")
    func badInput() {
        let control = UISegmentedControl(items: ["A", "B"])
        let reports = Diagnostics.recording {
            control.selectedSegmentIndex = 2
            control.selectedSegmentIndex = -2
            control.removeSegment(at: 5, animated: false)
            control.setTitle("Z", forSegmentAt: -1)
            control.setImage(nil, forSegmentAt: 2)
            control.setEnabled(false, forSegmentAt: 9)
            #expect(control.titleForSegment(at: 2) == nil && control.imageForSegment(at: -1) == nil && !control.isEnabledForSegment(at: 3))
            control.insertSegment(withTitle: "First", at: -3, animated: false)
            #expect(UISegmentedControl(items: [42]).numberOfSegments == 1)
        }
        #expect(reports.count == 11, "\(reports)")
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment && control.numberOfSegments == 3 && control.titleForSegment(at: 0) == "First")
    }
}
