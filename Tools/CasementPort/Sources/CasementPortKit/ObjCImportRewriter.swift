import SwiftSyntax

/// `import ObjectiveC` → removed when all the file takes from it is associated objects, which
/// Casement's UIKit serves under the same names (`import UIKit` in its place when the file has none);
/// the runtime's other functions (swizzling, class introspection) are reported.
final class ObjCImportRewriter: PortPass {
    /// What Casement provides of the Objective-C runtime.
    private static let served: Set<String> = [
        "objc_getAssociatedObject", "objc_setAssociatedObject", "objc_removeAssociatedObjects", "objc_AssociationPolicy",
    ]
    /// The prefixes of the runtime's C functions.
    private static let runtimePrefixes = ["objc_", "class_", "method_", "object_", "sel_", "ivar_", "property_", "protocol_", "imp_"]

    override func visit(_ node: SourceFileSyntax) -> SyntaxVisitorContinueKind {
        let imports = node.statements.compactMap { $0.item.as(ImportDeclSyntax.self) }
        let runtime = imports.filter { $0.path.first?.name.text == "ObjectiveC" }
        guard !runtime.isEmpty else { return .skipChildren }
        let unserved = Set(node.tokens(viewMode: .sourceAccurate).map(\.text).filter { name in
            Self.runtimePrefixes.contains { name.hasPrefix($0) } && !Self.served.contains(name)
        })
        guard unserved.isEmpty else {
            for statement in runtime {
                context.report(statement, "Linux has no Objective-C runtime: \(unserved.sorted().joined(separator: ", ")) "
                               + "cannot be ported; Casement serves only objc_getAssociatedObject and objc_setAssociatedObject")
            }
            return .skipChildren
        }
        let importsUIKit = imports.contains { $0.path.first?.name.text == "UIKit" }
        for (offset, statement) in runtime.enumerated() {
            if offset == 0, !importsUIKit {
                context.replace(statement, with: "import UIKit")
            } else {
                context.remove(statement)
            }
        }
        return .skipChildren
    }
}
