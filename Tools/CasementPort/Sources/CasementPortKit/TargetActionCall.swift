import SwiftSyntax

/// A call taking a target and an `action:` selector, as far as its callee and labels tell, mapped to
/// the Casement call of the same shape that takes a method reference instead.
struct TargetActionCall {
    enum Target {
        /// The target argument.
        case object(ExprSyntax)
        /// No target: the first responder that has the method (key commands).
        case responderChain
    }

    let target: Target
    /// The type Casement passes the action as its sender.
    let sender: String

    /// The selector `call` sends: its `action:` argument, or the first of `sendAction(_:to:…)`.
    static func selector(of call: FunctionCallExprSyntax) -> MacroExpansionExprSyntax? {
        let argument = call.calleeName == "sendAction" ? call.arguments.first
            : call.arguments.first { $0.label?.text == "action" }
        guard let selector = argument?.expression.as(MacroExpansionExprSyntax.self),
              selector.macroName.text == "selector" else { return nil }
        return selector
    }

    /// The Casement form of `call`, or why it has none.
    static func matching(_ call: FunctionCallExprSyntax) -> Result<TargetActionCall, Unportable> {
        let labels = call.arguments.map(\.labelText)
        let callee = call.calleeName
        let first = call.arguments.first?.expression
        switch callee {
        case "addTarget" where labels == ["_", "action", "for"], "removeTarget" where labels == ["_", "action", "for"]:
            return .success(TargetActionCall(target: .object(first!), sender: "UIControl"))
        case "addTarget" where labels == ["_", "action"], "removeTarget" where labels == ["_", "action"]:
            return .success(TargetActionCall(target: .object(first!), sender: "UIGestureRecognizer"))
        case _ where callee.hasSuffix("GestureRecognizer") && labels == ["target", "action"]:
            return .success(TargetActionCall(target: .object(first!), sender: "UIGestureRecognizer"))
        case "sendAction" where labels == ["_", "to", "from", "for"]:
            return .success(TargetActionCall(target: .object(call.arguments.dropFirst().first!.expression), sender: "Any"))
        case "sendAction" where labels == ["_", "to", "for"]:
            return .success(TargetActionCall(target: .object(call.arguments.dropFirst().first!.expression), sender: "UIControl"))
        case "UIKeyCommand" where labels == ["input", "modifierFlags", "action"] || labels.isKeyCommandSubsequence:
            return .success(TargetActionCall(target: .responderChain, sender: "UIKeyCommand"))
        case "UIKeyCommand":
            return .failure(Unportable("UIKeyCommand(\(labels.signature)) has no Casement form: use "
                                       + "UIKeyCommand(title:image:action:input:modifierFlags:discoverabilityTitle:)"))
        case "UIBarButtonItem":
            return .failure(Unportable("Casement has no UIBarButtonItem yet: use a UIButton with "
                                       + "addTarget(_:action:for:) and a method reference, or a UIAction"))
        case "UIMenuItem":
            return .failure(Unportable("Casement has no UIMenuItem (edit menus): offer the command as a "
                                       + "UIKeyCommand or a UIAction"))
        default:
            return .failure(Unportable("\(callee)(\(labels.signature)) takes a selector and has no Casement form taking a method"))
        }
    }
}

private extension [String] {
    /// Casement's full key command initializer, whose labels a call may leave out (all but action and input).
    static let keyCommandLabels = ["title", "image", "action", "input", "modifierFlags", "discoverabilityTitle"]

    var isKeyCommandSubsequence: Bool {
        guard contains("action"), contains("input") else { return false }
        var remaining = Self.keyCommandLabels[...]
        for label in self {
            guard let found = remaining.firstIndex(of: label) else { return false }
            remaining = remaining[(found + 1)...]
        }
        return true
    }

    /// "target:action:" for the report.
    var signature: String { map { "\($0):" }.joined() }
}
