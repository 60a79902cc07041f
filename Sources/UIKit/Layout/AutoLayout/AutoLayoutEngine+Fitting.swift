import CoreGraphics

extension AutoLayoutEngine {
    /// The size closest to `target` that the constraints of `view`'s subtree allow, pulling each axis
    /// towards the target at its priority. Measures only: the engine is left as it was and no frame moves.
    func fittingSize(of view: UIView, _ target: CGSize, _ horizontal: UILayoutPriority, _ vertical: UILayoutPriority) -> CGSize {
        let variables = self.variables(for: view)
        // A translating view's own frame would answer; it is set aside while measuring.
        let pinned = !variables.definition.isEmpty
        if pinned { unpin(view) }
        let pulls = [(variables.width, target.width, horizontal), (variables.height, target.height, vertical)].map { symbol, value, priority in
            solver.add(EngineRow(constant: -value, cells: [symbol: 1]), .equal, priority: Double(priority.rawValue)).0
        }
        let size = CGSize(width: solver.value(of: variables.width), height: solver.value(of: variables.height))
        for pull in pulls { solver.remove(pull) }
        if pinned { pinToFrame(view) }
        return size
    }
}
