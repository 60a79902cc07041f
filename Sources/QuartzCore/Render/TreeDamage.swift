/// Where applied transactions changed the picture, as the render tree knows it: by the recording
/// stamp of the frame that last drew each changed layer (which names its window), or everywhere when
/// no frame recorded where the layer was. The windows divide it among themselves
/// (`WindowFrameState.distribute`): a change in one window redraws nothing in another.
package struct TreeDamage: Equatable {
    /// Pixels to redraw, by the stamp of the frame that drew them.
    package private(set) var regions: [Int: PixelRect] = [:]
    /// Stamps of frames whose windows must be drawn whole (geometry or structure changed there).
    package private(set) var wholeStamps: Set<Int> = []
    /// Whether every window must be drawn whole (a change whose place no frame recorded).
    package private(set) var isEverywhere = false

    package init() {}

    /// Whether nothing changed.
    package var isEmpty: Bool { regions.isEmpty && wholeStamps.isEmpty && !isEverywhere }

    /// Adds `rect`, window pixels of the frame recorded under `stamp`.
    package mutating func add(_ rect: PixelRect, stamp: Int) {
        guard !rect.isEmpty else { return }
        regions[stamp] = regions[stamp].map { $0.union(rect) } ?? rect
    }

    /// Marks the whole window of the frame recorded under `stamp`.
    package mutating func addWhole(stamp: Int) { wholeStamps.insert(stamp) }

    /// Marks every window.
    package mutating func addEverywhere() { isEverywhere = true }
}
