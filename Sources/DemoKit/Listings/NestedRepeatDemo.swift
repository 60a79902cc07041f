import UIKit

/// L9: nested blocks. Both start after the outer 1 s delay: `aView` fades out over 1 s (ease
/// out, inherited); `anotherView`'s block overrides the curve and duration: linear, 0.2 s each
/// way, autoreversing 2.5 times, so it ends at 0 at 2.0 s after passing 1 at 1.4 s and 1.8 s.
enum NestedRepeatDemo {
    @MainActor
    static func make(frame: CGRect) -> UIView {
        let aView = AnimationDemoPage.square(CGRect(x: 80, y: 120, width: 180, height: 180), .red)
        let anotherView = AnimationDemoPage.square(CGRect(x: 340, y: 120, width: 180, height: 180), .blue)
        let page = AnimationDemoPage(frame: frame, caption: "L9 — nested blocks: override, repeat 2.5 × autoreverse", reset: {
            aView.alpha = 1
            anotherView.alpha = 1
        }, run: {
            UIView.animate(withDuration: 1.0, delay: 1.0, options: .curveEaseOut, animations: {
                aView.alpha = 0.0
                UIView.animate(withDuration: 0.2, delay: 0.0,
                               options: [.overrideInheritedCurve, .curveLinear,
                                         .overrideInheritedDuration, .repeat, .autoreverse],
                               animations: {
                    UIView.setAnimationRepeatCount(2.5)
                    anotherView.alpha = 0.0
                }, completion: nil)
            }, completion: nil)
        })
        page.addSubview(aView)
        page.addSubview(anotherView)
        return page
    }
}
