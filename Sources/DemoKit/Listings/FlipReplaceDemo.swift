import UIKit

/// L12: one view replaces another behind a 3D flip: `fromView` leaves the hierarchy and `toView`
/// takes its place. Each click flips back, from the other side.
@MainActor
final class FlipReplaceDemo {
    private let container = UIView(frame: CGRect(x: 195, y: 60, width: 250, height: 250))
    private let primaryView = FlipReplaceDemo.face("Primary", .systemBlue)
    private let secondaryView = FlipReplaceDemo.face("Secondary", .systemOrange)
    private var displayingPrimary = true

    static func make(frame: CGRect) -> UIView {
        let demo = FlipReplaceDemo()
        let page = AnimationDemoPage(frame: frame, caption: "L12 — replace one view with another behind a flip", reset: {},
                                     run: { demo.flip() })
        demo.container.addSubview(demo.primaryView)
        page.addSubview(demo.container)
        return page
    }

    private static func face(_ title: String, _ color: UIColor) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 250, height: 250))
        view.backgroundColor = color
        let label = UILabel(frame: CGRect(x: 12, y: 12, width: 226, height: 30))
        label.text = title
        label.font = .boldSystemFont(ofSize: 22)
        label.textColor = .white
        view.addSubview(label)
        return view
    }

    /// The listing, once the transaction that shows the page has committed (see L11).
    private func flip() {
        CATransaction.setCompletionBlock { [self] in
            UIView.transition(from: displayingPrimary ? primaryView : secondaryView,
                              to: displayingPrimary ? secondaryView : primaryView,
                              duration: 1.0,
                              options: displayingPrimary ? .transitionFlipFromRight : .transitionFlipFromLeft,
                              completion: { finished in
                                  if finished { self.displayingPrimary.toggle() }
                              })
        }
    }
}
