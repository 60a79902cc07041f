import CoreGraphics

/// The sizes a table uses where the app sets none. UIKit publishes none of them; these follow iOS's
/// look (Scrolling rules 31 and 36) and README.md lists them.
enum TableMetrics {
    /// A standard row (44 pt on iOS) and the least height of a self-sized standard-style cell.
    static let standardRowHeight: CGFloat = 44
    /// The margin of a cell's content and accessory from its left and right edges, and the
    /// separators' default left inset.
    static let cellMargin: CGFloat = 16
    /// The margin above and below a standard cell's labels.
    static let cellVerticalMargin: CGFloat = 11
    /// The gap between the content and the accessory.
    static let accessorySpacing: CGFloat = 8
    /// The width of the value2 style's label column.
    static let value2ColumnWidth: CGFloat = 67
    /// A plain table's header or footer with a title (28 pt since iOS 15).
    static let plainTitledHeight: CGFloat = 28
    /// A grouped table's header or footer with a title.
    static let groupedTitledHeight: CGFloat = 38
    /// The space a grouped table leaves for a header or footer without one.
    static let groupedSpacing: CGFloat = 18
    /// How far an inset-grouped table's sections sit from its edges, and their corner radius.
    static let insetGroupedMargin: CGFloat = 20
    static let insetGroupedCornerRadius: CGFloat = 10
    /// How far an editing row's content moves aside for its delete or insert control, and the
    /// width of the reorder control at its trailing edge.
    static let editingIndent: CGFloat = 38
    static let reorderControlWidth: CGFloat = 50
}
