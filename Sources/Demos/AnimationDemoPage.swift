import UIKit

/// A demo page for an animation listing: it runs the listing once its views have been shown
/// (a layer only animates once the screen has it), and again, from the start, on a click once
/// the previous run is over.
/// The listing starts on the first display frame after the page's first commit: at 1/60 s
/// under the virtual clock.
final class AnimationDemoPage: UIView {
    private let reset: @MainActor () -> Void
    private let run: @MainActor () -> Void
    private var startLink: CADisplayLink?

    /// A white page with `caption` along its bottom; `reset` puts the views back as they were
    /// before `run`, the listing.
    init(frame: CGRect, caption: String, reset: @escaping @MainActor () -> Void, run: @escaping @MainActor () -> Void) {
        self.reset = reset
        self.run = run
        super.init(frame: frame)
        backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 16, y: frame.height - 36, width: frame.width - 140, height: 28))
        label.text = caption + " (click to replay)"
        label.font = .systemFont(ofSize: 14)
        label.textColor = .darkGray
        label.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        addSubview(label)
    }

    required init?(coder: NSCoder) { nil }

    override func didMoveToWindow() {
        guard window != nil, startLink == nil else { return }
        let link = CADisplayLink { [weak self] link in
            guard let self else { return link.invalidate() }
            guard self.layer.presentation() != nil else { return }
            link.invalidate()
            self.startLink = nil
            self.run()
        }
        link.add(to: .main, forMode: .common)
        startLink = link
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard startLink == nil, !AnimationDemoPage.isAnimating(layer) else { return }
        reset()
        run()
    }

    private static func isAnimating(_ layer: CALayer) -> Bool {
        layer.animationKeys() != nil || (layer.sublayers ?? []).contains(where: isAnimating)
    }

    /// A square of `color` with the given frame, for listings to animate.
    static func square(_ frame: CGRect, _ color: UIColor) -> UIView {
        let view = UIView(frame: frame)
        view.backgroundColor = color
        return view
    }
}
