extension UITextField {
    /// The border a text field draws; Apple's raw values.
    public enum BorderStyle: Int, Sendable {
        /// No border.
        case none
        /// A thin dark rectangle.
        case line
        /// A rectangle with a slight shadow inside its top and left edges.
        case bezel
        /// A white field with a light grey hairline border and 5-point corners.
        case roundedRect
    }
}
