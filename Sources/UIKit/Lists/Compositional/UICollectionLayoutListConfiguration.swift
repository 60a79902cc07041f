import Foundation

/// How a list section of a compositional layout looks: rows as wide as the section, 44 pt high,
/// with separators between them, in one of the table's appearances.
public struct UICollectionLayoutListConfiguration: Sendable {
    /// The look of a list, as a table's styles.
    public enum Appearance: Int, Sendable {
        /// Rows edge to edge.
        case plain
        /// Sections 18 pt apart, rows edge to edge.
        case grouped
        /// Sections 18 pt apart and 20 pt in from the sides.
        case insetGrouped
        /// As `insetGrouped` (Casement has no sidebar look).
        case sidebar
        /// As `plain`.
        case sidebarPlain
    }

    /// A list of `appearance`.
    public init(appearance: Appearance) {
        self.appearance = appearance
    }

    public let appearance: Appearance
    /// Whether rows have separators between them (true by default).
    public var showsSeparators = true

    /// The section's insets: none for plain lists; grouped ones keep the grouped table's spacing
    /// above and below, inset-grouped ones its margin at the sides too.
    var sectionInsets: NSDirectionalEdgeInsets {
        switch appearance {
        case .plain, .sidebarPlain: .zero
        case .grouped:
            NSDirectionalEdgeInsets(top: TableMetrics.groupedSpacing, leading: 0, bottom: TableMetrics.groupedSpacing, trailing: 0)
        case .insetGrouped, .sidebar:
            NSDirectionalEdgeInsets(top: TableMetrics.groupedSpacing, leading: TableMetrics.insetGroupedMargin,
                                    bottom: TableMetrics.groupedSpacing, trailing: TableMetrics.insetGroupedMargin)
        }
    }
}
