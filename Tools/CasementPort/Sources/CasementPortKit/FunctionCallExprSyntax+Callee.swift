import SwiftSyntax

extension FunctionCallExprSyntax {
    /// The called function's or type's name: "addTarget" in `button.addTarget(…)`, "UIKeyCommand"
    /// in `UIKeyCommand.init(…)`.
    var calleeName: String {
        if let access = calledExpression.as(MemberAccessExprSyntax.self) {
            let name = access.declName.baseName.text
            guard name == "init", let base = access.base else { return name }
            return base.trimmedDescription.split(separator: ".").last.map(String.init) ?? name
        }
        return calledExpression.trimmedDescription
    }
}

extension LabeledExprSyntax {
    /// The argument's label, "_" for none.
    var labelText: String { label?.text ?? "_" }
}
