import Foundation

/// One section of a flow layout packed into lines (Scrolling rules 39–40), worked out as if it
/// scrolled vertically: lines run across `width` and stack downwards. A horizontal layout packs the
/// transposed sizes and transposes the frames back (`transposed`). Pure values: the numbers are
/// tested alone.
struct FlowSectionGeometry {
    /// What the section's packing depends on besides its item sizes.
    struct Metrics: Equatable {
        var inset = UIEdgeInsets.zero
        var lineSpacing: CGFloat = 10
        var interitemSpacing: CGFloat = 10
        var headerHeight: CGFloat = 0
        var footerHeight: CGFloat = 0
    }

    /// One line: its items and the band it fills.
    struct Line {
        let items: Range<Int>
        let minY: CGFloat
        let maxY: CGFloat
    }

    /// The header's and footer's frames, nil when their heights are 0.
    private(set) var header: CGRect?
    private(set) var footer: CGRect?
    /// Each item's frame, by item.
    private(set) var items: [CGRect] = []
    private(set) var lines: [Line] = []
    /// The band the section fills, header to footer.
    let minY: CGFloat
    private(set) var maxY: CGFloat

    /// Packs items of `sizes` into lines across `width`, the section starting at `top`: header, top
    /// inset, lines `lineSpacing` apart, bottom inset, footer. A section without items has no insets.
    init(sizes: [CGSize], width: CGFloat, top: CGFloat, metrics: Metrics) {
        minY = top
        var y = top
        if metrics.headerHeight > 0 {
            header = CGRect(x: 0, y: y, width: width, height: metrics.headerHeight)
            y += metrics.headerHeight
        }
        if !sizes.isEmpty {
            items.reserveCapacity(sizes.count)
            y += metrics.inset.top
            let available = width - metrics.inset.left - metrics.inset.right
            var start = 0, above: (xs: [CGFloat], widths: [CGFloat])?
            while start < sizes.count {
                var end = start + 1, used = sizes[start].width
                while end < sizes.count, used + metrics.interitemSpacing + sizes[end].width <= available {
                    used += metrics.interitemSpacing + sizes[end].width
                    end += 1
                }
                let line = start..<end
                let widths = sizes[line].map(\.width)
                let xs = Self.positions(of: widths, isLast: end == sizes.count, above: above,
                                        left: metrics.inset.left, available: available, spacing: metrics.interitemSpacing)
                let height = sizes[line].map(\.height).max() ?? 0
                for (item, x) in zip(line, xs) {
                    let size = sizes[item]
                    items.append(CGRect(x: x, y: y + (height - size.height) / 2, width: size.width, height: size.height))
                }
                lines.append(Line(items: line, minY: y, maxY: y + height))
                y += height + metrics.lineSpacing
                above = (xs, widths)
                start = end
            }
            y += metrics.inset.bottom - metrics.lineSpacing
        }
        if metrics.footerHeight > 0 {
            footer = CGRect(x: 0, y: y, width: width, height: metrics.footerHeight)
            y += metrics.footerHeight
        }
        maxY = y
    }

    /// Where a line's items start across the width (Scrolling rule 39): a full line spreads its leftover room
    /// evenly between its items, first on the left inset and last on the right; a one-item line is
    /// centred; a section's last line keeps the columns of the line above when its items are as wide
    /// as the ones there, else sits at the left with the minimum spacing.
    private static func positions(of widths: [CGFloat], isLast: Bool, above: (xs: [CGFloat], widths: [CGFloat])?,
                                  left: CGFloat, available: CGFloat, spacing: CGFloat) -> [CGFloat] {
        if isLast, let above, widths.count <= above.widths.count, widths.elementsEqual(above.widths.prefix(widths.count)) {
            return Array(above.xs.prefix(widths.count))
        }
        if widths.count == 1 { return [left + (available - widths[0]) / 2] }
        let gap = isLast && above != nil ? spacing : (available - widths.reduce(0, +)) / CGFloat(widths.count - 1)
        var x = left
        return widths.map { width in
            defer { x += width + gap }
            return x
        }
    }

    /// The items whose frames meet `rect`, found from the lines by binary search: the cost is the
    /// lines and items meeting it.
    func items(meeting rect: CGRect) -> [Int] {
        var low = lines.partitionPoint(where: { $0.maxY > rect.minY })
        var found: [Int] = []
        while low < lines.count, lines[low].minY < rect.maxY {
            found += lines[low].items.filter { items[$0].intersects(rect) }
            low += 1
        }
        return found
    }
}

extension CGRect {
    /// The rectangle with its axes swapped: how a horizontal flow layout's frames map to the vertical
    /// packing and back.
    var transposed: CGRect { CGRect(x: minY, y: minX, width: height, height: width) }
}
