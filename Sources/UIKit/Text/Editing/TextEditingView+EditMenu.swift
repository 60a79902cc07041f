import Foundation

/// The edit menu of a text field or view (a `MenuPanelView`): Cut, Copy, Paste and Select All, each
/// enabled as UIKit's `canPerformAction(_:withSender:)` answers for the standard edit actions
/// (Text rule 26), and the secondary click that opens it. UIKit shows these through
/// `UIEditMenuInteraction`; Casement keeps the menu internal.
enum EditMenuItem: CaseIterable {
    case cut, copy, paste, selectAll

    var title: String {
        switch self {
        case .cut: "Cut"
        case .copy: "Copy"
        case .paste: "Paste"
        case .selectAll: "Select All"
        }
    }
}

extension TextEditingView {
    /// Cut and Copy need a selection that may go to the pasteboard (Cut an editable view too),
    /// Paste text on the pasteboard and an editable view, Select All text not all selected.
    func canPerform(_ item: EditMenuItem) -> Bool {
        switch item {
        case .cut: allowsCopying && acceptsEdits && selection.length > 0
        case .copy: allowsCopying && selection.length > 0
        case .paste: acceptsEdits && UIPasteboard.general.hasStrings
        case .selectAll: selection.length < storage.length
        }
    }

    /// The edit menu's rows, each enabled as the view can perform it now.
    func editMenuRows() -> [MenuPanelView.Row] {
        EditMenuItem.allCases.map { item in
            MenuPanelView.Row(title: item.title, isEnabled: canPerform(item)) { [weak self] in
                guard let self else { return }
                switch item {
                case .cut: cut(self)
                case .copy: copy(self)
                case .paste: paste(self)
                case .selectAll: selectAll(self)
                }
            }
        }
    }

    /// A secondary click at `point` (the view's coordinates): the view takes the focus, the caret
    /// goes where the click lands unless it lands in the selection (as desktop editors do), and the
    /// edit menu opens at the pointer, above everything in the window.
    func secondaryClick(at point: CGPoint) {
        guard becomeFirstResponder(), let window else { return }
        let offset = closestOffset(to: point)
        let inSelection = selection.length > 0 && offset >= selection.location && offset <= selection.location + selection.length
        if !inSelection {
            setSelection(NSRange(location: offset, length: 0))
            selectionDidChangeByUser()
        }
        window.addSubview(MenuPanelView(rows: editMenuRows(), at: convert(point, to: window), in: window))
    }
}
