import SwiftSyntax

/// What a `#selector(…)` names: a method, maybe qualified by its type, or a property's accessor.
struct SelectorReference {
    enum Accessor: String {
        case getter, setter
    }

    /// "Controller" in `#selector(Controller.tapped(_:))`; nil in `#selector(tapped)` and `#selector(self.tapped)`.
    let typeName: String?
    /// The member as written: "tapped(_:)".
    let member: String
    let baseName: String
    /// The argument labels written with it ("_" for none); nil when written without them.
    let labels: [String]?
    let accessor: Accessor?

    /// Nil when the argument is not a plain (qualified) member name, e.g. a coercion with `as`.
    init?(_ selector: MacroExpansionExprSyntax) {
        guard selector.macroName.text == "selector", let argument = selector.arguments.first,
              selector.arguments.count == 1 else { return nil }
        if let label = argument.label {
            guard let accessor = Accessor(rawValue: label.text) else { return nil }
            self.accessor = accessor
        } else {
            accessor = nil
        }
        let name: DeclReferenceExprSyntax
        if let reference = argument.expression.as(DeclReferenceExprSyntax.self) {
            name = reference
            typeName = nil
        } else if let access = argument.expression.as(MemberAccessExprSyntax.self), let base = access.base,
                  base.isTypeName || base.trimmedDescription == "self" {
            name = access.declName
            typeName = base.trimmedDescription == "self" ? nil : base.trimmedDescription
        } else {
            return nil
        }
        member = name.trimmedDescription
        baseName = name.baseName.text
        labels = name.argumentNames.map { $0.arguments.map(\.name.text) }
    }
}

extension ExprSyntax {
    /// Whether this expression is a (qualified, maybe specialized) type name: `A`, `A.B`, `A<T>.B`.
    var isTypeName: Bool {
        if let reference = self.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text.first?.isUppercase ?? false
        }
        if let access = self.as(MemberAccessExprSyntax.self), let base = access.base {
            return base.isTypeName && (access.declName.baseName.text.first?.isUppercase ?? false)
        }
        if let specialized = self.as(GenericSpecializationExprSyntax.self) {
            return specialized.expression.isTypeName
        }
        return false
    }
}
