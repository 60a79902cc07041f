import SwiftSyntax

/// `#selector` actions of target-action calls → Casement's method references, the type taken from
/// the selector or the enclosing declaration; what it cannot prove, reported.
final class TargetActionRewriter: PortPass {
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let selector = TargetActionCall.selector(of: node) else { return .visitChildren }
        context.handled(selector)
        let result = TargetActionCall.matching(node).flatMap { call in
            reference(for: selector, in: call)
        }
        switch result {
        case .success(let text): context.replace(selector, with: text)
        case .failure(let unportable): context.report(selector, sending: selector, unportable.why)
        }
        return .visitChildren
    }

    private func reference(for selector: MacroExpansionExprSyntax, in call: TargetActionCall) -> Result<String, Unportable> {
        guard let reference = SelectorReference(selector) else {
            return .failure(Unportable("not a plain method name: write the method reference Type.method"))
        }
        return type(of: reference, at: selector, sentTo: call.target).flatMap { type in
            MethodReference(index: context.index, sender: call.sender).text(for: reference, of: type)
        }
    }

    /// The type whose method the action is: the selector's, proved to be the target's, or the
    /// enclosing declaration's.
    private func type(of reference: SelectorReference, at selector: MacroExpansionExprSyntax,
                      sentTo target: TargetActionCall.Target) -> Result<String, Unportable> {
        let enclosing = selector.enclosingTypeName
        switch target {
        case .responderChain:
            guard let type = reference.typeName ?? enclosing else {
                return .failure(Unportable("outside a type: name the method's type, #selector(Type.\(reference.member))"))
            }
            return .success(type)
        case .object(let target) where target.trimmedDescription == "self":
            guard let enclosing else {
                return .failure(Unportable("self outside a class: pass the object and Type.\(reference.member)"))
            }
            guard let named = reference.typeName else { return .success(enclosing) }
            guard context.index.isClass(enclosing, kindOf: named) else {
                return .failure(Unportable("a method of \(named) sent to self, a \(enclosing) not known to inherit "
                                           + "from it: add the action to a \(named), or call it from a method of \(enclosing)"))
            }
            return .success(named)
        case .object(let target) where target.trimmedDescription == "nil":
            guard let named = reference.typeName else {
                return .failure(Unportable("sent up the responder chain to whichever responder has \(reference.member): "
                                           + "name the type that implements it, #selector(Type.\(reference.member))"))
            }
            return .success(named)
        case .object(let target):
            guard let named = reference.typeName else {
                return .failure(Unportable("a method named in \(enclosing ?? "this scope") sent to \(target.trimmedDescription), "
                                           + "whose type the syntax does not prove: write TargetType.\(reference.member)"))
            }
            return .success(named)
        }
    }
}
