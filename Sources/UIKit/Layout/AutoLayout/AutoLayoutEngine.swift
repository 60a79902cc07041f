import CoreGraphics
import QuartzCore

/// Auto Layout's engine on the main thread: it turns active constraints into the solver's equations
/// over the items' variables and gives the solution back as frames in the layout pass. One for the
/// process, made by the first activation: apps that never use constraints never make it.
@MainActor
final class AutoLayoutEngine {
    /// The engine, once something used Auto Layout.
    private(set) static var shared: AutoLayoutEngine?

    /// The engine, made on first use.
    static func engine() -> AutoLayoutEngine {
        if let shared { return shared }
        let made = AutoLayoutEngine()
        shared = made
        ConstraintUpdatePass.joinLayoutPass()
        return made
    }

    let solver = SimplexSolver()
    /// The views with variables, for the frames the layout pass applies.
    var participants: [ObjectIdentifier: WeakView] = [:]
    /// Whether the solution changed since the views were last told (`syncIfNeeded`).
    var needsSync = false

    /// A weak reference to a view.
    struct WeakView {
        weak var view: UIView?
    }

    private init() {}

    /// Installs `constraint` on its items' closest common ancestor and solves; bad input is reported
    /// and leaves everything as it was.
    func activate(_ constraint: NSLayoutConstraint) {
        guard constraint.isValid else {
            return Diagnostics.report("\(constraint) was refused when it was made, so it is not activated")
        }
        let items = (constraint.first.items ?? []) + (constraint.second?.items ?? [])
        guard let container = closestCommonAncestor(of: items, for: constraint) else { return }
        let expression = self.expression(for: constraint, in: container)
        let (made, outcome) = solver.add(expression, constraint.relation.engineRelation,
                                         priority: Double(constraint.priority.rawValue))
        constraint.engineConstraint = made
        constraint.container = container
        container.autoLayoutState.installed.append(constraint)
        for item in items { itemVariables(item)?.constraints[ObjectIdentifier(constraint)] = constraint }
        solutionChanged(container)
        if outcome == .broken { reportUnsatisfiable(constraint) }
    }

    /// Removes `constraint` from the engine and from its container's list.
    func deactivate(_ constraint: NSLayoutConstraint) {
        guard let made = constraint.engineConstraint else { return }
        solver.remove(made)
        constraint.engineConstraint = nil
        let container = constraint.container
        container?.autoLayout?.installed.removeAll { $0 === constraint }
        constraint.container = nil
        for item in (constraint.first.items ?? []) + (constraint.second?.items ?? []) {
            itemVariables(item)?.constraints[ObjectIdentifier(constraint)] = nil
        }
        if let container { solutionChanged(container) }
    }

    /// An active constraint's constant changed: an edit of the engine's equation.
    func constantDidChange(_ constraint: NSLayoutConstraint) {
        guard let made = constraint.engineConstraint, let container = constraint.container else { return }
        let outcome = solver.setConstant(expression(for: constraint, in: container).constant, of: made)
        solutionChanged(container)
        if outcome == .broken { reportUnsatisfiable(constraint) }
    }

    /// An active optional constraint moved to another optional priority.
    func priorityDidChange(_ constraint: NSLayoutConstraint) {
        guard let made = constraint.engineConstraint, let container = constraint.container else { return }
        solver.setPriority(Double(constraint.priority.rawValue), of: made)
        solutionChanged(container)
    }

    /// The solution may have moved views: the next layout pass (which `view` asks for) applies it.
    func solutionChanged(_ view: UIView) {
        needsSync = true
        view.setNeedsLayout()
    }

    /// The closest view that is (or holds) every item: a guide counts as its owning view. Nil, with a
    /// diagnostic, when there is none.
    private func closestCommonAncestor(of items: [AnyObject], for constraint: NSLayoutConstraint) -> UIView? {
        var common: UIView?
        for item in items {
            guard let view = (item as? UIView) ?? (item as? UILayoutGuide)?.owningView else {
                Diagnostics.report("\(constraint) names \(type(of: item)), which is not a view or a layout guide added to a view; not installed")
                return nil
            }
            guard let current = common else {
                common = view
                continue
            }
            var ancestor: UIView? = current
            while let candidate = ancestor, !view.isDescendant(of: candidate) { ancestor = candidate.superview }
            guard let ancestor else {
                Diagnostics.report("\(constraint) relates items with no common ancestor; not installed")
                return nil
            }
            common = ancestor
        }
        return common
    }

    /// Logs UIKit's message for a required constraint that cannot hold (it is now the strongest
    /// optional one) with the active constraints of its items, then goes on.
    func reportUnsatisfiable(_ constraint: NSLayoutConstraint) {
        var involved: [NSLayoutConstraint] = []
        for item in (constraint.first.items ?? []) + (constraint.second?.items ?? []) {
            for other in itemVariables(item)?.constraints.values.sorted(by: { "\($0)" < "\($1)" }) ?? []
            where !involved.contains(other) { involved.append(other) }
        }
        UIViewAlertForUnsatisfiableConstraints(constraint, involved)
    }

    /// The variables of a view or a guide, if it has some.
    func itemVariables(_ item: AnyObject) -> ItemVariables? {
        (item as? UIView)?.autoLayout?.variables ?? (item as? UILayoutGuide)?.variables
    }
}

extension NSLayoutConstraint.Relation {
    var engineRelation: EngineRelation {
        switch self {
        case .lessThanOrEqual: .lessOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterOrEqual
        }
    }
}

/// Called when a required constraint has to be broken, as UIKit's function of that name is: set a
/// breakpoint here to stop where it happens.
@MainActor @inline(never)
func UIViewAlertForUnsatisfiableConstraints(_ broken: NSLayoutConstraint, _ involved: [NSLayoutConstraint]) {
    Diagnostics.report("""
        Unable to simultaneously satisfy constraints.
        \(involved.map { "    \($0)" }.joined(separator: "\n"))
        Will attempt to recover by breaking constraint
        \(broken)
        Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
        """)
}
