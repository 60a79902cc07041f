import Foundation
import Testing
@testable import QuartzCore

/// The animation listings and the timing-curves page, photographed at chosen virtual times (a
/// listing starts when its page enters the window, at 0): what the compositor drew at each moment.
@Suite("Animation demo screenshots", .startsClean)
struct AnimationDemoTests {
    /// `color` at `alpha` over white, as 8-bit RGB.
    private func over(_ color: RGB, alpha: Double, on base: RGB = .white) -> RGB {
        func mix(_ c: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(c) * alpha + Double(b) * (1 - alpha)).rounded()) }
        return RGB(r: mix(color.r, base.r), g: mix(color.g, base.g), b: mix(color.b, base.b))
    }

    @Test("L6: halfway through the cross-fade both views show at half opacity")
    func crossFade() throws {
        let p = try demoScreenshot("L6", at: 0.5)
        let red = over(.red, alpha: 0.5), blue = over(.blue, alpha: 0.5)
        #expect(p.rgb(150, 130).isClose(to: red, tolerance: 3), "red alone: \(p.rgb(150, 130))")
        #expect(p.rgb(330, 310).isClose(to: blue, tolerance: 3), "blue alone: \(p.rgb(330, 310))")
        #expect(p.rgb(240, 220).isClose(to: over(.blue, alpha: 0.5, on: red), tolerance: 3), "blue over red: \(p.rgb(240, 220))")
        let end = try demoScreenshot("L6", at: 1.1)
        #expect(end.rgb(150, 130) == .white && end.rgb(240, 220) == .blue)
    }

    @Test("L7: gone after 1 s, still gone at 1.9 s, back halfway (ease out) at 2.5 s, whole at 3 s")
    func chainedFade() throws {
        #expect(try demoScreenshot("L7", at: 1.5).rgb(260, 220) == .white)
        let easeOut = CAMediaTimingFunction(name: .easeOut).curve.value(at: 0.5)
        let returning = try demoScreenshot("L7", at: 2.5).rgb(260, 220)
        #expect(returning.isClose(to: over(.blue, alpha: easeOut), tolerance: 3), "\(returning)")
        #expect(try demoScreenshot("L7", at: 3.1).rgb(260, 220) == .blue)
    }

    @Test("L9: anotherView is opaque at 1.4 s and 1.8 s, clear at 1.2 s and after 2.0 s; aView eases out")
    func nestedRepeat() throws {
        for (t, visible) in [(1.2, false), (1.4, true), (1.8, true), (2.1, false)] {
            let p = try demoScreenshot("L9", at: t)
            #expect(p.rgb(430, 210) == (visible ? .blue : .white), "anotherView at \(t) s: \(p.rgb(430, 210))")
        }
        let p = try demoScreenshot("L9", at: 1.5)
        let alpha = 1 - CAMediaTimingFunction(name: .easeOut).curve.value(at: 0.5)
        #expect(p.rgb(170, 210).isClose(to: over(.red, alpha: alpha), tolerance: 3), "aView: \(p.rgb(170, 210))")
    }

    @Test("L10: the plotted on-screen alpha has no jump where the second block retargets it")
    func retargetPlot() throws {
        let p = try demoScreenshot("L10", at: 1.65)
        let plot = CGRect(x: 200, y: 250, width: 200, height: 150)
        // The lowest dark pixel in each column of the plot: the alpha at that moment.
        var heights: [(x: Int, y: Int)] = []
        for x in Int(plot.minX)..<Int(plot.minX) + 160 {
            let dark = (Int(plot.minY)..<Int(plot.maxY)).filter { p.rgb(x, $0).isClose(to: .black, tolerance: 40) }
            if let y = dark.last { heights.append((x, y)) }
        }
        #expect(heights.count > 100, "the plot covers 1.6 s")
        let steps = zip(heights, heights.dropFirst()).map { abs($1.y - $0.y) }
        #expect((steps.max() ?? 99) <= 6, "consecutive frames stay close: \(steps.max() ?? -1) points at most")
        // The fade turned back around 0.5 s (x = 250) without reaching the bottom, and ended at the top.
        let lowest = heights.max { $0.y < $1.y }!
        #expect(lowest.x > 240 && lowest.x < 300 && lowest.y < Int(plot.maxY) - 20, "turned at \(lowest)")
        #expect(heights.last!.y < Int(plot.minY) + 8, "back to 1 at the end")
    }

    @Test("L13: the view turns counter-clockwise while its layer stays (nearly) upright", arguments: [0.5, 1.0, 1.5])
    func viewAndLayer(at t: Double) throws {
        let p = try demoScreenshot("L13", at: t)
        let center = (x: 320, y: 220)
        // The yellow strip (the view's top): left at 0.5 s (−90°), bottom at 1 s (−180°), right at 1.5 s (−269.5°).
        let strip: (Int, Int) = t == 0.5 ? (center.x - 90, center.y) : t == 1.0 ? (center.x, center.y + 90) : (center.x + 90, center.y)
        #expect(p.rgb(strip.0, strip.1).isClose(to: RGB(r: 255, g: 255, b: 0), tolerance: 12), "strip at \(t) s: \(p.rgb(strip.0, strip.1))")
        // The layer's red head stays above its blue body.
        #expect(p.rgb(center.x, center.y - 45) == .red, "head at \(t) s: \(p.rgb(center.x, center.y - 45))")
        #expect(p.rgb(center.x, center.y + 30) == .blue, "body at \(t) s: \(p.rgb(center.x, center.y + 30))")
    }

    @Test("Timing curves page: each dot sits on its curve, where the curve says it is at that time")
    func timingCurves() throws {
        let t = 0.7
        let p = try demoScreenshot("curves", at: t)
        let names: [CAMediaTimingFunctionName] = [.linear, .easeIn, .easeOut, .easeInEaseOut, .default]
        for (index, name) in names.enumerated() {
            let plot = CGRect(x: 40 + CGFloat(index % 3) * 200, y: 70 + CGFloat(index / 3) * 190, width: 150, height: 110)
            let fraction = t / 2
            let x = plot.minX + fraction * plot.width
            let y = plot.maxY - CAMediaTimingFunction(name: name).curve.value(at: fraction) * plot.height
            #expect(p.rgb(Int(x.rounded()), Int(y.rounded())) == .red, "\(name.rawValue) dot at (\(x), \(y))")
        }
        // The spring's dot: mass 1, damping ratio 0.3, settled to 1/1500 at 2 s, as the page sets it.
        let natural = log(1500.0) / (0.3 * 2)
        let spring = SpringMotion(mass: 1, stiffness: natural * natural, damping: 2 * 0.3 * natural, initialVelocity: 0)
        let plot = CGRect(x: 440, y: 260, width: 150, height: 110)
        let x = plot.minX + t / 2 * plot.width, y = plot.maxY - spring.fraction(at: t) * plot.height
        #expect(p.rgb(Int(x.rounded()), Int(y.rounded())) == .red, "spring dot at (\(x), \(y))")
    }
}
