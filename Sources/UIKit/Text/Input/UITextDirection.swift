/// A direction through the text as it is laid out on screen; Apple's raw values.
public enum UITextLayoutDirection: Int, Sendable {
    case right = 2, left, up, down
}
