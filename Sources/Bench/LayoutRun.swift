import Foundation
import UIKit

/// The Auto Layout benchmark (issue 25's form): N rows, each a view holding a label and a field, 13
/// constraints a row. Measures building and solving the form (activation, the engine solving as
/// constraints arrive, then the layout pass applying every frame) and one window-width change.
@MainActor
enum LayoutRun {
    /// One measured form: milliseconds to build and lay it out, and to take a width change.
    struct Figures {
        var build: Double
        var widthChange: Double
    }

    /// Prints the form at 100, 1,000 and 3,333 chained rows and 1 … 2,000 independent rows.
    static func run() {
        print("Auto Layout form (13 constraints a row): build + solve + layout, then one width change, in ms")
        for count in [100, 1_000, 3_333] {
            let figures = measure(rows: count, chained: true)
            print(String(format: "  %5d chained rows:     build %8.1f   width change %7.2f", count, figures.build, figures.widthChange))
        }
        for count in [1, 10, 100, 1_000, 2_000] {
            let figures = measure(rows: count, chained: false)
            print(String(format: "  %5d independent rows: build %8.1f   width change %7.2f", count, figures.build, figures.widthChange))
        }
    }

    /// Builds the form in a fresh root view, lays it out, then narrows the root and lays out again.
    static func measure(rows count: Int, chained: Bool) -> Figures {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        let start = Date()
        var previous: UIView?
        for _ in 0..<count {
            let row = UIView(), label = UIView(), field = UIView()
            for view in [row, label, field] { view.translatesAutoresizingMaskIntoConstraints = false }
            root.addSubview(row)
            row.addSubview(label)
            row.addSubview(field)
            let minimum = field.widthAnchor.constraint(greaterThanOrEqualToConstant: 200)
            minimum.priority = .defaultHigh
            NSLayoutConstraint.activate([
                row.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                row.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                row.heightAnchor.constraint(equalToConstant: 44),
                row.topAnchor.constraint(equalTo: chained ? (previous?.bottomAnchor ?? root.topAnchor) : root.topAnchor, constant: 8),
                label.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 16),
                label.widthAnchor.constraint(equalToConstant: 100),
                label.heightAnchor.constraint(equalToConstant: 30),
                label.centerYAnchor.constraint(equalTo: row.centerYAnchor),
                field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
                field.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -16),
                field.heightAnchor.constraint(equalToConstant: 30),
                field.centerYAnchor.constraint(equalTo: row.centerYAnchor),
                minimum,
            ])
            previous = row
        }
        root.layoutIfNeeded()
        let built = Date()
        root.frame.size.width = 640
        root.layoutIfNeeded()
        let changed = Date()
        return Figures(build: built.timeIntervalSince(start) * 1000, widthChange: changed.timeIntervalSince(built) * 1000)
    }
}
