import SwiftSyntax

/// `#if os(iOS)` and `#if os(tvOS)`: reported, as their branch is not taken on Linux; with
/// `--assume-ios`, rewritten to `os(Linux)` so it is. (`canImport(UIKit)` is already true with Casement.)
final class PlatformConditionRewriter: PortPass {
    private static let applePlatforms: Set<String> = ["iOS", "tvOS"]

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.calledExpression.trimmedDescription == "os", node.isInsideIfConfigCondition,
              let platform = node.arguments.first?.expression, node.arguments.count == 1,
              Self.applePlatforms.contains(platform.trimmedDescription) else { return .visitChildren }
        if context.options.assumeIOS {
            context.replace(platform, with: "Linux")
        } else {
            context.report(node, "this branch is not taken on Linux: run with --assume-ios to take it")
        }
        return .skipChildren
    }
}

extension SyntaxProtocol {
    /// Whether this node is part of an `#if`/`#elseif` condition.
    var isInsideIfConfigCondition: Bool {
        var node = Syntax(self)
        while let parent = node.parent {
            if let clause = parent.as(IfConfigClauseSyntax.self) { return clause.condition?.id == node.id }
            node = parent
        }
        return false
    }
}
