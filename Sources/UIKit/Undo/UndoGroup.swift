/// What one undo (or redo) reverses: the operations registered while it was open, in order, each a
/// closure on its target or a group nested in it, and the action's name.
@MainActor
final class UndoGroup {
    enum Entry {
        case operation(target: ObjectIdentifier, perform: @MainActor () -> Void)
        case group(UndoGroup)
    }

    var entries: [Entry] = []
    var actionName = ""

    var isEmpty: Bool { entries.isEmpty }

    /// Performs the operations last to first, as undoing reverses them.
    func perform() {
        for entry in entries.reversed() {
            switch entry {
            case .operation(_, let perform): perform()
            case .group(let group): group.perform()
            }
        }
    }

    /// Drops the operations on `target`, and the nested groups left empty.
    func removeOperations(on target: ObjectIdentifier) {
        entries = entries.filter { entry in
            switch entry {
            case .operation(let other, _): return other != target
            case .group(let group):
                group.removeOperations(on: target)
                return !group.isEmpty
            }
        }
    }
}
