import UIKit

/// The playground's log panel: as many of the log's newest entries as its height holds, from the
/// top down, refilled when the log changes or the panel is resized.
final class EventLogView: UIView {
    private let log: EventLog
    private let text = UILabel()

    init(log: EventLog) {
        self.log = log
        super.init(frame: .zero)
        backgroundColor = UIColor(white: 0.15, alpha: 1)
        layer.cornerRadius = 6
        clipsToBounds = true
        text.font = .monospacedSystemFont(ofSize: 11, weight: .regular)
        text.numberOfLines = 0
        text.textColor = UIColor(white: 0.9, alpha: 1)
        addSubview(text)
        log.didChange = { [weak self] in self?.refill() }
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        refill()
    }

    private func refill() {
        let lineHeight = text.font.lineHeight
        let lines = log.lines(max(0, Int((bounds.height - 12) / lineHeight)))
        text.frame = CGRect(x: 8, y: 6, width: max(0, bounds.width - 16), height: CGFloat(lines.count) * lineHeight + 2)
        text.text = lines.joined(separator: "\n")
    }
}
