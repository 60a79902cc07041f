import Foundation

/// Keyboard scrolling (Scrolling rule 26), as Mac Catalyst does it: the arrows move 40 pt,
/// Page Up/Down and Space (Shift+Space back) a page less 10 %, Home and End to the top and the
/// bottom, each animated and kept inside the legal range. A key that would not move the content
/// (at the edge already) goes on up the responder chain, so an outer scroll view takes it. While a
/// first responder takes text, the keys are its.
extension UIScrollView {
    /// How far an arrow key scrolls, and the part of a page that stays in view after Page Down.
    static let arrowKeyStep: CGFloat = 40
    static let pageKeyOverlap: CGFloat = 0.1

    /// The offset `key` scrolls to from where the content is going, or nil if it does not scroll this view.
    func keyboardScrollTarget(for key: UIKey) -> CGPoint? {
        // Keys typed into a text field inside go up the chain to be typed, not scrolled.
        guard allowsKeyboardScrolling, isScrollEnabled, !(UIResponder.firstResponder is UIKeyInput),
              key.modifierFlags.isDisjoint(with: [.command, .control, .alternate]) else { return nil }
        let range = scrollRange, axes = scrollableAxes
        // Keys pressed while an earlier one animates add up.
        var from = contentOffset
        if case let .animating(_, to, _) = motion { from = to }
        let page = bounds.height * (1 - Self.pageKeyOverlap)
        var target = from
        let shift = key.modifierFlags.contains(.shift)
        switch key.keyCode {
        case .keyboardUpArrow: target.y -= Self.arrowKeyStep
        case .keyboardDownArrow: target.y += Self.arrowKeyStep
        case .keyboardLeftArrow: target.x -= Self.arrowKeyStep
        case .keyboardRightArrow: target.x += Self.arrowKeyStep
        case .keyboardPageUp: target.y -= page
        case .keyboardPageDown: target.y += page
        case .keyboardSpacebar: target.y += shift ? -page : page
        case .keyboardHome: target.y = range.y.lowerBound
        case .keyboardEnd: target.y = range.y.upperBound
        default: return nil
        }
        if !axes.horizontal { target.x = from.x }
        if !axes.vertical { target.y = from.y }
        target = range.clamp(target)
        return target == from ? nil : target
    }

    /// Scrolls for the presses' keys; the presses that do not scroll this view are returned.
    func scrollForKeys(_ presses: Set<UIPress>) -> Set<UIPress> {
        presses.filter { press in
            guard let key = press.key, let target = keyboardScrollTarget(for: key) else { return true }
            setContentOffset(target, animated: true)
            return false
        }
    }
}

extension UIView {
    /// This view if it is a scroll view, else the nearest scroll view above it.
    var innermostScrollView: UIScrollView? {
        sequence(first: self, next: \.superviewRef).lazy.compactMap { $0 as? UIScrollView }.first
    }
}
