import Foundation

/// The control at the trailing edge of a movable row while its table edits: three grey lines. A
/// drag starting on it moves the row (`RowReorder`).
@MainActor
final class ReorderControlView: UIView {
    /// The lines' length, thickness and spacing from one top to the next (Casement's, after iOS's
    /// look; README.md lists them).
    static let lineLength: CGFloat = 18
    static let lineThickness: CGFloat = 2
    static let lineSpacing: CGFloat = 6

    private let lines = (0..<3).map { _ in UIView() }

    override init(frame: CGRect) {
        super.init(frame: frame)
        for line in lines {
            line.backgroundColor = .systemGray
            line.isUserInteractionEnabled = false
            addSubview(line)
        }
    }

    required init?(coder: NSCoder) { nil }

    /// The lines are centred in the control.
    override func layoutSubviews() {
        super.layoutSubviews()
        let top = ((bounds.height - 2 * Self.lineSpacing - Self.lineThickness) / 2).rounded()
        for (index, line) in lines.enumerated() {
            line.frame = CGRect(x: ((bounds.width - Self.lineLength) / 2).rounded(), y: top + CGFloat(index) * Self.lineSpacing,
                                width: Self.lineLength, height: Self.lineThickness)
        }
    }
}
