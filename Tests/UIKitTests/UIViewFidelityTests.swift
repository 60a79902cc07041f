import Foundation
import Testing
@testable import UIKit

/// Behaviours UIKit developers rely on without thinking of them (issue 16, section 4).
@Suite("UIView fidelity", .startsClean)
@MainActor
struct UIViewFidelityTests {
    final class Counting: UIView {
        var layouts = 0
        override func layoutSubviews() { layouts += 1 }
    }

    private func sublayerNames(_ layer: CALayer) -> [String] { (layer.sublayers ?? []).map { $0.name ?? "?" } }

    private func named(_ name: String) -> UIView {
        let view = UIView()
        view.layer.name = name
        return view
    }

    @Test("insertSubview above/below puts the layer right next to the sibling's, past plain sublayers")
    func insertNextToSibling() {
        let parent = UIView()
        let a = named("a"), b = named("b"), moved = named("v")
        parent.addSubview(a)
        let plain = CALayer()
        plain.name = "plain"
        parent.layer.addSublayer(plain)
        parent.addSubview(b)
        parent.insertSubview(moved, aboveSubview: a)
        #expect(parent.subviews.map { $0.layer.name } == ["a", "v", "b"])
        #expect(sublayerNames(parent.layer) == ["a", "v", "plain", "b"])
        parent.insertSubview(moved, belowSubview: b)
        #expect(parent.subviews.map { $0.layer.name } == ["a", "v", "b"])
        #expect(sublayerNames(parent.layer) == ["a", "plain", "v", "b"])
        parent.insertSubview(moved, belowSubview: a)
        #expect(sublayerNames(parent.layer) == ["v", "a", "plain", "b"])
        parent.insertSubview(moved, aboveSubview: b)
        #expect(sublayerNames(parent.layer) == ["a", "plain", "b", "v"])
    }

    @Test("Inserting next to a view that is not a subview appends the view and its layer on top")
    func insertNextToStranger() {
        let parent = UIView(), stranger = named("stranger")
        let a = named("a"), b = named("b"), c = named("c")
        parent.addSubview(a); parent.addSubview(b)
        parent.insertSubview(c, belowSubview: stranger)
        #expect(parent.subviews.map { $0.layer.name } == ["a", "b", "c"])
        parent.insertSubview(a, aboveSubview: stranger)
        #expect(parent.subviews.map { $0.layer.name } == ["b", "c", "a"])
        #expect(sublayerNames(parent.layer) == ["b", "c", "a"])
        #expect(stranger.superview == nil)
    }

    @Test("Adding a subview lays out the receiver at the next layout pass")
    func addingSchedulesLayout() {
        let parent = Counting(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        CATransaction.flush()
        parent.layouts = 0
        parent.addSubview(UIView())
        #expect(parent.layer.needsLayout())
        CATransaction.flush()
        #expect(parent.layouts == 1)
    }

    @Test("A size change through the view or on its layer lays out the view and its superview")
    func sizeChangeSchedulesSuperviewLayout() {
        let parent = Counting(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = Counting(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.addSubview(child)
        CATransaction.flush()
        parent.layouts = 0; child.layouts = 0
        child.frame.size = CGSize(width: 20, height: 20)
        CATransaction.flush()
        #expect(parent.layouts == 1 && child.layouts == 1)
        child.layer.bounds.size = CGSize(width: 30, height: 30)
        CATransaction.flush()
        #expect(parent.layouts == 2 && child.layouts == 2)
        child.center = CGPoint(x: 40, y: 40)
        CATransaction.flush()
        #expect(parent.layouts == 2 && child.layouts == 2, "moving changes no size")
    }

    @Test("Autoresizing follows a bounds size set on the view's layer directly")
    func autoresizingFromLayer() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        parent.addSubview(child)
        parent.layer.bounds.size = CGSize(width: 200, height: 150)
        #expect(child.frame == CGRect(x: 10, y: 10, width: 180, height: 130))
    }

    @Test("areAnimationsEnabled reads false inside performWithoutAnimation, and true again after")
    func animationsEnabledInsidePerformWithoutAnimation() {
        #expect(UIView.areAnimationsEnabled)
        var inside: Bool?
        UIView.performWithoutAnimation { inside = UIView.areAnimationsEnabled }
        #expect(inside == false)
        #expect(UIView.areAnimationsEnabled)
    }

    @Test("Every geometry setter refuses NaN and infinity with a diagnostic and keeps its value")
    func nonFiniteGeometryRefused() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        let layer = view.layer
        let before = layer.properties
        let messages = Diagnostics.recording {
            view.bounds = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1)
            view.center = CGPoint(x: CGFloat.infinity, y: 0)
            view.transform = CGAffineTransform(a: CGFloat.nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
            view.frame = CGRect(x: 0, y: -CGFloat.infinity, width: 1, height: 1)
            layer.transform = CATransform3DMakeTranslation(0, 0, CGFloat.nan)
            layer.position = CGPoint(x: CGFloat.nan, y: 0)
            layer.bounds = CGRect(x: CGFloat.infinity, y: 0, width: 1, height: 1)
            layer.anchorPoint = CGPoint(x: CGFloat.nan, y: 0.5)
            layer.sublayerTransform = CATransform3DMakeScale(CGFloat.infinity, 1, 1)
        }
        #expect(messages.count == 9)
        #expect(messages.allSatisfy { $0.hasSuffix("is not finite; ignored") })
        #expect(layer.properties == before)
    }

    @Test("A negative frame size is standardized: the origin moves to the smaller edge")
    func negativeFrameStandardized() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: -30, height: -40))
        #expect(view.frame == CGRect(x: -20, y: -20, width: 30, height: 40))
        #expect(view.bounds.size == CGSize(width: 30, height: 40))
        #expect(view.center == CGPoint(x: -5, y: 0))
    }
}
