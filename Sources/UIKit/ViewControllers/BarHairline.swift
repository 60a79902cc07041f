/// What the bars share: their background colour, and the one-pixel line between the bar and the
/// content, both from the bar's appearance.
@MainActor
final class BarHairline: UIView {
    /// The bars' background (UIKit's default bar, without the blur).
    static let barColor = UIColor(white: 0.97, alpha: 1)

    /// Gives `bar` the bars' background and adds the line to it.
    static func install(on bar: UIView) -> BarHairline {
        let line = BarHairline(frame: .zero)
        bar.addSubview(line)
        line.apply(UIBarAppearance(), barTintColor: nil)
        return line
    }

    /// Gives the bar `appearance`'s background (under `barTintColor`, the older way, when set) and
    /// shadow line.
    func apply(_ appearance: UIBarAppearance, barTintColor: UIColor?) {
        superview?.backgroundColor = barTintColor ?? appearance.resolvedBackgroundColor
        backgroundColor = appearance.resolvedShadowColor
        isHidden = appearance.resolvedShadowColor == nil
    }

    /// Puts the line across its bar at `y`, one pixel thick.
    func place(atY y: CGFloat) {
        guard let bar = superview else { return }
        frame = CGRect(x: 0, y: y, width: bar.bounds.width, height: 1 / max(1, window?.screen.scale ?? 1))
    }
}
