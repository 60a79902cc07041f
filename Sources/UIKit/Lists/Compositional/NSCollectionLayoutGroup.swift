import Foundation

/// Items (or groups) in a line across or down a group's size: a horizontal group places them left
/// to right, a vertical one top to bottom, `interItemSpacing` apart. Given a count, the group
/// divides its length among that many copies of one item; given subitems, it places them in order,
/// repeating the list while the next one fits (at least one is placed).
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// The items the group places, in order.
    public let subitems: [NSCollectionLayoutItem]
    /// The space between the group's items (none when nil).
    open var interItemSpacing: NSCollectionLayoutSpacing?
    /// Whether the group places its items left to right (else top to bottom).
    let isHorizontal: Bool
    /// How many copies of its one subitem the group divides its length among, if given.
    let count: Int?

    init(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], horizontal: Bool, count: Int?) {
        self.subitems = subitems
        isHorizontal = horizontal
        self.count = count
        super.init(layoutSize: layoutSize)
    }

    /// A group placing `subitems` left to right, repeated while they fit.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        make(layoutSize, subitems, horizontal: true, count: nil, "horizontal(layoutSize:subitems:)")
    }

    /// A group of `count` copies of `subitem` left to right, sharing the group's width.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        make(layoutSize, [subitem], horizontal: true, count: count, "horizontal(layoutSize:subitem:count:)")
    }

    /// A group of `count` copies of `repeatingSubitem` left to right, sharing the group's width.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        make(layoutSize, [subitem], horizontal: true, count: count, "horizontal(layoutSize:repeatingSubitem:count:)")
    }

    /// A group placing `subitems` top to bottom, repeated while they fit.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        make(layoutSize, subitems, horizontal: false, count: nil, "vertical(layoutSize:subitems:)")
    }

    /// A group of `count` copies of `subitem` top to bottom, sharing the group's height.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        make(layoutSize, [subitem], horizontal: false, count: count, "vertical(layoutSize:subitem:count:)")
    }

    /// A group of `count` copies of `repeatingSubitem` top to bottom, sharing the group's height.
    open class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        make(layoutSize, [subitem], horizontal: false, count: count, "vertical(layoutSize:repeatingSubitem:count:)")
    }

    /// The group, after reporting what UIKit raises for: no subitems (an empty group places
    /// nothing) and a count below 1 (taken as 1).
    private class func make(_ size: NSCollectionLayoutSize, _ subitems: [NSCollectionLayoutItem], horizontal: Bool, count: Int?,
                            _ call: String) -> NSCollectionLayoutGroup {
        if subitems.isEmpty {
            Diagnostics.report("NSCollectionLayoutGroup.\(call): a group needs at least one subitem; the group shows nothing")
        }
        if let count, count < 1 {
            Diagnostics.report("NSCollectionLayoutGroup.\(call): count \(count) is less than 1; 1 is used")
        }
        return NSCollectionLayoutGroup(layoutSize: size, subitems: subitems, horizontal: horizontal, count: count.map { max(1, $0) })
    }
}
