import SwiftSyntax

/// What the rewrites need to know across all the files of one run: each type's methods, each
/// class's superclass, and which types remove themselves as notification observers.
struct ProjectIndex {
    /// A method as far as a rewrite needs it.
    struct Method {
        let baseName: String
        /// Argument labels, "_" for none.
        let labels: [String]
        /// Parameter types as written.
        let parameterTypes: [String]
        /// Whether it returns a value, which an action's method must not.
        let returnsValue: Bool
    }

    private(set) var methods: [String: [Method]] = [:]
    private(set) var superclasses: [String: String] = [:]
    /// Types whose code calls `removeObserver(self…)`.
    private(set) var observerRemovers: Set<String> = []
    /// Types whose code calls `addObserver(self, selector:…)`.
    private(set) var selectorObservers: Set<String> = []
    /// The classes declared in the sources, qualified.
    private(set) var classes: Set<String> = []
    /// Types declared `@MainActor`.
    private(set) var mainActorTypes: Set<String> = []
    /// Optional requirements of the `@objc` protocols that are rewritten, by member base name.
    private(set) var optionalRequirements: Set<String> = []

    init(trees: [SourceFileSyntax]) {
        for tree in trees {
            let collector = Collector(viewMode: .sourceAccurate)
            collector.walk(tree)
            for (type, found) in collector.methods { methods[type, default: []] += found }
            superclasses.merge(collector.superclasses) { first, _ in first }
            observerRemovers.formUnion(collector.observerRemovers)
            selectorObservers.formUnion(collector.selectorObservers)
            classes.formUnion(collector.classes)
            mainActorTypes.formUnion(collector.mainActorTypes)
            optionalRequirements.formUnion(collector.optionalRequirements)
        }
    }

    /// The methods of `type` (qualified or not) with base name `baseName`.
    func methods(of type: String, named baseName: String) -> [Method] {
        methods.filter { $0.key.names(sameTypeAs: type) }.flatMap(\.value).filter { $0.baseName == baseName }
    }

    /// Whether `type` is `ancestor` or inherits from it through classes declared in the sources.
    func isClass(_ type: String, kindOf ancestor: String) -> Bool {
        var current: String? = type
        var seen: Set<String> = []
        while let name = current, seen.insert(name).inserted {
            if name.names(sameTypeAs: ancestor) { return true }
            current = superclasses.first { $0.key.names(sameTypeAs: name) }?.value
        }
        return false
    }

    /// Whether a class in the sources names `type` as its superclass.
    func hasSubclass(_ type: String) -> Bool {
        superclasses.values.contains { $0.names(sameTypeAs: type) }
    }

    /// Whether `type` is isolated to the main actor: declared so, or a class inheriting from
    /// one, or from a UIKit class (Casement's are all main-actor isolated).
    func isMainActorIsolated(_ type: String) -> Bool {
        var current: String? = type
        var seen: Set<String> = []
        while let name = current, seen.insert(name).inserted {
            if name.hasPrefix("UI") || mainActorTypes.contains(where: { $0.names(sameTypeAs: name) }) { return true }
            current = superclasses.first { $0.key.names(sameTypeAs: name) }?.value
        }
        return false
    }

    func removesObservers(_ type: String) -> Bool {
        observerRemovers.contains { $0.names(sameTypeAs: type) }
    }

    /// Whether `type` is a class of the sources that adds itself as a selector observer and removes
    /// itself: it gets a stored property keeping the block observers' tokens, to remove them where
    /// it removed itself.
    func keepsObserverTokens(_ type: String) -> Bool {
        removesObservers(type) && selectorObservers.contains { $0.names(sameTypeAs: type) }
            && classes.contains { $0.names(sameTypeAs: type) }
    }
}

extension ProjectIndex {
    private final class Collector: SyntaxVisitor {
        var methods: [String: [Method]] = [:]
        var superclasses: [String: String] = [:]
        var observerRemovers: Set<String> = []
        var selectorObservers: Set<String> = []
        var classes: Set<String> = []
        var mainActorTypes: Set<String> = []
        var optionalRequirements: Set<String> = []

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            guard let type = node.enclosingTypeName else { return .skipChildren }
            let parameters = node.signature.parameterClause.parameters
            let result = node.signature.returnClause?.type.trimmedDescription
            methods[type, default: []].append(Method(baseName: node.name.text, labels: parameters.map(\.firstName.text),
                                                     parameterTypes: parameters.map(\.type.trimmedDescription),
                                                     returnsValue: result != nil && result != "Void" && result != "()"))
            return .visitChildren
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            let type = [node.enclosingTypeName, node.name.text].compactMap { $0 }.joined(separator: ".")
            classes.insert(type)
            if let superclass = node.inheritanceClause?.inheritedTypes.first {
                superclasses[type] = superclass.type.trimmedDescription.withoutGenericArguments
            }
            if node.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "MainActor" }) {
                mainActorTypes.insert(type)
            }
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.arguments.first?.expression.trimmedDescription == "self", let type = node.enclosingTypeName else {
                return .visitChildren
            }
            if node.calleeName == "removeObserver" { observerRemovers.insert(type) }
            if node.calleeName == "addObserver", node.arguments.dropFirst().first?.label?.text == "selector" {
                selectorObservers.insert(type)
            }
            return .visitChildren
        }

        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            for member in node.memberBlock.members where member.decl.isOptionalRequirement {
                if let name = member.decl.memberName { optionalRequirements.insert(name) }
            }
            return .skipChildren
        }
    }
}
