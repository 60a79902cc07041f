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

    /// Every item the term measures; nil when one of them was released.
    var items: [AnyObject]? {
        switch self {
        case .attribute(let item, _): return item.object.map { [$0] }
        case .offset(let from, let to):
            guard let a = from.items, let b = to.items else { return nil }
            return a + b
        }
    }
}
