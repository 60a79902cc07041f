import SwiftSyntax

/// `NotificationCenter.default.addObserver(self, selector:name:object:)` → the block-based observer
/// calling the method through a weak `self`: as the original, it keeps nothing alive, and after `self`
/// is gone it does nothing. A class that also removes itself with `removeObserver(self…)` keeps the
/// observers' tokens by name in a stored property this adds, for `ObserverRemovalRewriter`; a type
/// not declared in the sources cannot get one, and is reported.
final class NotificationObserverRewriter: PortPass {
    /// The stored property keeping the tokens.
    static let tokens = "notificationObservers"

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let type = [node.enclosingTypeName, node.name.text].compactMap { $0 }.joined(separator: ".")
        guard context.index.keepsObserverTokens(type) else { return .visitChildren }
        let indent = node.memberBlock.members.first?.leadingIndentation ?? "    "
        context.insert("\n\(indent)/// Block observers by notification name, removed where this object removed itself.\n"
                       + "\(indent)var \(Self.tokens): [Notification.Name?: [NSObjectProtocol]] = [:]",
                       at: node.memberBlock.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset, reportedAt: node.name)
        return .visitChildren
    }

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
        let keepsToken = context.index.keepsObserverTokens(type)
        guard keepsToken || !context.index.removesObservers(type) else {
            context.report(node, sending: selector, "\(type), not a class of these sources, removes itself with removeObserver(self…): "
                           + "keep the token that addObserver(forName:object:queue:using:) returns, and remove that")
            return .skipChildren
        }
        switch SelectorCall.resolving(selector, index: context.index, maxArguments: 1) {
        case .success(let call):
            let name = context.text(of: arguments[2].expression)
            let parameter = call.takesArgument ? "notification" : "_"
            let observer = "\(center.trimmedDescription).addObserver(forName: \(name), "
                + "object: \(context.text(of: arguments[3].expression)), queue: nil) "
                + "{ [weak self] \(parameter) in \(call.text(on: "self?", passing: ["notification"])) }"
            context.replace(node, with: keepsToken ? "self.\(Self.tokens)[\(name), default: []].append(\(observer))"
                                                   : "\(node.discardingPrefix)\(observer)")
        case .failure(let unportable):
            context.report(node, sending: selector, unportable.why)
        }
        return .skipChildren
    }
}
