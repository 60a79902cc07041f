import CoreGraphics

/// Which axes a drag may move (`isDirectionalLockEnabled`, Scrolling rule 9): a drag that begins
/// within about 26.6° of an axis (one component at least twice the other) stays on it; a diagonal
/// one moves freely. UIKit's angle is unpublished: this is Casement's choice.
enum DirectionalLock {
    /// How many times larger one component must be than the other to lock to its axis.
    static let dominance: CGFloat = 2

    /// The axes the drag may move, from its translation when it began: (horizontal, vertical).
    static func axes(for translation: CGPoint) -> (horizontal: Bool, vertical: Bool) {
        let dx = abs(translation.x), dy = abs(translation.y)
        if dx >= dominance * dy { return (true, false) }
        if dy >= dominance * dx { return (false, true) }
        return (true, true)
    }
}
