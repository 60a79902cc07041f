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
