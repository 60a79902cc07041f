import UIKit

/// A label showing how many frames per second its window's display link fires, counted over
/// each second; for the showcase's two windows, each at its own screen's pace.
final class FrameRateLabel: UILabel {
    private var link: CADisplayLink?
    private var frames = 0
    private var since: CFTimeInterval = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        font = .monospacedDigitSystemFont(ofSize: 14, weight: .regular)
        text = "– fps"
    }

    required init?(coder: NSCoder) { nil }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        link?.invalidate()
        link = nil
        guard window != nil else { return }
        since = CACurrentMediaTime()
        frames = 0
        // A label gone with its window stops its link at the next frame.
        let link = CADisplayLink { [weak self] link in
            guard let self else { return link.invalidate() }
            self.count(at: link.timestamp)
        }
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    private func count(at time: CFTimeInterval) {
        frames += 1
        guard time - since >= 1 else { return }
        text = "\(Int((Double(frames) / (time - since)).rounded())) fps"
        frames = 0
        since = time
    }
}
