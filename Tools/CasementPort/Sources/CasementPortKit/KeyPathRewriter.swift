import SwiftSyntax

/// `#keyPath(Type.a.b)` and `#keyPath(a.b)` → the string "a.b" they stand for.
final class KeyPathRewriter: PortPass {
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.macroName.text == "keyPath" else { return .visitChildren }
        guard node.arguments.count == 1, let expression = node.arguments.first?.expression,
              let components = expression.identifierChain else {
            context.report(node, "not a plain chain of names: write the key path's string")
            context.namesStillNeedingObjC.formUnion(node.arguments.compactMap { $0.expression.identifierChain?.last })
            return .skipChildren
        }
        let path = components.drop { $0.first?.isUppercase ?? false }
        context.replace(node, with: "\"\((path.isEmpty ? [components.last!] : Array(path)).joined(separator: "."))\"")
        return .skipChildren
    }
}

extension ExprSyntax {
    /// ["a", "b", "c"] for `a.b.c`; nil for anything but names joined by dots.
    var identifierChain: [String]? {
        if let reference = self.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            return [reference.baseName.text]
        }
        guard let access = self.as(MemberAccessExprSyntax.self), let base = access.base?.identifierChain,
              access.declName.argumentNames == nil else { return nil }
        return base + [access.declName.baseName.text]
    }
}
