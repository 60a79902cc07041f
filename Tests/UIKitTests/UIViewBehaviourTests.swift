import Foundation
import Testing
@testable import UIKit

@Suite("UIView behaviour", .startsClean)
@MainActor
struct UIViewBehaviourTests {
    @Test("UIKit's defaults")
    func defaults() {
        let view = UIView(frame: .zero)
        #expect(!view.isHidden && view.alpha == 1 && view.isOpaque && !view.clipsToBounds)
        #expect(view.backgroundColor == nil && view.tag == 0)
        #expect(view.isUserInteractionEnabled && !view.isMultipleTouchEnabled && !view.isExclusiveTouch)
        #expect(view.contentMode == .scaleToFill && view.contentScaleFactor == 1 && view.autoresizesSubviews)
        #expect(view.autoresizingMask == [] && view.transform == .identity)
        #expect(view.layer.delegate === view && view.layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
    }

    @Test("Moving the anchor point keeps the position and moves the frame; transforms act about it")
    func anchorPoint() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.layer.anchorPoint = CGPoint(x: 0, y: 0)
        #expect(view.center == CGPoint(x: 50, y: 25))
        #expect(view.frame == CGRect(x: 50, y: 25, width: 100, height: 50))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // Turning about the top-left corner at (50,25): the view now hangs to the left of it.
        #expect(abs(view.frame.minX - 0) < 1e-9 && abs(view.frame.minY - 25) < 1e-9)
        #expect(abs(view.frame.width - 50) < 1e-9 && abs(view.frame.height - 100) < 1e-9)
    }

    @Test("Setting frame sets the bounds size and the center")
    func settingFrame() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
        #expect(view.center == CGPoint(x: 25, y: 40))
        view.bounds.origin = CGPoint(x: 5, y: 5)
        view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(view.bounds == CGRect(x: 5, y: 5, width: 10, height: 10))
    }

    @Test("Non-finite frames are refused and lose nothing; negative sizes are standardized")
    func badGeometry() {
        let view = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        view.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        view.frame = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10)
        #expect(view.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        view.frame = CGRect(x: 10, y: 10, width: -4, height: 6)
        #expect(view.frame == CGRect(x: 6, y: 10, width: 4, height: 6))
    }

    @Test("Window callbacks reach every view of the moved subtree, parents first")
    func windowCallbacks() {
        final class Logging: UIView {
            static var log: [String] = []
            var label = ""
            override func willMove(toWindow newWindow: UIWindow?) { Logging.log.append("will \(label) \(newWindow == nil ? "nil" : "window")") }
            override func didMoveToWindow() { Logging.log.append("did \(label)") }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = Logging(), child = Logging()
        parent.label = "parent"; child.label = "child"
        parent.addSubview(child)
        Logging.log.removeAll()
        window.addSubview(parent)
        #expect(Logging.log == ["will parent window", "will child window", "did parent", "did child"])
        #expect(child.window === window)
        Logging.log.removeAll()
        parent.removeFromSuperview()
        #expect(Logging.log == ["will parent nil", "will child nil", "did parent", "did child"])
        #expect(child.window == nil)
    }

    @Test("sizeToFit uses sizeThatFits; a label measures its text")
    func sizeToFit() {
        final class Fixed: UIView {
            override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 42, height: 17) }
        }
        let view = Fixed(frame: CGRect(x: 5, y: 5, width: 1, height: 1))
        view.sizeToFit()
        #expect(view.bounds.size == CGSize(width: 42, height: 17))
        let label = UILabel(frame: .zero)
        label.text = "Casement"
        label.sizeToFit()
        #expect(label.bounds.width > 40 && label.bounds.height >= 17 && label.bounds.height < 30)
    }

    @Test("The commit's layout pass runs before its display pass")
    func layoutBeforeDisplay() {
        final class Host: UIView {
            let drawn = Drawing(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            override func layoutSubviews() { drawn.value = "from layout"; drawn.setNeedsDisplay() }
        }
        final class Drawing: UIView {
            var value = "initial"
            var seen: [String] = []
            override func draw(_ rect: CGRect) { seen.append(value) }
        }
        let host = Host(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        host.addSubview(host.drawn)
        CATransaction.flush()
        #expect(host.drawn.seen == ["from layout"], "one draw, after layout changed what it draws")
    }
}
