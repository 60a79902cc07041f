import Foundation
import Testing
@testable import UIKit

/// `UISlider`: its geometry, limits and clamping, and dragging the thumb through the headless
/// platform — continuous or not, tap-free, and refusing ancestors' gestures along its track.
@Suite("Sliders", .serialized, .startsClean)
@MainActor
struct UISliderTests {
    /// Media time far ahead of the clock.
    let t0 = MediaClock.shared.now() + 1000

    /// A 200 × 31 slider at (20, 50) in a recording view "v" filling `window`; its touch events
    /// logged, and "valueChanged V" with the value then. Its track spans x 22…218, its thumb's
    /// centre x 36…204 in the window, y 65.5: 168 pt of travel.
    private func placeSlider(in window: UIWindow) -> (TouchLog, UISlider, RecordingView) {
        let (log, view) = windowFillingView(in: window)
        let slider = UISlider(frame: CGRect(x: 20, y: 50, width: 200, height: 31))
        logEvents(of: slider, to: log)
        slider.addAction(UIAction { _ in log.note("valueChanged \(slider.value)") }, for: .valueChanged)
        view.addSubview(slider)
        return (log, slider, view)
    }

    /// A blank `width` × `height` image.
    private func image(_ width: CGFloat, _ height: CGFloat) -> UIImage {
        UIImage(cgImage: renderText(size: CGSize(width: width, height: height)) { _ in })
    }

    @Test("Defaults: 0 in 0…1, continuous, no colours or images of its own, 31 pt high with no width of its own")
    func defaults() {
        let slider = UISlider()
        #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1 && slider.isContinuous)
        #expect(slider.minimumTrackTintColor == nil && slider.maximumTrackTintColor == nil && slider.thumbTintColor == nil)
        #expect(slider.minimumValueImage == nil && slider.maximumValueImage == nil && !slider.isOpaque)
        #expect(slider.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 31))
    }

    @Test("Geometry: a 4 pt track inset 2 pt, a 28 pt thumb travelling its length; value images shorten the track, 8 pt from it")
    func geometry() {
        let slider = UISlider()
        let bounds = CGRect(x: 0, y: 0, width: 200, height: 31)
        let track = slider.trackRect(forBounds: bounds)
        #expect(track == CGRect(x: 2, y: 13.5, width: 196, height: 4))
        #expect([0, 0.5, 1, 7].map { slider.thumbRect(forBounds: bounds, trackRect: track, value: $0).minX } == [2, 86, 170, 170])
        #expect(slider.thumbRect(forBounds: bounds, trackRect: track, value: 0.5).size == CGSize(width: 28, height: 28))
        #expect(slider.minimumValueImageRect(forBounds: bounds) == CGRect(x: 0, y: 15.5, width: 0, height: 0))
        slider.minimumValueImage = image(20, 16)
        slider.maximumValueImage = image(24, 24)
        #expect(slider.minimumValueImageRect(forBounds: bounds) == CGRect(x: 0, y: 7.5, width: 20, height: 16))
        #expect(slider.maximumValueImageRect(forBounds: bounds) == CGRect(x: 176, y: 3.5, width: 24, height: 24))
        #expect(slider.trackRect(forBounds: bounds) == CGRect(x: 28, y: 13.5, width: 140, height: 4))
        slider.frame = bounds
        slider.layoutIfNeeded()
        let imageViews = slider.subviews.first?.subviews.compactMap { $0 as? UIImageView }
        #expect(imageViews?.map(\.frame) == [CGRect(x: 0, y: 7.5, width: 20, height: 16), CGRect(x: 176, y: 3.5, width: 24, height: 24)])
    }

    @Test("Continuous: dragging the thumb changes the value with the horizontal motion, valueChanged before each drag event")
    func continuousDrag() throws {
        try withTouchWindow { window, input in
            let (log, slider, _) = placeSlider(in: window)
            input.stroke([CGPoint(x: 40, y: 60), CGPoint(x: 82, y: 70), CGPoint(x: 124, y: 70), CGPoint(x: 124, y: 70)], at: t0)
            #expect(log.lines == ["touchDown", "valueChanged 0.25", "touchDragInside", "valueChanged 0.5", "touchDragInside",
                                  "touchUpInside"])
            #expect(slider.value == 0.5 && !slider.isTracking)
            log.clear()
            input.stroke([CGPoint(x: 120, y: 65), CGPoint(x: 141, y: 65)], at: t0 + 1)
            #expect(log.lines == ["touchDown", "valueChanged 0.625", "touchUpInside"], "a lift elsewhere than the last move counts as a move")
        }
    }

    @Test("Not continuous: one valueChanged at the end (before touchUpInside), only when the value changed")
    func discreteDrag() throws {
        try withTouchWindow { window, input in
            let (log, slider, _) = placeSlider(in: window)
            slider.isContinuous = false
            input.stroke([CGPoint(x: 36, y: 65), CGPoint(x: 78, y: 65), CGPoint(x: 120, y: 65)], at: t0)
            #expect(log.lines == ["touchDown", "touchDragInside", "valueChanged 0.5", "touchUpInside"], "the lift at 120 counts")
            log.clear()
            input.stroke([CGPoint(x: 120, y: 65), CGPoint(x: 160, y: 65), CGPoint(x: 120, y: 65)], at: t0 + 1)
            #expect(log.lines == ["touchDown", "touchDragInside", "touchUpInside"], "back where it began")
            log.clear()
            input.step(1, .down, 120, 65, at: t0 + 2)
            input.step(1, .move, 204, 65, at: t0 + 2.1)
            slider.removeFromSuperview()
            #expect(log.lines == ["touchDown", "touchDragInside", "valueChanged 1.0", "touchCancel"], "a cancelled drag reports its change")
        }
    }

    @Test("The thumb keeps its place under the finger: grabbed off-centre, dragged past the end and back")
    func grabAndClamp() throws {
        try withTouchWindow { window, input in
            let (log, slider, _) = placeSlider(in: window)
            slider.value = 0.5
            input.step(1, .down, 130, 65, at: t0)                    // 10 pt right of the thumb's centre (120)
            input.step(1, .move, 172, 65, at: t0 + 0.1)
            #expect(slider.value == 0.75)
            input.step(1, .move, 290, 65, at: t0 + 0.2)
            #expect(slider.value == 1)
            input.step(1, .move, 256, 65, at: t0 + 0.3)
            #expect(slider.value == 1, "the finger is still right of the end")
            input.step(1, .move, 172, 65, at: t0 + 0.4)
            #expect(slider.value == 0.75)
            input.step(1, .up, 172, 65, at: t0 + 0.5)
            #expect(log.lines.filter { $0.hasPrefix("value") } == ["valueChanged 0.75", "valueChanged 1.0", "valueChanged 0.75"])
        }
    }

    @Test("Tap-free: a touch on the track away from the thumb tracks nothing, moves nothing and sends nothing")
    func trackTouch() throws {
        try withTouchWindow { window, input in
            let (log, slider, _) = placeSlider(in: window)
            input.stroke([CGPoint(x: 150, y: 65), CGPoint(x: 180, y: 65), CGPoint(x: 180, y: 65)], at: t0)
            #expect(log.lines.isEmpty && slider.value == 0 && !slider.isHighlighted)
            input.stroke([CGPoint(x: 57, y: 65), CGPoint(x: 57, y: 65)], at: t0 + 1)
            #expect(log.lines == ["touchDown", "touchUpInside"], "within 8 pt of the thumb's edge it takes the touch")
        }
    }

    @Test("Setting the value clamps it and sends nothing; limits pull the value into range")
    func clamping() throws {
        try withTouchWindow { window, _ in
            let (log, slider, _) = placeSlider(in: window)
            var values: [Float] = []
            slider.value = 2
            values.append(slider.value)
            slider.setValue(-1, animated: true)
            values.append(slider.value)
            slider.minimumValue = 0.5
            values.append(slider.value)
            slider.maximumValue = 10
            slider.value = 8
            slider.maximumValue = 4
            values.append(slider.value)
            #expect(values == [1, 0, 0.5, 4] && log.lines.isEmpty)
            #expect(slider.minimumValue == 0.5 && slider.maximumValue == 4)
        }
    }

    @Test("Bad input: non-finite values and limits are reported and ignored; a limit set across the other moves both to it")
    func badValues() {
        let slider = UISlider()
        slider.value = 0.25
        let reports = Diagnostics.recording {
            slider.value = .nan
            slider.setValue(.infinity, animated: true)
            slider.minimumValue = -.infinity
            slider.maximumValue = .nan
        }
        #expect(reports.count == 4 && slider.value == 0.25 && slider.minimumValue == 0 && slider.maximumValue == 1)
        let crossing = Diagnostics.recording { slider.minimumValue = 3 }
        #expect(crossing == ["UISlider minimumValue 3.0 crosses the other limit; both limits are now 3.0"])
        #expect(slider.minimumValue == 3 && slider.maximumValue == 3 && slider.value == 3)
        _ = Diagnostics.recording { slider.maximumValue = -2 }
        #expect(slider.minimumValue == -2 && slider.maximumValue == -2 && slider.value == -2)
        slider.frame = CGRect(x: 0, y: 0, width: 100, height: 31)
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: 5).minX == 2,
                "an empty range puts the thumb at the start")
    }

    @Test("Input rule 26: a disabled slider ignores the thumb and fades to half")
    func disabled() throws {
        try withTouchWindow { window, input in
            let (log, slider, _) = placeSlider(in: window)
            slider.isEnabled = false
            input.stroke([CGPoint(x: 36, y: 65), CGPoint(x: 120, y: 65)], at: t0)
            #expect(log.lines == ["began v [1]", "ended v [1]"] && slider.value == 0)
            #expect(slider.subviews.first?.alpha == 0.5)
        }
    }

    @Test("An ancestor's pan or swipe along the track cannot take a touch from the thumb; a vertical pan can, and cancels it")
    func ancestorsGestures() throws {
        try withTouchWindow { window, input in
            let (log, slider, view) = placeSlider(in: window)
            let pan = UIPanGestureRecognizer()
            pan.addAction { log.note("pan \($0.state.rawValue)") }
            let swipe = UISwipeGestureRecognizer()
            swipe.direction = [.left, .right]
            swipe.addAction { _ in log.note("swipe") }
            view.addGestureRecognizer(pan)
            view.addGestureRecognizer(swipe)
            input.stroke([CGPoint(x: 36, y: 65), CGPoint(x: 56, y: 62), CGPoint(x: 120, y: 65), CGPoint(x: 120, y: 65)], at: t0)
            #expect(log.lines == ["touchDown", "valueChanged 0.11904762", "touchDragInside", "valueChanged 0.5", "touchDragInside",
                                  "touchUpInside"])
            #expect(pan.state == .possible && swipe.state == .possible, "both failed, and were reset")
            log.clear()
            input.stroke([CGPoint(x: 120, y: 65), CGPoint(x: 121, y: 100), CGPoint(x: 121, y: 140), CGPoint(x: 121, y: 140)], at: t0 + 1)
            #expect(log.lines == ["touchDown", "touchCancel", "pan 1", "pan 2", "pan 3"])
            #expect(slider.value == 0.5)
            view.removeGestureRecognizer(pan)
            log.clear()
            input.stroke([CGPoint(x: 200, y: 150), CGPoint(x: 260, y: 150), CGPoint(x: 260, y: 150)], at: t0 + 2)
            #expect(log.lines.contains("swipe"), "elsewhere a swipe along works")
        }
    }
}
