import Foundation

/// The round control at the leading edge of an editing row: a red circle with a white bar to
/// delete, a green one with a white plus to insert. A tap asks the table to confirm the deletion
/// (its Delete button slides out) or to insert.
@MainActor
final class EditingControlView: UIView {
    /// The circle's diameter and the bar's length and thickness (Casement's, after iOS's look;
    /// README.md lists them).
    static let diameter: CGFloat = 22
    static let barLength: CGFloat = 12
    static let barThickness: CGFloat = 2

    let style: UITableViewCell.EditingStyle
    private let circle = UIView()

    init(style: UITableViewCell.EditingStyle) {
        self.style = style
        super.init(frame: .zero)
        circle.backgroundColor = style == .insert ? .systemGreen : .systemRed
        circle.layer.cornerRadius = Self.diameter / 2
        circle.isUserInteractionEnabled = false
        addSubview(circle)
        let bars = style == .insert ? [false, true] : [false]
        for isVertical in bars {
            let bar = UIView()
            bar.backgroundColor = .white
            bar.isUserInteractionEnabled = false
            let length = Self.barLength, thickness = Self.barThickness
            bar.frame = CGRect(x: (Self.diameter - (isVertical ? thickness : length)) / 2, y: (Self.diameter - (isVertical ? length : thickness)) / 2,
                               width: isVertical ? thickness : length, height: isVertical ? length : thickness)
            circle.addSubview(bar)
        }
    }

    required init?(coder: NSCoder) { nil }

    /// The circle sits at the right of the control's width, its middle on the row's.
    override func layoutSubviews() {
        super.layoutSubviews()
        circle.frame = CGRect(x: bounds.width - Self.diameter, y: ((bounds.height - Self.diameter) / 2).rounded(),
                              width: Self.diameter, height: Self.diameter)
    }

    /// The circle's centre, in the control's coordinates.
    var circleCenter: CGPoint { circle.center }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// A lift inside the control is a tap on it.
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, bounds.contains(touch.location(in: self)),
              let cell = superview as? UITableViewCell, let table = cell.superview as? UITableView else { return }
        table.editingControlTapped(in: cell)
    }
}
