/// A control's dispatch table: the target methods and `UIAction`s it calls for each event, in the
/// order they were added, each once (Input rule 25).
///
/// UIKit finds a repeated `addTarget` by comparing selectors; Swift cannot compare method
/// references, so Casement knows a target's method by where in the source it was added: the same
/// target added again from the same place for the same events is the duplicate (the cell that
/// wires its button each time it is reused). `UIAction`s are known by identifier, as in UIKit.
@MainActor
struct ControlActions {
    /// Where in the source a target's method was added.
    struct CallSite: Hashable, CustomStringConvertible {
        let file: String
        let line: UInt
        let column: UInt

        /// "Module/File.swift:line:column".
        var description: String { "\(file):\(line):\(column)" }
    }

    /// Sends a method added with a nil target up the responder chain, from the control.
    typealias Chained = @MainActor (UIControl, UIEvent?) -> Void

    /// What an entry calls.
    @MainActor
    enum Action {
        /// A method of a target, held weakly.
        case method(TargetAction<UIControl>, addedAt: CallSite)
        /// A method added with a nil target: sent to whichever responder up the chain has it.
        case chained(Chained, addedAt: CallSite)
        /// A closure, held strongly.
        case action(UIAction)

        /// Whether this is a method added with `target` (a nil target: one sent up the chain).
        func isMethod(of target: AnyObject?) -> Bool {
            switch self {
            case .method(let method, _): target != nil && method.target === target
            case .chained: target == nil
            case .action: false
            }
        }

        /// Where a method was added; nil for a `UIAction`.
        var site: CallSite? {
            switch self {
            case .method(_, let site), .chained(_, let site): site
            case .action: nil
            }
        }
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

    /// Adds a method (`.method` of `target`, or `.chained` for a nil target) for `events`, less the
    /// events the same target was added for from the same place before.
    mutating func add(_ method: Action, of target: AnyObject?, for events: UIControl.Event) {
        let added = union(of: entries.filter { $0.action.isMethod(of: target) && $0.action.site == method.site })
        append(method, for: events.subtracting(added))
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

    /// Takes `events` from the methods of `target` (of every target, and those sent up the chain,
    /// when nil); actions stay.
    mutating func removeMethods(of target: AnyObject?, for events: UIControl.Event) {
        remove(events) { $0.site != nil && (target == nil || $0.isMethod(of: target)) }
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
    var allEvents: UIControl.Event { union(of: live) }

    /// The targets of the live methods, in the order they were added; nil for those sent up the chain.
    var targets: [AnyObject?] {
        live.compactMap { entry -> AnyObject?? in
            switch entry.action {
            case .method(let method, _): method.target
            case .chained: .some(nil)
            case .action: nil
            }
        }
    }

    /// Where each live method of `target` (nil: sent up the chain) for an event of `events` was added, in order.
    func sites(of target: AnyObject?, for events: UIControl.Event) -> [CallSite] {
        live.filter { $0.action.isMethod(of: target) && !$0.events.isDisjoint(with: events) }.compactMap(\.action.site)
    }

    /// The entries whose target, if they have one, is still there.
    private var live: [Entry] { entries.filter { !$0.isOrphaned } }

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
