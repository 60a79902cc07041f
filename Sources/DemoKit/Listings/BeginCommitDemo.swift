import UIKit

/// L8: the begin/commit form of L7, with a delegate that hears the start and the stop (with the
/// animation ID "ShowHideView") and chains the fade back in; the delegate's calls are listed.
@MainActor
final class BeginCommitDemo: UIViewAnimationDelegate {
    private let thirdView = AnimationDemoPage.square(CGRect(x: 160, y: 80, width: 200, height: 200), .blue)
    private let log = UILabel(frame: CGRect(x: 16, y: 300, width: 600, height: 100))

    @MainActor
    static func make(frame: CGRect) -> UIView {
        let demo = BeginCommitDemo()
        let page = AnimationDemoPage(frame: frame, caption: "L8 — begin/commit with a delegate", reset: {
            demo.thirdView.alpha = 1
            demo.log.text = nil
        }, run: { demo.showHide() })
        demo.log.numberOfLines = 0
        demo.log.font = .systemFont(ofSize: 14)
        page.addSubview(demo.thirdView)
        page.addSubview(demo.log)
        // The page owns the demo object (the views' closures hold it), as a view controller would.
        return page
    }

    private func showHide() {
        UIView.beginAnimations("ShowHideView", context: nil)
        UIView.setAnimationCurve(.easeIn)
        UIView.setAnimationDuration(1.0)
        UIView.setAnimationDelegate(self)
        thirdView.alpha = 0.0
        UIView.commitAnimations()
    }

    func animationWillStart(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        note("animationWillStart(\(animationID ?? "nil"))")
    }

    func animationDidStop(_ animationID: String?, finished: Bool, context: UnsafeMutableRawPointer?) {
        note("animationDidStop(\(animationID ?? "nil"), finished: \(finished))")
        guard animationID == "ShowHideView" else { return }
        UIView.beginAnimations("ShowView", context: nil)
        UIView.setAnimationCurve(.easeOut)
        UIView.setAnimationDuration(1.0)
        UIView.setAnimationDelay(1.0)
        UIView.setAnimationDelegate(self)
        thirdView.alpha = 1.0
        UIView.commitAnimations()
    }

    private func note(_ line: String) {
        log.text = [log.text, line].compactMap { $0 }.joined(separator: "\n")
    }
}
