/// A control that runs an action when tapped, showing a title, an image and a background image
/// that follow its state: those set for the current state, else the normal ones. It sends
/// `.primaryActionTriggered` after `.touchUpInside` (Input rule 23) and takes single taps from its
/// ancestors' tap recognizers (Input rule 18).
///
/// A `.system` button draws its title in the tint colour, dimmed while highlighted and grey while
/// disabled unless colours are set for those states, and fades its image with it (to 0.2 while
/// highlighted, 0.3 while disabled); a `.custom` one draws white titles and its images as they are
/// in every state. Template images (`.alwaysTemplate`, symbol images) show in the tint colour, drawn
/// by the image view; Casement draws `.automatic` bitmaps in a system button as they are. The image sits left of the title, the
/// two placed together by the content alignments within `contentEdgeInsets`; `imageEdgeInsets` and
/// `titleEdgeInsets` move each within that (UIKit's iOS 14 layout; configurations are not modelled).
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// How the button looks; Apple's raw values.
    public enum ButtonType: Int, Sendable {
        /// Nothing of its own: white titles.
        case custom = 0
        /// Tinted titles that dim while highlighted.
        case system = 1
    }

    /// Values set for states: a state without its own shows the normal one.
    private struct PerState<Value> {
        private(set) var own: [State: Value] = [:]

        subscript(state: State) -> Value? {
            get { own[state] ?? own[.normal] }
            set { own[state] = newValue }
        }
    }

    /// How the button looks.
    public private(set) var buttonType: ButtonType
    /// The label showing the current title, centred (by default) in the button.
    public let titleLabel: UILabel? = ButtonLabel()
    /// The view showing the current image, left of the title.
    public let imageView: UIImageView? = UIImageView()
    /// Shows the current background image, stretched to `backgroundRect(forBounds:)`, behind the rest.
    private let backgroundView = UIImageView()
    /// The menu the button shows as its primary action when `showsMenuAsPrimaryAction` is on.
    open var menu: UIMenu?
    /// Whether a tap shows `menu` (under the button) instead of sending `.primaryActionTriggered`.
    open var showsMenuAsPrimaryAction = false
    private var titles = PerState<String>()
    private var titleColors = PerState<UIColor>()
    private var images = PerState<UIImage>()
    private var backgroundImages = PerState<UIImage>()

    /// Space around the title and image together (zero by default); part of the size that fits.
    open var contentEdgeInsets = UIEdgeInsets.zero { didSet { setNeedsLayout() } }
    /// Moves the title within the content: its place is worked out in the content rectangle less
    /// these insets (zero by default). Not part of the size that fits, as in UIKit.
    open var titleEdgeInsets = UIEdgeInsets.zero { didSet { setNeedsLayout() } }
    /// Moves the image within the content, as `titleEdgeInsets` moves the title.
    open var imageEdgeInsets = UIEdgeInsets.zero { didSet { setNeedsLayout() } }

    /// A `.custom` button.
    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        buttonType = .custom
        super.init(coder: coder)
        setUp()
    }

    /// A button of `buttonType` with a zero frame.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        updateContent()
    }

    /// A button of `buttonType` that calls `primaryAction` when tapped, titled with its title.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        guard let primaryAction else { return }
        setTitle(primaryAction.title, for: .normal)
        addAction(primaryAction, for: .primaryActionTriggered)
    }

    private func setUp() {
        isOpaque = false
        addSubview(backgroundView)
        if let imageView {
            imageView.contentMode = .scaleAspectFit
            addSubview(imageView)
        }
        if let titleLabel {
            titleLabel.font = .systemFont(ofSize: 15)
            // A tap on the title is a tap on the button (UIKit's labels ignore touches).
            titleLabel.isUserInteractionEnabled = false
            addSubview(titleLabel)
        }
        updateContent()
    }

    override var claimsSingleTap: Bool { true }
    override var triggersPrimaryActionOnTouchUpInside: Bool { true }

    /// A tap shows the menu, when the button has one as its primary action (UIKit opens it on
    /// the press; Casement on the release, as a desktop click).
    override func performPrimaryAction(with event: UIEvent?) {
        guard showsMenuAsPrimaryAction, let menu, let window else { return super.performPrimaryAction(with: event) }
        menu.present(from: self, anchor: convert(bounds, to: window), in: window)
    }

    open override var isEnabled: Bool { didSet { updateContent() } }
    open override var isHighlighted: Bool { didSet { updateContent() } }
    open override var isSelected: Bool { didSet { updateContent() } }

    // MARK: Titles

    /// Shows `title` in `state` (nil: the normal title shows there).
    open func setTitle(_ title: String?, for state: State) {
        titles[state] = title
        updateContent()
    }

    /// The title shown in `state`: its own, else the normal one.
    open func title(for state: State) -> String? { titles[state] }

    /// Draws the title in `color` in `state` (nil: the normal colour, dimmed or greyed for a system button).
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state] = color
        updateContent()
    }

    /// The title colour set for `state`, else the normal one (the type's when none is set).
    open func titleColor(for state: State) -> UIColor? { titleColors[state] ?? normalTitleColor }

    /// The title shown now.
    open var currentTitle: String? { title(for: state) }

    /// The title colour shown now.
    open var currentTitleColor: UIColor {
        if let color = titleColors.own[state] { return color }
        guard buttonType == .system else { return normalTitleColor }
        if state.contains(.disabled) { return Self.disabledSystemTitleColor }
        return state.contains(.highlighted) ? normalTitleColor.withAlphaComponent(Self.highlightedSystemAlpha) : normalTitleColor
    }

    /// A system button's title is in its tint colour (its own or inherited), as UIKit draws it.
    private var normalTitleColor: UIColor { titleColors.own[.normal] ?? (buttonType == .system ? tintColor : .white) }

    /// iOS's tertiary label colour, which its system buttons use while disabled.
    private static let disabledSystemTitleColor = UIColor.tertiaryLabel
    /// How opaque a system button's content is while highlighted *(UIKit's title: 0.2)*.
    private static let highlightedSystemAlpha: CGFloat = 0.2
    /// How opaque a system button's image is while disabled: the alpha of its grey title.
    private static let disabledSystemImageAlpha: CGFloat = 0.3

    // MARK: Images

    /// Shows `image` in `state` (nil: the normal image shows there).
    open func setImage(_ image: UIImage?, for state: State) {
        images[state] = image
        updateContent()
    }

    /// The image shown in `state`: its own, else the normal one.
    open func image(for state: State) -> UIImage? { images[state] }

    /// The image shown now.
    open var currentImage: UIImage? { image(for: state) }

    /// Shows `image` behind the title and image in `state` (nil: the normal one shows there),
    /// stretched to the bounds (a resizable image by its cap insets).
    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages[state] = image
        updateContent()
    }

    /// The background image shown in `state`: its own, else the normal one.
    open func backgroundImage(for state: State) -> UIImage? { backgroundImages[state] }

    /// The background image shown now.
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    /// A system button's title follows its tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateContent()
    }

    /// Shows the current title, colour, image and background image; a system button fades its image.
    private func updateContent() {
        if let titleLabel {
            let title = currentTitle
            if titleLabel.text != title { setNeedsLayout() }
            titleLabel.text = title
            titleLabel.textColor = currentTitleColor
        }
        if let imageView {
            let image = currentImage
            if imageView.image?.size != image?.size { setNeedsLayout() }
            imageView.image = image
            imageView.alpha = buttonType != .system ? 1
                : state.contains(.disabled) ? Self.disabledSystemImageAlpha
                : state.contains(.highlighted) ? Self.highlightedSystemAlpha : 1
        }
        backgroundView.image = currentBackgroundImage
        contentSizeDidChange()
    }

    // MARK: Layout

    /// The title and the image side by side, with `contentEdgeInsets` around them; at least as
    /// large as the background image. The title's and image's own insets do not count (as in UIKit).
    open override var intrinsicContentSize: CGSize {
        let image = imageSize, title = titleSize
        let content = CGSize(width: image.width + title.width + contentEdgeInsets.left + contentEdgeInsets.right,
                             height: max(image.height, title.height) + contentEdgeInsets.top + contentEdgeInsets.bottom)
        let background = currentBackgroundImage?.size ?? .zero
        return CGSize(width: max(content.width, background.width), height: max(content.height, background.height))
    }

    /// The intrinsic size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Where the background image goes: the bounds.
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// Where the title and image go together: the bounds less `contentEdgeInsets`.
    open func contentRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: contentEdgeInsets) }

    /// Where the title goes: after the image, both placed by the content alignments in
    /// `contentRect` less `titleEdgeInsets`; shortened to fit beside the image.
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        place(contentRect.inset(by: titleEdgeInsets)).title
    }

    /// Where the image goes: before the title, both placed by the content alignments in
    /// `contentRect` less `imageEdgeInsets`; shrunk to fit.
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        place(contentRect.inset(by: imageEdgeInsets)).image
    }

    /// Places the background, then the image and title at whole pixels, so they stay sharp.
    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView.frame = backgroundRect(forBounds: bounds)
        let content = contentRect(forBounds: bounds)
        let scale = contentScaleFactor
        func snapped(_ frame: CGRect) -> CGRect {
            CGRect(origin: CGPoint(x: (frame.minX * scale).rounded() / scale, y: (frame.minY * scale).rounded() / scale), size: frame.size)
        }
        imageView?.frame = snapped(imageRect(forContentRect: content))
        titleLabel?.frame = snapped(titleRect(forContentRect: content))
    }

    private var imageSize: CGSize { currentImage?.size ?? .zero }
    private var titleSize: CGSize { titleLabel?.intrinsicContentSize ?? .zero }

    /// The image and the title side by side in `rect`, by `contentHorizontalAlignment` across
    /// (`.fill` widens the title) and each by `contentVerticalAlignment` down.
    private func place(_ rect: CGRect) -> (image: CGRect, title: CGRect) {
        let image = CGSize(width: min(imageSize.width, rect.width), height: min(imageSize.height, rect.height))
        var title = CGSize(width: min(titleSize.width, max(0, rect.width - image.width)), height: min(titleSize.height, rect.height))
        let alignment = effectiveContentHorizontalAlignment
        if alignment == .fill { title.width = max(0, rect.width - image.width) }
        let x = switch alignment {
        case .right: rect.maxX - image.width - title.width
        case .center: rect.midX - (image.width + title.width) / 2
        default: rect.minX
        }
        func frame(_ size: CGSize, at x: CGFloat) -> CGRect {
            switch contentVerticalAlignment {
            case .fill: CGRect(x: x, y: rect.minY, width: size.width, height: rect.height)
            case .bottom: CGRect(x: x, y: rect.maxY - size.height, width: size.width, height: size.height)
            case .center: CGRect(x: x, y: rect.midY - size.height / 2, width: size.width, height: size.height)
            case .top: CGRect(x: x, y: rect.minY, width: size.width, height: size.height)
            }
        }
        return (frame(image, at: x), frame(title, at: x + image.width))
    }
}

/// A button's title label: a new font lays the button out again.
private final class ButtonLabel: UILabel {
    override var font: UIFont! { didSet { superview?.setNeedsLayout() } }
}
