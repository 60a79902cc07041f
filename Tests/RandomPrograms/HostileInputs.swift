/// The hostile inputs that once crashed or broke invariants (issue 17), each of which can be switched
/// off to tell which kind of input a new failure needs.
/// `CASEMENT_SOAK_HOSTILE` chooses them: `all` (the default), `none`, or a comma-separated list of
/// `nonFinite,farOffscreen,perspective,openTransaction,deepHierarchy`.
package struct HostileInputs: OptionSet, Sendable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }

    /// NaN and infinite values through geometry setters and animation values.
    package static let nonFinite = HostileInputs(rawValue: 1 << 0)
    /// Layers very far outside the window or very large, group-opacity, masked and shadowed ones among
    /// them (their pixel rectangles overflow the compositor's integer conversions).
    package static let farOffscreen = HostileInputs(rawValue: 1 << 1)
    /// 3D transforms (perspective, turns about x and y, flattening) on conversion and hit-testing
    /// paths: the round trip is checked through them.
    package static let perspective = HostileInputs(rawValue: 1 << 2)
    /// A `CATransaction.begin()` left open at the end of a turn.
    package static let openTransaction = HostileInputs(rawValue: 1 << 3)
    /// A hierarchy 100,000 views deep.
    package static let deepHierarchy = HostileInputs(rawValue: 1 << 4)

    package static let all: HostileInputs = [.nonFinite, .farOffscreen, .perspective, .openTransaction, .deepHierarchy]
    private static let names: [(String, HostileInputs)] = [
        ("nonFinite", .nonFinite), ("farOffscreen", .farOffscreen), ("perspective", .perspective),
        ("openTransaction", .openTransaction), ("deepHierarchy", .deepHierarchy),
    ]

    /// The inputs `text` names (see the type's comment); nil for an unknown name.
    package init?(naming text: String) {
        switch text {
        case "all": self = .all
        case "none", "": self = []
        default:
            var chosen: HostileInputs = []
            for name in text.split(separator: ",") {
                guard let match = HostileInputs.names.first(where: { $0.0 == name }) else { return nil }
                chosen.insert(match.1)
            }
            self = chosen
        }
    }

    /// The names of the inputs switched on, for messages.
    package var description: String {
        let on = HostileInputs.names.filter { contains($0.1) }.map(\.0)
        return on.isEmpty ? "none" : on.joined(separator: ",")
    }
}
