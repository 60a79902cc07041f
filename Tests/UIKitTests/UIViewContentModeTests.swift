import Testing
@testable import QuartzCore
@testable import UIKit

@Suite("UIView content modes", .startsClean)
@MainActor
struct UIViewContentModeTests {
    @Test("Each of the 13 content modes sets its layer gravity; only .redraw redraws on a size change")
    func gravityMapping() {
        let expected: [(UIView.ContentMode, CALayerContentsGravity)] = [
            (.scaleToFill, .resize), (.scaleAspectFit, .resizeAspect), (.scaleAspectFill, .resizeAspectFill),
            (.redraw, .resize), (.center, .center), (.top, .top), (.bottom, .bottom), (.left, .left),
            (.right, .right), (.topLeft, .topLeft), (.topRight, .topRight), (.bottomLeft, .bottomLeft),
            (.bottomRight, .bottomRight),
        ]
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        for (mode, gravity) in expected {
            view.contentMode = mode
            #expect(view.layer.contentsGravity == gravity, "\(mode)")
            #expect(view.layer.needsDisplayOnBoundsChange == (mode == .redraw), "\(mode)")
        }
    }

    @Test("contentStretch is the layer's contentsCenter; non-finite rects are refused")
    func contentStretch() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.contentStretch == CGRect(x: 0, y: 0, width: 1, height: 1))
        view.contentStretch = CGRect(x: 0.4, y: 0.4, width: 0.2, height: 0.2)
        #expect(view.layer.contentsCenter == CGRect(x: 0.4, y: 0.4, width: 0.2, height: 0.2))
        view.contentStretch = CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)
        #expect(view.contentStretch == CGRect(x: 0.4, y: 0.4, width: 0.2, height: 0.2))
    }
}
