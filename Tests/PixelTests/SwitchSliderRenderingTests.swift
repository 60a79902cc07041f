import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

/// Switches and sliders as the compositor draws them, in each state, at 1× and 2×: colours read at
/// known points of their tracks, knobs and thumbs.
@Suite("Switch and slider rendering", .serialized, .startsClean)
@MainActor
struct SwitchSliderRenderingTests {
    /// iOS's light grey fill (`.systemFill`, 20 % of (120, 120, 128)) over white.
    let offGrey = RGB(r: 228, g: 228, b: 229)
    let green = RGB(r: 52, g: 199, b: 89)
    let blue = RGB(r: 0, g: 122, b: 255)

    /// Runs `body` with a white 300 × 180-point window on a screen of each scale, and a reader of
    /// the drawn frame's colour at a point.
    private func atEachScale(_ build: (UIWindow) -> Void, _ check: (_ scale: CGFloat, _ at: (CGFloat, CGFloat) -> RGB) -> Void) {
        for scale in [1.0, 2.0] {
            SDLPlatform.shared.emulatedScale = scale
            defer { SDLPlatform.shared.emulatedScale = 1 }
            withWindow(size: CGSize(width: 300, height: 180)) { window, renderer in
                build(window)
                let picture = frame(window, renderer)
                #expect(picture.width == Int(300 * scale))
                check(scale) { x, y in picture.rgb(Int(x * scale), Int(y * scale)) }
            }
        }
    }

    @Test("Switches: off grey with the knob left, on green with it right, pressed with a wider knob, disabled faded to half")
    func switches() {
        atEachScale({ window in
            let states: [(Bool, Bool, Bool)] = [(false, false, true), (true, false, true), (false, true, true), (true, false, false)]
            for (index, (on, pressed, enabled)) in states.enumerated() {
                let toggle = UISwitch(frame: CGRect(x: 10 + 60 * CGFloat(index), y: 10, width: 0, height: 0))
                toggle.isOn = on
                UIView.performWithoutAnimation { toggle.isHighlighted = pressed }   // as a touch does, without the animation
                toggle.isEnabled = enabled
                window.addSubview(toggle)
            }
        }) { scale, at in
            // Off at x 10…61: the knob (x 12…39) white, the track right of it grey, the corner outside it white.
            #expect(at(25.5, 25.5) == .white && at(52, 20).isClose(to: offGrey, tolerance: 3), "off at \(scale)×: \(at(52, 20))")
            #expect(at(10.5, 10.5) == .white, "the track's rounded corner")
            // On at x 70…121: green left of the knob (x 92…119).
            #expect(at(78, 25).isClose(to: green, tolerance: 3) && at(105.5, 25.5) == .white, "on at \(scale)×: \(at(78, 25))")
            // Pressed off at x 130…181: the knob stretched to x 132…166.
            #expect(at(160, 25.5) == .white && at(172, 20).isClose(to: offGrey, tolerance: 3), "pressed at \(scale)×")
            // Disabled on at x 190…241: green at half over white; the knob still white.
            #expect(at(198, 25).isClose(to: RGB(r: 153, g: 227, b: 172), tolerance: 4) && at(225.5, 25.5) == .white,
                    "disabled at \(scale)×: \(at(198, 25))")
            // The knob's soft shadow: the track just below the knob is darker than beside it.
            #expect(at(25.5, 40).r < at(45.5, 40).r - 10, "shadow at \(scale)×: \(at(25.5, 40)) vs \(at(45.5, 40))")
        }
    }

    @Test("Sliders at 0, 0.5 and 1: a thin track, blue left of the white thumb and grey right of it; a disabled one faded")
    func sliders() {
        atEachScale({ window in
            for (index, value) in [Float(0), 0.5, 1, 0.5].enumerated() {
                let slider = UISlider(frame: CGRect(x: 10, y: 40 + 35 * CGFloat(index), width: 200, height: 31))
                slider.value = value
                slider.isEnabled = index < 3
                window.addSubview(slider)
            }
        }) { scale, at in
            // Each track spans x 12…208 and is 4 pt high about y = slider's top + 15.5; its thumb is 28 pt across.
            #expect(at(26, 55.5) == .white && at(120, 55.5).isClose(to: offGrey, tolerance: 3), "0 at \(scale)×: \(at(120, 55.5))")
            #expect(at(60, 90.5).isClose(to: blue, tolerance: 3) && at(110, 90.5) == .white && at(160, 90.5).isClose(to: offGrey, tolerance: 3),
                    "0.5 at \(scale)×: \(at(60, 90.5)) \(at(160, 90.5))")
            #expect(at(150, 125.5).isClose(to: blue, tolerance: 3) && at(194, 125.5) == .white, "1 at \(scale)×")
            #expect(at(60, 160.5).isClose(to: RGB(r: 128, g: 189, b: 255), tolerance: 4), "disabled at \(scale)×: \(at(60, 160.5))")
            #expect(at(60, 86) == .white && at(60, 95) == .white, "thin: white 2.5 pt off the track's edges")
            // The thumb's shadow falls below it.
            #expect(at(110, 105).r < 245, "shadow at \(scale)×: \(at(110, 105))")
        }
    }

    @Test("setOn(_:animated: true) slides the knob over a quarter second, the track turning green")
    func knobSlides() {
        withWindow(size: CGSize(width: 100, height: 60)) { window, renderer in
            let toggle = UISwitch(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
            window.addSubview(toggle)
            _ = frame(window, renderer)
            toggle.setOn(true, animated: true)
            CATransaction.flush()
            let begin = CACurrentMediaTime()
            // The knob goes from x 12…39 to x 32…59: about halfway, it covers x 22…49.
            let start = frame(window, renderer, at: begin)
            #expect(start.rgb(15, 25) == .white && start.rgb(45, 25).isClose(to: offGrey, tolerance: 3))
            let halfway = frame(window, renderer, at: begin + 0.125)
            #expect(halfway.rgb(45, 25) == .white && halfway.rgb(15, 25) != .white, "\(halfway.rgb(15, 25))")
            #expect(!halfway.rgb(15, 25).isClose(to: green, tolerance: 20) && !halfway.rgb(15, 25).isClose(to: offGrey, tolerance: 20),
                    "the track between grey and green")
            let end = frame(window, renderer, at: begin + 1)
            #expect(end.rgb(15, 25).isClose(to: green, tolerance: 3) && end.rgb(45, 25) == .white, "\(end.rgb(15, 25)) \(end.rgb(45, 25))")
        }
    }

    @Test("At 2× the track's edges are crisp: the row above the track is white and the first row of it is all track")
    func crispAtTwice() {
        SDLPlatform.shared.emulatedScale = 2
        defer { SDLPlatform.shared.emulatedScale = 1 }
        withWindow(size: CGSize(width: 300, height: 100)) { window, renderer in
            let slider = UISlider(frame: CGRect(x: 10, y: 10, width: 200, height: 31))
            slider.value = 0.5
            window.addSubview(slider)
            let picture = frame(window, renderer)
            // The track is y 23.5…27.5 pt: pixel rows 47…54.
            #expect(picture.rgb(120, 46) == .white && picture.rgb(120, 47).isClose(to: blue, tolerance: 6), "\(picture.rgb(120, 47))")
            #expect(picture.rgb(120, 54).isClose(to: blue, tolerance: 6) && picture.rgb(120, 55) == .white)
        }
    }
}
