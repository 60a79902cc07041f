import Foundation
import Testing
@testable import UIKit

/// The touch events of `UIControl.Event` by name, in raw-value order.
let controlTouchEvents: [(String, UIControl.Event)] = [
    ("touchDown", .touchDown), ("touchDownRepeat", .touchDownRepeat), ("touchDragInside", .touchDragInside),
    ("touchDragOutside", .touchDragOutside), ("touchDragEnter", .touchDragEnter), ("touchDragExit", .touchDragExit),
    ("touchUpInside", .touchUpInside), ("touchUpOutside", .touchUpOutside), ("touchCancel", .touchCancel),
    ("primaryActionTriggered", .primaryActionTriggered),
]

/// Logs the name of each touch event `control` sends (and its primary action), one `UIAction` an event.
@MainActor
func logEvents(of control: UIControl, to log: TouchLog) {
    for (name, event) in controlTouchEvents {
        control.addAction(UIAction { _ in log.note(name) }, for: event)
    }
}

/// A control that logs its tracking calls ("beginTracking"…) with the answers the test sets.
final class TrackingControl: UIControl {
    let log: TouchLog
    var begins = true
    var continues = true

    init(_ log: TouchLog, frame: CGRect) {
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { fatalError("not archived") }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        log.note("beginTracking")
        return begins
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        log.note("continueTracking")
        return continues
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) { log.note("endTracking") }
    override func cancelTracking(with event: UIEvent?) { log.note("cancelTracking") }
}

extension TouchInput {
    /// Finger `finger` goes down, moves or lifts at (x, y) at `time`, in a main-loop turn of its own.
    func step(_ finger: Int64, _ phase: PlatformEvent.FingerPhase, _ x: CGFloat, _ y: CGFloat, at time: Double) {
        self.finger(finger, phase, x, y, at: time)
        turn()
    }

    /// Finger 1 goes down, moves to each point and lifts at the last, a turn each, 0.05 s apart from `time`.
    func stroke(_ points: [CGPoint], at time: Double) {
        for (index, point) in points.enumerated() {
            let phase: PlatformEvent.FingerPhase = index == 0 ? .down : index == points.count - 1 ? .up : .move
            step(1, phase, point.x, point.y, at: time + 0.05 * Double(index))
        }
    }

    /// Finger 1 taps at (x, y) at `time`, lifting 0.05 s later.
    func tap(_ x: CGFloat, _ y: CGFloat, at time: Double) {
        stroke([CGPoint(x: x, y: y), CGPoint(x: x, y: y)], at: time)
    }
}
