import UIKit

/// The compositor's special layers: a replicator spinner and a row of replicated squares in shifting
/// colours, a particle fountain from an emitter, and blurred panels over a striped picture. The
/// compositor repeats, simulates and blurs each frame; nothing is redrawn.
enum LayersPage {
    /// The spinner's replicator, the row of squares, the fountain's emitter and the striped area under the panels.
    static let spinnerFrame = CGRect(x: 40, y: 50, width: 120, height: 120)
    static let rowFrame = CGRect(x: 20, y: 210, width: 260, height: 40)
    static let fountainFrame = CGRect(x: 320, y: 40, width: 300, height: 220)
    static let stripesFrame = CGRect(x: 20, y: 300, width: 600, height: 160)
    /// The light panel (with a label in its content view) and the dark one, over the stripes.
    static let lightPanelFrame = CGRect(x: 60, y: 330, width: 240, height: 100)
    static let darkPanelFrame = CGRect(x: 340, y: 330, width: 240, height: 100)
    /// The colour of the squares' instances: red, greener by a quarter each time.
    static let rowStep: Float = 0.25

    @MainActor
    static func make(frame: CGRect) -> UIView {
        let page = UIView.demoPage(frame: frame)
        LayerStylingPage.heading("CAReplicatorLayer: delays and colours", y: 14, in: page)
        spinner(in: page)
        row(in: page)
        LayerStylingPage.heading("CAEmitterLayer", y: 14, x: 320, in: page)
        fountain(in: page)
        LayerStylingPage.heading("UIVisualEffectView: .light and .dark blur", y: 280, in: page)
        blurredPanels(in: page)
        return page
    }

    /// Twelve bars round a centre, each fading a twelfth of a second after the one before.
    @MainActor
    private static func spinner(in page: UIView) {
        let replicator = CAReplicatorLayer()
        replicator.frame = spinnerFrame
        let bar = CALayer()
        bar.frame = CGRect(x: spinnerFrame.width / 2 - 5, y: 0, width: 10, height: 34)
        bar.cornerRadius = 5
        bar.backgroundColor = UIColor.systemBlue.cgColor
        replicator.addSublayer(bar)
        replicator.instanceCount = 12
        replicator.instanceTransform = CATransform3DMakeRotation(2 * .pi / 12, 0, 0, 1)
        replicator.instanceDelay = 1.0 / 12
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0.15
        fade.duration = 1
        fade.repeatCount = .infinity
        bar.add(fade, forKey: "fade")
        page.layer.addSublayer(replicator)
    }

    /// Five squares, each shifted right and greener.
    @MainActor
    private static func row(in page: UIView) {
        let replicator = CAReplicatorLayer()
        replicator.frame = rowFrame
        let square = CALayer()
        square.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        square.cornerRadius = 8
        square.backgroundColor = UIColor.white.cgColor
        replicator.addSublayer(square)
        replicator.instanceCount = 5
        replicator.instanceTransform = CATransform3DMakeTranslation(55, 0, 0)
        replicator.instanceColor = UIColor.red.cgColor
        replicator.instanceGreenOffset = rowStep
        page.layer.addSublayer(replicator)
    }

    /// Glowing dots thrown up from the bottom of a dark box, falling back, added where they overlap.
    @MainActor
    private static func fountain(in page: UIView) {
        let box = UIView(frame: fountainFrame)
        box.backgroundColor = UIColor(white: 0.1, alpha: 1)
        box.layer.cornerRadius = 12
        box.clipsToBounds = true
        let emitter = CAEmitterLayer()
        emitter.frame = box.bounds
        emitter.emitterPosition = CGPoint(x: fountainFrame.width / 2, y: fountainFrame.height - 10)
        emitter.emitterShape = .line
        emitter.emitterSize = CGSize(width: 40, height: 0)
        emitter.renderMode = .additive
        emitter.seed = 11
        let cell = CAEmitterCell()
        cell.contents = ContentModesPage.bitmap(CGSize(width: 12, height: 12)) { renderer in
            UIColor.white.setFill()
            renderer.cgContext.fillEllipse(in: CGRect(x: 0, y: 0, width: 12, height: 12))
        }.cgImage
        cell.birthRate = 60
        cell.lifetime = 2.5
        cell.velocity = 190
        cell.velocityRange = 40
        cell.emissionLongitude = -.pi / 2
        cell.emissionRange = .pi / 5
        cell.yAcceleration = 120
        cell.scale = 0.8
        cell.scaleRange = 0.3
        cell.color = UIColor(red: 1, green: 0.55, blue: 0.2, alpha: 0.8).cgColor
        cell.greenRange = 0.3
        cell.alphaSpeed = -0.3
        emitter.emitterCells = [cell]
        box.layer.addSublayer(emitter)
        page.addSubview(box)
    }

    /// Coloured stripes, sharp, under a light and a dark effect view with rounded corners.
    @MainActor
    private static func blurredPanels(in page: UIView) {
        let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemBlue, .systemPurple]
        for index in 0..<30 {
            let stripe = UIView(frame: CGRect(x: stripesFrame.minX + CGFloat(index) * 20, y: stripesFrame.minY,
                                              width: 10, height: stripesFrame.height))
            stripe.backgroundColor = colors[index % colors.count]
            page.addSubview(stripe)
        }
        for (style, frame, text) in [(UIBlurEffect.Style.light, lightPanelFrame, "Light"), (.dark, darkPanelFrame, "Dark")] {
            let panel = UIVisualEffectView(effect: UIBlurEffect(style: style))
            panel.frame = frame
            panel.layer.cornerRadius = 18
            let label = UILabel(frame: CGRect(x: 20, y: 30, width: 200, height: 40))
            label.text = text
            label.font = .systemFont(ofSize: 28, weight: .bold)
            label.textColor = style == .dark ? .white : .black
            panel.contentView.addSubview(label)
            page.addSubview(panel)
        }
    }
}
