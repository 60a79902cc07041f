import CSDL2
import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

/// Gestures from input pushed onto SDL's own queue, on whichever back end this run drives
/// (offscreen, X11, Wayland): the mouse as a tap and a pan, two synthetic fingers as a pinch and a
/// rotation, the wheel as a scroll. Each asserts the recognizer's actions and values.
@Suite("Gestures through SDL's queue", .serialized, .startsClean)
@MainActor
struct SDLGestureTests {
    /// A 200×200 window with `target` filling it, and the log its recognizer's actions append to.
    private func open(_ recognizer: UIGestureRecognizer) throws -> (UIWindow, SDLEventQueue, UIView) {
        let target = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        target.isMultipleTouchEnabled = true
        target.addGestureRecognizer(recognizer)
        let (window, queue) = try SDLEventQueue.openWindow(size: CGSize(width: 200, height: 200)) { $0.addSubview(target) }
        return (window, queue, target)
    }

    /// Handles what SDL has queued: one main-loop turn's events.
    private func turn() { UIApplication.shared.handlePendingEvents() }

    @Test("A click is a tap: recognized once, at the click's location")
    func tap() throws {
        var actions: [String] = []
        let tap = UITapGestureRecognizer { actions.append("\($0.state.rawValue) \($0.location(in: nil))") }
        let (window, queue, _) = try open(tap)
        defer { window.isHidden = true }
        queue.button(SDL_MOUSEBUTTONDOWN, x: 60, y: 70)
        queue.button(SDL_MOUSEBUTTONUP, x: 60, y: 70)
        turn()
        #expect(actions == ["3 \(CGPoint(x: 60, y: 70))"])
    }

    @Test("A drag is a pan: it begins at 10 points, its translation follows the pointer, it ends at the release")
    func pan() throws {
        var actions: [String] = []
        let pan = UIPanGestureRecognizer { recognizer in
            let translation = (recognizer as! UIPanGestureRecognizer).translation(in: nil)
            actions.append("\(recognizer.state.rawValue) \(translation)")
        }
        let (window, queue, _) = try open(pan)
        defer { window.isHidden = true }
        queue.button(SDL_MOUSEBUTTONDOWN, x: 50, y: 50)
        turn()
        queue.motion(x: 55, y: 50)
        turn()
        queue.motion(x: 60, y: 50)
        turn()
        queue.motion(x: 90, y: 80)
        turn()
        queue.button(SDL_MOUSEBUTTONUP, x: 90, y: 80)
        turn()
        #expect(actions == ["1 \(CGPoint(x: 10, y: 0))", "2 \(CGPoint(x: 40, y: 30))", "3 \(CGPoint(x: 40, y: 30))"])
    }

    /// Two fingers (ids 1 and 2) at fractions of the window, moved to each of `steps` in a turn of
    /// its own, then lifted.
    private func twoFingers(_ queue: SDLEventQueue, from start: [(Float, Float)], through steps: [[(Float, Float)]]) {
        for (index, point) in start.enumerated() { queue.finger(SDL_FINGERDOWN, finger: Int64(index + 1), x: point.0, y: point.1) }
        turn()
        for step in steps {
            for (index, point) in step.enumerated() { queue.finger(SDL_FINGERMOTION, finger: Int64(index + 1), x: point.0, y: point.1) }
            turn()
        }
        for (index, point) in steps.last!.enumerated() { queue.finger(SDL_FINGERUP, finger: Int64(index + 1), x: point.0, y: point.1) }
        turn()
    }

    @Test("Two synthetic fingers moving apart are a pinch: its scale is the ratio to their distance at touch-down, growing")
    func pinch() throws {
        var actions: [String] = []
        let pinch = UIPinchGestureRecognizer { recognizer in
            let pinch = recognizer as! UIPinchGestureRecognizer
            actions.append(String(format: "%d %.3f %@", pinch.state.rawValue, pinch.scale, pinch.velocity > 0 ? "growing" : "not growing"))
        }
        let (window, queue, _) = try open(pinch)
        defer { window.isHidden = true }
        // 40 pt apart, then 48 (past the 5 % that begins it), then 80.
        twoFingers(queue, from: [(0.4, 0.5), (0.6, 0.5)], through: [[(0.38, 0.5), (0.62, 0.5)], [(0.3, 0.5), (0.7, 0.5)]])
        #expect(actions.map { $0.prefix(7) } == ["1 1.200", "2 2.000", "3 2.000"], "\(actions)")
        #expect(actions.dropFirst().allSatisfy { $0.hasSuffix(" growing") }, "\(actions)")
    }

    @Test("Two synthetic fingers turning are a rotation: radians since touch-down, clockwise on screen")
    func rotation() throws {
        var actions: [String] = []
        let rotation = UIRotationGestureRecognizer { recognizer in
            let rotation = recognizer as! UIRotationGestureRecognizer
            actions.append(String(format: "%d %.1f°", rotation.state.rawValue, rotation.rotation * 180 / .pi))
        }
        let (window, queue, _) = try open(rotation)
        defer { window.isHidden = true }
        /// The two ends of a 40 pt bar through the window's centre, turned `degrees` clockwise.
        func bar(_ degrees: Float) -> [(Float, Float)] {
            let radians = degrees * .pi / 180, dx = 0.1 * cos(radians), dy = 0.1 * sin(radians)
            return [(0.5 - dx, 0.5 - dy), (0.5 + dx, 0.5 + dy)]
        }
        twoFingers(queue, from: bar(0), through: [bar(10), bar(40)])
        #expect(actions == ["1 10.0°", "2 40.0°", "3 40.0°"])
    }

    @Test("The wheel scrolls a pan that allows discrete scrolls: began, changed, and ended once the wheel rests; other pans get nothing")
    func wheel() throws {
        var actions: [String] = []
        let scrolling = UIPanGestureRecognizer { recognizer in
            actions.append("\(recognizer.state.rawValue) \((recognizer as! UIPanGestureRecognizer).translation(in: nil))")
        }
        scrolling.allowedScrollTypesMask = .discrete
        let (window, queue, target) = try open(scrolling)
        defer { window.isHidden = true }
        let inner = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        let dragOnly = UIPanGestureRecognizer { _ in actions.append("drag-only pan") }
        inner.addGestureRecognizer(dragOnly)
        target.addSubview(inner)
        queue.wheel(steps: 1, x: 150, y: 150)
        turn()
        queue.wheel(steps: 2, x: 150, y: 150)
        turn()
        Thread.sleep(forTimeInterval: ScrollInput.quietInterval + 0.05)
        turn()
        let step = ScrollInput.pointsPerStep
        #expect(actions == ["1 \(CGPoint(x: 0, y: step))", "2 \(CGPoint(x: 0, y: 3 * step))", "3 \(CGPoint(x: 0, y: 3 * step))"])
    }
}
