import CoreGraphics

/// What a sheet presentation adds to the window: a dimming view over the presenter, and the
/// presented controller's view as a card centred on it (Navigation rule 33).
final class SheetContainerView: UIView {
    /// A form sheet's size when its controller prefers none (an iPad's, observed).
    static let defaultSheetSize = CGSize(width: 540, height: 620)
    /// The dimming over the presenter (observed: Telegram), and the space a sheet leaves at the
    /// window's edges when the window is smaller than the sheet.
    static let dimmingAlpha: CGFloat = 0.25, margin: CGFloat = 20
    static let cornerRadius: CGFloat = 10

    let dimming = UIView()
    private(set) weak var presented: UIViewController?

    init(frame: CGRect, presenting presented: UIViewController) {
        self.presented = presented
        super.init(frame: frame)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimming.frame = bounds
        dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimming.backgroundColor = UIColor(white: 0, alpha: SheetContainerView.dimmingAlpha)
        addSubview(dimming)
        let card = presented.view!
        card.layer.cornerRadius = SheetContainerView.cornerRadius
        card.clipsToBounds = true
        card.autoresizingMask = []
        addSubview(card)
        placeCard(shown: true)
    }

    required init?(coder: NSCoder) { nil }

    /// The card's size: a form sheet's `preferredContentSize` when it has one, else the default, within the window.
    var cardSize: CGSize {
        var size = SheetContainerView.defaultSheetSize
        if let presented, presented.modalPresentationStyle == .formSheet || presented.modalPresentationStyle == .automatic,
           presented.preferredContentSize.width > 0, presented.preferredContentSize.height > 0 {
            size = presented.preferredContentSize
        }
        let margin = SheetContainerView.margin
        return CGSize(width: min(size.width, max(0, bounds.width - 2 * margin)), height: min(size.height, max(0, bounds.height - 2 * margin)))
    }

    /// Puts the card centred in the window, or (not shown) just below it, and the dimming with it.
    func placeCard(shown: Bool) {
        guard let card = presented?.viewIfLoaded else { return }
        let size = cardSize
        let x = ((bounds.width - size.width) / 2).rounded(), centredY = ((bounds.height - size.height) / 2).rounded()
        card.frame = CGRect(x: x, y: shown ? centredY : bounds.height, width: size.width, height: size.height)
        dimming.alpha = shown ? 1 : 0
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        placeCard(shown: true)
    }
}
