import CoreGraphics

/// One side of a constraint: an attribute of an item (a view or a layout guide, held weakly, as UIKit
/// does), or the distance between two such positions (`anchorWithOffset(to:)`).
indirect enum LayoutTerm {
    case attribute(WeakItem, NSLayoutConstraint.Attribute)
    /// `to − from`: a length measured between two positions on one axis.
    case offset(from: LayoutTerm, to: LayoutTerm)

    /// A weak reference to the item a term measures.
    struct WeakItem {
        weak var object: AnyObject?
    }

    init(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) {
        self = .attribute(WeakItem(object: item), attribute)
    }

    /// The item of a plain attribute term (nil for an offset).
    var item: AnyObject? {
        guard case .attribute(let item, _) = self else { return nil }
        return item.object
    }

    /// The attribute of a plain attribute term (`.notAnAttribute` for an offset).
    var attribute: NSLayoutConstraint.Attribute {
        guard case .attribute(_, let attribute) = self else { return .notAnAttribute }
        return attribute
    }

    /// Whether every item the term measures is still there.
    var hasItems: Bool {
        switch self {
        case .attribute(let item, _): item.object != nil
        case .offset(let from, let to): from.hasItems && to.hasItems
        }
    }

    /// Calls `body` with each item the term measures that is still there. A visit, not an array:
    /// every activation asks, and an array of `AnyObject` costs an allocation and a metadata lookup.
    func forEachItem(_ body: (AnyObject) -> Void) {
        switch self {
        case .attribute(let item, _): if let object = item.object { body(object) }
        case .offset(let from, let to):
            from.forEachItem(body)
            to.forEachItem(body)
        }
    }
}
