import SwiftSyntax

/// `@objc`, `@objc(name)`, `@objcMembers`, `@nonobjc`, `dynamic` and the Interface Builder markers
/// that imply `@objc` (`@IBOutlet`, `@IBInspectable`, `@IBDesignable`) → removed, unless a
/// selector or key path left in the file still names the member. `@IBAction` compiles and stays.
/// `@objc` protocols are the protocol rewrite's.
final class ObjCAttributeRewriter: PortPass {
    private static let removed: Set<String> = ["objc", "objcMembers", "nonobjc", "IBOutlet", "IBInspectable", "IBDesignable"]

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        .skipChildren
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.attributeName.trimmedDescription
        if name == "NSManaged" {
            context.report(node, "@NSManaged needs Core Data's runtime: write a computed property over "
                           + "value(forKey:) and setValue(_:forKey:)")
        } else if Self.removed.contains(name), !isStillNeeded(node) {
            context.remove(node)
        }
        return .skipChildren
    }

    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
        if node.name.tokenKind == .keyword(.dynamic), !isStillNeeded(node) {
            context.remove(node)
        }
        return .skipChildren
    }

    /// Whether the declaration carrying `node` is named by a selector or key path left in the file:
    /// then its marker stays, for the hand port that the report asks for.
    private func isStillNeeded(_ node: some SyntaxProtocol) -> Bool {
        guard let name = node.parent?.parent?.as(DeclSyntax.self)?.memberName,
              context.namesStillNeedingObjC.contains(name) else { return false }
        context.report(node, "kept: \(name) is still named by a selector or key path this tool could not port")
        return true
    }
}
