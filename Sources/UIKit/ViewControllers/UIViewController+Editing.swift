import Foundation

/// The Edit/Done button of a controller (`editButtonItem`): UIKit's system Edit item, turning
/// into a bold Done while the controller edits; a tap toggles editing, animated.
extension UIViewController {
    var baseEditButtonItem: UIBarButtonItem {
        if let existingEditButtonItem { return existingEditButtonItem }
        let item = UIBarButtonItem(systemItem: .edit, primaryAction: UIAction { [weak self] _ in
            guard let self else { return }
            setEditing(!isEditing, animated: true)
        })
        existingEditButtonItem = item
        showEditingState()
        return item
    }

    /// The Edit/Done item, if made, reads what a tap would do next.
    func showEditingState() {
        guard let item = existingEditButtonItem else { return }
        item.title = UIBarButtonItem.systemTitle(isEditing ? .done : .edit)
        item.style = isEditing ? .done : .plain
    }
}
