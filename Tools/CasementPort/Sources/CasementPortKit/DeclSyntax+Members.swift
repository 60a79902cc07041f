import SwiftSyntax

extension DeclSyntax {
    /// Whether this protocol member is marked `optional`.
    var isOptionalRequirement: Bool {
        modifiers?.contains { $0.name.tokenKind == .keyword(.optional) } ?? false
    }

    /// The base name of a function or the first name of a property; nil for other members.
    var memberName: String? {
        if let function = self.as(FunctionDeclSyntax.self) { return function.name.text }
        if let variable = self.as(VariableDeclSyntax.self) {
            return variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        }
        return nil
    }

    /// The declaration's modifiers, when it is of a kind that has them.
    var modifiers: DeclModifierListSyntax? {
        asProtocol(WithModifiersSyntax.self)?.modifiers
    }

    /// The declaration's attributes, when it is of a kind that has them.
    var attributes: AttributeListSyntax? {
        asProtocol(WithAttributesSyntax.self)?.attributes
    }
}
