import CoreGraphics

/// An attribute of a view or layout guide that makes constraints with anchors of the same kind: the
/// type parameter keeps an x position from meeting a y position or a size at compile time.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject> {
    let term: LayoutTerm

    init(term: LayoutTerm) { self.term = term }

    /// The view or layout guide the anchor belongs to.
    open var item: AnyObject? { term.item }

    /// A name for logs: the anchor's attribute.
    open var name: String { term.attribute == .notAnAttribute ? "offset" : "\(term.attribute)" }

    /// An inactive constraint `self == anchor`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.equal, anchor, constant: 0)
    }
    /// An inactive constraint `self >= anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: 0)
    }
    /// An inactive constraint `self <= anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: 0)
    }
    /// An inactive constraint `self == anchor + c`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, constant: c)
    }
    /// An inactive constraint `self >= anchor + c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: c)
    }
    /// An inactive constraint `self <= anchor + c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: c)
    }

    /// `self relation multiplier × anchor + constant` (nil anchor: a constant), the one way anchors make constraints.
    func constraint(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?,
                    multiplier: CGFloat = 1, constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(first: term, relation: relation, second: anchor?.term, multiplier: multiplier, constant: constant)
    }
}
