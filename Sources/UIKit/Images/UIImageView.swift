/// A view showing an image. The image becomes its layer's `contents` (one texture, shared by every
/// view showing the same bitmap) and `contentMode` places it through `contentsGravity`: the image is
/// never drawn again when the view moves or resizes. A template image (`UIImage.RenderingMode`) is
/// shown filled with the view's `tintColor`, made again when the tint changes.
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The image shown (unless highlighted and there is a highlighted image).
    open var image: UIImage? {
        didSet { showCurrentImage() }
    }
    /// The image shown while `isHighlighted`.
    open var highlightedImage: UIImage? {
        didSet { showCurrentImage() }
    }
    /// Whether the view shows `highlightedImage`.
    open var isHighlighted = false {
        didSet { showCurrentImage() }
    }

    /// An image view sized to `image` (zero-sized without one).
    public convenience init(image: UIImage?) {
        self.init(image: image, highlightedImage: nil)
    }

    /// An image view sized to `image`, showing `highlightedImage` while highlighted.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        configure()
        self.image = image
        self.highlightedImage = highlightedImage
        showCurrentImage()
    }

    /// An empty image view with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    /// UIKit's defaults for image views: no touches, not opaque.
    private func configure() {
        isUserInteractionEnabled = false
        isOpaque = false
    }

    /// The image's size in points (zero without an image).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { shownImage?.size ?? .zero }
    /// The shown image's size in points; none without an image.
    open override var intrinsicContentSize: CGSize {
        shownImage?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// An image view's contents scale is its image's (an `@2x` image has 2 pixels per point), so
    /// the window's pixel density does not change it.
    open override var contentScaleFactor: CGFloat {
        get { super.contentScaleFactor }
        set {}
    }

    private var shownImage: UIImage? {
        isHighlighted ? highlightedImage ?? image : image
    }

    /// A template image shows in the tint colour.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        showCurrentImage()
    }

    /// The last template bitmap made, with the image and colour it shows: a tint that did not
    /// change makes none again.
    private var tinted: (image: UIImage, color: CGColor, bitmap: CGImage)?

    /// The bitmap `image` shows: its own upright one, or filled with the tint colour for a template.
    private func bitmap(showing image: UIImage) -> CGImage? {
        guard image.drawsAsTemplate else { return image.uprightCGImage }
        let color = tintColor.cgColor
        if let tinted, tinted.image === image, tinted.color == color { return tinted.bitmap }
        guard let bitmap = image.tintedBitmap(color) else { return nil }
        tinted = (image, color, bitmap)
        return bitmap
    }

    /// Puts the shown image's upright (or tinted) bitmap, scale and stretchable middle on the layer.
    private func showCurrentImage() {
        let shown = shownImage
        contentSizeDidChange()
        layer.contentsCenter = shown?.stretchableCenter ?? CGRect(x: 0, y: 0, width: 1, height: 1)
        let bitmap = shown.flatMap(bitmap(showing:))
        guard (layer.contents as? CGImage) !== bitmap else { return }
        layer.contents = bitmap
        if let shown { layer.contentsScale = shown.scale }
    }
}
