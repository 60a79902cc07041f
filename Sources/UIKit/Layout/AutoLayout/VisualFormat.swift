import CoreGraphics

/// A Visual Format Language string, parsed (Apple's grammar:
/// `(H:|V:)? (| connection)? [view(predicates)] (connection [view])* (connection |)?`).
struct VisualFormat: Equatable {
    /// The thing a predicate relates a size or a space to.
    enum Target: Equatable {
        case constant(CGFloat)
        /// Another view's width (horizontal format) or height (vertical), by its name in `views`.
        case view(String)
    }

    /// One relation, `(==|<=|>=)? target (@priority)?`.
    struct Predicate: Equatable {
        var relation: NSLayoutConstraint.Relation
        var target: Target
        var priority: UILayoutPriority
    }

    /// The space between two neighbours (or a view and the superview's edge).
    enum Connection: Equatable {
        /// `-`: the standard space.
        case standard
        /// `-10-`, `-(>=8,<=20)-`, or nothing between the two (flush: `== 0`).
        case predicates([Predicate])

        static let flush = Connection.predicates([Predicate(relation: .equal, target: .constant(0), priority: .required)])
    }

    /// `[name(predicates)]`: a view and the constraints on its size along the format's axis.
    struct View: Equatable {
        var name: String
        var predicates: [Predicate]
    }

    var axis = NSLayoutConstraint.Axis.horizontal
    /// The views in order along the axis.
    var views: [View] = []
    /// `connections[i]` joins `views[i]` and `views[i + 1]`.
    var connections: [Connection] = []
    /// The space from the superview's starting edge, when the format opens with `|`.
    var leadingEdge: Connection?
    /// The space to the superview's ending edge, when the format closes with `|`.
    var trailingEdge: Connection?
}

/// Why a format could not be read, and where (a character offset into it).
struct VisualFormatError: Error, Equatable {
    var position: Int
    var problem: String
}
