import UIKit

// Custom views as open-source iOS components write them: a spinner, a progress ring drawn by its
// own layer class, a badge, a toast, a gradient view and a shimmer view.

/// An indeterminate spinner: a three-quarter arc that turns forever.
final class SpinnerView: UIView {
    private let arc = CAShapeLayer()
    private(set) var isAnimating = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        arc.fillColor = nil
        arc.strokeColor = Palette.accent.cgColor
        arc.lineWidth = 4
        arc.strokeEnd = 0.75
        layer.addSublayer(arc)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        arc.frame = bounds
        arc.path = UIBezierPath(ovalIn: bounds.insetBy(dx: 2, dy: 2)).cgPath
    }

    func startAnimating() {
        guard !isAnimating else { return }
        arc.add(makeSpinAnimation(), forKey: "spin")
        isAnimating = true
    }

    func stopAnimating() {
        arc.removeAnimation(forKey: "spin")
        isAnimating = false
    }

    var spinningLayer: CALayer { arc }
}

/// A ring whose `progress` is a layer property of its own, redrawn whenever it changes.
final class ProgressRingLayer: CALayer {
    /// Kept through key-value coding, so `needsDisplay(forKey:)` sees its changes (the Objective-C
    /// original declares it `@NSManaged`).
    var progress: CGFloat {
        get { value(forKey: "progress") as? CGFloat ?? 0 }
        set { setValue(newValue, forKey: "progress") }
    }

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "progress" || super.needsDisplay(forKey: key)
    }

    override class func defaultValue(forKey key: String) -> Any? {
        key == "progress" ? CGFloat(0) : super.defaultValue(forKey: key)
    }

    private(set) var drawCount = 0

    override init() {
        super.init()
        needsDisplayOnBoundsChange = true
    }

    override init(layer: Any) {
        super.init(layer: layer)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        needsDisplayOnBoundsChange = true
    }

    override func draw(in ctx: CGContext) {
        drawCount += 1
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2 - 4
        ctx.setLineWidth(8)
        ctx.setStrokeColor(Palette.accent.cgColor)
        ctx.addPath(ringPath(center: center, radius: radius, progress: progress))
        ctx.strokePath()
    }
}

/// A view backed by the ring layer.
final class ProgressRingView: UIView {
    override class var layerClass: AnyClass { ProgressRingLayer.self }
    var ringLayer: ProgressRingLayer { layer as! ProgressRingLayer }

    var progress: CGFloat {
        get { ringLayer.progress }
        set { ringLayer.progress = newValue }
    }
}

/// A red badge with a count, sized to its text.
final class BadgeView: UIView {
    var count = 0 {
        didSet {
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = .clear
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private var text: String { count > 99 ? "99+" : String(count) }
    private var attributes: [NSAttributedString.Key: Any] {
        [.font: UIFont.boldSystemFont(ofSize: 12), .foregroundColor: UIColor.white]
    }

    override var intrinsicContentSize: CGSize {
        let textSize = (text as NSString).size(withAttributes: attributes)
        return CGSize(width: max(20, ceil(textSize.width) + 12), height: 20)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    override func draw(_ rect: CGRect) {
        Palette.badge.setFill()
        UIBezierPath(roundedRect: bounds, cornerRadius: bounds.height / 2).fill()
        let textSize = (text as NSString).size(withAttributes: attributes)
        (text as NSString).draw(at: CGPoint(x: bounds.midX - textSize.width / 2, y: bounds.midY - textSize.height / 2),
                                withAttributes: attributes)
    }
}

/// A message that fades in over its host, then fades out.
final class ToastView: UIView {
    let label = UILabel()

    init(message: String) {
        super.init(frame: .zero)
        backgroundColor = Palette.toastBackground
        layer.cornerRadius = 8
        label.text = message
        label.textColor = .white
        label.font = UIFont.systemFont(ofSize: 14)
        addSubview(label)
        alpha = 0
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 12, dy: 8)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let text = label.sizeThatFits(size)
        return CGSize(width: text.width + 24, height: text.height + 16)
    }

    func show(in host: UIView, completion: ((Bool) -> Void)? = nil) {
        sizeToFit()
        center = CGPoint(x: host.bounds.midX, y: host.bounds.maxY - bounds.height)
        host.addSubview(self)
        UIView.animate(withDuration: 0.25, delay: 0, options: [.curveEaseOut], animations: {
            self.alpha = 1
        }, completion: completion)
    }
}

/// A view whose layer is a gradient.
final class GradientView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
    var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }

    func setColors(_ colors: [UIColor]) {
        gradientLayer.colors = colors.map(\.cgColor)
        gradientLayer.startPoint = CGPoint(x: 0, y: 0.5)
        gradientLayer.endPoint = CGPoint(x: 1, y: 0.5)
    }
}

/// A skeleton placeholder with a moving highlight.
final class ShimmerView: UIView {
    let shimmer = ShimmerController()

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.addSublayer(shimmer.gradient)
        layer.cornerRadius = 6
        clipsToBounds = true
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        shimmer.gradient.frame = bounds
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil { shimmer.start() } else { shimmer.stop() }
    }
}
