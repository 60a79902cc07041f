/// A control's dispatch table: the target methods and `UIAction`s it calls for each event, in the
/// order they were added, each once (rule 25).
///
/// UIKit finds a repeated `addTarget` by comparing selectors; Swift cannot compare method
/// references, so Casement knows a target's method by where in the source it was added: the same
/// target added again from the same place for the same events is the duplicate (the cell that
/// wires its button each time it is reused). `UIAction`s are known by identifier, as in UIKit.
@MainActor
struct ControlActions {
    /// Where in the source a target's method was added.
    struct CallSite: Hashable {
        let file: String
        let line: UInt
        let column: UInt
    }

    /// What an entry calls.
    enum Action {
        case method(TargetAction<UIControl>, addedAt: CallSite)
        case action(UIAction)
    }

    @MainActor
    private struct Entry {
        var action: Action
        var events: UIControl.Event

        var isOrphaned: Bool {
            if case .method(let method, _) = action { method.isOrphaned } else { false }
        }
    }

    private var entries: [Entry] = []

    /// Adds `method` of `target` for `events`, less the events it was added for from `site` before.
    mutating func add(_ method: TargetAction<UIControl>, of target: AnyObject, at site: CallSite, for events: UIControl.Event) {
        let added = union(of: entries.filter {
            if case .method(let other, site) = $0.action { other.target === target } else { false }
        })
        append(.method(method, addedAt: site), for: events.subtracting(added))
    }

    /// Adds `action` for `events`; it replaces an action of the same identifier, keeping its place.
    mutating func add(_ action: UIAction, for events: UIControl.Event) {
        var added: UIControl.Event = []
        for index in entries.indices {
            guard case .action(let other) = entries[index].action, other.identifier == action.identifier else { continue }
            entries[index].action = .action(action)
            added.formUnion(entries[index].events)
        }
        append(.action(action), for: events.subtracting(added))
    }

    /// Takes `events` from the methods of `target` (of every target when nil); actions stay.
    mutating func removeMethods(of target: AnyObject?, for events: UIControl.Event) {
        remove(events) {
            if case .method(let method, _) = $0 { target == nil || method.target === target } else { false }
        }
    }

    /// Takes `events` from the action with `identifier`.
    mutating func removeAction(identifiedBy identifier: UIAction.Identifier, for events: UIControl.Event) {
        remove(events) {
            if case .action(let action) = $0 { action.identifier == identifier } else { false }
        }
    }

    /// What to call for `events`, in order; methods whose target is gone are forgotten.
    mutating func actions(for events: UIControl.Event) -> [Action] {
        entries.removeAll(where: \.isOrphaned)
        return entries.filter { !$0.events.isDisjoint(with: events) }.map(\.action)
    }

    /// Every event something is added for.
    var allEvents: UIControl.Event { union(of: entries.filter { !$0.isOrphaned }) }

    private mutating func append(_ action: Action, for events: UIControl.Event) {
        if !events.isEmpty { entries.append(Entry(action: action, events: events)) }
    }

    private mutating func remove(_ events: UIControl.Event, from matches: (Action) -> Bool) {
        for index in entries.indices where matches(entries[index].action) {
            entries[index].events.subtract(events)
        }
        entries.removeAll { $0.events.isEmpty || $0.isOrphaned }
    }

    private func union(of entries: [Entry]) -> UIControl.Event {
        entries.reduce([]) { $0.union($1.events) }
    }
}
