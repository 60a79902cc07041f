import Foundation
import Testing
@testable import UIKit

/// The simple APIs real UIKit code reaches for first (issue 16, section 3).
@Suite("Tint, margins, safe area and intrinsic size", .startsClean)
@MainActor
struct UIViewAppearanceAPITests {
    final class TintWatcher: UIView {
        var changes = 0
        override func tintColorDidChange() { changes += 1 }
    }

    @Test("tintColor is inherited down the hierarchy; a view's own colour stops it")
    func tintInherited() {
        let root = TintWatcher(), middle = TintWatcher(), leaf = TintWatcher()
        root.addSubview(middle); middle.addSubview(leaf)
        #expect(leaf.tintColor == UIColor.tintColor)
        root.tintColor = .red
        #expect(middle.tintColor == .red && leaf.tintColor == .red)
        #expect(root.changes == 1 && middle.changes == 1 && leaf.changes == 1)
        middle.tintColor = .green
        root.tintColor = .blue
        #expect(middle.tintColor == .green && leaf.tintColor == .green)
        #expect(root.changes == 2 && middle.changes == 2 && leaf.changes == 2, "middle's own colour stops blue")
        middle.tintColor = nil
        #expect(leaf.tintColor == .blue)
    }

    @Test("tintAdjustmentMode .dimmed greys the tint of the view and of those that follow it")
    func tintDimmed() {
        let root = TintWatcher(), child = TintWatcher(), normal = TintWatcher()
        root.addSubview(child); root.addSubview(normal)
        normal.tintAdjustmentMode = .normal
        #expect(child.tintAdjustmentMode == .normal, "automatic at the root reads as normal")
        root.tintColor = .red
        root.tintAdjustmentMode = .dimmed
        #expect(child.tintAdjustmentMode == .dimmed && normal.tintAdjustmentMode == .normal)
        var white: CGFloat = 0
        #expect(child.tintColor.getWhite(&white, alpha: nil) && abs(white - 0.299) < 1e-9)
        #expect(normal.tintColor == .red)
        #expect(child.changes == 2 && normal.changes == 2, "normal: its own mode and the red, not the dimming")
    }

    @Test("Moving a view under another tint tells it, and its inheriting subviews, that the tint changed")
    func tintOnMove() {
        let red = UIView(), plain = UIView(), moving = TintWatcher(), inside = TintWatcher()
        red.tintColor = .red
        moving.addSubview(inside)
        plain.addSubview(moving)
        #expect(moving.changes == 0, "same tint as before")
        red.addSubview(moving)
        #expect(moving.changes == 1 && inside.changes == 1 && inside.tintColor == .red)
    }

    @Test("layoutMargins are 8 points a side; the directional form mirrors them left to right")
    func layoutMargins() {
        final class Watching: UIView {
            var changes = 0
            override func layoutMarginsDidChange() { changes += 1 }
        }
        let view = Watching(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(view.changes == 1 && view.layer.needsLayout())
        #expect(view.layoutMarginsGuide.layoutFrame == CGRect(x: 2, y: 1, width: 94, height: 56))
        #expect(view.layoutMarginsGuide.owningView === view)
    }

    @Test("Safe area: zero insets on a desktop window, and a guide that is the bounds")
    func safeArea() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 40))
        window.addSubview(view)
        view.bounds.origin = CGPoint(x: 5, y: 5)
        #expect(window.safeAreaInsets == .zero && view.safeAreaInsets == .zero)
        #expect(view.safeAreaLayoutGuide.layoutFrame == view.bounds)
        #expect(view.safeAreaLayoutGuide === view.safeAreaLayoutGuide)
        #expect(UILayoutGuide().layoutFrame == .zero)
    }

    @Test("invalidateIntrinsicContentSize lays out the superview again")
    func invalidateIntrinsicContentSize() {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        CATransaction.flush()
        child.invalidateIntrinsicContentSize()
        #expect(parent.layer.needsLayout())
    }

    @Test("NSValue boxes points, sizes, rectangles and transforms, and gives them back")
    func nsValueGeometry() {
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(NSValue(cgPoint: CGPoint(x: 5, y: 6)).cgPointValue == CGPoint(x: 5, y: 6))
        #expect(NSValue(cgSize: CGSize(width: 7, height: 8)).cgSizeValue == CGSize(width: 7, height: 8))
        #expect(NSValue(cgRect: rect).cgRectValue == rect)
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(NSValue(cgAffineTransform: affine).cgAffineTransformValue == affine)
        var t = CATransform3DMakeRotation(0.3, 1, 2, 3)
        t.m34 = -1.0 / 500
        #expect(CATransform3DEqualToTransform(NSValue(caTransform3D: t).caTransform3DValue, t))
        #expect(NSValue(caTransform3D: t) == NSValue(caTransform3D: t))
        var wrong = CATransform3DIdentity
        let messages = Diagnostics.recording { wrong = NSValue(cgAffineTransform: affine).caTransform3DValue }
        #expect(CATransform3DIsIdentity(wrong) && messages.count == 1)
    }

    @Test("drawsAsynchronously is kept (Casement draws on the main thread regardless)")
    func drawsAsynchronously() {
        let layer = CALayer()
        #expect(!layer.drawsAsynchronously)
        layer.drawsAsynchronously = true
        #expect(layer.drawsAsynchronously)
    }
}

@Suite("UILabel fidelity", .startsClean)
@MainActor
struct UILabelFidelityTests {
    @Test("UIKit's defaults for fitting, enabling and highlighting")
    func defaults() {
        let label = UILabel()
        #expect(!label.adjustsFontSizeToFitWidth && label.minimumScaleFactor == 0)
        #expect(label.isEnabled && !label.isHighlighted && label.highlightedTextColor == nil)
    }

    @Test("Highlighted text takes highlightedTextColor; disabled text is faded")
    func colours() {
        let label = UILabel()
        label.textColor = .red
        label.isHighlighted = true
        #expect(label.drawnTextColor == .red, "no highlighted colour: the text colour")
        label.highlightedTextColor = .blue
        #expect(label.drawnTextColor == .blue)
        label.isHighlighted = false
        label.isEnabled = false
        #expect(label.drawnTextColor == UIColor.red.withAlphaComponent(0.5))
    }

    @Test("adjustsFontSizeToFitWidth shrinks a line that does not fit, never below minimumScaleFactor")
    func fitting() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
        label.text = "A line much wider than sixty points"
        label.adjustsFontSizeToFitWidth = true
        #expect(label.fittedFont(width: 60) == nil, "a minimum scale of 0 keeps the size")
        label.minimumScaleFactor = 0.1
        let fitted = try! #require(label.fittedFont(width: 60))
        #expect(fitted.pointSize < label.font.pointSize && fitted.pointSize >= label.font.pointSize * 0.1)
        label.minimumScaleFactor = 0.9
        #expect(label.fittedFont(width: 60)?.pointSize == label.font.pointSize * 0.9)
        #expect(label.fittedFont(width: 10_000) == nil, "text that fits keeps its font")
        label.adjustsFontSizeToFitWidth = false
        #expect(label.fittedFont(width: 60) == nil)
    }
}
