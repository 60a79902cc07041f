import CoreGraphics

/// An alert controller's view: the window dimmed, and the alert's card — centred for an alert, at
/// the bottom for an action sheet — with its title, message, text fields and action buttons, laid
/// out by Navigation rule 38's metrics.
final class AlertView: UIView {
    /// The alert's metrics (observed: SDCAlertView, built to match iOS).
    enum Metrics {
        static let alertWidth: CGFloat = 270, cornerRadius: CGFloat = 13, buttonHeight: CGFloat = 44
        static let titleSize: CGFloat = 17, messageSize: CGFloat = 13
        static let padding: CGFloat = 16, top: CGFloat = 20, titleGap: CGFloat = 2
        static let fieldHeight: CGFloat = 24, fieldGap: CGFloat = 8
        /// An action sheet: 10 pt from the window's edges (at most 400 pt wide on a desktop window),
        /// 57 pt rows, the cancel action in a group of its own 8 pt below.
        static let sheetMargin: CGFloat = 10, sheetMaxWidth: CGFloat = 400, sheetRowHeight: CGFloat = 57, sheetCancelGap: CGFloat = 8
        static let sheetButtonSize: CGFloat = 20
        /// The dimming behind an alert, the card's colour, and the scale an alert appears from.
        static let dimmingAlpha: CGFloat = 0.2, appearingScale: CGFloat = 1.2
        static let cardColor = UIColor(white: 0.97, alpha: 1)
    }

    private unowned let controller: UIAlertController
    /// The card with the title, message, fields and every action but an action sheet's cancel,
    /// which has a card of its own.
    let card = UIView(), cancelCard = UIView()
    private let titleLabel = UILabel(), messageLabel = UILabel()
    /// The buttons, in the order drawn, with their actions.
    private(set) var buttons: [(UIButton, UIAlertAction)] = []
    private var separators: [UIView] = []

    init(controller: UIAlertController) {
        self.controller = controller
        super.init(frame: .zero)
        backgroundColor = UIColor(white: 0, alpha: Metrics.dimmingAlpha)
        for card in [card, cancelCard] {
            card.backgroundColor = Metrics.cardColor
            card.layer.cornerRadius = Metrics.cornerRadius
            card.clipsToBounds = true
            addSubview(card)
        }
        for label in [titleLabel, messageLabel] {
            label.numberOfLines = 0
            label.textAlignment = .center
            card.addSubview(label)
        }
        rebuild()
    }

    required init?(coder: NSCoder) { nil }

    private var isSheet: Bool { controller.preferredStyle == .actionSheet }

    /// The actions in the order drawn: an alert's two side by side with cancel leading; else cancel last (Navigation rule 37).
    private var orderedActions: [UIAlertAction] {
        let actions = controller.actions
        let cancel = actions.filter { $0.style == .cancel }, others = actions.filter { $0.style != .cancel }
        return actionsSideBySide ? cancel + others : others + cancel
    }

    private var actionsSideBySide: Bool { !isSheet && controller.actions.count == 2 }

    /// Makes the buttons and labels again from the controller's title, message and actions.
    func rebuild() {
        let titled = controller.title?.isEmpty == false
        titleLabel.text = controller.title
        titleLabel.font = .systemFont(ofSize: isSheet ? Metrics.messageSize : Metrics.titleSize, weight: .semibold)
        titleLabel.textColor = isSheet ? .secondaryLabel : .label
        titleLabel.isHidden = !titled
        messageLabel.text = controller.message
        messageLabel.font = .systemFont(ofSize: Metrics.messageSize)
        messageLabel.textColor = isSheet ? .secondaryLabel : .label
        messageLabel.isHidden = controller.message?.isEmpty != false
        for (button, _) in buttons { button.removeFromSuperview() }
        for line in separators { line.removeFromSuperview() }
        separators = []
        buttons = orderedActions.map { action in
            let button = UIButton(type: .system)
            button.setTitle(action.title, for: .normal)
            let emphasised = action.style == .cancel || action === controller.preferredAction
            button.titleLabel?.font = .systemFont(ofSize: isSheet ? Metrics.sheetButtonSize : Metrics.titleSize, weight: emphasised ? .semibold : .regular)
            button.setTitleColor(action.style == .destructive ? .systemRed : .systemBlue, for: .normal)
            button.isEnabled = action.isEnabled
            button.addAction(UIAction { [weak controller] _ in controller?.trigger(action) }, for: .touchUpInside)
            (isSheet && action.style == .cancel ? cancelCard : card).addSubview(button)
            return (button, action)
        }
        for field in controller.textFields ?? [] where field.superview !== card { card.addSubview(field) }
        cancelCard.isHidden = !(isSheet && controller.actions.contains { $0.style == .cancel })
        setNeedsLayout()
    }

    /// A hairline across (or, between side-by-side buttons, down) the card.
    private func separator(_ frame: CGRect, in card: UIView) {
        let line = UIView(frame: frame)
        line.backgroundColor = .separator
        card.addSubview(line)
        separators.append(line)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        for line in separators { line.removeFromSuperview() }
        separators = []
        let hairline = 1 / max(1, window?.screen.scale ?? 1)
        let width = isSheet ? min(bounds.width - 2 * Metrics.sheetMargin, Metrics.sheetMaxWidth) : Metrics.alertWidth
        let textWidth = width - 2 * Metrics.padding
        // The header: title, message, text fields.
        var y: CGFloat = 0
        let texts = [titleLabel, messageLabel].filter { !$0.isHidden }
        if !texts.isEmpty || !(controller.textFields ?? []).isEmpty {
            y = isSheet ? Metrics.padding : Metrics.top
            for (index, label) in texts.enumerated() {
                if index > 0 { y += Metrics.titleGap }
                let height = label.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height.rounded(.up)
                label.frame = CGRect(x: Metrics.padding, y: y, width: textWidth, height: height)
                y += height
            }
            for field in controller.textFields ?? [] {
                y += Metrics.fieldGap
                field.frame = CGRect(x: Metrics.padding, y: y, width: textWidth, height: Metrics.fieldHeight)
                y += Metrics.fieldHeight
            }
            y += isSheet ? Metrics.padding : Metrics.top
        }
        // The buttons: side by side, or stacked, each below a hairline.
        let rowHeight = isSheet ? Metrics.sheetRowHeight : Metrics.buttonHeight
        let inCard = buttons.filter { $0.0.superview === card }
        if actionsSideBySide {
            if y > 0 { separator(CGRect(x: 0, y: y, width: width, height: hairline), in: card) }
            let half = (width / 2).rounded()
            for (index, (button, _)) in inCard.enumerated() {
                button.frame = CGRect(x: index == 0 ? 0 : half, y: y, width: index == 0 ? half : width - half, height: rowHeight)
            }
            separator(CGRect(x: half, y: y, width: hairline, height: rowHeight), in: card)
            y += rowHeight
        } else {
            for (index, (button, _)) in inCard.enumerated() {
                if y > 0 || index > 0 { separator(CGRect(x: 0, y: y, width: width, height: hairline), in: card) }
                button.frame = CGRect(x: 0, y: y, width: width, height: rowHeight)
                y += rowHeight
            }
        }
        let cardHeight = y
        let cancelButtons = buttons.filter { $0.0.superview === cancelCard }
        let cancelHeight = cancelButtons.isEmpty ? 0 : rowHeight
        for (button, _) in cancelButtons { button.frame = CGRect(x: 0, y: 0, width: width, height: rowHeight) }
        let x = ((bounds.width - width) / 2).rounded()
        if isSheet {
            let cancelTop = bounds.height - Metrics.sheetMargin - cancelHeight
            cancelCard.frame = CGRect(x: x, y: cancelTop, width: width, height: cancelHeight)
            let cardBottom = cancelHeight > 0 ? cancelTop - Metrics.sheetCancelGap : bounds.height - Metrics.sheetMargin
            card.frame = CGRect(x: x, y: cardBottom - cardHeight, width: width, height: cardHeight)
        } else {
            card.frame = CGRect(x: x, y: ((bounds.height - cardHeight) / 2).rounded(), width: width, height: cardHeight)
        }
    }

    /// An alert appears scaling from 1.2 to 1 as it fades in (Navigation rule 38); an action sheet rises from below.
    func appear(animated: Bool) {
        guard animated else { return }
        layoutIfNeeded()
        let cards = [card, cancelCard]
        if isSheet {
            let drop = bounds.height - min(card.frame.minY, cancelCard.isHidden ? .greatestFiniteMagnitude : cancelCard.frame.minY)
            for card in cards { card.transform = CGAffineTransform(translationX: 0, y: drop) }
        } else {
            card.transform = CGAffineTransform(scaleX: Metrics.appearingScale, y: Metrics.appearingScale)
        }
        UIView.animate(withDuration: UIViewController.presentationDuration, delay: 0, options: [.curveEaseOut]) {
            for card in cards { card.transform = .identity }
        }
    }
}
