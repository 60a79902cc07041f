import UIKit

/// The launcher's list: a title, then one row per demo, dealt into as many columns as the width
/// holds (each at least `minimumColumnWidth`), laid out with stack views. Titles wrap, so each
/// shows whole; a width that changes the number of columns deals the rows again. A list taller than
/// the window scrolls (its content is as wide as the view).
final class LauncherListView: UIScrollView {
    static let minimumColumnWidth: CGFloat = 180
    private static let margin: CGFloat = 16, columnGap: CGFloat = 10, rowGap: CGFloat = 4

    /// One row per demo, in catalogue order.
    let rows: [TapRow]
    private let columns = UIStackView()
    private var columnCount = 0

    /// A list of `demos` that calls `choose` with the one clicked; `frame` is where it starts (its
    /// superview's constraints then place it).
    init(frame: CGRect, demos: [Demo], choose: @escaping @MainActor (Demo) -> Void) {
        rows = demos.map { demo in TapRow(title: demo.title) { choose(demo) } }
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.96, alpha: 1)
        let title = UILabel()
        title.text = "Casement demos"
        title.font = .boldSystemFont(ofSize: 24)
        columns.distribution = .fillEqually
        columns.alignment = .top
        columns.spacing = Self.columnGap
        for view in [title, columns] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        let content = contentLayoutGuide
        NSLayoutConstraint.activate([
            content.widthAnchor.constraint(equalTo: frameLayoutGuide.widthAnchor),
            title.topAnchor.constraint(equalTo: content.topAnchor, constant: 12),
            title.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: Self.margin),
            title.trailingAnchor.constraint(lessThanOrEqualTo: content.trailingAnchor, constant: -Self.margin),
            columns.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 10),
            columns.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: Self.margin),
            columns.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -Self.margin),
            columns.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -Self.margin),
        ])
        deal(into: Self.columnCount(forWidth: frame.width))
    }

    required init?(coder: NSCoder) { nil }

    /// How many columns a list `width` wide has.
    static func columnCount(forWidth width: CGFloat) -> Int {
        max(1, Int((width - 2 * margin + columnGap) / (minimumColumnWidth + columnGap)))
    }

    override func layoutSubviews() {
        let count = Self.columnCount(forWidth: bounds.width)
        if count != columnCount { deal(into: count) }
        super.layoutSubviews()
    }

    /// Deals the rows into `count` columns of equal length (the last may be shorter), top to
    /// bottom, then left to right.
    private func deal(into count: Int) {
        columnCount = count
        for column in columns.arrangedSubviews { column.removeFromSuperview() }
        let perColumn = max(1, (rows.count + count - 1) / count)
        for start in stride(from: 0, to: rows.count, by: perColumn) {
            let column = UIStackView(arrangedSubviews: Array(rows[start..<min(start + perColumn, rows.count)]))
            column.axis = .vertical
            column.spacing = Self.rowGap
            columns.addArrangedSubview(column)
        }
    }
}
