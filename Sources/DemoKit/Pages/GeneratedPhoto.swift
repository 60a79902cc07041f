import UIKit

/// A landscape standing in for a photo, made from its number: a sky shading from a hue (the number's,
/// of 36) down to a paler one, a white sun, and a darker hill across the bottom third.
final class GeneratedPhoto: UIView {
    /// The photo's number; a new one redraws it.
    var number = 0 {
        didSet { if number != oldValue { setNeedsDisplay() } }
    }

    /// The sky's colours for `number`, top and bottom: 36 hues round the wheel.
    static func sky(of number: Int) -> (top: UIColor, bottom: UIColor) {
        let hue = CGFloat(number % 36) / 36
        return (UIColor(hue: hue, saturation: 0.7, brightness: 0.85, alpha: 1), UIColor(hue: hue, saturation: 0.25, brightness: 1, alpha: 1))
    }

    /// The hill's colour for `number`: a third of the way round the wheel from the sky's.
    static func hill(of number: Int) -> UIColor {
        UIColor(hue: CGFloat((number + 12) % 36) / 36, saturation: 0.6, brightness: 0.55, alpha: 1)
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let (top, bottom) = Self.sky(of: number)
        if let sky = CGGradient(colorsSpace: nil, colors: [top.cgColor, bottom.cgColor], locations: [0, 1]) {
            context.drawLinearGradient(sky, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 0, y: bounds.height), options: [])
        }
        let radius = min(bounds.width, bounds.height) * 0.12
        UIColor.white.setFill()
        UIBezierPath(ovalIn: CGRect(x: bounds.width * 0.7 - radius, y: bounds.height * 0.3 - radius, width: radius * 2, height: radius * 2)).fill()
        let hill = UIBezierPath()
        hill.move(to: CGPoint(x: 0, y: bounds.height))
        hill.addLine(to: CGPoint(x: 0, y: bounds.height * 0.72))
        hill.addQuadCurve(to: CGPoint(x: bounds.width, y: bounds.height * 0.68), controlPoint: CGPoint(x: bounds.width * 0.45, y: bounds.height * 0.45))
        hill.addLine(to: CGPoint(x: bounds.width, y: bounds.height))
        hill.close()
        Self.hill(of: number).setFill()
        hill.fill()
    }
}
