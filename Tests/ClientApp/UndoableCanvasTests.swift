import Testing
import UIKit

@Suite("Client code: undo through the responder chain", .serialized)
@MainActor
struct UndoableCanvasTests {
    @Test("A swatch in a window registers each colour change with the window's undo manager: undo steps back a change a group, redo forward, the menu titles name the action")
    func swatchColours() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let swatch = UndoableSwatch(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(swatch)
        let undoManager = try #require(swatch.undoManager)
        #expect(undoManager === window.undoManager)
        undoManager.groupsByEvent = false
        for (name, color) in [("red", UIColor.red), ("blue", UIColor.blue)] {
            undoManager.beginUndoGrouping()
            swatch.setColor(named: name, color)
            undoManager.endUndoGrouping()
        }
        #expect(undoManager.canUndo && undoManager.undoMenuItemTitle == "Undo Colour")
        undoManager.undo()
        #expect(swatch.colorName == "red" && swatch.backgroundColor == .red)
        #expect(undoManager.canRedo && undoManager.redoMenuItemTitle == "Redo Colour")
        undoManager.undo()
        #expect(swatch.colorName == "white" && !undoManager.canUndo)
        undoManager.redo()
        undoManager.redo()
        #expect(swatch.colorName == "blue" && swatch.backgroundColor == .blue && !undoManager.canRedo)
    }
}
