extension AutoLayoutEngine {
    /// `view` is leaving its superview: the constraints that tie its subtree to views outside it (those
    /// installed above it) are deactivated; those inside the subtree stay.
    func viewWillLeaveSuperview(_ view: UIView) {
        var leaving: [NSLayoutConstraint] = []
        view.forEachInSubtree { node in
            guard let state = node.autoLayout else { return }
            let records = [state.variables] + state.guides.map(\.variables)
            for case let variables? in records {
                for constraint in variables.constraints.values
                where constraint.container.map({ !$0.isDescendant(of: view) }) ?? true { leaving.append(constraint) }
            }
        }
        for constraint in leaving { deactivate(constraint) }
    }

    /// A view is being released: the constraints naming it or installed on it, and its own equations,
    /// leave the engine with it.
    func release(_ state: ViewAutoLayout) {
        let records = [state.variables] + state.guides.map(\.variables)
        var constraints = state.installed
        for case let variables? in records { constraints += variables.constraints.values }
        for constraint in constraints { deactivate(constraint) }
        for case let variables? in records {
            for made in variables.definition + variables.intrinsic + variables.exercise { solver.remove(made) }
            variables.definition = []
            variables.intrinsic = []
            variables.exercise = []
        }
    }
}
