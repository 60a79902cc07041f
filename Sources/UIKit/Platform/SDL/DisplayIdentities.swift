import Foundation

/// Identities for SDL 2's displays, which SDL names only by an index that shifts when a display
/// before them is unplugged: a display keeps its identity while one of its name and bounds is listed.
package struct DisplayIdentities {
    /// What tells displays apart when their indices change.
    package struct Description: Equatable {
        package var name: String
        package var bounds: CGRect
        package init(name: String, bounds: CGRect) {
            self.name = name
            self.bounds = bounds
        }
    }

    private var known: [(id: PlatformDisplay.ID, description: Description)] = []
    private var lastID = 0

    package init() {}

    /// The identities of `displays` (SDL's list, in its order): a known display's, matched by name and
    /// bounds, else by name alone (it moved or changed mode), else a new one never used before.
    package mutating func identify(_ displays: [Description]) -> [PlatformDisplay.ID] {
        var unclaimed = known
        var ids = [PlatformDisplay.ID?](repeating: nil, count: displays.count)
        let sameDisplay: [(Description, Description) -> Bool] = [(==), { $0.name == $1.name }]
        for matches in sameDisplay {
            for (index, display) in displays.enumerated() where ids[index] == nil {
                guard let match = unclaimed.firstIndex(where: { matches($0.description, display) }) else { continue }
                ids[index] = unclaimed.remove(at: match).id
            }
        }
        let identified = ids.map { id -> PlatformDisplay.ID in
            if let id { return id }
            lastID += 1
            return PlatformDisplay.ID(lastID)
        }
        known = Array(zip(identified, displays))
        return identified
    }
}
