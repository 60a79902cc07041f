import SwiftSyntax

/// Where a file fails to parse: the first missing or unexpected piece of syntax. Such a file is
/// never edited.
struct ParseFailure: CustomStringConvertible {
    let line: Int
    let column: Int

    init?(_ tree: SourceFileSyntax, path: String) {
        guard tree.hasError else { return nil }
        let finder = Finder(viewMode: .all)
        finder.walk(tree)
        let location = (finder.first ?? Syntax(tree)).startLocation(converter: SourceLocationConverter(fileName: path, tree: tree))
        line = location.line
        column = location.column
    }

    var description: String { "\(line):\(column): does not parse as Swift; left untouched" }

    private final class Finder: SyntaxVisitor {
        var first: Syntax?

        override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
            if first == nil { first = Syntax(node) }
            return .skipChildren
        }

        override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
            if first == nil, token.presence == .missing { first = Syntax(token) }
            return .skipChildren
        }
    }
}
