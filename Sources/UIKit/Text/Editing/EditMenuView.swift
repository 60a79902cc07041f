/// The edit menu a secondary click opens on a text field or view (Text rules 26–27, 38): Cut,
/// Copy, Paste and Select All in a small panel at the pointer, each enabled as the view can
/// perform it now. UIKit shows its actions through `UIEditMenuInteraction`; Casement draws this
/// menu itself and keeps it internal. The menu covers its window, so a click anywhere closes it
/// (a click on an enabled item performs it first); Escape or another key closes it too. The
/// enabled item under the pointer is highlighted in the tint colour, its title white.
final class EditMenuView: UIView {
    /// An item of the menu, in the order shown.
    enum Item: CaseIterable {
        case cut, copy, paste, selectAll

        var title: String {
            switch self {
            case .cut: "Cut"
            case .copy: "Copy"
            case .paste: "Paste"
            case .selectAll: "Select All"
            }
        }
    }

    /// The panel's metrics (chosen: a compact desktop menu).
    enum Metrics {
        static let rowHeight: CGFloat = 24, verticalPadding: CGFloat = 5, textInset: CGFloat = 12
        static let minimumWidth: CGFloat = 120, fontSize: CGFloat = 14, cornerRadius: CGFloat = 6
        static let panelColor = UIColor(white: 0.97, alpha: 1), borderColor = UIColor(white: 0.75, alpha: 1)
        static let disabledColor = UIColor(white: 0.6, alpha: 1)
        /// The highlight's inset from the panel's sides, and its corners.
        static let highlightInset: CGFloat = 4, highlightRadius: CGFloat = 4
    }

    /// The view whose actions the menu performs.
    private weak var target: (any TextEditingView)?
    /// The items, in the order shown, with whether each was enabled when the menu opened.
    let items: [(item: Item, isEnabled: Bool)]
    /// The panel drawn at the pointer.
    let panel = UIView()
    /// The items' titles, in the order shown.
    private var labels: [UILabel] = []
    /// The highlight under the item the pointer is over.
    private let highlight = UIView()
    /// The enabled item the pointer is over, highlighted.
    private(set) var highlightedItem: Item? {
        didSet { if highlightedItem != oldValue { showHighlight() } }
    }

    /// A menu for `target`, its panel's top left corner at `point` (in `window`'s bounds), moved
    /// in as far as needed to stay inside the window.
    init(for target: any TextEditingView, at point: CGPoint, in window: UIWindow) {
        self.target = target
        items = Item.allCases.map { ($0, target.canPerform($0)) }
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
        labels = items.map { entry in
            let label = UILabel()
            label.text = entry.item.title
            label.font = .systemFont(ofSize: Metrics.fontSize)
            label.textColor = entry.isEnabled ? .black : Metrics.disabledColor
            panel.addSubview(label)
            return label
        }
        let widest = labels.map { $0.intrinsicContentSize.width }.max() ?? 0
        let size = CGSize(width: max(Metrics.minimumWidth, (widest + 2 * Metrics.textInset).rounded(.up)),
                          height: CGFloat(items.count) * Metrics.rowHeight + 2 * Metrics.verticalPadding)
        for (index, label) in labels.enumerated() {
            label.frame = CGRect(x: Metrics.textInset, y: Metrics.verticalPadding + CGFloat(index) * Metrics.rowHeight,
                                 width: size.width - 2 * Metrics.textInset, height: Metrics.rowHeight)
        }
        let origin = CGPoint(x: point.x - window.bounds.minX, y: point.y - window.bounds.minY)
        panel.frame = CGRect(x: max(0, min(origin.x, bounds.width - size.width)), y: max(0, min(origin.y, bounds.height - size.height)),
                             width: size.width, height: size.height)
        addGestureRecognizer(UIHoverGestureRecognizer(target: self, action: EditMenuView.pointerHovered))
    }

    required init?(coder: NSCoder) { nil }

    /// The item at `point` (in the menu's coordinates), if it is on one.
    func item(at point: CGPoint) -> (item: Item, isEnabled: Bool)? {
        let local = convert(point, to: panel)
        guard panel.bounds.contains(local) else { return nil }
        let row = Int(((local.y - Metrics.verticalPadding) / Metrics.rowHeight).rounded(.down))
        return items.indices.contains(row) && local.y >= Metrics.verticalPadding ? items[row] : nil
    }

    /// The pointer moved over the menu, or left it.
    private func pointerHovered(_ hover: UIHoverGestureRecognizer) {
        let entry = hover.state == .ended || hover.state == .cancelled ? nil : item(at: hover.location(in: self))
        highlightedItem = entry?.isEnabled == true ? entry?.item : nil
    }

    /// Puts the highlight under the highlighted item, whose title turns white, or hides it.
    private func showHighlight() {
        let row = highlightedItem.flatMap { item in items.firstIndex { $0.item == item } }
        for (index, label) in labels.enumerated() {
            label.textColor = index == row ? .white : items[index].isEnabled ? .black : Metrics.disabledColor
        }
        highlight.isHidden = row == nil
        guard let row else { return }
        highlight.backgroundColor = tintColor
        highlight.frame = CGRect(x: Metrics.highlightInset, y: Metrics.verticalPadding + CGFloat(row) * Metrics.rowHeight,
                                 width: panel.bounds.width - 2 * Metrics.highlightInset, height: Metrics.rowHeight)
    }

    /// Removes the menu from its window.
    func close() { removeFromSuperview() }

    /// A press outside the panel closes the menu.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, !panel.bounds.contains(touch.location(in: panel)) else { return }
        close()
    }

    /// A release on an enabled item closes the menu, then performs the item on the view.
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, superview != nil, let entry = item(at: touch.location(in: self)), entry.isEnabled else { return }
        close()
        guard let target else { return }
        switch entry.item {
        case .cut: target.cut(self)
        case .copy: target.copy(self)
        case .paste: target.paste(self)
        case .selectAll: target.selectAll(self)
        }
    }
}
