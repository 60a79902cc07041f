import Foundation

/// A menu as Casement draws it (Text rules 26–27, 38 for the edit menu; `UIMenu` on buttons and
/// bar button items): titled rows in a small panel, each enabled or not, destructive ones red,
/// groups apart by a line. UIKit draws its menus itself and keeps their views private; so does
/// Casement. The menu covers its window, so a click anywhere closes it (a click on an enabled row
/// performs it first); Escape or another key closes it too. The enabled row under the pointer is
/// highlighted in the tint colour, its title white.
final class MenuPanelView: UIView {
    /// A row of the menu: its title, whether it may be chosen, whether it destroys something (red),
    /// whether a line sets it apart from the rows above, and what choosing it does (after the menu
    /// has closed).
    struct Row {
        let title: String
        let isEnabled: Bool
        var isDestructive = false
        var startsGroup = false
        let perform: @MainActor () -> Void
    }

    /// The panel's metrics (chosen: a compact desktop menu).
    enum Metrics {
        static let rowHeight: CGFloat = 24, verticalPadding: CGFloat = 5, textInset: CGFloat = 12
        static let minimumWidth: CGFloat = 120, fontSize: CGFloat = 14, cornerRadius: CGFloat = 6
        static let panelColor = UIColor(white: 0.97, alpha: 1), borderColor = UIColor(white: 0.75, alpha: 1)
        static let disabledColor = UIColor(white: 0.6, alpha: 1), destructiveColor = UIColor.systemRed
        /// The highlight's inset from the panel's sides, and its corners.
        static let highlightInset: CGFloat = 4, highlightRadius: CGFloat = 4
    }

    /// The rows, in the order shown.
    let rows: [Row]
    /// The panel of rows.
    let panel = UIView()
    /// The rows' titles, in the order shown.
    private var labels: [UILabel] = []
    /// The highlight under the row the pointer is over.
    private let highlight = UIView()
    /// The enabled row the pointer is over, highlighted.
    private(set) var highlightedRow: Int? {
        didSet { if highlightedRow != oldValue { showHighlight() } }
    }

    /// A menu of `rows` whose panel's top left corner is at `point` (in `window`'s bounds), or, when
    /// `below` is given, under that rectangle (above it when there is no room below); moved in as
    /// far as needed to stay inside the window.
    init(rows: [Row], at point: CGPoint, below anchor: CGRect? = nil, in window: UIWindow) {
        self.rows = rows
        super.init(frame: window.bounds)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        panel.backgroundColor = Metrics.panelColor
        panel.layer.cornerRadius = Metrics.cornerRadius
        panel.layer.borderColor = Metrics.borderColor.cgColor
        panel.layer.borderWidth = 1
        addSubview(panel)
        highlight.layer.cornerRadius = Metrics.highlightRadius
        highlight.isHidden = true
        panel.addSubview(highlight)
        labels = rows.map { row in
            let label = UILabel()
            label.text = row.title
            label.font = .systemFont(ofSize: Metrics.fontSize)
            panel.addSubview(label)
            return label
        }
        let widest = labels.map { $0.intrinsicContentSize.width }.max() ?? 0
        let size = CGSize(width: max(Metrics.minimumWidth, (widest + 2 * Metrics.textInset).rounded(.up)),
                          height: CGFloat(rows.count) * Metrics.rowHeight + 2 * Metrics.verticalPadding)
        for (index, label) in labels.enumerated() {
            label.frame = CGRect(x: Metrics.textInset, y: Metrics.verticalPadding + CGFloat(index) * Metrics.rowHeight,
                                 width: size.width - 2 * Metrics.textInset, height: Metrics.rowHeight)
            if rows[index].startsGroup && index > 0 {
                let line = UIView(frame: CGRect(x: 0, y: label.frame.minY, width: size.width, height: 1))
                line.backgroundColor = Metrics.borderColor
                panel.addSubview(line)
            }
        }
        showHighlight()
        var origin = CGPoint(x: point.x - window.bounds.minX, y: point.y - window.bounds.minY)
        if let anchor {
            let below = anchor.maxY - window.bounds.minY
            origin = CGPoint(x: anchor.minX - window.bounds.minX,
                             y: below + size.height <= bounds.height ? below : anchor.minY - window.bounds.minY - size.height)
        }
        panel.frame = CGRect(x: max(0, min(origin.x, bounds.width - size.width)), y: max(0, min(origin.y, bounds.height - size.height)),
                             width: size.width, height: size.height)
        addGestureRecognizer(UIHoverGestureRecognizer(target: self, action: MenuPanelView.pointerHovered))
    }

    required init?(coder: NSCoder) { nil }

    /// The index of the row at `point` (in the menu's coordinates), if it is on one.
    func row(at point: CGPoint) -> Int? {
        let local = convert(point, to: panel)
        guard panel.bounds.contains(local), local.y >= Metrics.verticalPadding else { return nil }
        let row = Int(((local.y - Metrics.verticalPadding) / Metrics.rowHeight).rounded(.down))
        return rows.indices.contains(row) ? row : nil
    }

    /// The pointer moved over the menu, or left it.
    private func pointerHovered(_ hover: UIHoverGestureRecognizer) {
        let row = hover.state == .ended || hover.state == .cancelled ? nil : row(at: hover.location(in: self))
        highlightedRow = row.flatMap { rows[$0].isEnabled ? $0 : nil }
    }

    /// Puts the highlight under the highlighted row, whose title turns white, or hides it.
    private func showHighlight() {
        for (index, label) in labels.enumerated() {
            let row = rows[index]
            label.textColor = index == highlightedRow ? .white : !row.isEnabled ? Metrics.disabledColor
                : row.isDestructive ? Metrics.destructiveColor : .black
        }
        highlight.isHidden = highlightedRow == nil
        guard let highlightedRow else { return }
        highlight.backgroundColor = rows[highlightedRow].isDestructive ? Metrics.destructiveColor : tintColor
        highlight.frame = CGRect(x: Metrics.highlightInset, y: Metrics.verticalPadding + CGFloat(highlightedRow) * Metrics.rowHeight,
                                 width: panel.bounds.width - 2 * Metrics.highlightInset, height: Metrics.rowHeight)
    }

    /// Removes the menu from its window.
    func close() { removeFromSuperview() }

    /// A press outside the panel closes the menu.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, !panel.bounds.contains(touch.location(in: panel)) else { return }
        close()
    }

    /// A release on an enabled row closes the menu, then performs the row.
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, superview != nil, let index = row(at: touch.location(in: self)), rows[index].isEnabled else { return }
        close()
        rows[index].perform()
    }
}
