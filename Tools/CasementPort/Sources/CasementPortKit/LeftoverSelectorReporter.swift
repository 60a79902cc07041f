import SwiftSyntax

/// Reports every `#selector` no rewrite took (kept in a variable, passed to a call with no Casement
/// form, asked about with `responds(to:)`) and every use of the `Selector` type, none of which
/// exist without the Objective-C runtime.
final class LeftoverSelectorReporter: PortPass {
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.macroName.text == "selector", !context.isHandled(node) else { return .visitChildren }
        let reference = SelectorReference(node)
        let call = node.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
        if call?.calleeName == "responds" {
            context.report(node, sending: node, "Linux cannot ask an object whether it responds to a selector: for an "
                           + "optional requirement, call the method (the protocol rewrite gives it a default), or test the type with is/as?")
        } else {
            context.report(node, sending: node, "a selector kept as a value: Linux has no selectors; pass the method reference "
                           + "Type.\(reference?.member ?? "method") (or a closure) where the selector is used")
        }
        return .skipChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == "Selector" {
            context.report(node, "Linux has no Selector type: take a method reference, (Target) -> (Sender) -> Void, or a closure")
        }
        return .visitChildren
    }
}
