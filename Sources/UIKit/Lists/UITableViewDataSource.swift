import Foundation

/// What a table view asks for its content: how many sections and rows, each row's cell, and the
/// sections' titles. The optional methods have defaults that do what UIKit does without them.
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
    /// The number of rows in `section`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell showing the row at `indexPath`, usually from `dequeueReusableCell(withIdentifier:for:)`.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The number of sections (1 by default).
    func numberOfSections(in tableView: UITableView) -> Int
    /// The title of `section`'s header, or nil for none (the default).
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// The title of `section`'s footer, or nil for none (the default).
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
}

/// What UIKit does when the data source does not implement a method.
extension UITableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// No header title.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        tableView.unanswered(.titleForHeader, nil)
    }
    /// No footer title.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        tableView.unanswered(.titleForFooter, nil)
    }
}
