/// The inputs of known bugs being fixed on other branches (issue 17), generated only while switched
/// on: each can be switched off to tell a new bug from a known one while those fixes are not merged.
/// `CASEMENT_SOAK_KNOWN_BUGS` chooses them: `all` (the default), `none`, or a comma-separated list of
/// `nonFinite,farOffscreen,perspective,openTransaction,deepHierarchy`.
package struct KnownBugInputs: OptionSet, Sendable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }

    /// NaN and infinite values through geometry setters and animation values.
    package static let nonFinite = KnownBugInputs(rawValue: 1 << 0)
    /// Layers very far outside the window or very large, group-opacity, masked and shadowed ones among
    /// them (their pixel rectangles overflow the compositor's integer conversions).
    package static let farOffscreen = KnownBugInputs(rawValue: 1 << 1)
    /// 3D transforms (perspective, turns about x and y, flattening) on conversion and hit-testing
    /// paths: the round trip is checked through them.
    package static let perspective = KnownBugInputs(rawValue: 1 << 2)
    /// A `CATransaction.begin()` left open at the end of a turn.
    package static let openTransaction = KnownBugInputs(rawValue: 1 << 3)
    /// A hierarchy 100,000 views deep.
    package static let deepHierarchy = KnownBugInputs(rawValue: 1 << 4)

    package static let all: KnownBugInputs = [.nonFinite, .farOffscreen, .perspective, .openTransaction, .deepHierarchy]
    private static let names: [(String, KnownBugInputs)] = [
        ("nonFinite", .nonFinite), ("farOffscreen", .farOffscreen), ("perspective", .perspective),
        ("openTransaction", .openTransaction), ("deepHierarchy", .deepHierarchy),
    ]

    /// The inputs `text` names (see the type's comment); nil for an unknown name.
    package init?(naming text: String) {
        switch text {
        case "all": self = .all
        case "none", "": self = []
        default:
            var chosen: KnownBugInputs = []
            for name in text.split(separator: ",") {
                guard let match = KnownBugInputs.names.first(where: { $0.0 == name }) else { return nil }
                chosen.insert(match.1)
            }
            self = chosen
        }
    }

    /// The names of the inputs switched on, for messages.
    package var description: String {
        let on = KnownBugInputs.names.filter { contains($0.1) }.map(\.0)
        return on.isEmpty ? "none" : on.joined(separator: ",")
    }
}
