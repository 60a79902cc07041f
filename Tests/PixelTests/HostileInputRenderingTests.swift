import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit

/// Issue 17: hostile input read back from the compositor — refused geometry leaves the picture as it
/// was, layers placed absurdly far away draw nothing and crash nothing, and a transaction left open
/// at the end of a turn still reaches the screen.
@Suite("Hostile input rendering", .serialized, .startsClean)
@MainActor
struct HostileInputRenderingTests {
    private static let size = CGSize(width: 120, height: 90)
    private static let marker = CGRect(x: 10, y: 10, width: 20, height: 20)

    /// A red marker view in `window`: what must keep showing, exactly, whatever else is added.
    @discardableResult
    private func marker(in window: UIWindow) -> UIView {
        let view = UIView(frame: Self.marker)
        view.backgroundColor = .red
        window.addSubview(view)
        return view
    }

    /// Expects the marker red and every other pixel white.
    private func expectOnlyMarker(_ p: Picture, _ comment: Comment) {
        let markerPixels = Int(Self.marker.width * Self.marker.height)
        #expect(p.count(.red, in: Self.marker) == markerPixels, comment)
        let window = CGRect(origin: .zero, size: Self.size)
        #expect(p.count(.white, in: window) == p.width * p.height - markerPixels, comment)
    }

    @Test("Non-finite bounds, center, transforms, styling and paths leave the next frames as they were")
    func refusedGeometryKeepsThePicture() {
        withWindow(size: Self.size) { window, renderer in
            let view = marker(in: window)
            expectOnlyMarker(frame(window, renderer), "before")
            let nan = CGFloat.nan
            view.bounds = CGRect(x: 0, y: 0, width: nan, height: nan)
            expectOnlyMarker(frame(window, renderer), "after a NaN bounds")
            view.center = CGPoint(x: CGFloat.infinity, y: nan)
            view.transform = CGAffineTransform(rotationAngle: nan)
            view.layer.transform = CATransform3DMakeScale(nan, 1, 1)
            view.layer.anchorPoint = CGPoint(x: nan, y: 0)
            view.layer.sublayerTransform = CATransform3DMakeTranslation(CGFloat.infinity, 0, 0)
            view.layer.cornerRadius = nan
            view.layer.borderWidth = CGFloat.infinity
            view.layer.contentsRect = CGRect(x: nan, y: 0, width: 1, height: 1)
            view.layer.zPosition = nan
            expectOnlyMarker(frame(window, renderer), "after every other setter")
            // Paths reach the compositor (a shadow's) and the drawing (a shape's) as they are: NaN points draw nothing.
            let path = CGMutablePath()
            path.move(to: .zero)
            path.addLine(to: CGPoint(x: nan, y: 10))
            path.addLine(to: CGPoint(x: 10, y: CGFloat.infinity))
            path.closeSubpath()
            let shape = CAShapeLayer()
            shape.frame = CGRect(x: 60, y: 20, width: 40, height: 40)
            shape.path = path
            shape.strokeColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            window.layer.addSublayer(shape)
            let shadowed = UIView(frame: CGRect(x: 60, y: 60, width: 10, height: 10))
            shadowed.layer.shadowOpacity = 1
            shadowed.layer.shadowPath = path
            window.addSubview(shadowed)
            let far = CAShapeLayer()
            far.frame = CGRect(x: 60, y: 20, width: 40, height: 40)
            far.path = CGPath(rect: CGRect(x: 1e300, y: 0, width: 1e300, height: 10), transform: nil)
            window.layer.addSublayer(far)
            expectOnlyMarker(frame(window, renderer), "after non-finite shape and shadow paths")
            view.frame = CGRect(x: 20, y: 20, width: 20, height: 20)
            let moved = frame(window, renderer)
            #expect(moved.rgb(35, 35) == .red && moved.rgb(15, 15) == .white, "the view still moves afterwards")
        }
    }

    /// Views placed at `x` that need an offscreen pass or a scissor: group opacity, a mask, shadows
    /// (offscreen, analytic, huge radius and offset), a rounded clip, a transition.
    private func addFarAwayViews(at x: CGFloat, to window: UIWindow) {
        func box(_ frame: CGRect, in parent: UIView) -> UIView {
            let view = UIView(frame: frame)
            view.backgroundColor = .blue
            parent.addSubview(view)
            return view
        }
        let group = box(CGRect(x: x, y: 10, width: 60, height: 60), in: window)
        group.alpha = 0.5
        _ = box(CGRect(x: 10, y: 10, width: 30, height: 30), in: group)
        let masked = box(CGRect(x: x, y: -x, width: 60, height: 60), in: window)
        let mask = CALayer()
        mask.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
        mask.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        masked.layer.mask = mask
        let shadowed = box(CGRect(x: x, y: x, width: 60, height: 60), in: window)
        _ = box(CGRect(x: 5, y: 5, width: 10, height: 10), in: shadowed)
        shadowed.layer.shadowOpacity = 1
        let analytic = box(CGRect(x: -x, y: 10, width: 60, height: 60), in: window)
        analytic.layer.shadowOpacity = 1
        analytic.layer.shadowRadius = abs(x)
        let thrown = box(CGRect(x: 40, y: 40, width: 10, height: 10), in: window)
        _ = box(CGRect(x: 2, y: 2, width: 4, height: 4), in: thrown)
        thrown.backgroundColor = nil
        thrown.layer.shadowOpacity = 1
        thrown.layer.shadowOffset = CGSize(width: x, height: x)
        thrown.layer.shadowRadius = abs(x) / 3
        let rounded = box(CGRect(x: x, y: 10, width: 60, height: 60), in: window)
        rounded.layer.cornerRadius = 10
        rounded.clipsToBounds = true
        rounded.transform = CGAffineTransform(rotationAngle: 0.3)
        _ = box(CGRect(x: 0, y: 0, width: 80, height: 80), in: rounded)
        let transition = CATransition()
        transition.type = .push
        transition.duration = 10
        rounded.layer.add(transition, forKey: nil)
    }

    @Test("Group-opacity, masked, shadowed, clipped and transitioning layers at x = 1e12, 1e30 and -1e30 draw nothing and crash nothing")
    func farAwayLayersDrawNothing() {
        for x: CGFloat in [1e12, 1e30, -1e30] {
            withWindow(size: Self.size) { window, renderer in
                marker(in: window)
                addFarAwayViews(at: x, to: window)
                let p = frame(window, renderer, at: 1)
                #expect(p.rgb(20, 20) == .red, "x = \(x)")
                let markerPixels = Int(Self.marker.width * Self.marker.height)
                // The thrown shadow's own view sits in the window: 10×10, no background, a 4×4 child.
                let child = CGRect(x: 42, y: 42, width: 4, height: 4)
                #expect(p.count(.blue, in: child) == 16, "x = \(x)")
                #expect(p.count(.white, in: CGRect(origin: .zero, size: Self.size)) == p.width * p.height - markerPixels - 16,
                        "x = \(x): nothing else drawn")
            }
        }
    }

    @Test("A CATransaction.begin() left open at the end of a main-loop turn is committed, with a diagnostic")
    func openTransactionCommittedAtEndOfTurn() {
        withWindow(size: Self.size) { window, renderer in
            let view = marker(in: window)
            _ = frame(window, renderer)
            let loop = UIApplication.shared.mainLoop
            let messages = Diagnostics.recording {
                CATransaction.begin()
                CATransaction.begin()
                view.backgroundColor = .blue
                loop.turn()
            }
            #expect(messages.contains { $0.contains("CATransaction.begin()") && $0.contains("committed") }, "\(messages)")
            #expect(frame(window, renderer).rgb(20, 20) == .blue, "the open transaction's change reached the screen")
            view.backgroundColor = .red
            loop.turn()
            #expect(frame(window, renderer).rgb(20, 20) == .red, "and later changes too")
            #expect(Diagnostics.recording { CATransaction.commit() }.count == 1, "nothing is left open")
        }
    }
}
