import Foundation

extension UndoManager {
    /// Posted before an undo is performed.
    public static let willUndoChangeNotification = NSNotification.Name("NSUndoManagerWillUndoChangeNotification")
    /// Posted after an undo is performed.
    public static let didUndoChangeNotification = NSNotification.Name("NSUndoManagerDidUndoChangeNotification")
    /// Posted before a redo is performed.
    public static let willRedoChangeNotification = NSNotification.Name("NSUndoManagerWillRedoChangeNotification")
    /// Posted after a redo is performed.
    public static let didRedoChangeNotification = NSNotification.Name("NSUndoManagerDidRedoChangeNotification")
    /// Posted after a group is opened.
    public static let didOpenUndoGroupNotification = NSNotification.Name("NSUndoManagerDidOpenUndoGroupNotification")
    /// Posted before a group is closed.
    public static let didCloseUndoGroupNotification = NSNotification.Name("NSUndoManagerDidCloseUndoGroupNotification")
}
