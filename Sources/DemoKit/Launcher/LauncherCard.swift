import UIKit

/// One demo in the launcher's grid: a miniature of its page, outlined, above its title, which wraps
/// to the card's width (as many lines as it needs, never truncated). Tinted while pressed.
final class LauncherCard: UICollectionViewCell {
    /// The gap around the miniature, and around the title.
    static let miniatureInset: CGFloat = 6, titleInset: CGFloat = 8
    static let titleFont = UIFont.systemFont(ofSize: 13)
    private static let pressedColor = UIColor(red: 0.85, green: 0.9, blue: 1, alpha: 1)
    /// Measures titles for `height(ofTitle:width:pageAspect:)`.
    private static let measure: UILabel = {
        let label = UILabel()
        label.font = titleFont
        label.numberOfLines = 0
        return label
    }()

    /// The picture of the demo's page, scaled to the card's width.
    let miniature = UIImageView()
    /// The demo's full title.
    let label = WrappingLabel()
    /// Where the page is as tall as wide (height ÷ width), for the miniature's shape.
    var pageAspect: CGFloat = 0.75 { didSet { setNeedsLayout() } }

    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .white
        miniature.contentMode = .scaleAspectFill
        miniature.clipsToBounds = true
        miniature.layer.borderWidth = 1
        miniature.layer.borderColor = UIColor(white: 0.8, alpha: 1).cgColor
        label.font = Self.titleFont
        contentView.addSubview(miniature)
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { nil }

    override var isHighlighted: Bool {
        didSet { contentView.backgroundColor = isHighlighted ? Self.pressedColor : .white }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        miniature.image = nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        miniature.frame = Self.miniatureFrame(width: width, pageAspect: pageAspect)
        let titleWidth = width - 2 * Self.titleInset
        label.frame = CGRect(x: Self.titleInset, y: miniature.frame.maxY + Self.titleInset,
                             width: titleWidth, height: Self.titleHeight(title, width: titleWidth))
    }

    private var title: String { label.text ?? "" }

    /// Where the miniature goes in a card `width` wide: inset, as tall as the page's shape makes it.
    static func miniatureFrame(width: CGFloat, pageAspect: CGFloat) -> CGRect {
        let inner = width - 2 * miniatureInset
        return CGRect(x: miniatureInset, y: miniatureInset, width: inner, height: (inner * pageAspect).rounded())
    }

    /// How tall a card `width` wide must be to show its miniature and all of `title`.
    static func height(ofTitle title: String, width: CGFloat, pageAspect: CGFloat) -> CGFloat {
        miniatureFrame(width: width, pageAspect: pageAspect).maxY + 2 * titleInset
            + titleHeight(title, width: width - 2 * titleInset)
    }

    /// The height of `title` wrapped at `width`, in whole points.
    private static func titleHeight(_ title: String, width: CGFloat) -> CGFloat {
        measure.text = title
        return measure.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height.rounded(.up)
    }
}
