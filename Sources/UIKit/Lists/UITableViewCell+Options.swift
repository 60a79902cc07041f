extension UITableViewCell {
    /// The built-in arrangements of the standard labels and image.
    public enum CellStyle: Int, Sendable {
        /// An image and one label on the left.
        case `default`
        /// A label on the left and a grey detail label on the right.
        case value1
        /// A small blue label right-aligned in a column, then the detail label.
        case value2
        /// A label with a smaller grey detail label under it.
        case subtitle
    }

    /// The standard accessories drawn on the right of a cell.
    public enum AccessoryType: Int, Sendable {
        case none
        /// A grey chevron: the row leads somewhere.
        case disclosureIndicator
        /// An info button and a chevron.
        case detailDisclosureButton
        /// A checkmark in the tint colour.
        case checkmark
        /// An info button.
        case detailButton
    }

    /// The control an editing row shows at its leading edge.
    public enum EditingStyle: Int, Sendable {
        case none
        /// A red circle with a white bar: a tap shows the row's Delete button.
        case delete
        /// A green circle with a white plus.
        case insert
    }

    /// How a cell shows its selection.
    public enum SelectionStyle: Int, Sendable {
        case none
        case blue
        case gray
        case `default`
    }

    /// How a table separates its rows.
    public enum SeparatorStyle: Int, Sendable {
        case none
        case singleLine
        case singleLineEtched
    }
}
