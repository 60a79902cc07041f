import UIKit

// Undo as apps write it: a view that changes its colour through a method registering the change's
// reverse with the responder chain's undo manager, named for the Edit menu.

/// A swatch whose colour changes can be undone and redone.
final class UndoableSwatch: UIView {
    private(set) var colorName = "white"

    func setColor(named name: String, _ color: UIColor) {
        let oldName = colorName
        let oldColor = backgroundColor ?? .white
        undoManager?.registerUndo(withTarget: self) { swatch in
            swatch.setColor(named: oldName, oldColor)
        }
        undoManager?.setActionName("Colour")
        colorName = name
        backgroundColor = color
    }
}
