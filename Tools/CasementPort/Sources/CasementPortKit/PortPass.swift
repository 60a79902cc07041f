import SwiftSyntax

/// One rewrite or report over a file's tree, adding its edits and notes to the file's context.
class PortPass: SyntaxVisitor {
    let context: PortContext

    init(context: PortContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }
}
