import Foundation
import Testing
@testable import UIKit

/// The swipe-action types and the delegate's defaults.
@Suite("UIContextualAction", .startsClean)
@MainActor
struct UIContextualActionTests {
    private final class PlainDelegate: NSObject, UITableViewDelegate {}

    @Test func destructiveActionsAreRedAndNormalOnesGrey() {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, _ in }
        let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, _ in }
        #expect(delete.backgroundColor == .systemRed)
        #expect(flag.backgroundColor == .systemGray)
        #expect(delete.title == "Delete")
    }

    @Test func handlerReceivesTheActionAndItsCompletion() {
        var received: UIContextualAction?
        var completed: Bool?
        let action = UIContextualAction(style: .normal, title: "Flag") { action, _, completion in
            received = action
            completion(true)
        }
        action.handler(action, UIView()) { completed = $0 }
        #expect(received === action)
        #expect(completed == true)
    }

    @Test func configurationKeepsItsActionsAndPerformsTheFirstOnFullSwipe() {
        let action = UIContextualAction(style: .destructive, title: "Delete") { _, _, _ in }
        let configuration = UISwipeActionsConfiguration(actions: [action])
        #expect(configuration.actions.first === action)
        #expect(configuration.performsFirstActionWithFullSwipe)
    }

    @Test func delegateWithoutSwipeMethodsOffersNoActions() {
        let table = UITableView()
        let delegate = PlainDelegate()
        let row = IndexPath(row: 0, section: 0)
        #expect(delegate.tableView(table, trailingSwipeActionsConfigurationForRowAt: row) == nil)
        #expect(delegate.tableView(table, leadingSwipeActionsConfigurationForRowAt: row) == nil)
    }
}
