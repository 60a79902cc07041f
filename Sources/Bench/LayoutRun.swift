import Foundation
import UIKit

/// The Auto Layout benchmark (issue 25's form): N rows, each a view holding a label and a field, 13
/// constraints a row. Measures building and solving the form (activation, the engine solving as
/// constraints arrive, then the layout pass applying every frame) and one window-width change, in
/// thread CPU time, beside kiwi (C++, through kiwisolver) on the same form.
@MainActor
enum LayoutRun {
    /// One measured form: milliseconds to build and lay it out, and to take a width change.
    struct Figures {
        var build: Double
        /// The engine's edit alone (Casement: setting the root's frame; kiwi: suggestValue + updateVariables).
        var widthChange: Double
        /// Casement's layout pass after the edit, reading the solution and applying every changed frame.
        var layoutPass = 0.0
        /// Casement: one label's width constant changed in the middle row, an edit whose cost must not
        /// grow with the form (it moves that row's field alone).
        var constantChange = 0.0
    }

    /// Prints the form at 100, 1,000 and 3,333 chained rows and 1 … 2,000 independent rows, beside
    /// kiwi's figures for the same forms measured now (Scripts/kiwi-form.py), and the ratios.
    static func run() {
        print("Auto Layout form (13 constraints a row), thread CPU ms: build + solve (Casement: + the layout pass")
        print("applying every frame), then one window-width change (the engine's edit; Casement's layout pass after it")
        print("apart), then one label's width constant in the middle row (the engine's edit); kiwi 1.5.1 on the")
        print("same form, and kiwi / Casement")
        print("                             Casement                            kiwi           kiwi / Casement")
        print("                          build    width   layout  constant      build     width     build   width")
        let forms = [100, 1_000, 3_333].map { ($0, true) } + [1, 10, 100, 1_000, 2_000].map { ($0, false) }
        for (count, chained) in forms {
            let ours = measure(rows: count, chained: chained)
            let name = String(format: "%5d %@", count, chained ? "chained rows:    " : "independent rows:")
            var line = name + String(format: " %8.2f %7.3f %8.2f %9.4f", ours.build, ours.widthChange, ours.layoutPass,
                                     ours.constantChange)
            if let kiwi = kiwi(rows: count, chained: chained) {
                line += String(format: "  %9.2f %9.3f  %7.1f× %6.1f×", kiwi.build, kiwi.widthChange,
                               kiwi.build / ours.build, kiwi.widthChange / ours.widthChange)
            } else {
                line += "  kiwi unavailable (make bench installs kiwisolver 1.5.1)"
            }
            print(line)
        }
    }

    /// kiwi's figures for the same form, from Scripts/kiwi-form.py run by python3; nil without them.
    static func kiwi(rows count: Int, chained: Bool) -> Figures? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "Scripts/kiwi-form.py", "\(count)", chained ? "1" : "0"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let numbers = text.split(separator: " ").compactMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        guard process.terminationStatus == 0, numbers.count == 2 else { return nil }
        return Figures(build: numbers[0], widthChange: numbers[1])
    }

    /// Builds the form in a fresh root view, lays it out, narrows the root and lays out again, then
    /// widens one label.
    static func measure(rows count: Int, chained: Bool) -> Figures {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        let start = threadMilliseconds()
        var previous: UIView?
        var middleLabelWidth: NSLayoutConstraint?
        for index in 0..<count {
            let row = UIView(), label = UIView(), field = UIView()
            for view in [row, label, field] { view.translatesAutoresizingMaskIntoConstraints = false }
            root.addSubview(row)
            row.addSubview(label)
            row.addSubview(field)
            let minimum = field.widthAnchor.constraint(greaterThanOrEqualToConstant: 200)
            minimum.priority = .defaultHigh
            let labelWidth = label.widthAnchor.constraint(equalToConstant: 100)
            if index == count / 2 { middleLabelWidth = labelWidth }
            NSLayoutConstraint.activate([
                row.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                row.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                row.heightAnchor.constraint(equalToConstant: 44),
                row.topAnchor.constraint(equalTo: chained ? (previous?.bottomAnchor ?? root.topAnchor) : root.topAnchor, constant: 8),
                label.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 16),
                labelWidth,
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
        let built = threadMilliseconds()
        root.frame.size.width = 640
        let edited = threadMilliseconds()
        root.layoutIfNeeded()
        let laidOut = threadMilliseconds()
        middleLabelWidth?.constant = 120
        let changed = threadMilliseconds()
        return Figures(build: built - start, widthChange: edited - built, layoutPass: laidOut - edited,
                       constantChange: changed - laidOut)
    }

    /// The CPU time of this thread: unlike the wall clock, not inflated by other processes on a shared machine.
    private static func threadMilliseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1e6
    }
}
