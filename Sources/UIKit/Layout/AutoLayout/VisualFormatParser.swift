import CoreGraphics
import Foundation

/// Reads a Visual Format Language string into a `VisualFormat`, resolving metric names on the way.
/// The first problem stops it, with the offset where it was found.
@MainActor
struct VisualFormatParser {
    private let text: [Character]
    private var index = 0
    private let metrics: [String: Any]
    private let views: [String: Any]

    init(_ format: String, metrics: [String: Any], views: [String: Any]) {
        text = Array(format)
        self.metrics = metrics
        self.views = views
    }

    mutating func parse() throws(VisualFormatError) -> VisualFormat {
        var format = VisualFormat()
        if text.count >= 2, text[1] == ":" {
            switch text[0] {
            case "H": format.axis = .horizontal
            case "V": format.axis = .vertical
            default: throw VisualFormatError(position: 0, problem: "expected the orientation 'H:' or 'V:'")
            }
            index = 2
        }
        let leadingBar = index
        if take("|") { format.leadingEdge = try connection() }
        format.views.append(try view())
        if format.leadingEdge != nil { try requireSuperview(of: format.views[0].name, at: leadingBar) }
        while index < text.count {
            let joining = try connection()
            if peek == "|" {
                try requireSuperview(of: format.views[format.views.count - 1].name, at: index)
                index += 1
                format.trailingEdge = joining
                guard index == text.count else { throw failure("nothing may follow the superview's closing '|'") }
                break
            }
            format.connections.append(joining)
            format.views.append(try view())
        }
        return format
    }

    /// `-` (standard), `-predicates-`, or nothing (flush), before a `[` or `|`.
    private mutating func connection() throws(VisualFormatError) -> VisualFormat.Connection {
        guard take("-") else { return .flush }
        if peek == "[" || peek == "|" { return .standard }
        let predicates = try peek == "(" ? predicateList(relatingViews: false) : [predicate(relatingViews: false)]
        guard take("-") else { throw failure("expected '-' to close the space") }
        guard peek == "[" || peek == "|" else { throw failure("expected a view '[' or the superview '|' after a space") }
        return .predicates(predicates)
    }

    /// `[name]` or `[name(predicates)]`.
    private mutating func view() throws(VisualFormatError) -> VisualFormat.View {
        guard take("[") else { throw failure("expected a view '['") }
        let start = index
        guard let name = identifier() else { throw failure("expected a view name") }
        guard try isView(name, at: start) else { throw VisualFormatError(position: start, problem: "no view named '\(name)' in views") }
        let predicates = try peek == "(" ? predicateList(relatingViews: true) : []
        guard take("]") else { throw failure("expected ']' to close the view '\(name)'") }
        return VisualFormat.View(name: name, predicates: predicates)
    }

    /// `(predicate, predicate, …)`.
    private mutating func predicateList(relatingViews: Bool) throws(VisualFormatError) -> [VisualFormat.Predicate] {
        _ = take("(")
        var predicates = [try predicate(relatingViews: relatingViews)]
        while take(",") { predicates.append(try predicate(relatingViews: relatingViews)) }
        guard take(")") else { throw failure("expected ',' or ')' after a predicate") }
        return predicates
    }

    /// `(==|<=|>=)? (number|metric|view) (@(number|metric))?`; only a view's size may relate to another view.
    private mutating func predicate(relatingViews: Bool) throws(VisualFormatError) -> VisualFormat.Predicate {
        var relation = NSLayoutConstraint.Relation.equal
        let relations: [(String, NSLayoutConstraint.Relation)] = [("==", .equal), ("<=", .lessThanOrEqual), (">=", .greaterThanOrEqual)]
        if let (symbol, meaning) = relations.first(where: { text[index...].starts(with: $0.0) }) {
            relation = meaning
            index += symbol.count
        }
        let targetStart = index
        let target: VisualFormat.Target
        if let name = identifier() {
            if let value = try metric(name, at: targetStart) {
                target = .constant(value)
            } else if try isView(name, at: targetStart) {
                guard relatingViews else {
                    throw VisualFormatError(position: targetStart, problem: "a space cannot be related to a view, only to a number or a metric")
                }
                target = .view(name)
            } else {
                throw VisualFormatError(position: targetStart, problem: "'\(name)' is neither a metric nor a view name")
            }
        } else {
            target = .constant(try number())
        }
        var priority = UILayoutPriority.required
        if take("@") {
            let priorityStart = index
            let value: CGFloat
            if let name = identifier() {
                guard let metricValue = try metric(name, at: priorityStart) else {
                    throw VisualFormatError(position: priorityStart, problem: "the priority '\(name)' is not a metric")
                }
                value = metricValue
            } else {
                value = try number()
            }
            guard value >= 1, value <= 1000 else {
                throw VisualFormatError(position: priorityStart, problem: "priority \(value) is outside 1…1000")
            }
            priority = UILayoutPriority(Float(value))
        }
        return VisualFormat.Predicate(relation: relation, target: target, priority: priority)
    }

    /// The metric's value as a number; nil when no metric has that name.
    private func metric(_ name: String, at position: Int) throws(VisualFormatError) -> CGFloat? {
        guard let value = metrics[name] else { return nil }
        switch value {
        case let number as CGFloat: return number
        case let number as Double: return CGFloat(number)
        case let number as Float: return CGFloat(number)
        case let number as Int: return CGFloat(number)
        case let number as NSNumber: return CGFloat(number.doubleValue)
        default: throw VisualFormatError(position: position, problem: "the metric '\(name)' is a \(type(of: value)), not a number")
        }
    }

    /// Whether `views` names a view so; a name bound to something else is a mistake.
    private func isView(_ name: String, at position: Int) throws(VisualFormatError) -> Bool {
        guard let value = views[name] else { return false }
        guard value is UIView else {
            throw VisualFormatError(position: position, problem: "views['\(name)'] is a \(type(of: value)), not a UIView")
        }
        return true
    }

    /// `|` means the superview of the view next to it, so that view needs one.
    private func requireSuperview(of name: String, at position: Int) throws(VisualFormatError) {
        guard (views[name] as? UIView)?.superview == nil else { return }
        throw VisualFormatError(position: position, problem: "'|' stands for the superview of '\(name)', which has none")
    }

    /// A decimal number, optionally signed.
    private mutating func number() throws(VisualFormatError) -> CGFloat {
        let start = index
        if peek == "-" || peek == "+" { index += 1 }
        while let character = peek, character.isASCII, character.isNumber || character == "." { index += 1 }
        guard let value = Double(String(text[start..<index])), value.isFinite else {
            index = start
            throw failure("expected a number, a metric or a view name")
        }
        return CGFloat(value)
    }

    /// A C identifier, consumed; nil (and nothing consumed) when none starts here.
    private mutating func identifier() -> String? {
        guard let first = peek, first.isASCII, first.isLetter || first == "_" else { return nil }
        let start = index
        while let character = peek, character.isASCII, character.isLetter || character.isNumber || character == "_" { index += 1 }
        return String(text[start..<index])
    }

    private var peek: Character? { index < text.count ? text[index] : nil }

    private mutating func take(_ character: Character) -> Bool {
        guard peek == character else { return false }
        index += 1
        return true
    }

    private func failure(_ problem: String) -> VisualFormatError {
        let found = peek.map { "'\($0)'" } ?? "the end"
        return VisualFormatError(position: index, problem: "\(problem), found \(found)")
    }
}
