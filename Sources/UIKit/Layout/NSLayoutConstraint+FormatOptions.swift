extension NSLayoutConstraint {
    /// What `constraints(withVisualFormat:options:metrics:views:)` adds to a format: an attribute to align
    /// the format's views on, the direction a horizontal format runs, and how a vertical one measures spacing
    /// (Apple's raw values: an alignment bit is `1 << attribute.rawValue`).
    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Aligns the views' left edges.
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Aligns the views' right edges.
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Aligns the views' top edges.
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Aligns the views' bottom edges.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Aligns the views' leading edges.
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Aligns the views' trailing edges.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Aligns the views' horizontal centres.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Aligns the views' vertical centres.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Aligns the views' last baselines.
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Aligns the views' first baselines.
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// The bits naming alignments.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)

        /// A horizontal format runs from leading to trailing (the default).
        public static let directionLeadingToTrailing = FormatOptions([])
        /// A horizontal format runs from left to right.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// A horizontal format runs from right to left.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The bits naming the direction.
        public static let directionMask = FormatOptions(rawValue: 3 << 16)

        /// Spacing in a vertical format is measured between the views' edges (the default).
        public static let spacingEdgeToEdge = FormatOptions([])
        /// Spacing between views in a vertical format is measured from one's last baseline to the next one's first.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        /// The bit naming the spacing.
        public static let spacingMask = FormatOptions(rawValue: 1 << 19)
    }
}
