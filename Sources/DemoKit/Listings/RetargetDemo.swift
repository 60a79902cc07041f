import UIKit

/// L10: a view fades 1 → 0 over 1 s; at 0.5 s a second block sets its alpha back to 1. The first
/// animation is not cut off: the value on screen turns smoothly towards the new target. A plot
/// below the view shows the on-screen alpha (`layer.presentation()`) at every frame.
enum RetargetDemo {
    /// The plot's size: 1 point per 1/100 s across, the alpha 0…1 upwards.
    static let plotFrame = CGRect(x: 200, y: 250, width: 200, height: 150)

    @MainActor
    static func make(frame: CGRect) -> UIView {
        let view = AnimationDemoPage.square(CGRect(x: 240, y: 60, width: 120, height: 120), .blue)
        let plot = UIView(frame: plotFrame)
        plot.backgroundColor = UIColor(white: 0.94, alpha: 1)
        let page = AnimationDemoPage(frame: frame, caption: "L10 — set alpha to 1 halfway through a fade to 0", reset: {
            view.alpha = 1
            for dot in plot.subviews { dot.removeFromSuperview() }
        }, run: {
            UIView.animate(withDuration: 1.0) {
                view.alpha = 0
            }
            let start = CACurrentMediaTime()
            var retargeted = false
            CADisplayLink { link in
                let elapsed = link.targetTimestamp - start
                if !retargeted && elapsed >= 0.5 - 1e-6 {
                    retargeted = true
                    UIView.animate(withDuration: 1.0) {
                        view.alpha = 1
                    }
                }
                if let alpha = view.layer.presentation()?.opacity {
                    let dot = UIView(frame: CGRect(x: elapsed * 100 - 1, y: (1 - CGFloat(alpha)) * (plotFrame.height - 2), width: 2, height: 2))
                    dot.backgroundColor = .black
                    plot.addSubview(dot)
                }
                if elapsed >= 1.6 { link.invalidate() }
            }.add(to: .main, forMode: .common)
        })
        page.addSubview(view)
        page.addSubview(plot)
        return page
    }
}
