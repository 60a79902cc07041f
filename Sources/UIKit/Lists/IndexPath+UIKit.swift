import Foundation

// UIKit's additions to Foundation's IndexPath (a section, then a row or item). Apple's platforms get
// them from UIKit or AppKit; swift-corelibs-foundation lacks them, so Casement adds them there only.
#if !canImport(Darwin)
extension IndexPath {
    /// The index path of `row` in `section`, for table views.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The index path of `item` in `section`, for collection views.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The first index: the section of a table or collection view.
    public var section: Int {
        get { listIndex(0, "section") }
        set { setListIndex(0, newValue, "section") }
    }

    /// The second index: the row in a table view's section.
    public var row: Int {
        get { listIndex(1, "row") }
        set { setListIndex(1, newValue, "row") }
    }

    /// The second index: the item in a collection view's section.
    public var item: Int {
        get { listIndex(1, "item") }
        set { setListIndex(1, newValue, "item") }
    }

    /// The index at `position`, or 0 with a diagnostic when the path is too short (UIKit asserts).
    private func listIndex(_ position: Int, _ name: String) -> Int {
        guard position < count else {
            Diagnostics.report("IndexPath.\(name) of \(self), which has \(count) indexes; 0 is used")
            return 0
        }
        return self[position]
    }

    private mutating func setListIndex(_ position: Int, _ value: Int, _ name: String) {
        guard position < count else {
            return Diagnostics.report("IndexPath.\(name) = \(value) on \(self), which has \(count) indexes; ignored")
        }
        self[position] = value
    }
}
#endif
