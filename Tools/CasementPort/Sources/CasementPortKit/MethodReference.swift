/// Turns a selector into the method reference Casement's target-action calls take:
/// `#selector(tapped(_:))` in `Controller` → `Controller.tapped(_:)`.
struct MethodReference {
    /// UIKit's methods that return a value and are sent as actions, mostly to dismiss the keyboard
    /// (`sendAction(#selector(UIResponder.resignFirstResponder), to: nil, …)`).
    private static let uikitValueReturning = ["resignFirstResponder", "becomeFirstResponder"]

    let index: ProjectIndex
    /// The type Casement passes as the sender ("UIControl"): a method taking `Any` gets an adapter
    /// closure, as Casement's calls want the sender's own type.
    let sender: String

    func text(for selector: SelectorReference, of type: String) -> Result<String, Unportable> {
        switch selector.accessor {
        case .setter:
            return .failure(Unportable("a setter as an action: Casement calls methods; write a method that sets \(selector.member)"))
        case .getter:
            return .success("{ (target: \(type)) in { _ = target.\(selector.member) } }")
        case nil:
            break
        }
        let candidates = index.methods(of: type, named: selector.baseName)
        guard selector.labels != nil || candidates.count < 2 else {
            return .failure(Unportable("\(selector.baseName) is overloaded in \(type): name the one meant with its labels, "
                                       + "e.g. #selector(\(selector.baseName)(_:))"))
        }
        let declared = candidates.first { selector.labels == nil || $0.labels == selector.labels }
        let known = Self.uikitValueReturning.contains(selector.member)
            ? ProjectIndex.Method(baseName: selector.baseName, labels: [], parameterTypes: [], returnsValue: true) : nil
        guard let method = declared ?? known,
              method.returnsValue || method.parameterTypes.contains(where: { $0.needsSenderAdapter }) else {
            return .success("\(type).\(selector.member)")
        }
        return adapter(calling: method, of: type)
    }

    /// A closure of the shape Casement takes that calls `method`, each argument cast to the type
    /// the method declares, its result (if any) discarded.
    private func adapter(calling method: ProjectIndex.Method, of type: String) -> Result<String, Unportable> {
        let passed: [(name: String, type: String)] = [("sender", sender), ("event", "UIEvent")]
        guard method.parameterTypes.count <= passed.count else {
            return .failure(Unportable("\(method.baseName) takes \(method.parameterTypes.count) parameters; "
                                       + "an action takes the sender and the event at most"))
        }
        let used = passed.prefix(method.parameterTypes.count)
        let parameters = used.map { "\($0.name): \($0.type)" }
        let arguments = zip(method.labels, zip(used, method.parameterTypes)).map { label, pair in
            let value = pair.1.taking(pair.0.name, of: pair.0.type)
            return label == "_" ? value : "\(label): \(value)"
        }
        let call = "\(method.returnsValue ? "_ = " : "")target.\(method.baseName)(\(arguments.joined(separator: ", ")))"
        let closureParameters = parameters.isEmpty ? "" : "(\(parameters.joined(separator: ", "))) in "
        return .success("{ (target: \(type)) in { \(closureParameters)\(call) } }")
    }
}

private extension String {
    /// Types that leave the sender untyped.
    static let untypedSenders: Set<String> = ["Any", "AnyObject", "NSObject"]

    /// Whether a parameter of this type cannot take Casement's typed sender as it is: an untyped one,
    /// or an optional.
    var needsSenderAdapter: Bool {
        Self.untypedSenders.contains(self) || hasSuffix("?") || hasSuffix("!")
    }

    /// The argument passing `name`, of type `type`, to a parameter of this type: cast down to an
    /// optional of another type; as it is to an untyped one or an optional of its own type.
    func taking(_ name: String, of type: String) -> String {
        let wrapped = String(dropLast())
        guard needsSenderAdapter, !Self.untypedSenders.contains(self), !Self.untypedSenders.contains(wrapped),
              wrapped != type else { return name }
        return "\(name) as? \(wrapped)"
    }
}
