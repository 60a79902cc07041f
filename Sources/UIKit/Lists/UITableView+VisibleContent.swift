import Foundation

/// Showing the slots that meet the bounds: cells for visible rows (made or reused as rows appear,
/// queued as they leave), then headers and footers (floating in the plain style). The work is the
/// visible rows', found through the offset tree, whatever the number of rows.
extension UITableView {
    /// The width of a row: the table's, less an inset-grouped table's margins.
    var rowWidth: CGFloat { max(0, bounds.width - 2 * rowInset) }
    /// How far rows keep from the table's left and right edges.
    var rowInset: CGFloat { style == .insetGrouped ? TableMetrics.insetGroupedMargin : 0 }

    /// The rectangle of slot `slot` in content coordinates.
    func rect(ofSlot slot: Int) -> CGRect {
        CGRect(x: rowInset, y: offsets.offset(of: slot), width: rowWidth, height: offsets.height(of: slot))
    }

    /// Walks the slots meeting the bounds from the first, showing rows, then the sections' views.
    func layOutVisibleContent() {
        let top = bounds.minY, bottom = bounds.maxY
        var shownRows: Set<IndexPath> = [], sections: ClosedRange<Int>?
        if var slot = offsets.slot(at: top) {
            while slot < slots.count {
                let y = offsets.offset(of: slot)
                if y >= bottom { break }
                switch slots.kind(of: slot) {
                case .row(let indexPath):
                    if offsets.height(of: slot) > 0 || !offsets.isMeasured(slot) {
                        showRow(indexPath, slot: slot)
                        shownRows.insert(indexPath)
                    }
                    sections = extend(sections, indexPath.section)
                case .header(let section), .footer(let section):
                    sections = extend(sections, section)
                case .tableHeader, .tableFooter:
                    break
                }
                slot += 1
            }
        }
        // A row being dragged keeps its cell wherever its slot is.
        for (indexPath, cell) in rowCells where !shownRows.contains(indexPath) && cell !== reorder?.cell {
            rowCells[indexPath] = nil
            enqueue(cell)
            tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        }
        layOutSectionViews(in: sections)
        // The table's own header and footer views follow the rows measured above them.
        tableHeaderView?.frame = rect(ofSlot: 0).insetBy(dx: -rowInset, dy: 0)
        tableFooterView?.frame = rect(ofSlot: slots.count - 1).insetBy(dx: -rowInset, dy: 0)
        updateContentSize()
    }

    private func extend(_ range: ClosedRange<Int>?, _ section: Int) -> ClosedRange<Int> {
        guard let range else { return section...section }
        return min(range.lowerBound, section)...max(range.upperBound, section)
    }

    /// Gives the row its cell (from the data source if it has none), its real height if it had an
    /// estimate, its frame, selection and separator; a new cell is added and announced.
    private func showRow(_ indexPath: IndexPath, slot: Int) {
        let existing = rowCells[indexPath]
        let cell = existing ?? cellFromDataSource(for: indexPath)
        if !offsets.isMeasured(slot) { offsets.setHeight(measuredHeight(ofRow: indexPath, cell: cell), of: slot) }
        place(cell, at: shownRect(ofSlot: slot), isNew: existing == nil, indexPath: indexPath)
        guard existing == nil else { return }
        rowCells[indexPath] = cell
        configureEditing(of: cell, at: indexPath, animated: false)
        cell.setSelected(selectedRows.contains(indexPath), animated: false)
        let lastInSection = indexPath.row == slots.rowCounts[indexPath.section] - 1
        showSeparator(of: cell, lastInSection: lastInSection)
        roundCorners(of: cell, first: indexPath.row == 0, last: lastInSection)
        insertSubview(cell, at: 0)
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
    }

    /// The data source's cell for the row; a cell it already gave for another visible row is
    /// reported and replaced, so one cell never shows two rows.
    private func cellFromDataSource(for indexPath: IndexPath) -> UITableViewCell {
        guard let dataSource else { return UITableViewCell(style: .default, reuseIdentifier: nil) }
        var cell = dataSource.tableView(self, cellForRowAt: indexPath)
        if cell.superview === self, let other = rowCells.first(where: { $0.value === cell })?.key {
            Diagnostics.report("UITableViewDataSource.tableView(_:cellForRowAt: \(indexPath)) returned the cell already showing row \(other.row) of section \(other.section); a default cell is used")
            cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        if !cell.madeForTable {
            cell.madeForTable = true
            cellsMade += 1
        }
        return cell
    }

    /// A row has a separator unless the style is none or it is its section's last.
    private func showSeparator(of cell: UITableViewCell, lastInSection: Bool) {
        cell.showSeparator(separatorStyle != .none && !lastInSection, inset: separatorInset, color: separatorColor)
    }

    /// The rows on screen take a new separator style, colour or inset.
    func updateSeparators() {
        for (indexPath, cell) in rowCells {
            showSeparator(of: cell, lastInSection: indexPath.row == slots.rowCounts[indexPath.section] - 1)
        }
    }

    /// An inset-grouped section's first and last rows round their outer corners.
    private func roundCorners(of cell: UITableViewCell, first: Bool, last: Bool) {
        guard style == .insetGrouped else { return }
        var corners: CACornerMask = []
        if first { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
        if last { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        cell.layer.cornerRadius = corners.isEmpty ? 0 : TableMetrics.insetGroupedCornerRadius
        cell.layer.maskedCorners = corners
        cell.clipsToBounds = !corners.isEmpty
    }

    /// Shows the headers and footers of `sections` that meet the bounds. In the plain style a
    /// header sticks to the top while its section is on screen, pushed up by the section's end,
    /// and a footer to the bottom.
    private func layOutSectionViews(in sections: ClosedRange<Int>?) {
        // Views of sections that scrolled away go to their queues first, to come back for new ones.
        for (slot, view) in sectionViews where view.superview === self && sections?.contains(slots.section(containing: slot)) != true {
            endDisplaying(view, slot: slot)
        }
        var shown: Set<Int> = []
        let visible = bounds.inset(by: UIEdgeInsets(top: adjustedContentInset.top, left: 0, bottom: adjustedContentInset.bottom, right: 0))
        for section in sections.map(Array.init) ?? [] {
            for edge in [SectionEdge.header, .footer] {
                let slot = edge == .header ? slots.slot(ofHeader: section) : slots.slot(ofFooter: section)
                guard offsets.height(of: slot) > 0 || !offsets.isMeasured(slot) else { continue }
                let view = sectionViews[slot] ?? makeSectionView(edge, section)
                if !offsets.isMeasured(slot) { offsets.setHeight(measuredHeight(of: view), of: slot) }
                var frame = shownRect(ofSlot: slot)
                frame.origin.x = 0
                frame.size.width = bounds.width
                if style == .plain { frame.origin.y = floatingY(of: edge, section, frame, visible) }
                guard let view, frame.height > 0, frame.intersects(bounds) else { continue }
                shown.insert(slot)
                view.frame = frame
                guard view.superview !== self else { continue }
                sectionViews[slot] = view
                insertBelowIndicators(view)
                if edge == .header {
                    tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
                } else {
                    tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: section)
                }
            }
        }
        for (slot, view) in sectionViews where !shown.contains(slot) && view.superview === self {
            endDisplaying(view, slot: slot)
        }
    }

    /// A header or footer view leaves the screen for its queue.
    func endDisplaying(_ view: UIView, slot: Int) {
        sectionViews[slot] = nil
        enqueue(sectionView: view)
        if case .header(let section) = slots.kind(of: slot) {
            tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
        } else if case .footer(let section) = slots.kind(of: slot) {
            tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
        }
    }

    /// Where a plain table's header or footer floats: within the visible part of the content,
    /// inside its section.
    private func floatingY(of edge: SectionEdge, _ section: Int, _ frame: CGRect, _ visible: CGRect) -> CGFloat {
        let headerSlot = slots.slot(ofHeader: section), footerSlot = slots.slot(ofFooter: section)
        if edge == .header {
            return SectionPinning.headerY(placedAt: frame.minY, height: frame.height, visibleMinY: visible.minY, contentEnd: offsets.offset(of: footerSlot))
        }
        return SectionPinning.footerY(placedAt: frame.minY, height: frame.height, visibleMaxY: visible.maxY, contentStart: offsets.offset(of: headerSlot + 1))
    }

    /// The view for a header or footer: the delegate's, else a title view; nil for neither.
    private func makeSectionView(_ edge: SectionEdge, _ section: Int) -> UIView? {
        let asked = edge == .header
            ? ask(.viewForHeader) { tableDelegate?.tableView(self, viewForHeaderInSection: section) }
            : ask(.viewForFooter) { tableDelegate?.tableView(self, viewForFooterInSection: section) }
        if let asked { return asked }
        guard let title = title(of: edge, section) else { return nil }
        let view = titleViewQueue.popLast() ?? UITableViewHeaderFooterView(titleFor: style)
        view.showTitle(title, header: edge == .header)
        return view
    }

    /// Every cell and section view leaves the screen (a reload): each goes back to its queue, and a
    /// row being dragged is let go (its place is gone).
    func endDisplayingEverything() {
        reorder = nil
        let rows = rowCells.sorted { $0.key < $1.key }
        rowCells.removeAll()
        for (indexPath, cell) in rows {
            enqueue(cell)
            tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        }
        for view in sectionViews.values { enqueue(sectionView: view) }
        sectionViews.removeAll()
    }
}
