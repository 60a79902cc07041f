/// How a platform's display list changed: which displays came, went, or changed in place.
package struct DisplayListChange: Equatable {
    package var connected: [PlatformDisplay.ID] = []
    package var disconnected: [PlatformDisplay.ID] = []
    package var changed: [PlatformDisplay.ID] = []

    /// The change from the list `old` to the list `new`.
    package init(from old: [PlatformDisplay], to new: [PlatformDisplay]) {
        let before = Dictionary(uniqueKeysWithValues: old.map { ($0.id, $0) })
        let after = Set(new.map(\.id))
        disconnected = old.map(\.id).filter { !after.contains($0) }
        for display in new {
            guard let previous = before[display.id] else {
                connected.append(display.id)
                continue
            }
            if previous != display { changed.append(display.id) }
        }
    }

    /// The change as events, departures first.
    package var events: [PlatformEvent.Kind] {
        disconnected.map { .displayDisconnected($0) } + connected.map { .displayConnected($0) } + changed.map { .displayChanged($0) }
    }
}
