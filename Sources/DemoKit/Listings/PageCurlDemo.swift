import UIKit

/// L11: a container swaps its visible text view behind a page curl: the old text curls up like
/// a page, uncovering the new one. Each click curls to the other text.
@MainActor
final class PageCurlDemo {
    private let containerView = UIView(frame: CGRect(x: 170, y: 60, width: 300, height: 300))
    private var currentTextView = PageCurlDemo.textView("Casement\n\nThe first page: it curls up off the top when you click.",
                                                         UIColor(red: 1, green: 0.97, blue: 0.85, alpha: 1))
    private var swapTextView = PageCurlDemo.textView("The second page\n\nIt was under the first one all along.",
                                                     UIColor(red: 0.85, green: 0.93, blue: 1, alpha: 1))

    static func make(frame: CGRect) -> UIView {
        let demo = PageCurlDemo()
        let page = AnimationDemoPage(frame: frame, caption: "L11 — swap a container's text behind a page curl", reset: {},
                                     run: { demo.curl() })
        demo.swapTextView.isHidden = true
        demo.containerView.addSubview(demo.currentTextView)
        demo.containerView.addSubview(demo.swapTextView)
        page.addSubview(demo.containerView)
        return page
    }

    private static func textView(_ text: String, _ color: UIColor) -> UILabel {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        label.text = text
        label.numberOfLines = 0
        label.textAlignment = .center
        label.font = .systemFont(ofSize: 20)
        label.backgroundColor = color
        return label
    }

    /// The listing, once the transaction that shows the page has committed: a transition pictures
    /// its view as the compositor was given it, and a page never committed has no old look to curl.
    private func curl() {
        CATransaction.setCompletionBlock { [self] in
            UIView.transition(with: containerView, duration: 1.0, options: .transitionCurlUp, animations: {
                self.currentTextView.isHidden = true
                self.swapTextView.isHidden = false
            }, completion: { finished in
                swap(&self.currentTextView, &self.swapTextView)
            })
        }
    }
}
