import Foundation

/// The standard content of a list row or section header: an image, a text and a secondary text,
/// with their fonts, colours and spacing. `UITableViewCell.defaultContentConfiguration()` gives the
/// one matching the cell's style.
public struct UIListContentConfiguration: UIContentConfiguration {
    /// How one of the texts looks.
    public struct TextProperties {
        public var font: UIFont
        public var color: UIColor
        public var alignment = NSTextAlignment.natural
        public var numberOfLines = 0
        public var lineBreakMode = NSLineBreakMode.byTruncatingTail
    }

    /// How the image looks.
    public struct ImageProperties {
        /// The tint of template images; nil keeps the view's tint.
        public var tintColor: UIColor?
        /// The largest size the image is shown at; zero for its own size.
        public var maximumSize = CGSize.zero
    }

    public var image: UIImage?
    public var imageProperties = ImageProperties()
    public var text: String?
    public var textProperties: TextProperties
    public var secondaryText: String?
    public var secondaryTextProperties: TextProperties
    /// The margins around the content.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// Whether the secondary text sits beside the text (value cells) rather than under it.
    public var prefersSideBySideTextAndSecondaryText = false
    public var imageToTextPadding: CGFloat = 16
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    public var textToSecondaryTextVerticalPadding: CGFloat = 3

    private init(textFont: UIFont, textColor: UIColor = .label, secondaryFont: UIFont, secondaryColor: UIColor = .secondaryLabel,
                 margins: NSDirectionalEdgeInsets) {
        textProperties = TextProperties(font: textFont, color: textColor)
        secondaryTextProperties = TextProperties(font: secondaryFont, color: secondaryColor)
        directionalLayoutMargins = margins
    }

    private static let cellMargins = NSDirectionalEdgeInsets(top: TableMetrics.cellVerticalMargin, leading: TableMetrics.cellMargin,
                                                             bottom: TableMetrics.cellVerticalMargin, trailing: TableMetrics.cellMargin)
    private static let headerMargins = NSDirectionalEdgeInsets(top: 6, leading: TableMetrics.cellMargin, bottom: 6, trailing: TableMetrics.cellMargin)

    /// A row's text, with a secondary text under it in smaller grey.
    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(textFont: .systemFont(ofSize: 17), secondaryFont: .systemFont(ofSize: 15), margins: cellMargins)
    }
    /// A row's text with a smaller grey subtitle under it.
    public static func subtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(textFont: .systemFont(ofSize: 17), secondaryFont: .systemFont(ofSize: 15), margins: cellMargins)
    }
    /// A row's text with a grey value on the right.
    public static func valueCell() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(textFont: .systemFont(ofSize: 17), secondaryFont: .systemFont(ofSize: 17), margins: cellMargins)
        configuration.prefersSideBySideTextAndSecondaryText = true
        return configuration
    }
    /// A plain table's section header: bold text.
    public static func plainHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(textFont: .boldSystemFont(ofSize: 17), secondaryFont: .systemFont(ofSize: 15), margins: headerMargins)
    }
    /// A plain table's section footer.
    public static func plainFooter() -> UIListContentConfiguration {
        UIListContentConfiguration(textFont: .systemFont(ofSize: 15), textColor: .secondaryLabel, secondaryFont: .systemFont(ofSize: 15), margins: headerMargins)
    }
    /// A grouped table's section header: small grey text.
    public static func groupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(textFont: .systemFont(ofSize: 13), textColor: .secondaryLabel, secondaryFont: .systemFont(ofSize: 13), margins: headerMargins)
    }
    /// A grouped table's section footer: small grey text.
    public static func groupedFooter() -> UIListContentConfiguration {
        groupedHeader()
    }

    public func makeContentView() -> any UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// The same configuration: the standard look does not change with the state.
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }
}
