extension UITableView {
    /// How sections look: plain sections' headers and footers float over the rows; grouped ones
    /// scroll with them; inset-grouped sections are also inset with rounded corners.
    public enum Style: Int, Sendable {
        case plain
        case grouped
        case insetGrouped
    }

    /// Where `scrollToRow(at:at:animated:)` and `selectRow(at:animated:scrollPosition:)` put a row.
    public enum ScrollPosition: Int, Sendable {
        /// As little movement as makes the row visible (none if it is).
        case none
        case top
        case middle
        case bottom
    }
}

extension UITableView {
    /// How rows inserted, deleted or reloaded appear and go. Casement fades them all (and moves the
    /// rows around them) over 0.3 s; `.none` changes them at once.
    public enum RowAnimation: Int, Sendable {
        case fade
        case right
        case left
        case top
        case bottom
        case none
        case middle
        case automatic = 100
    }
}
