import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

/// Core Animation objects as the compositor draws them: the pixels at chosen times agree with
/// `presentation()` (the same evaluation, run on the main thread).
@Suite("Core Animation on screen", .serialized, .startsClean)
@MainActor
struct CoreAnimationRenderingTests {
    /// The centre of the red pixels in `picture`, or nil when there are none.
    private func redCentre(_ picture: Picture) -> CGPoint? {
        var sumX = 0, sumY = 0, count = 0
        for y in 0..<picture.height {
            for x in 0..<picture.width where picture.rgb(x, y).isClose(to: .red, tolerance: 40) {
                sumX += x; sumY += y; count += 1
            }
        }
        return count == 0 ? nil : CGPoint(x: Double(sumX) / Double(count) + 0.5, y: Double(sumY) / Double(count) + 0.5)
    }

    /// A red square of `side` points at `position` in `window`.
    private func redLayer(in window: UIWindow, at position: CGPoint, side: CGFloat = 20) -> CALayer {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: side, height: side)
        layer.position = position
        layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        window.layer.addSublayer(layer)
        return layer
    }

    /// A start time far enough ahead that the main thread's clock cannot end the animation mid-test.
    private func futureStart() -> Double { CACurrentMediaTime() + 1000 }

    @Test("A keyframe path: the layer is drawn where presentation() says, along the path, at several times")
    func pathOnScreen() {
        withWindow(size: CGSize(width: 240, height: 160)) { window, renderer in
            let layer = redLayer(in: window, at: CGPoint(x: 20, y: 20))
            let path = CGMutablePath()
            path.move(to: CGPoint(x: 20, y: 20))
            path.addLine(to: CGPoint(x: 220, y: 20))
            path.addCurve(to: CGPoint(x: 20, y: 140), control1: CGPoint(x: 220, y: 140), control2: CGPoint(x: 120, y: 140))
            let animation = CAKeyframeAnimation(keyPath: "position")
            animation.path = path
            animation.calculationMode = .paced
            animation.duration = 2
            let start = futureStart()
            animation.beginTime = start
            layer.add(animation, forKey: "travel")
            for t in [0.1, 0.5, 1.2, 1.9] {
                let picture = frame(window, renderer, at: start + t)
                let expected = layer.presentationProperties(at: start + t).position
                let drawn = redCentre(picture)
                #expect(drawn.map { hypot($0.x - expected.x, $0.y - expected.y) < 1 } == true, "at \(t) s: drawn \(String(describing: drawn)), expected \(expected)")
            }
        }
    }

    @Test("transform.rotation.z from 0 to π: a 60×10 bar stands upright halfway, lies flat at the end")
    func rotationOnScreen() {
        withWindow(size: CGSize(width: 160, height: 160)) { window, renderer in
            let bar = redLayer(in: window, at: CGPoint(x: 80, y: 80))
            bar.bounds = CGRect(x: 0, y: 0, width: 60, height: 10)
            let turn = CABasicAnimation(keyPath: "transform.rotation.z")
            turn.fromValue = 0.0
            turn.toValue = Double.pi
            turn.duration = 1
            let start = futureStart()
            turn.beginTime = start
            turn.fillMode = .forwards
            turn.isRemovedOnCompletion = false
            bar.add(turn, forKey: "turn")
            let upright = frame(window, renderer, at: start + 0.5)
            #expect(upright.rgb(80, 58) == .red && upright.rgb(102, 80) == .white, "vertical at 0.5 s")
            let quarter = frame(window, renderer, at: start + 0.25)
            #expect(quarter.rgb(95, 95) == .red && quarter.rgb(95, 65) == .white, "45° at 0.25 s (y points down)")
            let flat = frame(window, renderer, at: start + 3)
            #expect(flat.rgb(102, 80) == .red && flat.rgb(80, 58) == .white, "held at π: flat again")
        }
    }

    @Test("A spring and a group: the drawn position follows the closed form, the group's opacity shows")
    func springAndGroupOnScreen() {
        withWindow(size: CGSize(width: 240, height: 80)) { window, renderer in
            let layer = redLayer(in: window, at: CGPoint(x: 20, y: 40))
            let spring = CASpringAnimation(keyPath: "position.x")
            spring.fromValue = 20.0
            spring.toValue = 180.0
            spring.duration = spring.settlingDuration
            let start = futureStart()
            spring.beginTime = start
            layer.add(spring, forKey: "spring")
            let motion = spring.springMotion!
            for t in [0.1, 0.3, 0.6] {
                let expected = 20 + 160 * motion.fraction(at: t)
                let drawn = redCentre(frame(window, renderer, at: start + t))
                #expect(drawn.map { abs(Double($0.x) - expected) < 1 } == true, "at \(t) s: \(String(describing: drawn)) vs \(expected)")
            }
            layer.removeAllAnimations()
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1.0
            fade.toValue = 0.0
            let group = CAAnimationGroup()
            group.animations = [fade]
            group.duration = 1
            group.beginTime = start + 10
            fade.duration = 1
            layer.add(group, forKey: "group")
            let half = frame(window, renderer, at: start + 10.5).rgb(Int(layer.position.x), 40)
            #expect(half.isClose(to: RGB(r: 255, g: 128, b: 128), tolerance: 3), "half transparent red over white: \(half)")
        }
    }
}
