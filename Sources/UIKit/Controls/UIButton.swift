/// A control that runs an action when tapped, showing a title that follows its state: the title
/// and colour set for the current state, else the normal ones. It sends `.primaryActionTriggered`
/// after `.touchUpInside` (rule 23) and takes single taps from its ancestors' tap recognizers (rule 18).
///
/// A `.system` button draws its title in the tint colour, dimmed while highlighted and grey while
/// disabled unless colours are set for those states; a `.custom` one draws white titles in every state
/// unless told otherwise. Configurations and images are not modelled.
@MainActor
open class UIButton: UIControl {
    /// How the button looks; Apple's raw values.
    public enum ButtonType: Int, Sendable {
        /// Nothing of its own: white titles.
        case custom = 0
        /// Tinted titles that dim while highlighted.
        case system = 1
    }

    /// How the button looks.
    public private(set) var buttonType: ButtonType
    /// The label showing the current title, centred (by default) in the button.
    public let titleLabel: UILabel? = ButtonLabel()
    private var titles: [State: String] = [:]
    private var titleColors: [State: UIColor] = [:]

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
        updateTitle()
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
        guard let titleLabel else { return }
        titleLabel.font = .systemFont(ofSize: 15)
        // A tap on the title is a tap on the button (UIKit's labels ignore touches).
        titleLabel.isUserInteractionEnabled = false
        addSubview(titleLabel)
        updateTitle()
    }

    override var claimsSingleTap: Bool { true }
    override var triggersPrimaryActionOnTouchUpInside: Bool { true }

    open override var isEnabled: Bool { didSet { updateTitle() } }
    open override var isHighlighted: Bool { didSet { updateTitle() } }
    open override var isSelected: Bool { didSet { updateTitle() } }

    // MARK: Titles

    /// Shows `title` in `state` (nil: the normal title shows there).
    open func setTitle(_ title: String?, for state: State) {
        titles[state] = title
        updateTitle()
    }

    /// The title shown in `state`: its own, else the normal one.
    open func title(for state: State) -> String? { titles[state] ?? titles[.normal] }

    /// Draws the title in `color` in `state` (nil: the normal colour, dimmed or greyed for a system button).
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state] = color
        updateTitle()
    }

    /// The title colour set for `state`, else the normal one (the type's when none is set).
    open func titleColor(for state: State) -> UIColor? { titleColors[state] ?? normalTitleColor }

    /// The title shown now.
    open var currentTitle: String? { title(for: state) }

    /// The title colour shown now.
    open var currentTitleColor: UIColor {
        if let color = titleColors[state] { return color }
        guard buttonType == .system else { return normalTitleColor }
        if state.contains(.disabled) { return Self.disabledSystemTitleColor }
        return state.contains(.highlighted) ? normalTitleColor.withAlphaComponent(0.2) : normalTitleColor
    }

    private var normalTitleColor: UIColor { titleColors[.normal] ?? (buttonType == .system ? .tintColor : .white) }

    /// iOS's tertiary label colour, which its system buttons use while disabled.
    private static let disabledSystemTitleColor = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.3)

    private func updateTitle() {
        guard let titleLabel else { return }
        let title = currentTitle
        if titleLabel.text != title { setNeedsLayout() }
        titleLabel.text = title
        titleLabel.textColor = currentTitleColor
    }

    // MARK: Layout

    /// The title's size.
    open override var intrinsicContentSize: CGSize { titleLabel?.intrinsicContentSize ?? .zero }

    /// The title's size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Places the title by `contentHorizontalAlignment` and `contentVerticalAlignment`, within the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard let titleLabel else { return }
        let size = titleLabel.intrinsicContentSize
        var frame = CGRect(x: bounds.minX, y: bounds.minY, width: min(size.width, bounds.width), height: min(size.height, bounds.height))
        switch effectiveContentHorizontalAlignment {
        case .fill: frame.size.width = bounds.width
        case .right: frame.origin.x = bounds.maxX - frame.width
        case .center: frame.origin.x = bounds.midX - frame.width / 2
        default: break
        }
        switch contentVerticalAlignment {
        case .fill: frame.size.height = bounds.height
        case .bottom: frame.origin.y = bounds.maxY - frame.height
        case .center: frame.origin.y = bounds.midY - frame.height / 2
        case .top: break
        }
        // Whole pixels, so the text stays sharp.
        let scale = contentScaleFactor
        frame.origin = CGPoint(x: (frame.minX * scale).rounded() / scale, y: (frame.minY * scale).rounded() / scale)
        titleLabel.frame = frame
    }
}

/// A button's title label: a new font lays the button out again.
private final class ButtonLabel: UILabel {
    override var font: UIFont! { didSet { superview?.setNeedsLayout() } }
}
