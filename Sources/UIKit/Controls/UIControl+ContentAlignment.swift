extension UIControl {
    /// Where a control puts its content across its width; Apple's raw values.
    public enum ContentHorizontalAlignment: Int, Sendable {
        case center = 0, left, right, fill, leading, trailing
    }

    /// Where a control puts its content down its height; Apple's raw values.
    public enum ContentVerticalAlignment: Int, Sendable {
        case center = 0, top, bottom, fill
    }

    /// `contentHorizontalAlignment` with leading and trailing resolved: Casement lays out left to right.
    public var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        switch contentHorizontalAlignment {
        case .leading: .left
        case .trailing: .right
        case let alignment: alignment
        }
    }
}
