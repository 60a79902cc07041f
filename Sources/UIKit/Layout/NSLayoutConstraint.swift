import CoreGraphics

/// A relation between two layout attributes, `first (== | <= | >=) multiplier × second + constant`,
/// that the Auto Layout engine keeps while the constraint is active.
@preconcurrency @MainActor
open class NSLayoutConstraint: Hashable, @preconcurrency CustomStringConvertible {
    /// The parts of a view's or guide's alignment rectangle a constraint can relate (Apple's raw values).
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        /// No attribute: the second attribute of a constraint to a constant.
        case notAnAttribute = 0
    }

    /// How the first attribute relates to the second (Apple's raw values).
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    /// The direction a size or a priority applies to.
    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical = 1
    }

    let first: LayoutTerm
    let second: LayoutTerm?
    /// How the first attribute relates to the second.
    public let relation: Relation
    /// The factor applied to the second attribute; fixed at creation.
    public let multiplier: CGFloat
    /// False when the attributes cannot be related (reported when made); such a constraint never installs.
    let isValid: Bool
    private var storedConstant: CGFloat
    private var storedPriority = UILayoutPriority.required
    /// The view the constraint is installed on while active (the items' closest common ancestor).
    weak var container: UIView?
    /// The engine's copy while active.
    var engineConstraint: EngineConstraint?

    init(first: LayoutTerm, relation: Relation, second: LayoutTerm?, multiplier: CGFloat, constant: CGFloat) {
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        storedConstant = constant
        isValid = NSLayoutConstraint.validate(first: first, second: second, multiplier: multiplier, constant: constant)
    }

    /// A constraint `view1.attr1 relation multiplier × view2.attr2 + c`, inactive; `view2` nil and
    /// `attr2` `.notAnAttribute` make a width or height equal (or bounded by) a constant.
    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                            toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        let secondItem = view2.map { $0 as AnyObject }
        self.init(first: LayoutTerm(view1 as AnyObject, attr1), relation: relation,
                  second: secondItem.map { LayoutTerm($0, attr2) } ?? (attr2 == .notAnAttribute ? nil : LayoutTerm(nil, attr2)),
                  multiplier: multiplier, constant: c)
    }

    /// The first item (a view or a layout guide).
    open var firstItem: AnyObject? { first.item }
    /// The second item; nil for a constraint to a constant.
    open var secondItem: AnyObject? { second?.item }
    /// The attribute of the first item.
    open var firstAttribute: Attribute { first.attribute }
    /// The attribute of the second item (`.notAnAttribute` without one).
    open var secondAttribute: Attribute { second?.attribute ?? .notAnAttribute }
    /// The first anchor that defines the constraint.
    open var firstAnchor: NSLayoutAnchor<AnyObject> { NSLayoutAnchor(term: first) }
    /// The second anchor; nil for a constraint to a constant.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? { second.map { NSLayoutAnchor(term: $0) } }
    /// A name shown in logs.
    open var identifier: String?
    /// Whether the constraint is archived with its view (Casement archives nothing).
    open var shouldBeArchived = false

    /// The added term; changing it is the cheap edit (the engine adjusts, nothing is rebuilt). A NaN or
    /// infinite value is refused with a diagnostic.
    open var constant: CGFloat {
        get { storedConstant }
        set {
            guard newValue.isFinite else {
                return Diagnostics.report("constant \(newValue) refused for \(self): it must be finite")
            }
            guard newValue != storedConstant else { return }
            storedConstant = newValue
            AutoLayoutEngine.shared?.constantDidChange(self)
        }
    }

    /// The constraint's priority (required by default). Values outside 1…1000, and a switch between
    /// required and optional while active, are refused with a diagnostic, as UIKit raises for them.
    open var priority: UILayoutPriority {
        get { storedPriority }
        set {
            guard newValue.rawValue >= 1, newValue.rawValue <= 1000 else {
                return Diagnostics.report("priority \(newValue.rawValue) refused for \(self): it must be within 1…1000")
            }
            guard newValue != storedPriority else { return }
            if isActive, (newValue == .required) != (storedPriority == .required) {
                return Diagnostics.report("priority of \(self) cannot change between required and optional while it is active; deactivate it first")
            }
            storedPriority = newValue
            AutoLayoutEngine.shared?.priorityDidChange(self)
        }
    }

    /// Whether the constraint is installed: activating installs it on the items' closest common ancestor.
    open var isActive: Bool {
        get { engineConstraint != nil }
        set {
            guard newValue != isActive else { return }
            if newValue {
                AutoLayoutEngine.engine().activate(self)
            } else {
                AutoLayoutEngine.shared?.deactivate(self)
            }
        }
    }

    /// Activates each constraint (faster than one by one in UIKit; the same here).
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// Like UIKit's log form: `<NSLayoutConstraint UIView.width == 2 × UIView.width + 10>`.
    open var description: String {
        var text = "<NSLayoutConstraint"
        if let identifier { text += " '\(identifier)'" }
        text += " \(NSLayoutConstraint.describe(first)) \(relation.symbol) "
        if let second {
            if multiplier != 1 { text += "\(multiplier)×" }
            text += NSLayoutConstraint.describe(second)
            if storedConstant != 0 { text += storedConstant < 0 ? " - \(-storedConstant)" : " + \(storedConstant)" }
        } else {
            text += "\(storedConstant)"
        }
        if storedPriority != .required { text += " @\(storedPriority.rawValue)" }
        return text + ">"
    }

    public nonisolated static func == (lhs: NSLayoutConstraint, rhs: NSLayoutConstraint) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    private static func describe(_ term: LayoutTerm) -> String {
        switch term {
        case .attribute(let item, let attribute):
            let name = item.object.map { "\(type(of: $0)):\(ObjectIdentifier($0).hashValue & 0xffffff)" } ?? "nil"
            return "\(name).\(attribute)"
        case .offset(let from, let to): return "(\(describe(to)) - \(describe(from)))"
        }
    }
}

extension NSLayoutConstraint.Relation {
    var symbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}
