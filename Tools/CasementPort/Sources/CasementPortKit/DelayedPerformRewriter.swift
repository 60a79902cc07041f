import SwiftSyntax

/// `perform(_:with:afterDelay:)` on self → `DispatchQueue.main.asyncAfter`, holding `self` and the
/// argument (taken when the call is made) strongly, as the original did until it ran.
final class DelayedPerformRewriter: PortPass {
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let arguments = Array(node.arguments)
        guard node.calleeName == "perform", arguments.map(\.labelText) == ["_", "with", "afterDelay"],
              let selector = arguments[0].expression.as(MacroExpansionExprSyntax.self) else { return .visitChildren }
        context.handled(selector)
        let receiver = node.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription ?? "self"
        guard receiver == "self" else {
            context.report(node, sending: selector, "performed on another object: call it from DispatchQueue.main.asyncAfter's closure")
            return .skipChildren
        }
        switch SelectorCall.resolving(selector, index: context.index, maxArguments: 1, onMainActor: true) {
        case .success(let call):
            let argument = context.text(of: arguments[1].expression)
            let (capture, passed) = !call.takesArgument || argument == "nil" ? ("", argument) : ("[argument = \(argument)] in ", "argument")
            let delay = arguments[2].expression.isSimpleOperand ? context.text(of: arguments[2].expression)
                : "(\(context.text(of: arguments[2].expression)))"
            context.replace(node, with: "DispatchQueue.main.asyncAfter(deadline: .now() + \(delay)) "
                            + "{ \(capture)\(call.text(on: "self", passing: [passed])) }")
        case .failure(let unportable):
            context.report(node, sending: selector, unportable.why)
        }
        return .skipChildren
    }
}

private extension ExprSyntax {
    /// Whether this expression can be an operand of `+` without parentheses: a literal or a name.
    var isSimpleOperand: Bool {
        self.is(FloatLiteralExprSyntax.self) || self.is(IntegerLiteralExprSyntax.self)
            || self.is(DeclReferenceExprSyntax.self) || self.is(MemberAccessExprSyntax.self)
    }
}
