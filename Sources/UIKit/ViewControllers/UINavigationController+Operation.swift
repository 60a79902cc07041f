extension UINavigationController {
    /// The kind of change a navigation transition shows; the raw values are Apple's.
    public enum Operation: Int, Sendable {
        case none, push, pop
    }
}
