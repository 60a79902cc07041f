/// Identifiers a snapshot marks for reloading or reconfiguring: in the order they were marked, each
/// once, with O(1) membership so marking many costs what was marked.
struct IdentifierMarks<Identifier: Hashable> {
    private(set) var elements: [Identifier] = []
    private var members: Set<Identifier> = []

    /// Marks the identifiers not marked yet.
    mutating func mark(_ identifiers: [Identifier]) {
        for identifier in identifiers where members.insert(identifier).inserted { elements.append(identifier) }
    }

    /// Forgets the marks of identifiers that left the snapshot.
    mutating func unmark(_ identifiers: Set<Identifier>) {
        guard !members.isDisjoint(with: identifiers) else { return }
        members.subtract(identifiers)
        elements.removeAll { identifiers.contains($0) }
    }

    func contains(_ identifier: Identifier) -> Bool { members.contains(identifier) }
}
