import SwiftSyntax

/// In a class whose selector observers became block observers with kept tokens
/// (`NotificationObserverRewriter`): `center.removeObserver(self)` → every kept observer removed;
/// `center.removeObserver(self, name: N, object: nil)` → those of name N removed. A removal that
/// also names an object is reported: the tokens are kept by name alone.
final class ObserverRemovalRewriter: PortPass {
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let arguments = Array(node.arguments)
        guard node.calleeName == "removeObserver", arguments.first?.expression.trimmedDescription == "self",
              let center = node.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription,
              let type = node.enclosingTypeName, context.index.keepsObserverTokens(type) else { return .visitChildren }
        let tokens = "self.\(NotificationObserverRewriter.tokens)"
        let remove = "forEach { \(center).removeObserver($0) }"
        switch arguments.map(\.labelText) {
        case ["_"] where node.parent?.is(CodeBlockItemSyntax.self) == true:
            context.replace(node, with: "\(tokens).values.joined().\(remove); \(tokens).removeAll()")
        case ["_", "name", "object"] where arguments[2].expression.trimmedDescription == "nil":
            context.replace(node, with: "\(tokens).removeValue(forKey: \(context.text(of: arguments[1].expression)))?.\(remove)")
        default:
            context.report(node, "the block observers' tokens are kept by name: remove those of the name, "
                           + "\(tokens).removeValue(forKey: name)?.\(remove)")
        }
        return .skipChildren
    }
}
