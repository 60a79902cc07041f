import SwiftSyntax

/// `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)` and
/// `Timer(timeInterval:target:selector:userInfo:repeats:)` → their block-based forms. The block
/// holds `self` strongly, as the timer held its target until invalidated. `Timer()`, a placeholder
/// that never fires (Foundation on Linux has no such initializer) → an unscheduled timer that does nothing.
final class TimerRewriter: PortPass {
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let arguments = Array(node.arguments)
        if node.calledExpression.trimmedDescription == "Timer", arguments.isEmpty, node.trailingClosure == nil {
            context.replace(node, with: "Timer(timeInterval: 0, repeats: false) { _ in }")
            return .skipChildren
        }
        guard arguments.map(\.labelText) == ["timeInterval", "target", "selector", "userInfo", "repeats"],
              let selector = arguments[2].expression.as(MacroExpansionExprSyntax.self) else { return .visitChildren }
        context.handled(selector)
        guard arguments[1].expression.trimmedDescription == "self" else {
            context.report(node, sending: selector, "a target other than self: use Timer.scheduledTimer(withTimeInterval:repeats:block:)")
            return .skipChildren
        }
        guard arguments[3].expression.trimmedDescription == "nil" else {
            context.report(node, sending: selector, "block timers have no userInfo: capture the value in the block of "
                           + "Timer.scheduledTimer(withTimeInterval:repeats:block:)")
            return .skipChildren
        }
        switch SelectorCall.resolving(selector, index: context.index, maxArguments: 1) {
        case .success(let call):
            let callee = node.calleeName == "scheduledTimer"
                ? node.calledExpression.trimmedDescription + "(withTimeInterval: " : node.calledExpression.trimmedDescription + "(timeInterval: "
            context.replace(node, with: "\(node.discardingPrefix)\(callee)\(context.text(of: arguments[0].expression)), "
                            + "repeats: \(context.text(of: arguments[4].expression))) "
                            + "{ \(call.takesArgument ? "timer" : "_") in \(call.text(on: "self", passing: ["timer"])) }")
        case .failure(let unportable):
            context.report(node, sending: selector, unportable.why)
        }
        return .skipChildren
    }
}
