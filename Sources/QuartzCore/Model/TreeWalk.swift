/// Walks and releases of trees (views, layers, render nodes) that keep their place in an explicit
/// stack rather than in nested calls, so a tree of any depth takes no more of the thread's stack
/// than a flat one.
package enum TreeWalk {
    /// Visits `root` and every node below it, parents first and children in order, as the recursive
    /// `walk(node) { visit(node); for child in children(node) where descends(child) { walk(child) } }`
    /// does: a node's children are read just after it is visited (so `visit` may change them), and
    /// `descends` is asked of a child just before it would be walked. `visit` gets the context its
    /// parent passed down and returns the one for its own children, or nil to end the whole walk.
    package static func preorder<Node, Context>(from root: Node, context: Context, children: (Node) -> [Node],
                                                descends: (Node) -> Bool = { _ in true },
                                                visit: (Node, Context) -> Context?) {
        var pending: [(siblings: [Node], next: Int, context: Context)] = []
        var node = root, context = context
        while true {
            guard let inner = visit(node, context) else { return }
            let below = children(node)
            if !below.isEmpty { pending.append((below, 0, inner)) }
            var found = false
            while let last = pending.indices.last, !found {
                let index = pending[last].next
                guard index < pending[last].siblings.count else {
                    pending.removeLast()
                    continue
                }
                pending[last].next = index + 1
                let candidate = pending[last].siblings[index]
                if descends(candidate) {
                    node = candidate
                    context = pending[last].context
                    found = true
                }
            }
            if !found { return }
        }
    }

    /// Calls `body` on `root` and every node below it, parents first (see `preorder`).
    package static func forEach<Node>(from root: Node, children: (Node) -> [Node], descends: (Node) -> Bool = { _ in true },
                                      _ body: (Node) -> Void) {
        preorder(from: root, context: (), children: children, descends: descends) { node, _ in body(node) }
    }

    /// Releases `nodes`, leaving the array empty, and with them every node below that nothing else
    /// holds: a node's children are taken out of it (`takeChildren` empties its list and returns
    /// what it held) while it is still alive, so its deinit finds nothing to release and no deinit
    /// runs inside another. Nodes something else still holds keep their children.
    package static func release<Node: AnyObject>(_ nodes: inout [Node], takeChildren: (Node) -> [Node]) {
        var pending: [Node] = []
        swap(&pending, &nodes)
        while var node = pending.popLast() {
            if isKnownUniquelyReferenced(&node) { pending.append(contentsOf: takeChildren(node)) }
        }
    }
}
