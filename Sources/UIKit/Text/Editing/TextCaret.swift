/// The caret of a text view: a bar in the tint colour that blinks (Text rule 21: shown 0.5 s,
/// hidden 0.5 s), solid for 0.5 s after each edit or move. Each blink changes only the caret's
/// own pixels; the blinking stops while the caret is not shown.
final class TextCaret: UIView {
    /// Half a blink: how long the caret shows, and how long it hides.
    static let halfPeriod = 0.5
    /// The caret's width in points (Text rule 21).
    static let width: CGFloat = 2
    /// The alpha of the tint under selected text.
    static let selectionAlpha: CGFloat = 0.25
    /// Counts restarts: a blink scheduled before the last one does nothing.
    private var generation = 0

    init() {
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        isHidden = true
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
        isHidden = true
    }

    /// Shows the caret solid and blinks it from 0.5 s on, or hides it when not `isShown`.
    func restartBlinking(isShown: Bool) {
        generation += 1
        isHidden = !isShown
        if isShown { scheduleBlink(generation) }
    }

    private func scheduleBlink(_ current: Int) {
        CATransaction.state.schedule.call(at: MediaClock.shared.now() + Self.halfPeriod) { [weak self] in
            guard let self, self.generation == current else { return }
            self.isHidden.toggle()
            self.scheduleBlink(current)
        }
    }
}
