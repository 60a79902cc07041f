import SwiftSyntax

/// `CADisplayLink(target: self, selector: #selector(step(_:)))` → Casement's
/// `CADisplayLink(handler: { link in self.step(link) })`, holding `self` as the link held its target.
final class DisplayLinkRewriter: PortPass {
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let arguments = Array(node.arguments)
        guard node.calleeName == "CADisplayLink", arguments.map(\.labelText) == ["target", "selector"],
              let selector = arguments[1].expression.as(MacroExpansionExprSyntax.self) else { return .visitChildren }
        context.handled(selector)
        guard arguments[0].expression.trimmedDescription == "self" else {
            context.report(node, sending: selector, "a target other than self: use CADisplayLink(handler:) with a closure")
            return .skipChildren
        }
        // The link calls its handler on the main thread, where the enclosing UIKit code runs too.
        switch SelectorCall.resolving(selector, index: context.index, maxArguments: 1, onMainActor: true) {
        case .success(let call):
            context.replace(node, with: "\(node.calledExpression.trimmedDescription)(handler: "
                            + "{ \(call.takesArgument ? "link" : "_") in \(call.text(on: "self", passing: ["link"])) })")
        case .failure(let unportable):
            context.report(node, sending: selector, unportable.why)
        }
        return .skipChildren
    }
}
