import SwiftSyntax

/// The call a closure makes where the original sent a selector to `self`:
/// `#selector(keyboardWillShow(_:))` → `self?.keyboardWillShow(notification)`.
struct SelectorCall {
    let baseName: String
    /// The method's argument labels ("_" for none).
    let labels: [String]
    /// The method's parameter types as declared; empty when the sources do not declare it.
    let parameterTypes: [String]
    /// Whether the call is made inside `MainActor.assumeIsolated`: the enclosing type is main-actor
    /// isolated and the callback is not (Foundation's are not; the original ran on the main thread too).
    let isMainActor: Bool

    /// The call of `selector`'s method of the enclosing type, taking at most `maxArguments`, from a
    /// callback that runs on the main actor already (`onMainActor`) or not.
    static func resolving(_ selector: MacroExpansionExprSyntax, index: ProjectIndex, maxArguments: Int,
                          onMainActor: Bool = false) -> Result<SelectorCall, Unportable> {
        guard let reference = SelectorReference(selector), reference.accessor == nil else {
            return .failure(Unportable("not a plain method name: call the method from a closure"))
        }
        guard let type = selector.enclosingTypeName else {
            return .failure(Unportable("outside a type: call the method from a closure"))
        }
        if let named = reference.typeName, !index.isClass(type, kindOf: named) {
            return .failure(Unportable("a method of \(named) sent to self, a \(type): call it from a closure"))
        }
        let candidates = index.methods(of: type, named: reference.baseName)
        guard let labels = reference.labels ?? (candidates.count == 1 ? candidates[0].labels : nil) else {
            return .failure(Unportable("cannot tell from the sources which \(reference.baseName) this is: name it with "
                                       + "its labels, #selector(\(reference.baseName)(_:)) or #selector(\(reference.baseName))"))
        }
        guard labels.count <= maxArguments else {
            return .failure(Unportable("\(reference.member) takes \(labels.count) arguments; the callback passes \(maxArguments)"))
        }
        let parameterTypes = candidates.first { $0.labels == labels }?.parameterTypes ?? []
        return .success(SelectorCall(baseName: reference.baseName, labels: labels, parameterTypes: parameterTypes,
                                     isMainActor: !onMainActor && index.isMainActorIsolated(type)))
    }

    /// The statement calling the method on `receiver` ("self", "self?") with `arguments` (the
    /// callback's, in order; the method takes the first few).
    func text(on receiver: String, passing arguments: [String]) -> String {
        let passed = zip(labels, arguments).enumerated().map { index, pair in
            let argument = parameterTypes.indices.contains(index) && parameterTypes[index].isNSNotification
                ? "\(pair.1) as NSNotification" : pair.1
            return pair.0 == "_" ? argument : "\(pair.0): \(argument)"
        }
        let call = "\(receiver).\(baseName)(\(passed.joined(separator: ", ")))"
        return isMainActor ? "MainActor.assumeIsolated { \(call) }" : call
    }

    /// Whether the method takes the callback's first argument.
    var takesArgument: Bool { !labels.isEmpty }
}

private extension String {
    /// Whether this parameter type is `NSNotification`, optional or not: a method written for
    /// Objective-C takes the notification as the reference type, which the value type bridges to.
    var isNSNotification: Bool {
        self == "NSNotification" || self == "NSNotification?" || self == "NSNotification!"
    }
}

extension SyntaxProtocol {
    /// `_ = ` when this call is a statement of its own, whose result the block-based API returns
    /// and the original discarded.
    var discardingPrefix: String {
        parent?.is(CodeBlockItemSyntax.self) == true ? "_ = " : ""
    }
}
