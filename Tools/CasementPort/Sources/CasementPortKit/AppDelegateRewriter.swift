import SwiftSyntax

/// The application delegate: `@UIApplicationMain` → `@main`; a non-final one → `final` when no class
/// in the sources inherits from it, else given `required override init()`, because without the
/// Objective-C runtime Casement can only create it through a required initializer. Scene delegates
/// (which Casement makes from `UISceneConfiguration.delegateClass`) get the same.
final class AppDelegateRewriter: PortPass {
    /// The protocols of the delegates Casement makes itself.
    private static let delegateProtocols: Set<String> = ["UIApplicationDelegate", "UISceneDelegate", "UIWindowSceneDelegate"]

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        let entry = node.attributes.compactMap { $0.as(AttributeSyntax.self) }.first {
            ["main", "UIApplicationMain"].contains($0.attributeName.trimmedDescription)
        }
        let isUIKitEntry = entry?.attributeName.trimmedDescription == "UIApplicationMain" || inherited.contains("UIApplicationDelegate")
        let isSceneDelegate = inherited.contains("UISceneDelegate") || inherited.contains("UIWindowSceneDelegate")
        if let entry, entry.attributeName.trimmedDescription == "UIApplicationMain" {
            context.replace(entry, with: "@main")
        }
        guard (entry != nil && isUIKitEntry) || isSceneDelegate else { return .visitChildren }
        guard !node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.final) }) else { return .skipChildren }
        let type = [node.enclosingTypeName, node.name.text].compactMap { $0 }.joined(separator: ".")
        if !context.index.hasSubclass(type) {
            context.insert("final ", at: node.classKeyword.positionAfterSkippingLeadingTrivia.utf8Offset, reportedAt: node.classKeyword)
        } else {
            giveRequiredInit(to: node)
        }
        return .skipChildren
    }

    /// Makes an existing `init()` required, or adds one after the opening brace.
    private func giveRequiredInit(to node: ClassDeclSyntax) {
        let initializers = node.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        if let plain = initializers.first(where: { $0.signature.parameterClause.parameters.isEmpty }) {
            if !plain.modifiers.contains(where: { $0.name.tokenKind == .keyword(.required) }) {
                let start = plain.modifiers.first?.positionAfterSkippingLeadingTrivia ?? plain.initKeyword.positionAfterSkippingLeadingTrivia
                context.insert("required ", at: start.utf8Offset, reportedAt: plain)
            }
            return
        }
        let hasSuperclass = node.inheritanceClause?.inheritedTypes.first.map {
            !Self.delegateProtocols.contains($0.type.trimmedDescription)
        } ?? false
        let indent = node.memberBlock.members.first?.leadingIndentation ?? "    "
        let initializer = hasSuperclass ? "required override init() {\n\(indent)    super.init()\n\(indent)}"
                                        : "required init() {}"
        context.insert("\n\(indent)\(initializer)", at: node.memberBlock.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset,
                       reportedAt: node.name)
    }
}

extension SyntaxProtocol {
    /// The spaces and tabs before this node on its line.
    var leadingIndentation: String {
        let trivia = leadingTrivia.description
        let lastLine = trivia.split(separator: "\n", omittingEmptySubsequences: false).last ?? ""
        return String(lastLine.prefix { $0 == " " || $0 == "\t" })
    }
}
