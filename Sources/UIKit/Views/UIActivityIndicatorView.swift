import Foundation

/// The spinner that shows a task is under way: twelve rounded spokes in a ring, fading from the
/// leading one, turning one spoke a step, twelve steps a second.
///
/// The spokes are plain coloured, rounded layers (no bitmap); turning them is one keyframe
/// animation of the ring's rotation, in discrete steps, that the compositor plays on its own
/// thread, so the spinner keeps turning while the main thread is busy and never redraws.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// The spinner's size and default colour.
    public enum Style: Int, Sendable {
        /// Large and white (use `.large` and `color`).
        @available(iOS, deprecated: 13.0, renamed: "large")
        case whiteLarge = 0
        /// Medium and white (use `.medium` and `color`).
        @available(iOS, deprecated: 13.0, renamed: "medium")
        case white = 1
        /// Medium and grey (use `.medium`).
        @available(iOS, deprecated: 13.0, renamed: "medium")
        case gray = 2
        /// 20 points across.
        case medium = 100
        /// 37 points across.
        case large = 101
    }

    /// How long the ring takes to turn once.
    static let revolution: CFTimeInterval = 1
    /// The key of the turning animation on the ring.
    static let spinKey = "UIActivityIndicatorView.spin"
    private static let spokeCount = 12

    /// The size and default colour.
    open var style: Style {
        didSet {
            guard style != oldValue else { return }
            applyColor()
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    /// The spokes' colour; setting nil goes back to the style's.
    open var color: UIColor! {
        get { customColor ?? style.defaultColor }
        set {
            customColor = newValue
            applyColor()
        }
    }

    /// Whether the spinner hides itself while it is stopped (true by default).
    open var hidesWhenStopped = true {
        didSet { updateVisibility() }
    }

    /// Whether the spinner is turning.
    open private(set) var isAnimating = false

    private var customColor: UIColor?
    /// The ring of spokes, centred in the bounds; it is what turns.
    private let ring = CALayer()
    private let spokes: [CALayer] = (0..<UIActivityIndicatorView.spokeCount).map { _ in CALayer() }

    /// A stopped spinner of `style`, sized for it.
    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(origin: .zero, size: style.side))
        setUp()
    }

    /// A stopped, medium spinner in `frame`.
    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
        setUp()
    }

    /// A stopped, medium spinner.
    public required init?(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        isUserInteractionEnabled = false
        layer.addSublayer(ring)
        for (index, spoke) in spokes.enumerated() {
            // The leading spoke is solid; the ones behind it fade to a quarter.
            spoke.opacity = Float(1 - 0.75 * Double(index) / Double(Self.spokeCount - 1))
            ring.addSublayer(spoke)
        }
        applyColor()
        updateVisibility()
    }

    /// Starts the spinner turning (and shows it).
    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        updateVisibility()
        addSpin()
    }

    /// Stops the spinner (and hides it, with `hidesWhenStopped`).
    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        ring.removeAnimation(forKey: Self.spinKey)
        updateVisibility()
    }

    open override var intrinsicContentSize: CGSize { style.side }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { style.side }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutRing()
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        // Leaving the window removed the animation, as it does every animation in the tree.
        if isAnimating, window != nil { addSpin() }
    }

    /// The ring turning one spoke (30°) at a time, forever.
    private func addSpin() {
        guard ring.animation(forKey: Self.spinKey) == nil else { return }
        let spin = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        spin.values = (0..<Self.spokeCount).map { NSNumber(value: 2 * Double.pi * Double($0) / Double(Self.spokeCount)) }
        spin.calculationMode = .discrete
        spin.duration = Self.revolution
        spin.repeatCount = .infinity
        ring.add(spin, forKey: Self.spinKey)
    }

    /// Places the spokes in a ring of the style's size, centred in the bounds.
    private func layoutRing() {
        let side = style.side.width
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        ring.bounds = CGRect(x: 0, y: 0, width: side, height: side)
        ring.position = CGPoint(x: bounds.midX, y: bounds.midY)
        // Apple's proportions: spokes about a tenth of the side wide and a quarter long, from a
        // quarter of the side out to the rim.
        let width = max(1, (side * 0.09).rounded()), length = side * 0.27, inner = side * 0.23
        for (index, spoke) in spokes.enumerated() {
            // Each spoke trails the one before it, counter-clockwise; the ring turns clockwise.
            let angle = -2 * Double.pi * Double(index) / Double(Self.spokeCount)
            let distance = inner + length / 2
            spoke.bounds = CGRect(x: 0, y: 0, width: width, height: length)
            spoke.cornerRadius = width / 2
            spoke.position = CGPoint(x: side / 2 + distance * CGFloat(sin(angle)), y: side / 2 - distance * CGFloat(cos(angle)))
            spoke.transform = CATransform3DMakeRotation(CGFloat(angle), 0, 0, 1)
        }
        CATransaction.commit()
    }

    private func applyColor() {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for spoke in spokes { spoke.backgroundColor = color.cgColor }
        CATransaction.commit()
    }

    private func updateVisibility() {
        isHidden = hidesWhenStopped && !isAnimating
    }
}

extension UIActivityIndicatorView.Style {
    /// The spinner's width and height for the style.
    var side: CGSize {
        switch self {
        case .large, .whiteLarge: CGSize(width: 37, height: 37)
        case .medium, .white, .gray: CGSize(width: 20, height: 20)
        }
    }

    /// The spokes' colour unless the app sets one.
    var defaultColor: UIColor {
        switch self {
        case .white, .whiteLarge: .white
        case .gray, .medium, .large: .gray
        }
    }
}
