import UIKit

/// The layer styling page: rounded corners that clip, borders above sublayers, masked corners, a
/// gradient mask, four kinds of shadow, group opacity against per-layer opacity, and cards turned
/// in perspective. Everything is drawn by the compositor from layer properties; no view draws.
enum LayerStylingPage {
    static let columnWidth: CGFloat = 150
    static let rowTops: [CGFloat] = [36, 178, 324]
    static let itemSize = CGSize(width: 120, height: 90)

    /// The frame of the item in `column` of `row`.
    static func itemFrame(row: Int, column: Int) -> CGRect {
        CGRect(origin: CGPoint(x: 20 + CGFloat(column) * columnWidth, y: rowTops[row]), size: itemSize)
    }

    @MainActor
    static func make(frame: CGRect) -> UIView {
        let page = UIView.demoPage(frame: frame)
        page.backgroundColor = UIColor(white: 0.96, alpha: 1)
        heading("Corners, borders and masks", y: 14, in: page)
        roundedClip(in: page)
        borderAboveSublayers(in: page)
        maskedCorners(in: page)
        gradientMask(in: page)
        heading("Shadows: analytic, of contents, of a path, the default", y: 156, in: page)
        shadows(in: page)
        heading("Group opacity: on, then off", y: 302, in: page)
        groupOpacity(in: page)
        perspective(in: page)
        return page
    }

    // MARK: Corners, borders, masks

    @MainActor
    private static func roundedClip(in page: UIView) {
        let card = UIView(frame: itemFrame(row: 0, column: 0))
        card.backgroundColor = .systemBlue
        card.layer.cornerRadius = 24
        card.clipsToBounds = true
        let picture = UIImageView(frame: CGRect(x: -20, y: -15, width: 160, height: 100))
        picture.image = ContentModesPage.scene()
        card.addSubview(picture)
        page.addSubview(card)
        caption("cornerRadius, clipping", under: card, in: page)
    }

    @MainActor
    private static func borderAboveSublayers(in page: UIView) {
        let card = UIView(frame: itemFrame(row: 0, column: 1))
        card.backgroundColor = .white
        card.layer.cornerRadius = 16
        card.layer.borderWidth = 6
        card.layer.borderColor = UIColor(red: 0.1, green: 0.2, blue: 0.5, alpha: 1).cgColor
        let child = UIView(frame: CGRect(x: 60, y: -10, width: 70, height: 60))
        child.backgroundColor = UIColor(red: 0.95, green: 0.3, blue: 0.3, alpha: 1)
        card.addSubview(child)
        page.addSubview(card)
        caption("border above a sublayer", under: card, in: page)
    }

    @MainActor
    private static func maskedCorners(in page: UIView) {
        let card = UIView(frame: itemFrame(row: 0, column: 2))
        card.backgroundColor = UIColor(red: 0.55, green: 0.3, blue: 0.8, alpha: 1)
        card.layer.cornerRadius = 36
        card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
        page.addSubview(card)
        caption("maskedCorners", under: card, in: page)
    }

    @MainActor
    private static func gradientMask(in page: UIView) {
        let picture = UIImageView(frame: itemFrame(row: 0, column: 3))
        picture.image = ContentModesPage.scene()
        let fade = CAGradientLayer()
        fade.frame = picture.bounds
        fade.colors = [UIColor.black.cgColor, UIColor.black.withAlphaComponent(0).cgColor]
        fade.startPoint = CGPoint(x: 0.3, y: 0.5)
        fade.endPoint = CGPoint(x: 1, y: 0.5)
        picture.layer.mask = fade
        page.addSubview(picture)
        caption("mask: a gradient layer", under: picture, in: page)
    }

    // MARK: Shadows

    @MainActor
    private static func shadows(in page: UIView) {
        let card = UIView(frame: itemFrame(row: 1, column: 0))
        card.backgroundColor = .white
        card.layer.cornerRadius = 12
        card.layer.shadowOpacity = 0.35
        card.layer.shadowRadius = 8
        card.layer.shadowOffset = CGSize(width: 0, height: 6)
        page.addSubview(card)
        caption("a rounded card", under: card, in: page)

        let disc = UIImageView(frame: itemFrame(row: 1, column: 1).insetBy(dx: 15, dy: 0))
        disc.image = discImage()
        disc.layer.shadowOpacity = 0.6
        disc.layer.shadowRadius = 4
        disc.layer.shadowOffset = CGSize(width: 6, height: 6)
        page.addSubview(disc)
        caption("contents' alpha", under: disc, in: page)

        let holder = UIView(frame: itemFrame(row: 1, column: 2).insetBy(dx: 15, dy: 0))
        let star = CAShapeLayer()
        star.frame = holder.bounds
        star.path = starPath(in: holder.bounds)
        star.fillColor = UIColor(red: 1, green: 0.75, blue: 0.1, alpha: 1).cgColor
        holder.layer.addSublayer(star)
        holder.layer.shadowPath = star.path
        holder.layer.shadowOpacity = 0.5
        holder.layer.shadowRadius = 5
        holder.layer.shadowOffset = CGSize(width: 5, height: 8)
        page.addSubview(holder)
        caption("shadowPath", under: holder, in: page)

        let plain = UIView(frame: itemFrame(row: 1, column: 3))
        plain.backgroundColor = UIColor(red: 0.3, green: 0.75, blue: 0.6, alpha: 1)
        plain.layer.shadowOpacity = 0.8
        page.addSubview(plain)
        caption("defaults: (0, −3), radius 3", under: plain, in: page)
    }

    /// A disc 80 points across on transparency, so only the disc casts a shadow.
    @MainActor
    static func discImage() -> UIImage {
        ContentModesPage.bitmap(CGSize(width: 90, height: 90)) { renderer in
            UIColor(red: 0.2, green: 0.6, blue: 0.95, alpha: 1).setFill()
            renderer.cgContext.fillEllipse(in: CGRect(x: 5, y: 5, width: 80, height: 80))
            UIColor.white.setFill()
            renderer.cgContext.fillEllipse(in: CGRect(x: 30, y: 30, width: 30, height: 30))
        }
    }

    /// A five-pointed star filling `rect`.
    static func starPath(in rect: CGRect) -> CGPath {
        let path = CGMutablePath()
        let center = CGPoint(x: rect.midX, y: rect.midY + 4)
        let outer = min(rect.width, rect.height) / 2, inner = outer * 0.45
        path.addLines(between: (0..<10).map { index in
            let radius = index % 2 == 0 ? outer : inner
            let angle = -CGFloat.pi / 2 + CGFloat(index) * .pi / 5
            return CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        })
        path.closeSubpath()
        return path
    }

    // MARK: Group opacity and perspective

    @MainActor
    private static func groupOpacity(in page: UIView) {
        for (column, grouped) in [(0, true), (1, false)] {
            let group = UIView(frame: itemFrame(row: 2, column: column))
            let red = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
            red.backgroundColor = .red
            let blue = UIView(frame: CGRect(x: 40, y: 10, width: 80, height: 80))
            blue.backgroundColor = .blue
            group.addSubview(red)
            group.addSubview(blue)
            group.alpha = 0.5
            group.layer.allowsGroupOpacity = grouped
            page.addSubview(group)
            caption(grouped ? "alpha 0.5, one picture" : "each sublayer at 0.5", under: group, in: page)
        }
    }

    @MainActor
    private static func perspective(in page: UIView) {
        let stage = UIView(frame: CGRect(x: 2 * columnWidth + 20, y: rowTops[2] - 22, width: 2 * columnWidth - 20, height: 130))
        var eye = CATransform3DIdentity
        eye.m34 = -1.0 / 500
        stage.layer.sublayerTransform = eye
        heading("Perspective: m34 = −1/500", y: 302, x: stage.frame.minX, in: page)
        let colours: [UIColor] = [.systemOrange, .systemTeal, .systemPink]
        for (index, angle) in [CGFloat.pi / 3, 0, -CGFloat.pi / 3].enumerated() {
            let card = UIView(frame: CGRect(x: 10 + CGFloat(index) * 90, y: 25, width: 80, height: 100))
            card.backgroundColor = colours[index]
            card.layer.cornerRadius = 8
            card.layer.borderWidth = 2
            card.layer.borderColor = UIColor.white.cgColor
            card.layer.transform = CATransform3DMakeRotation(angle, 0, 1, 0)
            stage.addSubview(card)
        }
        page.addSubview(stage)
    }

    // MARK: Captions

    @MainActor
    static func heading(_ text: String, y: CGFloat, x: CGFloat = 20, in page: UIView) {
        let label = UILabel(frame: CGRect(x: x, y: y, width: 600 - x, height: 16))
        label.text = text
        label.font = .systemFont(ofSize: 12, weight: .semibold)
        label.textColor = .darkGray
        page.addSubview(label)
    }

    @MainActor
    private static func caption(_ text: String, under view: UIView, in page: UIView) {
        let label = UILabel(frame: CGRect(x: view.frame.minX, y: itemFrame(row: 0, column: 0).height + view.frame.minY + 10,
                                          width: columnWidth - 10, height: 14))
        label.text = text
        label.font = .systemFont(ofSize: 10)
        label.textColor = .gray
        page.addSubview(label)
    }
}
