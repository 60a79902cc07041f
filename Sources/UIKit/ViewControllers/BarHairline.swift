/// What the navigation bar and the tab bar share: their background colour, and the one-pixel line
/// between the bar and the content.
@MainActor
final class BarHairline: UIView {
    /// The bars' background (UIKit's default bar, without the blur).
    static let barColor = UIColor(white: 0.97, alpha: 1)

    /// Gives `bar` the bars' background and adds the line to it.
    static func install(on bar: UIView) -> BarHairline {
        let line = BarHairline(frame: .zero)
        line.backgroundColor = .separator
        bar.backgroundColor = barColor
        bar.addSubview(line)
        return line
    }

    /// Puts the line across its bar at `y`, one pixel thick.
    func place(atY y: CGFloat) {
        guard let bar = superview else { return }
        frame = CGRect(x: 0, y: y, width: bar.bounds.width, height: 1 / max(1, window?.screen.scale ?? 1))
    }
}
