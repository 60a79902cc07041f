import CoreGraphics

/// Where a swiped row goes when the finger lifts. UIKit publishes no numbers (Scrolling rule 36
/// gives none); these are Casement's, listed in README.md: past half its buttons' width the row
/// stays open, short of that it closes, and past three quarters of the row's width it performs its
/// first action when the configuration allows a full swipe.
enum SwipeRelease: Equatable {
    case closed
    case open
    case fullSwipe

    /// The share of the row's width a drag must reveal to be a full swipe.
    static let fullSwipeFraction: CGFloat = 0.75

    /// Whether `revealed` points of a `rowWidth` row are a full swipe.
    static func isFullSwipe(revealed: CGFloat, rowWidth: CGFloat) -> Bool {
        rowWidth > 0 && revealed >= fullSwipeFraction * rowWidth
    }

    /// Where a row that shows `revealed` points of `buttonsWidth` buttons goes on release.
    static func outcome(revealed: CGFloat, buttonsWidth: CGFloat, rowWidth: CGFloat, performsFullSwipe: Bool) -> SwipeRelease {
        if performsFullSwipe, isFullSwipe(revealed: revealed, rowWidth: rowWidth) { return .fullSwipe }
        return revealed > 0 && revealed >= buttonsWidth / 2 ? .open : .closed
    }

    /// How far a drag may reveal: the buttons' width, or the whole row when a full swipe is allowed.
    static func limit(buttonsWidth: CGFloat, rowWidth: CGFloat, performsFullSwipe: Bool) -> CGFloat {
        performsFullSwipe ? max(buttonsWidth, rowWidth) : buttonsWidth
    }
}
