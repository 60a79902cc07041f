import Foundation

/// A row dragged by its reorder control while the table edits: its cell, lifted above its
/// neighbours, follows the pointer up and down; the rows between its own place and the place it
/// would drop at slide by its height to make room. Only slots are compared, so a drag costs the
/// visible rows whatever the table's size.
@MainActor
final class RowReorder {
    /// The row dragged, its slot and cell, and its height.
    let source: IndexPath
    let sourceSlot: Int
    let cell: UITableViewCell
    let height: CGFloat
    /// The dragged row's top when the drag began, and now (content coordinates).
    let startY: CGFloat
    var y: CGFloat
    /// The table's content offset (y) when the drag began, and the pointer's travel since (the
    /// row follows both, so it stays under the pointer while the table scrolls).
    let startOffset: CGFloat
    var translation: CGFloat = 0
    /// Drives the scrolling while the row is held near the table's top or bottom edge, and where
    /// that scrolling has got to before rounding to pixels (slow steps add up).
    var autoscrollLink: CADisplayLink?
    var autoscrolledOffset: CGFloat?
    /// The place the pointer proposes, and the one the delegate made of it: where the row drops.
    var proposed: IndexPath
    var destination: IndexPath
    /// The slot, in the layout before the move, that the dragged row's gap has reached.
    var gapSlot: Int

    init(source: IndexPath, sourceSlot: Int, cell: UITableViewCell, height: CGFloat, startY: CGFloat, startOffset: CGFloat) {
        self.source = source
        self.sourceSlot = sourceSlot
        self.cell = cell
        self.height = height
        self.startY = startY
        self.startOffset = startOffset
        y = startY
        proposed = source
        destination = source
        gapSlot = sourceSlot
    }

    /// The shadow that shows the row lifted (Casement's, after iOS's look), and the cell's own to
    /// give back when it is put down.
    static let liftShadow = (opacity: Float(0.25), radius: CGFloat(8), offset: CGSize.zero)
    private var ownShadow: (opacity: Float, radius: CGFloat, offset: CGSize)?

    /// Shows the cell lifted above the rows (a soft shadow all round), or puts it back down.
    func setLifted(_ lifted: Bool) {
        let layer = cell.layer
        if lifted {
            ownShadow = (layer.shadowOpacity, layer.shadowRadius, layer.shadowOffset)
        } else if ownShadow == nil {
            return
        }
        let shadow = lifted ? Self.liftShadow : ownShadow!
        layer.shadowOpacity = shadow.opacity
        layer.shadowRadius = shadow.radius
        layer.shadowOffset = shadow.offset
    }

    /// Stops the scrolling near an edge, if it is under way.
    func stopAutoscroll() {
        autoscrollLink?.invalidate()
        autoscrollLink = nil
        autoscrolledOffset = nil
    }

    /// How far the row, header or footer in `slot` slides to make room: up by the dragged row's
    /// height between its place and a gap below it, down between a gap above it and its place.
    func displacement(ofSlot slot: Int) -> CGFloat {
        if gapSlot > sourceSlot, slot > sourceSlot, slot <= gapSlot { return -height }
        if gapSlot < sourceSlot, slot >= gapSlot, slot < sourceSlot { return height }
        return 0
    }
}

/// Where a dragged row may drop, in index paths as `tableView(_:moveRowAt:to:)` takes them (the
/// row's place after the move).
extension TableSlots {
    /// The drop proposed while the middle of the row dragged from `source` is over `slot`: the
    /// hovered row's place (below the row's own section, the place after it; over a header, a
    /// section's first place), kept within what the section can take.
    func reorderProposal(hovering slot: Int, from source: IndexPath) -> IndexPath {
        let slot = min(max(slot, self.slot(ofHeader: 0)), self.slot(ofFooter: numberOfSections - 1))
        let section = section(containing: slot), header = self.slot(ofHeader: section)
        let row = section > source.section ? slot - header : slot - header - 1
        return IndexPath(row: min(max(row, 0), lastReorderRow(in: section, from: source)), section: section)
    }

    /// Whether the row from `source` can drop at `destination`.
    func canReorder(from source: IndexPath, to destination: IndexPath) -> Bool {
        rowCounts.indices.contains(destination.section) && destination.row >= 0
            && destination.row <= lastReorderRow(in: destination.section, from: source)
    }

    /// The slot whose row the dragged one takes the place of, in the layout before the move: the
    /// rows from there to its own slot make room.
    func reorderGap(from source: IndexPath, to destination: IndexPath) -> Int {
        destination.section > source.section ? slot(ofRow: destination) - 1 : slot(ofRow: destination)
    }

    /// A row moved within its section keeps the count; moved in from another it may go after the last.
    private func lastReorderRow(in section: Int, from source: IndexPath) -> Int {
        rowCounts[section] - (section == source.section ? 1 : 0)
    }
}
