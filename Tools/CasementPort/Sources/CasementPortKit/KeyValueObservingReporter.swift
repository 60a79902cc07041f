import SwiftSyntax

/// Reports key-value observing, which Foundation on Linux does not have: `observe(\.property…)`,
/// `addObserver(_:forKeyPath:options:context:)` and `observeValue(forKeyPath:of:change:context:)`.
/// The observed properties keep their `@objc dynamic`, for the hand port.
final class KeyValueObservingReporter: PortPass {
    private static let instead = "Linux has no key-value observing: call a closure from the property's didSet instead"

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let labels = node.arguments.map(\.labelText)
        if node.calleeName == "observe", let keyPath = node.arguments.first?.expression.as(KeyPathExprSyntax.self) {
            context.report(node, Self.instead)
            if let property = keyPath.components.last?.component.as(KeyPathPropertyComponentSyntax.self) {
                context.namesStillNeedingObjC.insert(property.declName.baseName.text)
            }
        } else if node.calleeName == "addObserver", labels.contains("forKeyPath") {
            context.report(node, Self.instead)
            let path = node.arguments.first { $0.label?.text == "forKeyPath" }?.expression
            let property = path?.as(StringLiteralExprSyntax.self)?.representedLiteralValue?.split(separator: ".").last.map(String.init)
                ?? path?.as(MacroExpansionExprSyntax.self)?.arguments.first?.expression.identifierChain?.last
            if let property { context.namesStillNeedingObjC.insert(property) }
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == "observeValue", node.signature.parameterClause.parameters.first?.firstName.text == "forKeyPath" {
            context.report(node.name, Self.instead)
        }
        return .visitChildren
    }
}
