import Foundation
import Testing
@testable import UIKit

/// `UIViewController`'s editing state and its Edit/Done button, and a table view controller's
/// table following it.
@Suite("UIViewController editing", .startsClean)
@MainActor
struct UIViewControllerEditingTests {
    @Test("editButtonItem reads Edit (plain) out of editing and Done (bold) in it; tapping it toggles editing with animation")
    func editButton() throws {
        let controller = UIViewController()
        #expect(!controller.isEditing)
        let item = controller.editButtonItem
        #expect(item === controller.editButtonItem, "one item per controller")
        #expect(item.title == "Edit" && item.style == .plain)
        controller.isEditing = true
        #expect(item.title == "Done" && item.style == .done)
        let action = try #require(item.primaryAction)
        action.handler(action)
        #expect(!controller.isEditing && item.title == "Edit" && item.style == .plain)
        action.handler(action)
        #expect(controller.isEditing && item.title == "Done")
    }

    @Test("A table view controller's editing is its table's: setEditing and the Edit button put the table into editing and out; with another view it edits alone")
    func tableFollows() throws {
        let controller = UITableViewController(style: .plain)
        controller.loadViewIfNeeded()
        controller.setEditing(true, animated: false)
        #expect(controller.isEditing && controller.tableView.isEditing)
        let action = try #require(controller.editButtonItem.primaryAction)
        action.handler(action)
        #expect(!controller.isEditing && !controller.tableView.isEditing)
        let withoutTable = UITableViewController(style: .plain)
        withoutTable.view = UIView()
        withoutTable.setEditing(true, animated: false)
        #expect(withoutTable.isEditing, "a controller whose view is not a table edits without one")
    }
}
