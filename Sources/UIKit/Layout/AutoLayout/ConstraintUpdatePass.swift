import QuartzCore

/// The update-constraints pass: views flagged with `setNeedsUpdateConstraints()` get
/// `updateConstraints()`, deepest first (leaves to root), before each layout pass.
@MainActor
enum ConstraintUpdatePass {
    private static var pending: [ObjectIdentifier: AutoLayoutEngine.WeakView] = [:]

    /// Flags `view` and asks for a layout pass to run the update in.
    static func setNeeds(_ view: UIView) {
        joinLayoutPass()
        pending[ObjectIdentifier(view)] = AutoLayoutEngine.WeakView(view: view)
        view.setNeedsLayout()
    }

    static func needs(_ view: UIView) -> Bool { pending[ObjectIdentifier(view)] != nil }

    /// Whether any view is flagged.
    static var isPending: Bool { !pending.isEmpty }

    /// Runs `updateConstraints()` on the flagged views inside `root`'s subtree (all of them when nil),
    /// deepest first, until none is flagged (a bounded number of rounds: an override that flags
    /// itself again is stopped and named).
    static func run(in root: UIView?) {
        for _ in 0..<100 {
            var views = pending.values.compactMap(\.view)
            if let root { views = views.filter { $0.isDescendant(of: root) } }
            pending = pending.filter { $0.value.view != nil }
            guard !views.isEmpty else { return }
            for view in views.map({ ($0, depth(of: $0)) }).sorted(by: { $0.1 > $1.1 }).map(\.0)
            where pending.removeValue(forKey: ObjectIdentifier(view)) != nil {
                view.updateConstraints()
            }
        }
        let names = pending.values.compactMap(\.view).map { "\(type(of: $0))" }
        Diagnostics.report("updateConstraints() keeps asking for another update (\(names.joined(separator: ", "))); stopped after 100 rounds", .oncePerMessage)
        pending.removeAll()
    }

    /// Has the commit's layout pass start each round with this pass and the engine's news.
    static func joinLayoutPass() {
        guard CATransaction.state.willLayout == nil else { return }
        CATransaction.state.willLayout = {
            run(in: nil)
            AutoLayoutEngine.shared?.syncIfNeeded()
        }
    }

    private static func depth(of view: UIView) -> Int {
        var depth = 0
        var node = view.superview
        while let parent = node {
            depth += 1
            node = parent.superview
        }
        return depth
    }
}
