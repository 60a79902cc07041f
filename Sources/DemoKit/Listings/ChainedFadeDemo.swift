import UIKit

/// L7: fade out over 1 s (ease in); the completion handler fades back in over 1 s (ease out)
/// after a 1 s delay.
enum ChainedFadeDemo {
    @MainActor
    static func make(frame: CGRect) -> UIView {
        let thirdView = AnimationDemoPage.square(CGRect(x: 160, y: 120, width: 200, height: 200), .blue)
        let page = AnimationDemoPage(frame: frame, caption: "L7 — fade out, wait 1 s, fade in", reset: {
            thirdView.alpha = 1
        }, run: {
            UIView.animate(withDuration: 1.0, delay: 0.0, options: .curveEaseIn, animations: {
                thirdView.alpha = 0.0
            }, completion: { finished in
                UIView.animate(withDuration: 1.0, delay: 1.0, options: .curveEaseOut, animations: {
                    thirdView.alpha = 1.0
                }, completion: nil)
            })
        })
        page.addSubview(thirdView)
        return page
    }
}
