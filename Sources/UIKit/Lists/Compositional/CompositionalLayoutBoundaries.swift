import Foundation

/// A compositional layout's own headers and footers worked out (its configuration's boundary
/// items): the headers from the top of the content, the footers after the last section, each as
/// wide as the layout; pinned ones stay at the visible top or bottom over the sections. Pure values.
struct CompositionalLayoutBoundaries {
    /// The headers, then (from `footersStart` on) the footers.
    private(set) var boundaries: [CompositionalBoundary] = []
    private var footersStart = 0
    /// Where the sections begin (below the headers) and end (above the footers).
    private(set) var sectionsMinY: CGFloat = 0
    private var sectionsMaxY: CGFloat = 0
    /// The bottom of the last footer: the content's height.
    private(set) var maxY: CGFloat = 0
    private let items: [NSCollectionLayoutBoundarySupplementaryItem]
    private let width: CGFloat
    private let height: CGFloat

    /// Places the headers among `items` in a layout `width` by `height` (fractions are of these).
    @MainActor
    init(_ items: [NSCollectionLayoutBoundarySupplementaryItem], width: CGFloat, height: CGFloat) {
        self.items = items
        self.width = width
        self.height = height
        for header in items where !header.isFooter { place(header) }
        sectionsMinY = maxY
    }

    /// Places the footers below the sections, which end at `sectionsMaxY`.
    @MainActor
    mutating func placeFooters(after sectionsMaxY: CGFloat) {
        self.sectionsMaxY = sectionsMaxY
        maxY = sectionsMaxY
        footersStart = boundaries.count
        for footer in items where footer.isFooter { place(footer) }
    }

    /// Moves the footers as the sections above them grew by `distance`.
    mutating func moveFooters(by distance: CGFloat) {
        sectionsMaxY += distance
        maxY += distance
        for index in boundaries.indices[footersStart...] { boundaries[index].frame.origin.y += distance }
    }

    /// The headers and footers where they show, the pinned ones stuck to `visible`.
    func shown(in visible: CGRect) -> [CompositionalBoundary] {
        boundaries.indices.map { index in
            boundaries[index].shown(in: visible, isFooter: index >= footersStart, contentMinY: sectionsMinY, contentMaxY: sectionsMaxY)
        }
    }

    @MainActor
    private mutating func place(_ item: NSCollectionLayoutBoundarySupplementaryItem) {
        let boundary = CompositionalBoundary(item, y: maxY, minX: 0, width: width, height: height)
        boundaries.append(boundary)
        maxY += boundary.frame.height
    }
}
