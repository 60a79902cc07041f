/// Turns a selector into the method reference Casement's target-action calls take:
/// `#selector(tapped(_:))` in `Controller` → `Controller.tapped(_:)`.
struct MethodReference {
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
        let method = candidates.first { selector.labels == nil || $0.labels == selector.labels }
        guard let method, method.parameterTypes.contains(where: { $0.needsSenderAdapter }) else {
            return .success("\(type).\(selector.member)")
        }
        return adapter(calling: method, of: type)
    }

    /// A closure of the shape Casement takes that calls `method`, its sender cast as it declares it.
    private func adapter(calling method: ProjectIndex.Method, of type: String) -> Result<String, Unportable> {
        let names = [("sender", sender), ("event", "UIEvent")]
        guard method.parameterTypes.count <= names.count else {
            return .failure(Unportable("\(method.baseName) takes \(method.parameterTypes.count) parameters; an action takes the sender and the event at most"))
        }
        let parameters = zip(names, method.parameterTypes).map { "\($0.0.0): \($0.0.1)" }
        let arguments = zip(zip(method.labels, names), method.parameterTypes).map { pair, type in
            let value = type.castFromSender(named: pair.1.0)
            return pair.0 == "_" ? value : "\(pair.0): \(value)"
        }
        return .success("{ (target: \(type)) in { (\(parameters.joined(separator: ", "))) in "
                        + "target.\(method.baseName)(\(arguments.joined(separator: ", "))) } }")
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

    /// The argument passing the sender `name` to a parameter of this type.
    func castFromSender(named name: String) -> String {
        let wrapped = String(dropLast())
        guard needsSenderAdapter, !Self.untypedSenders.contains(self), !Self.untypedSenders.contains(wrapped) else {
            return name
        }
        return "\(name) as? \(wrapped)"
    }
}
