import SwiftSyntax

/// An `@objc protocol` → a class-bound Swift protocol: `@objc` and `optional` removed, each optional
/// requirement given a default implementation in an extension after it, and the call sites'
/// `?.method?()` chains made `?.method()`. An optional requirement with no obvious default (one
/// returning a non-optional value) leaves the protocol as it is, reported.
final class ObjCProtocolRewriter: PortPass {
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        let markers = node.attributes.compactMap { $0.as(AttributeSyntax.self) }.filter { $0.attributeName.trimmedDescription == "objc" }
        guard let marker = markers.first else { return .skipChildren }
        let optionals = node.memberBlock.members.map(\.decl).filter(\.isOptionalRequirement)
        var defaults: [String] = []
        for requirement in optionals {
            guard let implementation = requirement.defaultImplementation else {
                context.report(requirement, "an optional requirement with no obvious default: give it one in an "
                               + "extension of \(node.name.text), then remove @objc and optional")
                return .skipChildren
            }
            defaults.append(implementation)
        }
        context.remove(marker)
        makeClassBound(node)
        for member in node.memberBlock.members {
            for attribute in member.decl.attributes ?? [] where attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objc" {
                context.remove(attribute)
            }
            for modifier in member.decl.modifiers ?? [] where modifier.name.tokenKind == .keyword(.optional) {
                context.remove(modifier)
            }
        }
        if !defaults.isEmpty {
            let body = defaults.map { "    \($0)\n" }.joined()
            context.insert("\n\nextension \(node.name.text) {\n\(body)}", at: node.endPositionBeforeTrailingTrivia.utf8Offset,
                           reportedAt: node.name)
        }
        return .skipChildren
    }

    /// `@objc` protocols are class-bound; so must the Swift one be, for `weak` delegates.
    private func makeClassBound(_ node: ProtocolDeclSyntax) {
        guard let clause = node.inheritanceClause else {
            context.insert(": AnyObject", at: node.name.endPositionBeforeTrailingTrivia.utf8Offset, reportedAt: node.name)
            return
        }
        let inherited = clause.inheritedTypes.map(\.type.trimmedDescription)
        guard !inherited.contains("AnyObject"), !inherited.contains("class") else { return }
        context.insert(", AnyObject", at: clause.inheritedTypes.endPositionBeforeTrailingTrivia.utf8Offset, reportedAt: clause)
    }

    /// `delegate?.didTap?(x)` → `delegate?.didTap(x)`, for the optional requirements of the sources' `@objc` protocols.
    override func visit(_ node: OptionalChainingExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.expression.as(MemberAccessExprSyntax.self),
           context.index.optionalRequirements.contains(member.declName.baseName.text),
           node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == Syntax(node).id {
            context.replace(context.range(of: node.questionMark), at: node, with: "")
        }
        return .visitChildren
    }
}

private extension DeclSyntax {
    /// What an extension provides for this optional requirement when the conforming type does not:
    /// nothing for a method returning nothing, nil for an optional result or property.
    var defaultImplementation: String? {
        if let function = self.as(FunctionDeclSyntax.self) {
            let signature = function.with(\.attributes, []).with(\.modifiers, []).with(\.body, nil).trimmedDescription
            guard let result = function.signature.returnClause?.type.trimmedDescription else { return "\(signature) {}" }
            return result == "Void" ? "\(signature) {}" : result.hasSuffix("?") ? "\(signature) { nil }" : nil
        }
        if let variable = self.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
           let type = binding.typeAnnotation?.type.trimmedDescription, type.hasSuffix("?") {
            return "var \(binding.pattern.trimmedDescription): \(type) { nil }"
        }
        return nil
    }
}
