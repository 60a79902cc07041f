extension UITextField {
    /// Why editing ended; Apple's raw values. Casement's fields always end `.committed`
    /// (`.cancelled` is tvOS's, when the user dismisses the keyboard).
    public enum DidEndEditingReason: Int, Sendable {
        case committed, cancelled
    }
}
