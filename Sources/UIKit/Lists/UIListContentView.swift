import Foundation

/// The view that shows a `UIListContentConfiguration`: the image on the left, then the text with the
/// secondary text under it or (value cells) on the right.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    /// A view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        for view in [imageView, textLabel, secondaryLabel] as [UIView] { addSubview(view) }
        apply()
    }

    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
        for view in [imageView, textLabel, secondaryLabel] as [UIView] { addSubview(view) }
    }

    /// The configuration shown; one of another type is refused with a diagnostic.
    public var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else {
                return Diagnostics.report("UIListContentView.configuration = \(type(of: newValue)): not a UIListContentConfiguration; ignored")
            }
            listConfiguration = list
            apply()
        }
    }
    private var listConfiguration: UIListContentConfiguration

    private let imageView = UIImageView()
    private let textLabel = UILabel()
    private let secondaryLabel = UILabel()

    private func apply() {
        let configuration = listConfiguration
        imageView.image = configuration.image
        imageView.tintColor = configuration.imageProperties.tintColor
        for (label, text, properties) in [(textLabel, configuration.text, configuration.textProperties),
                                          (secondaryLabel, configuration.secondaryText, configuration.secondaryTextProperties)] {
            label.text = text
            label.font = properties.font
            label.textColor = properties.color
            label.textAlignment = properties.alignment
            label.numberOfLines = properties.numberOfLines
            label.lineBreakMode = properties.lineBreakMode
        }
        setNeedsLayout()
    }

    /// Where the pieces go inside `width`, and the height they need.
    private func arrangement(width: CGFloat) -> (image: CGRect?, text: CGRect?, secondary: CGRect?, height: CGFloat) {
        let configuration = listConfiguration, margins = configuration.directionalLayoutMargins
        var left = margins.leading
        let right = width - margins.trailing
        var imageSize: CGSize?
        if let image = configuration.image {
            let maximum = configuration.imageProperties.maximumSize
            imageSize = maximum == .zero ? image.size : CGSize(width: min(image.size.width, maximum.width), height: min(image.size.height, maximum.height))
            left += imageSize!.width + configuration.imageToTextPadding
        }
        func size(_ label: UILabel, _ text: String?, width: CGFloat) -> CGSize? {
            guard text?.isEmpty == false else { return nil }
            let fitted = label.sizeThatFits(CGSize(width: max(0, width), height: .greatestFiniteMagnitude))
            return CGSize(width: min(fitted.width, max(0, width)), height: fitted.height.rounded(.up))
        }
        var text: CGRect?, secondary: CGRect?
        let block: CGFloat
        if configuration.prefersSideBySideTextAndSecondaryText {
            let secondarySize = size(secondaryLabel, configuration.secondaryText, width: (right - left) / 2)
            let textRight = right - (secondarySize.map { $0.width + configuration.textToSecondaryTextHorizontalPadding } ?? 0)
            let textSize = size(textLabel, configuration.text, width: textRight - left)
            block = max(textSize?.height ?? 0, secondarySize?.height ?? 0)
            text = textSize.map { CGRect(x: left, y: 0, width: textRight - left, height: $0.height) }
            secondary = secondarySize.map { CGRect(x: right - $0.width, y: 0, width: $0.width, height: $0.height) }
        } else {
            let textSize = size(textLabel, configuration.text, width: right - left)
            let secondarySize = size(secondaryLabel, configuration.secondaryText, width: right - left)
            let gap = textSize != nil && secondarySize != nil ? configuration.textToSecondaryTextVerticalPadding : 0
            block = (textSize?.height ?? 0) + gap + (secondarySize?.height ?? 0)
            text = textSize.map { CGRect(x: left, y: 0, width: right - left, height: $0.height) }
            secondary = secondarySize.map { CGRect(x: left, y: (textSize?.height ?? 0) + gap, width: right - left, height: $0.height) }
        }
        let contentHeight = max(block, imageSize?.height ?? 0)
        let height = contentHeight + margins.top + margins.bottom
        return (imageSize.map { CGRect(origin: CGPoint(x: margins.leading, y: 0), size: $0) }, text, secondary, height)
    }

    /// The height the content needs at `width`, at least a standard row's.
    func fittingHeight(width: CGFloat) -> CGFloat {
        max(TableMetrics.standardRowHeight, arrangement(width: width).height.rounded(.up))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let placed = arrangement(width: bounds.width)
        let margins = listConfiguration.directionalLayoutMargins
        let blockTop = margins.top + ((bounds.height - placed.height) / 2).rounded()
        let side = listConfiguration.prefersSideBySideTextAndSecondaryText
        func centred(_ rect: CGRect?, _ blockHeight: CGFloat) -> CGRect {
            guard var rect else { return .zero }
            rect.origin.y += blockTop + ((placed.height - margins.top - margins.bottom - blockHeight) / 2).rounded()
            return rect
        }
        let textBlock = side ? max(placed.text?.height ?? 0, placed.secondary?.height ?? 0) : (placed.secondary?.maxY ?? placed.text?.maxY ?? 0)
        imageView.frame = centred(placed.image, placed.image?.height ?? 0)
        textLabel.frame = centred(placed.text.map { side ? $0.offsetBy(dx: 0, dy: (textBlock - $0.height) / 2) : $0 }, textBlock)
        secondaryLabel.frame = centred(placed.secondary.map { side ? $0.offsetBy(dx: 0, dy: (textBlock - $0.height) / 2) : $0 }, textBlock)
    }
}
