import Foundation
import Testing
@testable import UIKit

/// A value changed through an undo manager, each change registering its reverse.
@MainActor
final class UndoCounter {
    var value = 0
    let manager: UndoManager
    init(_ manager: UndoManager) { self.manager = manager }

    func set(_ newValue: Int) {
        let old = value
        manager.registerUndo(withTarget: self) { $0.set(old) }
        value = newValue
    }
}

/// Apple's `UndoManager`, which Casement provides: groups, nesting, redo, limits, names, and the
/// group `groupsByEvent` opens closing at the end of a turn of the main loop.
@Suite("Undo manager", .serialized, .startsClean)
@MainActor
struct UndoManagerTests {
    /// A manager that groups only where told.
    private func manualManager() -> UndoManager {
        let manager = UndoManager()
        manager.groupsByEvent = false
        return manager
    }

    @Test("A group's operations are undone together and redone together; undo and redo follow the stacks")
    func groupsUndoTogether() {
        let manager = manualManager()
        let counter = UndoCounter(manager)
        manager.beginUndoGrouping()
        counter.set(1)
        counter.set(2)
        manager.endUndoGrouping()
        manager.beginUndoGrouping()
        counter.set(3)
        manager.endUndoGrouping()
        #expect(manager.canUndo && !manager.canRedo)
        manager.undo()
        #expect(counter.value == 2 && manager.canRedo)
        manager.undo()
        #expect(counter.value == 0 && !manager.canUndo)
        manager.redo()
        #expect(counter.value == 2)
        manager.redo()
        #expect(counter.value == 3 && !manager.canRedo)
    }

    @Test("Nested groups close into their parent: one undo reverses the outer group, the level counts them")
    func nesting() {
        let manager = manualManager()
        let counter = UndoCounter(manager)
        manager.beginUndoGrouping()
        counter.set(1)
        manager.beginUndoGrouping()
        #expect(manager.groupingLevel == 2)
        counter.set(2)
        manager.endUndoGrouping()
        counter.set(3)
        manager.endUndoGrouping()
        #expect(manager.groupingLevel == 0)
        manager.undo()
        #expect(counter.value == 0 && !manager.canUndo)
        manager.redo()
        #expect(counter.value == 3)
    }

    @Test("A new registration clears the redo stack; undoing and redoing set isUndoing and isRedoing while they run")
    func newRegistrationClearsRedo() {
        let manager = manualManager()
        let counter = UndoCounter(manager)
        var seen: [String] = []
        manager.beginUndoGrouping()
        manager.registerUndo(withTarget: counter) { counter in
            seen.append("undoing \(counter.manager.isUndoing) redoing \(counter.manager.isRedoing)")
            counter.manager.registerUndo(withTarget: counter) { counter in
                seen.append("undoing \(counter.manager.isUndoing) redoing \(counter.manager.isRedoing)")
            }
        }
        manager.endUndoGrouping()
        manager.undo()
        manager.redo()
        #expect(seen == ["undoing true redoing false", "undoing false redoing true"])
        #expect(!manager.isUndoing && !manager.isRedoing)
        manager.beginUndoGrouping()
        counter.set(1)
        manager.endUndoGrouping()
        manager.undo()
        #expect(manager.canRedo)
        manager.beginUndoGrouping()
        counter.set(5)
        manager.endUndoGrouping()
        #expect(!manager.canRedo, "a new change forgets what was undone")
    }

    @Test("levelsOfUndo keeps only the latest groups")
    func levels() {
        let manager = manualManager()
        let counter = UndoCounter(manager)
        manager.levelsOfUndo = 2
        for value in 1...4 {
            manager.beginUndoGrouping()
            counter.set(value)
            manager.endUndoGrouping()
        }
        manager.undo()
        manager.undo()
        #expect(counter.value == 2 && !manager.canUndo)
    }

    @Test("Action names belong to the group: the undo name, then after undoing the redo name")
    func actionNames() {
        let manager = manualManager()
        let counter = UndoCounter(manager)
        manager.beginUndoGrouping()
        counter.set(1)
        manager.setActionName("Typing")
        manager.endUndoGrouping()
        #expect(manager.undoActionName == "Typing" && manager.redoActionName == "")
        manager.undo()
        #expect(manager.undoActionName == "" && manager.redoActionName == "Typing")
    }

    @Test("Registration disabled records nothing, until enabled as many times; removing a target's actions leaves the others'")
    func disableAndRemove() {
        let manager = manualManager()
        let first = UndoCounter(manager), second = UndoCounter(manager)
        manager.disableUndoRegistration()
        manager.disableUndoRegistration()
        manager.enableUndoRegistration()
        #expect(!manager.isUndoRegistrationEnabled)
        manager.beginUndoGrouping()
        first.set(1)
        manager.endUndoGrouping()
        #expect(!manager.canUndo)
        manager.enableUndoRegistration()
        #expect(manager.isUndoRegistrationEnabled)
        manager.beginUndoGrouping()
        first.set(2)
        second.set(7)
        manager.endUndoGrouping()
        manager.removeAllActions(withTarget: first)
        manager.undo()
        #expect(first.value == 2 && second.value == 0 && !manager.canUndo)
        manager.removeAllActions()
        #expect(!manager.canRedo)
    }

    @Test("groupsByEvent: registrations in one turn of the main loop are one group, closed at its end; undo posts its notifications")
    func groupsByEventCloseAtTurn() {
        let manager = UndoManager()
        let counter = UndoCounter(manager)
        counter.set(1)
        counter.set(2)
        #expect(manager.groupingLevel == 1)
        UIApplication.shared.mainLoop.turn()
        #expect(manager.groupingLevel == 0)
        counter.set(3)
        UIApplication.shared.mainLoop.turn()
        let recorder = EditingRecorder()
        recorder.observe([(UndoManager.willUndoChangeNotification, "willUndo"), (UndoManager.didUndoChangeNotification, "didUndo")], of: manager)
        defer { recorder.stopObserving() }
        manager.undo()
        #expect(counter.value == 2 && recorder.lines == ["willUndo", "didUndo"])
        manager.undo()
        #expect(counter.value == 0)
    }
}
