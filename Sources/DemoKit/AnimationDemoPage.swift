import UIKit

/// A demo page for an animation listing: it runs the listing when it enters a window (at
/// virtual time 0 for screenshots), and again, from the start, on a click once the previous run
/// is over.
final class AnimationDemoPage: UIView {
    private let reset: @MainActor () -> Void
    private let run: @MainActor () -> Void
    private var hasRun = false

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
        guard window != nil, !hasRun else { return }
        hasRun = true
        run()
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard !AnimationDemoPage.isAnimating(layer) else { return }
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
