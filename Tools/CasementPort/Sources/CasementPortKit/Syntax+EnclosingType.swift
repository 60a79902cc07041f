import SwiftSyntax

extension SyntaxProtocol {
    /// The qualified name of the type whose body holds this node ("Outer.Inner"), through closures
    /// and functions; an extension counts as its extended type. Nil outside every type and inside a
    /// protocol (whose `Self` is not one type).
    var enclosingTypeName: String? {
        var names: [String] = []
        var node = parent
        while let current = node {
            if let name = current.declaredTypeName {
                names.insert(name, at: 0)
            } else if let extensionDecl = current.as(ExtensionDeclSyntax.self) {
                names.insert(extensionDecl.extendedType.trimmedDescription.withoutGenericArguments, at: 0)
                break
            } else if current.is(ProtocolDeclSyntax.self) {
                return nil
            }
            node = current.parent
        }
        return names.isEmpty ? nil : names.joined(separator: ".")
    }

    /// The name a class, struct, enum or actor declaration gives its type; nil for other nodes.
    var declaredTypeName: String? {
        if let decl = self.as(ClassDeclSyntax.self) { return decl.name.text }
        if let decl = self.as(StructDeclSyntax.self) { return decl.name.text }
        if let decl = self.as(EnumDeclSyntax.self) { return decl.name.text }
        if let decl = self.as(ActorDeclSyntax.self) { return decl.name.text }
        return nil
    }
}

extension String {
    /// The type name without its generic arguments: "Outer<T>.Inner<U>" → "Outer.Inner". Inside a
    /// generic type's body Swift infers them, so a method reference needs none.
    var withoutGenericArguments: String {
        var depth = 0
        return String(filter { character in
            if character == "<" { depth += 1 }
            defer { if character == ">" { depth -= 1 } }
            return depth == 0 && character != ">"
        })
    }

    /// Whether this qualified type name is `other`, or ends with it ("Outer.Inner" is "Inner").
    func names(sameTypeAs other: String) -> Bool {
        self == other || hasSuffix("." + other) || other.hasSuffix("." + self)
    }
}
