import Foundation
import Testing
@testable import UIKit

/// Input rules 1–7 (Touches), through the headless platform: the exact calls views receive.
@Suite("Touch delivery", .serialized, .startsClean)
@MainActor
struct TouchDeliveryTests {
    @Test("Input rule 1: one UITouch per finger and for the mouse, its view and window fixed at touch-down; emulated copies are not delivered")
    func oneTouchPerFinger() throws {
        try withTouchWindow { window, input in
            let (log, v1, _) = sideBySideViews(in: window)

            input.finger(1, .down, 10, 10)
            input.mouse(true, 10, 10, emulated: true)  // SDL's mouse copy of finger 1
            input.turn()
            input.finger(2, .down, 160, 10)
            input.turn()
            input.finger(1, .move, 200, 50)  // over v2: still v1's touch
            input.drag(200, 50, emulated: true)
            input.turn()
            input.finger(1, .up, 200, 50)
            input.mouse(false, 200, 50, emulated: true)
            input.finger(2, .up, 160, 10)
            input.turn()
            // The mouse, with SDL's touch copy of it (device SDL_MOUSE_TOUCHID); released outside the window.
            input.mouse(true, 20, 20)
            input.finger(7, .down, 20, 20, device: -1, emulated: true)
            input.turn()
            input.mouse(false, 500, 400)
            input.finger(7, .up, 500, 400, device: -1, emulated: true)
            input.turn()

            #expect(log.lines == ["began v1 [1]", "began v2 [2]", "moved v1 [1]", "ended v1 [1]", "ended v2 [2]",
                                  "began v1 [3]", "ended v1 [3]"])
            let first = log.touch(1)
            #expect(first.view === v1 && first.window === window && first.type == .direct)
            #expect(first.location(in: v1) == CGPoint(x: 200, y: 50) && first.phase == .ended)
            #expect(log.touch(3).type == .indirectPointer && log.touch(3).location(in: nil) == CGPoint(x: 500, y: 400))
        }
    }

    @Test("Input rule 2: each view receives only its own touches of a phase, together; the base methods pass them up the chain")
    func ownTouchesPerPhase() throws {
        try withTouchWindow { window, input in
            let log = TouchLog()
            let container = RecordingView("c", log, frame: CGRect(x: 0, y: 0, width: 140, height: 200))
            let plain = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))  // no touch methods of its own
            plain.isMultipleTouchEnabled = true
            let other = RecordingView("v2", log, frame: CGRect(x: 150, y: 0, width: 100, height: 100))
            container.addSubview(plain)
            window.addSubview(container)
            window.addSubview(other)

            input.finger(1, .down, 10, 10)
            input.finger(2, .down, 50, 50)
            input.finger(3, .down, 160, 10)
            input.turn()
            input.finger(1, .move, 12, 10)
            input.finger(3, .move, 162, 10)
            input.finger(2, .move, 52, 50)
            input.turn()
            input.finger(2, .up, 52, 50)
            input.finger(1, .up, 12, 10)
            input.finger(3, .up, 162, 10)
            input.turn()

            #expect(log.lines == ["began c [1]", "began c [2]", "began v2 [3]", "moved c [1 2]", "moved v2 [3]",
                                  "ended c [2]", "ended c [1]", "ended v2 [3]"])
            #expect(log.touch(1).view === plain, "the touch's view is the hit view, though its superview handled it")
        }
    }

    @Test("Input rule 3: timestamps are the platform's media times; tapCount counts taps within 0.35 s and 45 pt")
    func timestampsAndTapCount() throws {
        try withTouchWindow { window, input in
            let (log, view) = windowFillingView(in: window)
            var times: [Double] = []
            view.inspect = { _, _, event in times.append(event?.timestamp ?? -1) }
            // (down time, lift time, where it goes down, where it lifts)
            let touches: [(Double, Double, CGPoint, CGPoint)] = [
                (10.0, 10.1, CGPoint(x: 50, y: 50), CGPoint(x: 50, y: 50)),
                (10.3, 10.35, CGPoint(x: 60, y: 55), CGPoint(x: 60, y: 55)),     // 0.2 s, 11 pt: second tap
                (10.6, 10.65, CGPoint(x: 55, y: 50), CGPoint(x: 56, y: 50)),     // third
                (11.1, 11.15, CGPoint(x: 55, y: 50), CGPoint(x: 55, y: 50)),     // 0.45 s later: first again
                (11.3, 11.35, CGPoint(x: 120, y: 50), CGPoint(x: 120, y: 50)),   // 65 pt away: first
                (11.5, 11.6, CGPoint(x: 120, y: 50), CGPoint(x: 200, y: 50)),    // a drag, not a tap: second
                (11.7, 11.75, CGPoint(x: 120, y: 50), CGPoint(x: 120, y: 50)),   // after a drag: first
            ]
            for (down, up, from, to) in touches {
                input.mouse(true, from.x, from.y, at: down)
                input.turn()
                input.mouse(false, to.x, to.y, at: up)
                input.turn()
            }
            #expect((1...touches.count).map { log.touch($0).tapCount } == [1, 2, 3, 1, 1, 2, 1])
            #expect(times == touches.flatMap { [$0.0, $0.1] })
            #expect((1...touches.count).map { log.touch($0).timestamp } == touches.map(\.1))
        }
    }

    @Test("Input rule 4: one event per window carries every live touch, stationary ones too; motion is one delivery per turn with its samples")
    func oneEventPerWindowAndCoalescing() throws {
        try withTouchWindow { window, input in
            let (log, v1, v2) = sideBySideViews(in: window)
            var seen: [String] = []
            v2.inspect = { phase, touches, event in
                guard phase == "began", let event, let first = touches.first else { return }
                let t1 = log.touch(1)
                seen.append("\(event.allTouches == [t1, first]) \(t1.phase == .stationary) \(event.touches(for: v2) == [first])")
            }
            var samples: [[CGPoint]] = []
            var last: [(UITouch, UITouch)] = []
            v1.inspect = { phase, touches, event in
                guard phase == "moved", let touch = touches.first, let coalesced = event?.coalescedTouches(for: touch) else { return }
                samples.append(coalesced.map { $0.location(in: nil) })
                last.append((coalesced.last!, touch))
                #expect(touch.previousLocation(in: nil) == CGPoint(x: 10, y: 10), "the previous delivery's location")
                #expect(event?.touches(for: window)?.count == 2 && event?.coalescedTouches(for: UITouch()) == nil)
            }

            input.finger(1, .down, 10, 10, at: 1)
            input.finger(2, .down, 160, 10, at: 1.01)
            input.finger(1, .move, 20, 10, at: 1.02)
            input.finger(1, .move, 30, 10, at: 1.03)
            input.finger(1, .move, 40, 12, at: 1.04)
            input.turn()
            #expect(log.lines == ["began v1 [1]", "began v2 [2]", "moved v1 [1]"], "three moves in a turn are one delivery")
            #expect(seen == ["true true true"])
            #expect(samples == [[CGPoint(x: 20, y: 10), CGPoint(x: 30, y: 10), CGPoint(x: 40, y: 12)]])
            let (lastSample, touch) = try #require(last.first)
            #expect(lastSample.location(in: nil) == touch.location(in: nil) && lastSample.timestamp == touch.timestamp
                    && lastSample.previousLocation(in: nil) == CGPoint(x: 30, y: 10) && touch.timestamp == 1.04)
            #expect(v1.events.allSatisfy { $0 === window.touchState.event } && v2.events.allSatisfy { $0 === window.touchState.event })

            // A second window has its own event.
            let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let v3 = RecordingView("v3", log, frame: other.bounds)
            other.addSubview(v3)
            other.makeKeyAndVisible()
            let otherInput = TouchInput(platform: input.platform, window: try #require(other.platformWindow?.id))
            otherInput.finger(3, .down, 5, 5)
            otherInput.turn()
            #expect(log.lines.last == "began v3 [3]")
            let otherEvent = try #require(v3.events.first ?? nil)
            #expect(otherEvent !== window.touchState.event && otherEvent.allTouches == [log.touch(3)])
            otherInput.finger(3, .up, 5, 5)
            input.finger(1, .up, 40, 12)
            input.finger(2, .up, 160, 10)
            input.turn()
            #expect(window.touchState.event.allTouches?.isEmpty == true)
        }
    }

    @Test("Input rule 5: without isMultipleTouchEnabled a view gets only the first touch of a sequence, and no one else gets the others")
    func multipleTouchDisabled() throws {
        try withTouchWindow { window, input in
            let log = TouchLog()
            let superview = RecordingView("s", log, frame: window.bounds)
            let view = RecordingView("v", log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            superview.addSubview(view)
            window.addSubview(superview)
            var allTouchesAtEnd = 0
            view.inspect = { phase, _, event in if phase == "ended" { allTouchesAtEnd = event?.allTouches?.count ?? 0 } }

            input.finger(1, .down, 10, 10)
            input.finger(2, .down, 50, 50)
            input.turn()
            input.finger(2, .move, 60, 50)
            input.turn()
            input.finger(1, .up, 10, 10)
            input.finger(2, .up, 60, 50)
            input.turn()
            #expect(log.lines == ["began v [1]", "ended v [1]"])
            #expect(allTouchesAtEnd == 2, "the second finger is in the event, for recognizers")

            log.clear()
            view.isMultipleTouchEnabled = true
            input.finger(3, .down, 10, 10)
            input.finger(4, .down, 50, 50)
            input.turn()
            input.finger(3, .up, 10, 10)
            input.finger(4, .up, 50, 50)
            input.turn()
            #expect(log.lines == ["began v [2]", "began v [3]", "ended v [2]", "ended v [3]"], "finger 2 never reached a view")
        }
    }

    @Test("Input rule 6: while an exclusive view tracks, no other view gets a new touch, and it gets none while another tracks")
    func exclusiveTouch() throws {
        try withTouchWindow { window, input in
            let (log, exclusive, _) = sideBySideViews(in: window, named: ("e", "o"))
            exclusive.isExclusiveTouch = true

            input.finger(1, .down, 10, 10)
            input.finger(2, .down, 160, 10)
            input.turn()
            input.finger(2, .move, 170, 10)
            input.finger(1, .up, 10, 10)
            input.finger(2, .up, 170, 10)
            input.turn()
            input.finger(3, .down, 160, 10)
            input.finger(4, .down, 10, 10)
            input.turn()
            input.finger(4, .up, 10, 10)
            input.finger(3, .up, 160, 10)
            input.turn()
            #expect(log.lines == ["began e [1]", "ended e [1]", "began o [2]", "ended o [2]"], "fingers 2 and 4 reached no view")
        }
    }

    @Test("Input rule 7: a view removed while tracking gets touchesCancelled; focus loss and closing the window cancel every touch")
    func cancellation() throws {
        try withTouchWindow { window, input in
            let (log, v1, v2) = sideBySideViews(in: window)
            v2.isMultipleTouchEnabled = true
            var windowWhenCancelled: UIWindow?
            v1.inspect = { phase, _, _ in if phase == "cancelled" { windowWhenCancelled = v1.window } }

            input.finger(1, .down, 10, 10)
            input.finger(2, .down, 160, 10)
            input.finger(1, .move, 20, 10)
            input.turn()
            v1.removeFromSuperview()
            input.finger(1, .move, 30, 10)
            input.finger(1, .up, 30, 10)
            input.mouse(true, 170, 20)
            input.turn()
            input.platform.inject(.windowFocus(window: input.window, isFocused: false))
            input.finger(2, .up, 160, 10)
            input.mouse(false, 170, 20)
            input.turn()
            input.finger(4, .down, 160, 10)
            input.turn()
            window.isHidden = true
            input.finger(4, .up, 160, 10)
            input.turn()

            #expect(log.lines == ["began v1 [1]", "began v2 [2]", "moved v1 [1]", "cancelled v1 [1]",
                                  "began v2 [3]", "cancelled v2 [2 3]", "began v2 [4]", "cancelled v2 [4]"])
            #expect(windowWhenCancelled === window, "cancelled while still in the window, before it leaves")
        }
    }

    @Test("Bad input: closed windows, points outside the window or not numbers, unknown fingers, views removed while delivering")
    func badInput() throws {
        try withTouchWindow { window, input in
            let (log, _, leaving) = sideBySideViews(in: window, named: ("v", "l"))
            leaving.inspect = { phase, _, _ in if phase == "began" { leaving.removeFromSuperview() } }
            let closed = TouchInput(platform: input.platform, window: PlatformWindowID(9999))

            let reports = Diagnostics.recording {
                closed.finger(1, .down, 10, 10)
                closed.finger(1, .up, 10, 10)
                input.finger(2, .down, 400, 10)
                input.finger(2, .up, 400, 10)
                input.finger(3, .down, .nan, 10)
                input.finger(3, .move, 10, 10)
                input.finger(3, .up, 10, 10)
                input.finger(4, .move, 10, 10)
                input.finger(5, .up, 10, 10)
                input.turn()
                input.finger(6, .down, 10, 10)
                input.finger(6, .move, .infinity, 10)
                input.finger(6, .down, 20, 20)
                input.turn()
                input.finger(6, .up, 20, 20)
                input.finger(8, .down, 160, 10)
                input.turn()
                input.finger(8, .move, 170, 10)
                input.finger(8, .up, 170, 10)
                input.turn()
            }
            #expect(log.lines == ["began v [1]", "cancelled v [1]", "began v [2]", "ended v [2]", "began l [3]", "cancelled l [3]"])
            let expected = [
                "finger 1 of touch device 1 went down in window 9999, which is not open; ignored",
                "finger 2 of touch device 1 went down at (400.0, 10.0), outside its 300.0×200.0 window; ignored",
                "finger 3 of touch device 1 went down at (nan, 10.0), outside its 300.0×200.0 window; ignored",
                "finger 4 of touch device 1 moved without going down; ignored",
                "finger 5 of touch device 1 lifted without going down; ignored",
                "finger 6 of touch device 1 moved to (inf, 10.0), which is not a point; ignored",
                "finger 6 of touch device 1 went down again without lifting; its touch is cancelled",
            ]
            // Other suites may report meanwhile from other threads: only the fingers' reports count.
            #expect(reports.filter { $0.hasPrefix("finger ") } == expected)
        }
    }
}
