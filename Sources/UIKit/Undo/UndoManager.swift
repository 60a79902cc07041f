import Foundation

/// Records operations so that they can be undone and redone. Foundation on Linux has no undo
/// manager, so UIKit provides Apple's. Operations registered while a group is open are undone
/// together; with `groupsByEvent` a group opens by itself at the first registration and closes at
/// the end of the main loop's turn, as UIKit's closes at the end of a run-loop cycle.
@preconcurrency @MainActor
open class UndoManager: NSObject {
    /// The groups that can be undone, the last one first.
    private var undoStack: [UndoGroup] = []
    /// The groups undone that can be redone, the last one first.
    private var redoStack: [UndoGroup] = []
    /// The groups open now, the innermost last.
    private var openGroups: [UndoGroup] = []
    /// What an undo or a redo under way registers: the group that reverses it.
    private var reversing: UndoGroup?
    private var registrationDisabledCount = 0
    /// Counts registrations, undos, redos and removals, so that an editor can tell its last registration is still the latest.
    private(set) var changeCount = 0

    /// Whether the first registration outside any group opens one, closed at the end of the turn.
    open var groupsByEvent = true
    /// How many groups are kept; 0, no limit.
    open var levelsOfUndo = 0 {
        didSet { trimUndoStack() }
    }
    private var undoing = false
    private var redoing = false
    open var isUndoing: Bool { undoing }
    open var isRedoing: Bool { redoing }

    /// How deep the groups open now are nested.
    open var groupingLevel: Int { openGroups.count }
    open var canUndo: Bool { !undoStack.isEmpty || openGroups.first.map { !$0.isEmpty } == true }
    open var canRedo: Bool { !redoStack.isEmpty }
    open var isUndoRegistrationEnabled: Bool { registrationDisabledCount == 0 }

    // MARK: Registering

    /// Registers `handler` to be called with `target` when the current group is undone. The target
    /// is not retained (Apple keeps an unowned reference); one freed by then is skipped.
    open func registerUndo<TargetType: AnyObject>(withTarget target: TargetType,
                                                  handler: @escaping @MainActor (TargetType) -> Void) {
        guard isUndoRegistrationEnabled else { return }
        let perform: @MainActor () -> Void = { [weak target] in
            if let target { handler(target) }
        }
        let entry = UndoGroup.Entry.operation(target: ObjectIdentifier(target), perform: perform)
        if let reversing {
            reversing.entries.append(entry)
            return
        }
        if openGroups.isEmpty {
            guard groupsByEvent else {
                Diagnostics.report("UndoManager.registerUndo(withTarget:handler:) called with no group open and groupsByEvent false; the operation is not recorded")
                return
            }
            beginUndoGrouping()
            UndoManager.closeAtEndOfTurn(self)
        }
        openGroups[openGroups.count - 1].entries.append(entry)
        redoStack.removeAll()
        changeCount += 1
    }

    // MARK: Grouping

    open func beginUndoGrouping() {
        openGroups.append(UndoGroup())
        NotificationCenter.default.post(name: UndoManager.didOpenUndoGroupNotification, object: self)
    }

    open func endUndoGrouping() {
        guard let group = openGroups.last else {
            Diagnostics.report("UndoManager.endUndoGrouping() called with no group open; ignored")
            return
        }
        NotificationCenter.default.post(name: UndoManager.didCloseUndoGroupNotification, object: self)
        openGroups.removeLast()
        guard !group.isEmpty else { return }
        if let parent = openGroups.last {
            parent.entries.append(.group(group))
        } else {
            undoStack.append(group)
            trimUndoStack()
        }
    }

    open func disableUndoRegistration() {
        registrationDisabledCount += 1
    }

    open func enableUndoRegistration() {
        guard registrationDisabledCount > 0 else {
            Diagnostics.report("UndoManager.enableUndoRegistration() called without a matching disableUndoRegistration(); ignored")
            return
        }
        registrationDisabledCount -= 1
    }

    // MARK: Undoing and redoing

    /// Closes the group `groupsByEvent` opened, then undoes the last group.
    open func undo() {
        closeAutomaticGroup()
        guard openGroups.isEmpty else {
            Diagnostics.report("UndoManager.undo() called with a group still open (groupingLevel \(groupingLevel)); ignored")
            return
        }
        guard let group = undoStack.popLast() else { return }
        NotificationCenter.default.post(name: UndoManager.willUndoChangeNotification, object: self)
        undoing = true
        let redo = reverse(group)
        undoing = false
        if !redo.isEmpty { redoStack.append(redo) }
        NotificationCenter.default.post(name: UndoManager.didUndoChangeNotification, object: self)
    }

    /// Redoes the last group undone.
    open func redo() {
        guard openGroups.isEmpty else {
            Diagnostics.report("UndoManager.redo() called with a group open (groupingLevel \(groupingLevel)); ignored")
            return
        }
        guard let group = redoStack.popLast() else { return }
        NotificationCenter.default.post(name: UndoManager.willRedoChangeNotification, object: self)
        redoing = true
        let undo = reverse(group)
        redoing = false
        if !undo.isEmpty {
            undoStack.append(undo)
            trimUndoStack()
        }
        NotificationCenter.default.post(name: UndoManager.didRedoChangeNotification, object: self)
    }

    /// Performs `group`, collecting what its operations register into the group that reverses it.
    private func reverse(_ group: UndoGroup) -> UndoGroup {
        let reversal = UndoGroup()
        reversal.actionName = group.actionName
        reversing = reversal
        group.perform()
        reversing = nil
        changeCount += 1
        return reversal
    }

    // MARK: Action names

    /// Names the action of the group open now, else of the last one closed.
    open func setActionName(_ actionName: String) {
        (reversing ?? openGroups.first ?? undoStack.last)?.actionName = actionName
    }

    open var undoActionName: String { (openGroups.first ?? undoStack.last)?.actionName ?? "" }
    open var redoActionName: String { redoStack.last?.actionName ?? "" }

    /// "Undo" followed by the action's name, if it has one (Apple's English titles).
    open var undoMenuItemTitle: String { undoMenuTitle(forUndoActionName: undoActionName) }
    open var redoMenuItemTitle: String { redoMenuTitle(forUndoActionName: redoActionName) }

    open func undoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? "Undo" : "Undo \(actionName)"
    }

    open func redoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? "Redo" : "Redo \(actionName)"
    }

    // MARK: Clearing

    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
        openGroups.removeAll()
        changeCount += 1
    }

    open func removeAllActions(withTarget target: Any) {
        let target = ObjectIdentifier(target as AnyObject)
        for group in undoStack + redoStack + openGroups { group.removeOperations(on: target) }
        undoStack.removeAll { $0.isEmpty }
        redoStack.removeAll { $0.isEmpty }
        changeCount += 1
    }

    private func trimUndoStack() {
        if levelsOfUndo > 0, undoStack.count > levelsOfUndo {
            undoStack.removeFirst(undoStack.count - levelsOfUndo)
        }
    }

    // MARK: Groups by event

    /// The managers with a group `groupsByEvent` opened this turn.
    private static var openedByEvent: [UndoManager] = []

    private static func closeAtEndOfTurn(_ manager: UndoManager) {
        if !openedByEvent.contains(where: { $0 === manager }) { openedByEvent.append(manager) }
    }

    /// With `groupsByEvent`, closes the top-level group (as Apple's `undo()` and run-loop cycle do).
    private func closeAutomaticGroup() {
        guard groupsByEvent, openGroups.count == 1 else { return }
        endUndoGrouping()
    }

    /// The end of a turn of the main loop: the groups opened by event close.
    static func endTurn() {
        let managers = openedByEvent
        openedByEvent = []
        for manager in managers { manager.closeAutomaticGroup() }
    }
}
