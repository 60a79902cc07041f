extension UITextField {
    /// When a text field shows its clear button or an overlay view; Apple's raw values.
    public enum ViewMode: Int, Sendable {
        case never, whileEditing, unlessEditing, always
    }
}
