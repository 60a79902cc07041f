import CoreGraphics

extension NSLayoutConstraint.Attribute {
    /// The axis the attribute measures along.
    var axis: NSLayoutConstraint.Axis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
             .leadingMargin, .trailingMargin, .centerXWithinMargins: .horizontal
        default: .vertical
        }
    }

    /// Whether it is a size rather than a position.
    var isDimension: Bool { self == .width || self == .height }

    /// Whether it follows the reading direction (leading and trailing) rather than left and right.
    var isDirectional: Bool? {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: true
        case .left, .right, .leftMargin, .rightMargin: false
        default: nil
        }
    }
}

extension LayoutTerm {
    /// (axis, is a size, follows reading direction) of what the term measures.
    var kind: (axis: NSLayoutConstraint.Axis, isDimension: Bool, isDirectional: Bool?) {
        switch self {
        case .attribute(_, let attribute): (attribute.axis, attribute.isDimension, attribute.isDirectional)
        case .offset(let from, _): (from.kind.axis, true, nil)
        }
    }
}

extension NSLayoutConstraint {
    /// Whether the terms can be related, reporting why not as UIKit's exceptions would say it.
    static func validate(first: LayoutTerm, second: LayoutTerm?, multiplier: CGFloat, constant: CGFloat) -> Bool {
        func refuse(_ reason: String) -> Bool {
            Diagnostics.report("\(reason); the constraint will not be installed")
            return false
        }
        guard multiplier.isFinite, constant.isFinite else {
            return refuse("multiplier \(multiplier) and constant \(constant) must be finite")
        }
        if case .attribute(_, .notAnAttribute) = first { return refuse("a constraint needs a first attribute") }
        guard first.items != nil else { return refuse("a constraint needs a first item") }
        let a = first.kind
        guard let second else {
            return a.isDimension ? true : refuse("Invalid pairing of layout attributes: only a width or a height can equal a constant")
        }
        if case .attribute(_, .notAnAttribute) = second { return refuse("a second item needs a second attribute") }
        guard second.items != nil else { return refuse("a second attribute needs a second item") }
        let b = second.kind
        guard a.isDimension == b.isDimension else {
            return refuse("Invalid pairing of layout attributes: a position cannot be related to a size")
        }
        guard a.isDimension || a.axis == b.axis else {
            return refuse("Invalid pairing of layout attributes: a horizontal position cannot be related to a vertical one")
        }
        if let x = a.isDirectional, let y = b.isDirectional, x != y {
            return refuse("A constraint cannot be made between a leading/trailing attribute and a right/left attribute")
        }
        return true
    }
}
