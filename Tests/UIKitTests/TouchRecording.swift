import Foundation
import Testing
@testable import UIKit

/// The calls responders received, one line each: "began v1 [1 2]" — the phase, the responder's
/// name, and its touches numbered in the order the log first saw them.
@MainActor
final class TouchLog {
    private(set) var lines: [String] = []
    private var seen: [UITouch] = []

    /// The touch's number in this log (1 for the first touch seen).
    func number(of touch: UITouch) -> Int {
        if let index = seen.firstIndex(where: { $0 === touch }) { return index + 1 }
        seen.append(touch)
        return seen.count
    }

    /// The `number`th touch seen.
    func touch(_ number: Int) -> UITouch { seen[number - 1] }

    func record(_ phase: String, _ name: String, _ touches: Set<UITouch>) {
        let numbers = touches.map(number(of:)).sorted().map(String.init).joined(separator: " ")
        lines.append("\(phase) \(name) [\(numbers)]")
    }

    /// Logs a line of the test's own (a recognizer's action).
    func note(_ line: String) { lines.append(line) }

    func clear() { lines = [] }
}

/// A view that logs its touch calls and keeps them (it does not pass them on).
final class RecordingView: UIView {
    let name: String
    let log: TouchLog
    /// The event of each call, in order.
    private(set) var events: [UIEvent?] = []
    /// Called after each call is logged, with its phase, touches and event.
    var inspect: ((String, Set<UITouch>, UIEvent?) -> Void)?

    init(_ name: String, _ log: TouchLog, frame: CGRect) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { fatalError("not archived") }

    private func record(_ phase: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
        log.record(phase, name, touches)
        events.append(event)
        inspect?(phase, touches, event)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record("began", touches, event) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record("moved", touches, event) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record("ended", touches, event) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { record("cancelled", touches, event) }
}

/// Input for a headless window, in points from its top left corner.
@MainActor
struct TouchInput {
    let platform: HeadlessPlatform
    let window: PlatformWindowID

    /// Finger `finger` (of device 1) goes down, moves or lifts at `point`.
    func finger(_ finger: Int64, _ phase: PlatformEvent.FingerPhase, _ x: CGFloat, _ y: CGFloat, at time: Double? = nil,
                device: Int64 = 1, emulated: Bool = false) {
        platform.inject(.finger(window: window, device: device, finger: finger, phase: phase, location: CGPoint(x: x, y: y),
                                pressure: 1, isEmulated: emulated), at: time)
    }

    /// The left button goes down or up at `point`.
    func mouse(_ isDown: Bool, _ x: CGFloat, _ y: CGFloat, at time: Double? = nil, emulated: Bool = false) {
        platform.inject(.pointerButton(window: window, button: .primary, isDown: isDown, location: CGPoint(x: x, y: y),
                                       buttons: isDown ? .primary : [], modifiers: [], isEmulated: emulated), at: time)
    }

    /// The pointer moves to `point` with the left button held.
    func drag(_ x: CGFloat, _ y: CGFloat, at time: Double? = nil, emulated: Bool = false) {
        platform.inject(.pointerMotion(window: window, location: CGPoint(x: x, y: y), buttons: .primary, modifiers: [],
                                       isEmulated: emulated), at: time)
    }

    /// `button` clicks (goes down, then up 50 ms later) at `point`, and the turn's events are handled.
    func click(_ button: PointerButtons, _ x: CGFloat, _ y: CGFloat, at time: Double? = nil) {
        let point = CGPoint(x: x, y: y)
        platform.inject(.pointerButton(window: window, button: button, isDown: true, location: point, buttons: button, modifiers: [],
                                       isEmulated: false), at: time)
        platform.inject(.pointerButton(window: window, button: button, isDown: false, location: point, buttons: [], modifiers: [],
                                       isEmulated: false), at: time.map { $0 + 0.05 })
        turn()
    }

    /// A finger drags through `points` (x, y), one every 20 ms from `start`, and lifts at the last
    /// one after `hold` seconds; each event in a turn of its own.
    func swipe(_ points: [(CGFloat, CGFloat)], from start: Double, hold: Double = 0) {
        for (index, point) in points.enumerated() {
            finger(1, index == 0 ? .down : .move, point.0, point.1, at: start + Double(index) * 0.02)
            turn()
        }
        if hold > 0 {
            finger(1, .move, points.last!.0, points.last!.1, at: start + Double(points.count - 1) * 0.02 + hold)
            turn()
        }
        finger(1, .up, points.last!.0, points.last!.1, at: start + Double(points.count - 1) * 0.02 + hold)
        turn()
    }

    /// Ends the main-loop turn's event handling: events handled, coalesced motion delivered.
    func turn() { UIApplication.shared.handlePendingEvents() }
}

/// Runs `body` with a shown 300×200 headless window and its input.
@MainActor
func withTouchWindow<Result>(_ body: (UIWindow, TouchInput) throws -> Result) throws -> Result {
    try withHeadlessPlatform { platform in
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        window.makeKeyAndVisible()
        let id = try #require(window.platformWindow?.id)
        return try body(window, TouchInput(platform: platform, window: id))
    }
}

/// A recording view "v" filling `window`, logging to a new log.
@MainActor
func windowFillingView(in window: UIWindow) -> (TouchLog, RecordingView) {
    let log = TouchLog()
    let view = RecordingView("v", log, frame: window.bounds)
    window.addSubview(view)
    return (log, view)
}

/// Two recording views logging to one new log, side by side in `window`: 100 pt squares at x = 0 and x = 150.
@MainActor
func sideBySideViews(in window: UIWindow, named names: (String, String) = ("v1", "v2")) -> (TouchLog, RecordingView, RecordingView) {
    let log = TouchLog()
    let left = RecordingView(names.0, log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let right = RecordingView(names.1, log, frame: CGRect(x: 150, y: 0, width: 100, height: 100))
    window.addSubview(left)
    window.addSubview(right)
    return (log, left, right)
}
