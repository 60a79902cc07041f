/// The look iOS 13 steppers and segmented controls share, drawn into the current context: a rounded
/// light-grey track cut into segments by thin dividers, the pressed segment a darker grey. The
/// colours are translucent, as iOS's fills are, so the track takes on its background's hue.
@MainActor
enum SegmentTrack {
    /// The track's corner radius *(iOS 13: 8 pt)*.
    static let cornerRadius: CGFloat = 8
    /// The track: iOS's tertiary system fill.
    static let fill = UIColor.tertiarySystemFill
    /// Over the track, the pressed segment: iOS's system fill.
    static let pressedFill = UIColor.systemFill
    /// A divider: iOS's separator colour.
    static let dividerColor = UIColor.separator

    /// Readies `view` to draw a track: not opaque (what is behind shows at its corners), and drawn
    /// again when its size changes.
    static func prepare(_ view: UIView) {
        view.isOpaque = false
        view.contentMode = .redraw
    }

    /// Fills `bounds` with the track.
    static func drawTrack(in bounds: CGRect) {
        fill.setFill()
        UIBezierPath(roundedRect: bounds, cornerRadius: cornerRadius).fill()
    }

    /// Darkens `segment`, within the track's rounded corners.
    static func drawPressed(_ segment: CGRect, in bounds: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        defer { context.restoreGState() }
        UIBezierPath(roundedRect: bounds, cornerRadius: cornerRadius).addClip()
        pressedFill.setFill()
        UIRectFill(segment)
    }

    /// Draws a divider one point wide at `x` (rounded down to a whole point, so it is sharp), over
    /// the middle half of the track's height.
    static func drawDivider(at x: CGFloat, in bounds: CGRect) {
        let inset = (bounds.height / 4).rounded()
        dividerColor.setFill()
        UIRectFill(CGRect(x: x.rounded(.down), y: bounds.minY + inset, width: 1, height: bounds.height - 2 * inset))
    }
}
