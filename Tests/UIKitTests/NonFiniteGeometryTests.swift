import Foundation
import Testing
@testable import UIKit

/// Issue 17: every setter through which a number reaches the render tree refuses NaN and infinity
/// the way `frame` does — reported, and the old value kept.
@Suite("Non-finite geometry", .startsClean)
@MainActor
struct NonFiniteGeometryTests {
    private static let nan = CGFloat.nan, inf = CGFloat.infinity

    /// Runs `set` on a styled view; expects one refusal per entry of `names` and nothing changed.
    private func expectRefused(_ names: [String], _ set: (UIView) -> Void) {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        view.layer.cornerRadius = 4
        view.layer.borderWidth = 2
        view.layer.shadowRadius = 5
        view.layer.zPosition = 1
        view.contentScaleFactor = 2
        let before = view.layer.properties
        let messages = Diagnostics.recording { set(view) }
        #expect(messages.count == names.count, "\(messages)")
        for (message, name) in zip(messages, names) {
            #expect(message.hasPrefix(name + " ") && message.hasSuffix("is not finite; ignored"), "\(message)")
        }
        #expect(view.layer.properties == before)
        #expect(view.contentScaleFactor == 2)
    }

    @Test("The view's geometry setters refuse NaN and infinity, each with its own message")
    func viewGeometry() {
        expectRefused(["bounds", "position", "transform", "transform", "frame", "contentsScale"]) { view in
            view.bounds = CGRect(x: 0, y: 0, width: Self.nan, height: 1)
            view.center = CGPoint(x: Self.inf, y: 0)
            view.transform = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: Self.nan, ty: 0)
            view.transform3D = CATransform3DMakeScale(1, -Self.inf, 1)
            view.frame = CGRect(x: 0, y: 0, width: 1, height: Self.inf)
            view.contentScaleFactor = Self.nan
        }
    }

    @Test("The layer's placement setters refuse NaN and infinity")
    func layerPlacement() {
        expectRefused(["position", "anchorPoint", "anchorPointZ", "zPosition", "transform", "transform", "sublayerTransform", "bounds"]) { view in
            let layer = view.layer
            layer.position = CGPoint(x: 0, y: -Self.inf)
            layer.anchorPoint = CGPoint(x: Self.nan, y: 0.5)
            layer.anchorPointZ = Self.inf
            layer.zPosition = Self.nan
            layer.transform = CATransform3DMakeRotation(Self.nan, 0, 0, 1)
            layer.setAffineTransform(CGAffineTransform(scaleX: Self.inf, y: 1))
            layer.sublayerTransform = CATransform3DMakeTranslation(0, 0, Self.nan)
            layer.bounds.origin.x = Self.nan
        }
    }

    @Test("Contents, corner, border and shadow geometry refuse NaN and infinity")
    func layerStyling() {
        expectRefused(["contentsRect", "contentsCenter", "contentsScale", "cornerRadius", "borderWidth", "shadowOffset", "shadowRadius"]) { view in
            let layer = view.layer
            layer.contentsRect = CGRect(x: 0, y: 0, width: Self.inf, height: 1)
            layer.contentsCenter = CGRect(x: Self.nan, y: 0, width: 1, height: 1)
            layer.contentsScale = Self.inf
            layer.cornerRadius = Self.nan
            layer.borderWidth = Self.inf
            layer.shadowOffset = CGSize(width: 0, height: Self.nan)
            layer.shadowRadius = -Self.inf
        }
    }

    @Test("UIView.animate to a NaN target animates nothing there: the setter refuses it, the rest animates")
    func viewAnimationToNonFiniteTarget() {
        let stage = AnimationStage()
        defer { stage.tearDown() }
        let view = stage.view()
        let start = stage.time, before = view.layer.properties
        let messages = Diagnostics.recording {
            UIView.animate(withDuration: 1) {
                view.center = CGPoint(x: Self.nan, y: 0)
                view.bounds.size.width = Self.inf
                view.alpha = 0.5
            }
        }
        stage.turn(at: start)
        #expect(messages.count == 2 && messages.allSatisfy { $0.hasSuffix("is not finite; ignored") })
        #expect(view.layer.animationKeys() == ["opacity"])
        let halfway = stage.presentation(view, at: start + 0.5)
        #expect(halfway.position == before.position && halfway.bounds == before.bounds)
        #expect(abs(halfway.opacity - 0.75) < 0.1)
    }
}
