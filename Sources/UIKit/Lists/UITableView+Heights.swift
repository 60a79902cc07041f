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
    /// heights and no `estimatedHeightForRowAt` ask nothing, and cost the sections.
    func loadHeights() {
        loadedWidth = bounds.width
        probeSectionViews()
        var sections: [SlotHeights.Section] = [], differences: [(slot: Int, difference: CGFloat)] = []
        sections.reserveCapacity(slots.numberOfSections)
        for (section, rows) in slots.rowCounts.enumerated() {
            let header = loadedHeight(of: .header, section), footer = loadedHeight(of: .footer, section)
            let uniform = uniformRowHeight
            askRowHeights(section: section, rows: rows) { row, height in
                if height != uniform { differences.append((slots.slot(ofRow: IndexPath(row: row, section: section)), height - uniform)) }
            }
            sections.append(SlotHeights.Section(header: header.height, headerIsExact: header.exact, row: uniform,
                                                footer: footer.height, footerIsExact: footer.exact))
        }
        offsets = SlotHeights(slots: slots, tableHeader: tableHeaderView?.frame.height ?? 0, tableFooter: tableFooterView?.frame.height ?? 0,
                              sections: sections, rowsAreExact: !estimatesRowHeights, differences: differences)
        updateContentSize()
    }

    /// Whether estimates stand in for rows' heights until they show.
    var estimatesRowHeights: Bool { estimatedRowHeight != 0 }

    /// The height rows have at a load unless the delegate gives their own: the estimate, or with
    /// estimation off `rowHeight` (a standard row's when both are automatic).
    private var uniformRowHeight: CGFloat {
        if estimatesRowHeights, estimatedRowHeight > 0 { return estimatedRowHeight }
        return rowHeight >= 0 ? rowHeight : TableMetrics.standardRowHeight
    }

    /// Asks the delegate each row's height (estimation off) or estimate, row by row while it answers;
    /// once its default answers instead, the rest of the rows take the uniform height.
    private func askRowHeights(section: Int, rows: Int, _ answer: (Int, CGFloat) -> Void) {
        let estimating = estimatesRowHeights
        let method: TableMethod = estimating ? .estimatedHeightForRow : .heightForRow
        for row in 0..<rows {
            let indexPath = IndexPath(row: row, section: section)
            let asked = ask(method) {
                estimating ? tableDelegate?.tableView(self, estimatedHeightForRowAt: indexPath) : tableDelegate?.tableView(self, heightForRowAt: indexPath)
            }
            guard let asked else { return }
            answer(row, asked < 0 ? TableMetrics.standardRowHeight : checkedHeight(asked, "height of row \(row) in section \(section)"))
        }
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
