import Foundation
import Testing
@testable import UIKit

@Suite("UIView geometry", .startsClean)
@MainActor
struct UIViewGeometryTests {
    @Test("L3: a 45° rotation turns about the centre; center and bounds stay, frame is the bounding box")
    func rotation() {
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        view.transform = CGAffineTransform(rotationAngle: .pi / 4)
        #expect(view.center == CGPoint(x: 150, y: 150))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 100))
        let side = 100 * 2.0.squareRoot()
        #expect(abs(view.frame.minX - (150 - side / 2)) < 1e-9)
        #expect(abs(view.frame.width - side) < 1e-9)
    }

    @Test("The seeds' image view: 240×380 at (40,40); moving bounds.origin to (8,24) shifts the subviews, not the view")
    func boundsOrigin() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let imageView = UIView(frame: CGRect(x: 40, y: 40, width: 240, height: 380))
        root.addSubview(imageView)
        #expect(imageView.center == CGPoint(x: 160, y: 230))
        let child = UIView(frame: CGRect(x: 8, y: 24, width: 10, height: 10))
        imageView.addSubview(child)
        imageView.bounds.origin = CGPoint(x: 8, y: 24)
        #expect(imageView.frame == CGRect(x: 40, y: 40, width: 240, height: 380))
        #expect(child.convert(CGPoint.zero, to: root) == CGPoint(x: 40, y: 40))
    }

    @Test("Converting a rectangle out of a rotated view gives its bounding box, and points convert back")
    func conversion() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let rotated = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        root.addSubview(rotated)
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let box = rotated.convert(rotated.bounds, to: root)
        #expect(abs(box.width - 100 * 2.0.squareRoot()) < 1e-9)
        #expect(abs(box.midX - 150) < 1e-9 && abs(box.midY - 150) < 1e-9)
        let p = CGPoint(x: 13, y: 71)
        let back = rotated.convert(rotated.convert(p, to: root), from: root)
        #expect(abs(back.x - p.x) < 1e-9 && abs(back.y - p.y) < 1e-9)
    }

    @Test("Autoresizing: flexible parts share the change in proportion to their sizes; [] changes nothing")
    func autoresizing() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let both = UIView(frame: CGRect(x: 50, y: 0, width: 100, height: 50))
        both.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth]
        let fixed = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        parent.addSubview(both)
        parent.addSubview(fixed)
        parent.frame.size = CGSize(width: 450, height: 200)
        // +150 shared by left margin 50 and width 100: +50 and +100.
        #expect(both.frame == CGRect(x: 100, y: 0, width: 200, height: 50))
        #expect(fixed.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
        parent.autoresizesSubviews = false
        parent.frame.size = CGSize(width: 300, height: 200)
        #expect(both.frame == CGRect(x: 100, y: 0, width: 200, height: 50))
    }
}

@Suite("UIView hierarchy", .startsClean)
@MainActor
struct UIViewHierarchyTests {
    final class Recorder: UIView {
        var log: [String] = []
        override func willMove(toSuperview newSuperview: UIView?) { log.append("willMoveToSuperview(\(newSuperview == nil ? "nil" : "view"))") }
        override func didMoveToSuperview() { log.append("didMoveToSuperview") }
        override func didAddSubview(_ subview: UIView) { log.append("didAddSubview") }
        override func willRemoveSubview(_ subview: UIView) { log.append("willRemoveSubview") }
    }

    @Test("Hierarchy callbacks fire in UIKit's order")
    func callbackOrder() {
        let parent = Recorder(), child = Recorder()
        parent.addSubview(child)
        #expect(child.log == ["willMoveToSuperview(view)", "didMoveToSuperview"])
        #expect(parent.log == ["didAddSubview"])
        child.removeFromSuperview()
        #expect(parent.log == ["didAddSubview", "willRemoveSubview"])
        #expect(child.log.suffix(2) == ["willMoveToSuperview(nil)", "didMoveToSuperview"])
    }

    @Test("Adding a view to itself or its descendant is refused and changes nothing")
    func noCycles() {
        let a = UIView(), b = UIView()
        a.addSubview(b)
        b.addSubview(a)
        a.addSubview(a)
        #expect(a.superview == nil && b.superview === a && b.subviews.isEmpty)
        #expect(a.layer.sublayers?.count == 1 && b.layer.sublayers == nil)
    }

    @Test("Reordering keeps the layer tree a mirror of the view tree")
    func mirroredOrder() {
        let parent = UIView()
        let views = (0..<4).map { i -> UIView in let v = UIView(); v.tag = i + 1; parent.addSubview(v); return v }
        parent.bringSubviewToFront(views[0])
        parent.sendSubviewToBack(views[3])
        parent.exchangeSubview(at: 1, withSubviewAt: 2)
        parent.insertSubview(views[1], aboveSubview: views[0])
        #expect(parent.subviews.map { ObjectIdentifier($0.layer) } == parent.layer.sublayers!.map(ObjectIdentifier.init))
        #expect(parent.viewWithTag(3) === views[2])
        #expect(parent.viewWithTag(9) == nil)
    }

    @Test("A superview owns its subviews; nothing else keeps a removed view alive")
    func ownership() {
        let parent = UIView()
        weak var weakChild: UIView?
        weak var weakLayer: CALayer?
        do {
            let child = UIView()
            parent.addSubview(child)
            weakChild = child
            weakLayer = child.layer
        }
        #expect(weakChild != nil)
        weakChild?.removeFromSuperview()
        #expect(weakChild == nil && weakLayer == nil)
    }

    @Test("Hit testing skips hidden, transparent and non-interactive views and points outside bounds")
    func hitTesting() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        root.addSubview(a)
        root.addSubview(b)
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === b)
        b.isHidden = true
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === a)
        b.isHidden = false
        b.alpha = 0.005
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === a)
        b.alpha = 1
        b.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === a)
        #expect(root.hitTest(CGPoint(x: 250, y: 60), with: nil) == nil)
    }

    @Test("Layout: many setNeedsLayout() calls, one layoutSubviews() per pass")
    func layoutOncePerPass() {
        final class Counting: UIView {
            var count = 0
            override func layoutSubviews() { count += 1 }
        }
        let view = Counting(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        CATransaction.flush()
        view.count = 0
        view.setNeedsLayout(); view.setNeedsLayout(); view.frame.size = CGSize(width: 20, height: 20)
        view.layoutIfNeeded()
        #expect(view.count == 1)
        view.layoutIfNeeded()
        #expect(view.count == 1)
    }
}

@Suite("Debugging and coordinate spaces", .startsClean)
@MainActor
struct UIViewDescriptionTests {
    @Test("recursiveDescription: one indented line a view with class, frame and non-default properties")
    func recursiveDescription() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let child = UILabel(frame: CGRect(x: 10, y: 20, width: 100, height: 40.5))
        child.tag = 7
        child.alpha = 0.5
        root.addSubview(child)
        let grandchild = UIView(frame: .zero)
        grandchild.isHidden = true
        child.addSubview(grandchild)
        #expect(root.recursiveDescription() == """
        <UIView; frame = (0 0; 320 480)>
           | <UILabel; frame = (10 20; 100 40.5); alpha = 0.5; opaque = NO; tag = 7; contentMode = redraw>
           |    | <UIView; frame = (0 0; 0 0); hidden = YES>
        """)
    }

    @Test("Points convert between views of one tree and a screen's space through its desktop origin")
    func coordinateSpaces() {
        let screen = UIScreen(display: PlatformDisplay(id: PlatformDisplay.ID(1), bounds: CGRect(x: 1280, y: 0, width: 800, height: 600)))
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = UIView(frame: CGRect(x: 30, y: 40, width: 10, height: 10))
        root.addSubview(view)
        // A hierarchy outside any window: its root's space sits at the desktop origin.
        #expect(view.convert(CGPoint(x: 1, y: 2), to: screen) == CGPoint(x: 31 - 1280, y: 42))
        #expect(screen.convert(CGPoint(x: 0, y: 0), to: view) == CGPoint(x: 1250, y: -40))
        #expect(screen.convert(CGRect(x: 0, y: 0, width: 5, height: 5), to: screen) == CGRect(x: 0, y: 0, width: 5, height: 5))
    }
}

@Suite("Window conversions", .startsClean)
@MainActor
struct WindowConversionTests {
    @Test("Windows on different screens convert through screen coordinates")
    func acrossScreens() {
        withHeadlessPlatform(HeadlessPlatform(displays: [(CGRect(x: 0, y: 0, width: 1280, height: 800), 1),
                                                         (CGRect(x: 1280, y: 0, width: 1024, height: 768), 1)])) { _ in
            let (main, external) = (UIScreen.screens[0], UIScreen.screens[1])
            let first = UIWindow(frame: CGRect(x: 100, y: 50, width: 400, height: 300))
            first.screen = main
            let second = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
            second.screen = external
            let inner = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
            second.addSubview(inner)
            // (5,5) in the first window is (105,55) on the desktop, (105−1280, 55) in the second window.
            #expect(first.convert(CGPoint(x: 5, y: 5), to: second) == CGPoint(x: 105 - 1280, y: 55))
            #expect(inner.convert(CGPoint.zero, to: first) == CGPoint(x: 1280 + 10 - 100, y: 10 - 50))
            #expect(first.convert(CGPoint(x: 5, y: 5), to: main) == CGPoint(x: 105, y: 55))
            let back = inner.convert(inner.convert(CGPoint(x: 3, y: 4), to: first), from: first)
            #expect(back == CGPoint(x: 3, y: 4))
        }
    }
}
