import CoreGraphics

/// How tall each slot is: at a load, estimates (or, with estimation off, every row's height); when
/// a row or a header view is shown, its real height.
extension UITableView {
    /// A section header or footer.
    enum SectionEdge {
        case header
        case footer
    }

    /// Works out every slot's height (or estimate) for the current width and counts, and the
    /// content size. Asks per row only what the app implements: a million rows with estimated
    /// heights and no `estimatedHeightForRowAt` ask nothing.
    func loadHeights() {
        loadedWidth = bounds.width
        probeSectionViews()
        var heights: [CGFloat] = [], exact: [Bool] = []
        heights.reserveCapacity(slots.count)
        exact.reserveCapacity(slots.count)
        func append(_ height: CGFloat, _ isExact: Bool) {
            heights.append(height)
            exact.append(isExact)
        }
        append(tableHeaderView?.frame.height ?? 0, true)
        for (section, rows) in slots.rowCounts.enumerated() {
            let header = loadedHeight(of: .header, section)
            append(header.height, header.exact)
            appendRowHeights(section: section, rows: rows, &heights, &exact)
            let footer = loadedHeight(of: .footer, section)
            append(footer.height, footer.exact)
        }
        append(tableFooterView?.frame.height ?? 0, true)
        offsets = OffsetTree(heights: heights)
        measured = exact
        updateContentSize()
    }

    /// Whether estimates stand in for rows' heights until they show.
    var estimatesRowHeights: Bool { estimatedRowHeight != 0 }

    /// Each row's height with estimation off, else its estimate. Asks the delegate row by row while it
    /// answers; once its default answers instead, the rest of the section take the uniform value.
    private func appendRowHeights(section: Int, rows: Int, _ heights: inout [CGFloat], _ exact: inout [Bool]) {
        let estimating = estimatesRowHeights
        let method: TableMethod = estimating ? .estimatedHeightForRow : .heightForRow
        var row = 0
        while row < rows {
            let indexPath = IndexPath(row: row, section: section)
            let asked = ask(method) {
                estimating ? tableDelegate?.tableView(self, estimatedHeightForRowAt: indexPath) : tableDelegate?.tableView(self, heightForRowAt: indexPath)
            }
            guard let asked else { break }
            heights.append(asked < 0 ? TableMetrics.standardRowHeight : checkedHeight(asked, "height of row \(row) in section \(section)"))
            exact.append(!estimating)
            row += 1
        }
        let uniform: CGFloat
        if estimating {
            uniform = estimatedRowHeight > 0 ? estimatedRowHeight : rowHeight >= 0 ? rowHeight : TableMetrics.standardRowHeight
        } else {
            uniform = rowHeight >= 0 ? rowHeight : TableMetrics.standardRowHeight
        }
        heights.append(contentsOf: repeatElement(uniform, count: rows - row))
        exact.append(contentsOf: repeatElement(!estimating, count: rows - row))
    }

    /// The real height of the row at `indexPath` shown by `cell`: the delegate's, else `rowHeight`,
    /// else the cell's own fitting height.
    func measuredHeight(ofRow indexPath: IndexPath, cell: UITableViewCell) -> CGFloat {
        if let asked = ask(.heightForRow, { tableDelegate?.tableView(self, heightForRowAt: indexPath) }), asked >= 0 {
            return checkedHeight(asked, "height of row \(indexPath.row) in section \(indexPath.section)")
        }
        if rowHeight >= 0 { return rowHeight }
        return cell.fittingHeight(width: rowWidth)
    }

    /// A header's or footer's height at a load, and whether it is final: the delegate's, the
    /// table's fixed height, the style's height for a title, or (for a view) the titled height
    /// until the view shows.
    private func loadedHeight(of edge: SectionEdge, _ section: Int) -> (height: CGFloat, exact: Bool) {
        let asked = edge == .header
            ? ask(.heightForHeader) { tableDelegate?.tableView(self, heightForHeaderInSection: section) }
            : ask(.heightForFooter) { tableDelegate?.tableView(self, heightForFooterInSection: section) }
        if let asked, asked >= 0 { return (checkedHeight(asked, "height of section \(section)'s \(edge)"), true) }
        let fixed = edge == .header ? sectionHeaderHeight : sectionFooterHeight
        if fixed >= 0 { return (fixed, true) }
        if title(of: edge, section) != nil { return (titledSectionHeight, true) }
        if edge == .header ? givesHeaderViews : givesFooterViews { return (titledSectionHeight, false) }
        return (untitledSectionHeight, true)
    }

    /// A header's or footer's height once its view shows: the view's own height, else what its
    /// constraints need at the table's width.
    func measuredHeight(of view: UIView?) -> CGFloat {
        guard let view else { return untitledSectionHeight }
        if view.frame.height > 0 { return view.frame.height }
        let size = view.systemLayoutSizeFitting(CGSize(width: rowWidth, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        return size.height > 0 ? size.height.rounded(.up) : titledSectionHeight
    }

    /// The section title of `edge`, as read at the last load.
    func title(of edge: SectionEdge, _ section: Int) -> String? {
        edge == .header ? headerTitles[section] : footerTitles[section]
    }

    /// The height of a header or footer with a title in this style.
    var titledSectionHeight: CGFloat { style == .plain ? TableMetrics.plainTitledHeight : TableMetrics.groupedTitledHeight }
    /// The height of a header or footer with neither title nor view: none in a plain table.
    var untitledSectionHeight: CGFloat { style == .plain ? 0 : TableMetrics.groupedSpacing }

    /// Whether the delegate gives header and footer views, found by asking for the first section's
    /// (kept to show it); each answer's view waits in `sectionViews`.
    private func probeSectionViews() {
        guard slots.numberOfSections > 0, let tableDelegate else {
            (givesHeaderViews, givesFooterViews) = (false, false)
            return
        }
        for edge in [SectionEdge.header, .footer] {
            let slot = edge == .header ? slots.slot(ofHeader: 0) : slots.slot(ofFooter: 0)
            let method: TableMethod = edge == .header ? .viewForHeader : .viewForFooter
            var gives = false
            if sectionViews[slot] == nil {
                let view = ask(method) {
                    edge == .header ? tableDelegate.tableView(self, viewForHeaderInSection: 0) : tableDelegate.tableView(self, viewForFooterInSection: 0)
                }
                gives = !unimplementedMethods.contains(method)
                if let view { sectionViews[slot] = view }
            } else {
                gives = true
            }
            if edge == .header { givesHeaderViews = gives } else { givesFooterViews = gives }
        }
    }

    /// `height`, or 0 with a diagnostic when it is negative or not a number.
    func checkedHeight(_ height: CGFloat, _ what: String) -> CGFloat {
        guard height.isFinite, height >= 0 else {
            Diagnostics.report("UITableView: the \(what) is \(height); 0 is used")
            return 0
        }
        return height
    }

    /// The content is the table's width and the slots' total height.
    func updateContentSize() {
        let size = CGSize(width: bounds.width, height: offsets.total)
        if contentSize != size { contentSize = size }
    }
}
