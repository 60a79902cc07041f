import UIKit

/// L6: a block animation cross-fades two views over 1 s with the default ease-in-ease-out curve;
/// the model values change at once and the main thread goes on.
enum CrossFadeDemo {
    @MainActor
    static func make(frame: CGRect) -> UIView {
        let firstView = AnimationDemoPage.square(CGRect(x: 120, y: 100, width: 160, height: 160), .red)
        let secondView = AnimationDemoPage.square(CGRect(x: 200, y: 180, width: 160, height: 160), .blue)
        secondView.alpha = 0
        let page = AnimationDemoPage(frame: frame, caption: "L6 — cross-fade two views over 1 s", reset: {
            firstView.alpha = 1
            secondView.alpha = 0
        }, run: {
            UIView.animate(withDuration: 1.0) {
                firstView.alpha = 0.0
                secondView.alpha = 1.0
            }
        })
        page.addSubview(firstView)
        page.addSubview(secondView)
        return page
    }
}
