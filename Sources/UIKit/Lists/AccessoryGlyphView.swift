import Foundation

/// The standard accessory of a cell, drawn: a grey chevron, a checkmark in the tint colour, an
/// info button, or an info button and a chevron.
@MainActor
final class AccessoryGlyphView: UIView {
    private let type: UITableViewCell.AccessoryType

    init(_ type: UITableViewCell.AccessoryType) {
        self.type = type
        let width: CGFloat = switch type {
        case .disclosureIndicator: 8
        case .checkmark: 14
        case .detailButton: 22
        case .detailDisclosureButton: 22 + 12 + 8
        case .none: 0
        }
        super.init(frame: CGRect(x: 0, y: 0, width: width, height: 22))
        isOpaque = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) {
        type = .none
        super.init(coder: coder)
    }

    override func tintColorDidChange() { setNeedsDisplay() }

    override func draw(_ rect: CGRect) {
        switch type {
        case .disclosureIndicator: drawChevron(at: 0)
        case .checkmark: drawCheckmark()
        case .detailButton: drawInfoButton()
        case .detailDisclosureButton:
            drawInfoButton()
            drawChevron(at: bounds.width - 8)
        case .none: break
        }
    }

    private func drawChevron(at x: CGFloat) {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: x + 1.5, y: 4.5))
        path.addLine(to: CGPoint(x: x + 7, y: 11))
        path.addLine(to: CGPoint(x: x + 1.5, y: 17.5))
        path.lineWidth = 2.5
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        UIColor.systemGray3.setStroke()
        path.stroke()
    }

    private func drawCheckmark() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 1.5, y: 11.5))
        path.addLine(to: CGPoint(x: 5.5, y: 15.5))
        path.addLine(to: CGPoint(x: 12.5, y: 6))
        path.lineWidth = 2.5
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        tintColor.setStroke()
        path.stroke()
    }

    private func drawInfoButton() {
        tintColor.setStroke()
        tintColor.setFill()
        let ring = UIBezierPath(ovalIn: CGRect(x: 1, y: 1, width: 20, height: 20))
        ring.lineWidth = 1.5
        ring.stroke()
        UIBezierPath(ovalIn: CGRect(x: 9.75, y: 5.5, width: 2.5, height: 2.5)).fill()
        UIBezierPath(rect: CGRect(x: 10, y: 9.5, width: 2, height: 7)).fill()
    }
}
