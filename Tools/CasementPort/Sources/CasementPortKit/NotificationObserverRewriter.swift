import SwiftSyntax

/// `NotificationCenter.default.addObserver(self, selector:name:object:)` → the block-based observer
/// calling the method through a weak `self`: as the original, it keeps nothing alive, and after `self`
/// is gone it does nothing. A type that removes itself with `removeObserver(self…)` is reported:
/// it must keep the block observer's token to remove it.
final class NotificationObserverRewriter: PortPass {
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let arguments = Array(node.arguments)
        guard node.calleeName == "addObserver", arguments.map(\.labelText) == ["_", "selector", "name", "object"],
              let selector = arguments[1].expression.as(MacroExpansionExprSyntax.self),
              let center = node.calledExpression.as(MemberAccessExprSyntax.self)?.base else { return .visitChildren }
        context.handled(selector)
        guard arguments[0].expression.trimmedDescription == "self", let type = node.enclosingTypeName else {
            context.report(node, sending: selector, "an observer other than self: call addObserver(forName:object:queue:using:) with a closure")
            return .skipChildren
        }
        guard !context.index.removesObservers(type) else {
            context.report(node, sending: selector, "\(type) removes itself with removeObserver(self…): keep the token that "
                           + "addObserver(forName:object:queue:using:) returns, and remove that")
            return .skipChildren
        }
        switch SelectorCall.resolving(selector, index: context.index, maxArguments: 1) {
        case .success(let call):
            let parameter = call.takesArgument ? "notification" : "_"
            context.replace(node, with: "\(node.discardingPrefix)\(center.trimmedDescription).addObserver(forName: "
                            + "\(arguments[2].expression.trimmedDescription), object: \(arguments[3].expression.trimmedDescription), "
                            + "queue: nil) { [weak self] \(parameter) in \(call.text(on: "self?", passing: ["notification"])) }")
        case .failure(let unportable):
            context.report(node, sending: selector, unportable.why)
        }
        return .skipChildren
    }
}
