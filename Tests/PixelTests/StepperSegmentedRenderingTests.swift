import CSDL2
import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

/// Steppers, segmented controls and buttons with images as the compositor draws them, in their
/// states, at 1× and 2×: colours at known points, and edges that fall on whole pixels.
@Suite("Stepper, segmented control and button rendering", .serialized, .startsClean)
@MainActor
struct StepperSegmentedRenderingTests {
    /// The track's grey over white: iOS's tertiary system fill, (118, 118, 128) at 12 %.
    static let track = over(RGB.white, UIColor.tertiarySystemFill)
    /// A pressed segment: the system fill, (120, 120, 128) at 20 %, over the track.
    static let pressed = over(track, UIColor.systemFill)
    /// A divider: the separator colour, (60, 60, 67) at 29 %, over the track.
    static let divider = over(track, UIColor.separator)
    /// A symbol that cannot step: the tertiary label colour, (60, 60, 67) at 30 %, over the track.
    static let greyed = over(track, UIColor.tertiaryLabel)

    /// `color` blended over `background`.
    static func over(_ background: RGB, _ color: UIColor) -> RGB {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
        func mix(_ base: UInt8, _ value: CGFloat) -> UInt8 { UInt8((CGFloat(base) * (1 - a) + value * 255 * a).rounded()) }
        return RGB(r: mix(background.r, r), g: mix(background.g, g), b: mix(background.b, b))
    }

    /// Runs `body` at 1× and at 2× with a white window of `size` and a function giving the colour at a point.
    private func atBothScales(size: CGSize, _ body: (UIWindow, SynchronousRenderer, CGFloat) throws -> Void) rethrows {
        for scale in [1.0, 2.0] {
            SDLPlatform.shared.emulatedScale = scale
            defer { SDLPlatform.shared.emulatedScale = 1 }
            try withWindow(size: size) { window, renderer in try body(window, renderer, scale) }
        }
    }

    /// The left button goes down (or up) at `point` of `window`, through SDL's queue.
    private func press(_ isDown: Bool, at point: CGPoint, in window: UIWindow, scale: CGFloat) throws {
        let queue = SDLEventQueue(windowID: try #require(window.platformWindow?.id.rawValue))
        queue.button(isDown ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP, x: Int32(point.x * scale), y: Int32(point.y * scale))
        UIApplication.shared.handlePendingEvents()
    }

    /// The colour at (x, y) points from `view`'s top-left corner, in a picture of its window at `scale`.
    private func color(_ picture: Picture, _ view: UIView, _ x: CGFloat, _ y: CGFloat, scale: CGFloat) -> RGB {
        picture.rgb(Int((view.frame.minX + x) * scale), Int((view.frame.minY + y) * scale))
    }

    /// How many pixels of `rect` (points in `view`) are dark: text drawn in black.
    private func darkPixels(_ picture: Picture, _ view: UIView, in rect: CGRect, scale: CGFloat) -> Int {
        let pixels = view.convert(rect, to: nil).applying(CGAffineTransform(scaleX: scale, y: scale))
        return (Int(pixels.minY)..<Int(pixels.maxY)).reduce(0) { count, y in
            count + (Int(pixels.minX)..<Int(pixels.maxX)).count { picture.rgb($0, y).r < 100 }
        }
    }

    @Test("UIStepper at 1× and 2×: the grey rounded track, the divider, black − and + whose edges fall on whole pixels, the symbol at an end greyed, the pressed segment darker, all greyed when disabled")
    func stepper() throws {
        try atBothScales(size: CGSize(width: 240, height: 100)) { window, renderer, scale in
            let atStart = UIStepper(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
            let pressed = UIStepper(frame: CGRect(x: 120, y: 10, width: 0, height: 0))
            pressed.value = 5
            let disabled = UIStepper(frame: CGRect(x: 10, y: 60, width: 0, height: 0))
            disabled.value = 5
            disabled.isEnabled = false
            let atEnd = UIStepper(frame: CGRect(x: 120, y: 60, width: 0, height: 0))
            atEnd.value = 100
            for stepper in [atStart, pressed, disabled, atEnd] { window.addSubview(stepper) }
            try press(true, at: CGPoint(x: 200, y: 26), in: window, scale: scale)
            #expect(pressed.value == 6 && pressed.isHighlighted)
            let picture = frame(window, renderer)
            try press(false, at: CGPoint(x: 200, y: 26), in: window, scale: scale)
            @MainActor func at(_ stepper: UIStepper, _ x: CGFloat, _ y: CGFloat) -> RGB { color(picture, stepper, x, y, scale: scale) }
            let s = "at \(scale)×"
            #expect(at(atStart, 12, 4).isClose(to: Self.track, tolerance: 3), "the track \(s): \(at(atStart, 12, 4))")
            #expect(at(atStart, 0.2, 0.2).r > 250, "outside the rounded corner \(s)")
            #expect(at(atStart, 47.5, 16).isClose(to: Self.divider, tolerance: 4), "the divider \(s): \(at(atStart, 47.5, 16))")
            #expect(at(atStart, 47.5, 6).isClose(to: Self.track, tolerance: 3), "the divider spans the middle half \(s)")
            #expect(at(atStart, 24, 16).isClose(to: Self.greyed, tolerance: 4), "− greyed at the minimum \(s): \(at(atStart, 24, 16))")
            #expect(at(atStart, 71, 10).isClose(to: .black, tolerance: 4) && at(atStart, 65, 16).isClose(to: .black, tolerance: 4), "+ black \(s)")
            // The bar of + spans y 15–17 and x 64–78 exactly: the pixels on either side of its edges are track.
            for (inside, outside) in [((65.0, 15.0), (65.0, 15.0 - 1 / scale)), ((65.0, 17.0 - 1 / scale), (65.0, 17.0)),
                                      ((64.0, 16.0), (64.0 - 1 / scale, 16.0)), ((78.0 - 1 / scale, 16.0), (78.0, 16.0))] {
                #expect(at(atStart, inside.0, inside.1).isClose(to: .black, tolerance: 4), "sharp edge inside \(inside) \(s)")
                #expect(at(atStart, outside.0, outside.1).isClose(to: Self.track, tolerance: 4), "sharp edge outside \(outside) \(s)")
            }
            #expect(at(pressed, 60, 6).isClose(to: Self.pressed, tolerance: 4), "the pressed + darker \(s): \(at(pressed, 60, 6))")
            #expect(at(pressed, 12, 6).isClose(to: Self.track, tolerance: 3), "− not pressed \(s)")
            #expect(at(disabled, 24, 16).isClose(to: Self.greyed, tolerance: 4) && at(disabled, 71, 10).isClose(to: Self.greyed, tolerance: 4),
                    "disabled: both greyed \(s)")
            #expect(at(atEnd, 24, 16).isClose(to: .black, tolerance: 4) && at(atEnd, 71, 10).isClose(to: Self.greyed, tolerance: 4),
                    "+ greyed at the maximum \(s)")
        }
    }

    @Test("UISegmentedControl at 1× and 2×: the grey track, the selected segment white (or its tint) inset 2 points with a shadow below, dividers except beside it, black titles, the pressed segment darker, grey titles when disabled")
    func segmentedControl() throws {
        try atBothScales(size: CGSize(width: 260, height: 200)) { window, renderer, scale in
            @MainActor func control(y: CGFloat, selected: Int) -> UISegmentedControl {
                let control = UISegmentedControl(items: ["One", "Two", "Three"])
                control.frame = CGRect(x: 10, y: y, width: 240, height: 32)
                control.selectedSegmentIndex = selected
                window.addSubview(control)
                return control
            }
            let plain = control(y: 10, selected: 1)
            let pressed = control(y: 55, selected: 0)
            let tinted = control(y: 100, selected: 2)
            tinted.selectedSegmentTintColor = .systemBlue
            tinted.setEnabled(false, forSegmentAt: 0)
            let disabled = control(y: 145, selected: UISegmentedControl.noSegment)
            disabled.isEnabled = false
            try press(true, at: CGPoint(x: 210, y: 71), in: window, scale: scale)
            let picture = frame(window, renderer)
            try press(false, at: CGPoint(x: 210, y: 71), in: window, scale: scale)
            @MainActor func at(_ control: UISegmentedControl, _ x: CGFloat, _ y: CGFloat) -> RGB { color(picture, control, x, y, scale: scale) }
            @MainActor func dark(_ control: UISegmentedControl, segment: Int) -> Int {
                darkPixels(picture, control, in: CGRect(x: CGFloat(segment) * 80 + 4, y: 4, width: 72, height: 24), scale: scale)
            }
            let s = "at \(scale)×"
            // Segments are 80 points wide; the selected one is white from (2, 2) to (78, 30) in its segment.
            #expect(at(plain, 85, 5) == .white && at(plain, 155, 27) == .white, "the selected segment \(s): \(at(plain, 85, 5))")
            #expect(at(plain, 10, 5).isClose(to: Self.track, tolerance: 3) && at(plain, 235, 5).isClose(to: Self.track, tolerance: 3), "the track \(s)")
            // Beside and above the selected segment: the track, a little shadowed; not white, not a divider.
            for beside in [at(plain, 81, 16), at(plain, 159, 16), at(plain, 120, 1)] {
                #expect(beside.r < 245 && beside.r > Self.divider.r + 25, "the selected segment inset 2 points, no divider beside it \(s): \(beside)")
            }
            #expect(at(plain, 120, 32.5).r < 252 && at(plain, 120, 32.5).r > 200, "its shadow falls below the track \(s): \(at(plain, 120, 32.5))")
            #expect((0..<3).allSatisfy { dark(plain, segment: $0) > Int(20 * scale * scale) }, "three black titles \(s)")
            #expect(at(pressed, 170, 5).isClose(to: Self.pressed, tolerance: 4), "the pressed segment darker \(s): \(at(pressed, 170, 5))")
            #expect(at(pressed, 160.5, 16).isClose(to: Self.pressed, tolerance: 4) && at(pressed, 159.5, 16).isClose(to: Self.track, tolerance: 4),
                    "no divider beside the pressed segment \(s)")
            #expect(at(tinted, 165, 5).isClose(to: RGB(r: 0, g: 122, b: 255), tolerance: 3), "the tint \(s): \(at(tinted, 165, 5))")
            #expect(at(tinted, 80.5, 16).isClose(to: Self.divider, tolerance: 4), "a divider between segments \(s): \(at(tinted, 80.5, 16))")
            #expect(at(tinted, 80.5, 6).isClose(to: Self.track, tolerance: 3), "over the middle half of the height \(s)")
            #expect(dark(tinted, segment: 0) == 0 && dark(tinted, segment: 1) > 0, "the disabled segment's title is grey \(s)")
            #expect((0..<3).allSatisfy { dark(disabled, segment: $0) == 0 }, "a disabled control's titles are grey \(s)")
            #expect(at(disabled, 80.5, 16).isClose(to: Self.divider, tolerance: 4) && at(disabled, 160.5, 16).isClose(to: Self.divider, tolerance: 4),
                    "both dividers with nothing selected \(s)")
        }
    }

    @Test("UIButton with an image and a background image at 1× and 2×: the background fills the button, the image sits sharp left of the tinted title; a highlighted system button fades both")
    func buttonWithImage() throws {
        let sky = UIColor(red: 0.85, green: 0.9, blue: 1, alpha: 1), skyRGB = RGB(r: 217, g: 230, b: 255)
        func solid(_ color: UIColor, _ size: CGFloat) -> UIImage {
            UIGraphicsImageRenderer(size: CGSize(width: size, height: size)).image { context in
                color.setFill()
                context.fill(CGRect(x: 0, y: 0, width: size, height: size))
            }
        }
        try atBothScales(size: CGSize(width: 140, height: 120)) { window, renderer, scale in
            @MainActor func button(y: CGFloat) -> UIButton {
                let button = UIButton(type: .system)
                button.frame = CGRect(x: 10, y: y, width: 120, height: 44)
                button.setTitle("Go", for: .normal)
                button.setImage(solid(.green, 16), for: .normal)
                button.setBackgroundImage(solid(sky, 4), for: .normal)
                window.addSubview(button)
                return button
            }
            let plain = button(y: 10), pressed = button(y: 64)
            try press(true, at: CGPoint(x: 70, y: 86), in: window, scale: scale)
            #expect(pressed.isHighlighted)
            let picture = frame(window, renderer)
            try press(false, at: CGPoint(x: 70, y: 86), in: window, scale: scale)
            let s = "at \(scale)×"
            let image = try #require(plain.imageView).frame, title = try #require(plain.titleLabel).frame
            @MainActor func at(_ button: UIButton, _ x: CGFloat, _ y: CGFloat) -> RGB { color(picture, button, x, y, scale: scale) }
            #expect(at(plain, 1, 1) == skyRGB && at(plain, 118, 42) == skyRGB, "the background image fills the button \(s): \(at(plain, 1, 1))")
            #expect(at(plain, image.midX, image.midY) == RGB(r: 0, g: 255, b: 0), "the image \(s): \(at(plain, image.midX, image.midY))")
            #expect(at(plain, image.minX, image.midY) == RGB(r: 0, g: 255, b: 0) && at(plain, image.minX - 1 / scale, image.midY) == skyRGB,
                    "its left edge on a whole pixel \(s)")
            #expect(image.maxX <= title.minX, "left of the title")
            @MainActor func tinted(_ button: UIButton) -> Int {
                let rect = button.convert(title, to: nil).applying(CGAffineTransform(scaleX: scale, y: scale))
                return (Int(rect.minY)..<Int(rect.maxY)).reduce(0) { count, y in
                    count + (Int(rect.minX)..<Int(rect.maxX)).count { let p = picture.rgb($0, y); return p.r < 60 && p.g < 160 && p.b > 230 }
                }
            }
            #expect(tinted(plain) > Int(10 * scale * scale) && tinted(pressed) == 0, "the title tinted, faded while highlighted \(s)")
            // The image at 0.2 over the background.
            let faded = Self.over(skyRGB, UIColor.green.withAlphaComponent(0.2))
            #expect(at(pressed, image.midX, image.midY).isClose(to: faded, tolerance: 3), "the image faded \(s): \(at(pressed, image.midX, image.midY))")
            #expect(at(pressed, 1, 1) == skyRGB, "the background stays \(s)")
        }
    }
}
