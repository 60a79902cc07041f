import UIKit

// Auto Layout as iOS apps write it: a card built with anchors in init, a row built in
// updateConstraints with the old NSLayoutConstraint initializer, priorities with arithmetic, a
// custom intrinsic size, and a height measured with systemLayoutSizeFitting.

/// A card: an icon at the leading margin, a title filling the rest, its height from its content.
final class CardView: UIView {
    let icon = UIView()
    let title = TagView(text: "Casement")
    private var iconWidth: NSLayoutConstraint!

    override init(frame: CGRect) {
        super.init(frame: frame)
        layoutMargins = UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16)
        for view in [icon, title] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        iconWidth = icon.widthAnchor.constraint(equalToConstant: 24)
        let titleWidth = title.widthAnchor.constraint(greaterThanOrEqualToConstant: 200)
        titleWidth.priority = .defaultHigh - 1
        titleWidth.identifier = "card.title.width"
        NSLayoutConstraint.activate([
            icon.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            icon.centerYAnchor.constraint(equalTo: centerYAnchor),
            iconWidth,
            icon.heightAnchor.constraint(equalTo: icon.widthAnchor),
            title.leadingAnchor.constraint(equalToSystemSpacingAfter: icon.trailingAnchor, multiplier: 1),
            title.trailingAnchor.constraint(lessThanOrEqualTo: layoutMarginsGuide.trailingAnchor),
            title.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            title.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
            titleWidth,
        ])
        title.setContentHuggingPriority(UILayoutPriority(rawValue: 251), for: .horizontal)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// Grows the icon, the way a slider would.
    func setIconSize(_ side: CGFloat) {
        iconWidth.constant = side
        setNeedsLayout()
    }
}

/// A tag whose natural size is its text's, 8 points per character, 20 tall.
final class TagView: UIView {
    var text: String { didSet { invalidateIntrinsicContentSize() } }

    init(text: String) {
        self.text = text
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override var intrinsicContentSize: CGSize { CGSize(width: CGFloat(text.count * 8), height: 20) }
}

/// A row whose constraints are made once, in updateConstraints, as pre-anchor code did.
final class LegacyRowView: UIView {
    let label = UIView()
    private var didSetupConstraints = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        setNeedsUpdateConstraints()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override class var requiresConstraintBasedLayout: Bool { true }

    override func updateConstraints() {
        if !didSetupConstraints {
            addConstraints([
                NSLayoutConstraint(item: label, attribute: .leading, relatedBy: .equal, toItem: self,
                                   attribute: .leadingMargin, multiplier: 1, constant: 0),
                NSLayoutConstraint(item: label, attribute: .width, relatedBy: .equal, toItem: self,
                                   attribute: .width, multiplier: 0.5, constant: 0),
                NSLayoutConstraint(item: label, attribute: .centerY, relatedBy: .equal, toItem: self,
                                   attribute: .centerY, multiplier: 1, constant: 0),
                NSLayoutConstraint(item: label, attribute: .height, relatedBy: .equal, toItem: nil,
                                   attribute: .notAnAttribute, multiplier: 1, constant: 30),
            ])
            didSetupConstraints = true
        }
        super.updateConstraints()
    }
}

/// A form row laid out with the visual format language, as iOS 6-era code does.
final class FormRowView: UIView {
    let label = UIView()
    let field = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        let views: [String: Any] = ["label": label, "field": field]
        for view in [label, field] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        var constraints = NSLayoutConstraint.constraints(withVisualFormat: "H:|-inset-[label(100)]-[field(>=120@750)]-inset-|",
                                                         options: [.alignAllCenterY], metrics: ["inset": 16], views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:|-(>=4)-[field(30)]", options: [], metrics: nil, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:[label(20)]", metrics: nil, views: views)
        constraints.append(NSLayoutConstraint(item: field, attribute: .centerY, relatedBy: .equal, toItem: self,
                                              attribute: .centerY, multiplier: 1, constant: 0))
        NSLayoutConstraint.activate(constraints)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
