import UIKit

/// One page of the launcher: a listing from SEED-LISTINGS.md (or a showcase), built into a view
/// the size of the demo window.
struct Demo: Sendable {
    /// The identifier the command line uses (L1, L2, …).
    let id: String
    let title: String
    /// Builds the demo's view hierarchy filling `frame`.
    let make: @MainActor @Sendable (CGRect) -> UIView
}

/// Every demo, in launcher order.
enum DemoCatalog {
    static let all: [Demo] = [
        Demo(id: "L1", title: "L1 — a window with two squares", make: TwoSquaresDemo.make),
        Demo(id: "L2", title: "L2 — custom drawing: a border view", make: BorderViewDemo.make),
        Demo(id: "L3", title: "L3 — rotate 45° about the centre", make: RotationDemo.make),
    ]

    static func demo(id: String) -> Demo? {
        all.first { $0.id.caseInsensitiveCompare(id) == .orderedSame }
    }
}

extension UIView {
    /// A demo page: a white view filling the demo window.
    @MainActor
    static func demoPage(frame: CGRect) -> UIView {
        let page = UIView(frame: frame)
        page.backgroundColor = .white
        return page
    }
}
