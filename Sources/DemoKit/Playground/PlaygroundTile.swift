import UIKit

/// A tile on the playground's board: it logs the touches it gets, and its recognizers drag, pinch
/// and rotate it all at once (its delegate lets them recognize together); a double tap puts it back.
final class PlaygroundTile: UIView, UIGestureRecognizerDelegate {
    let name: String
    private let log: EventLog
    /// Where the tile rests: the board sets it.
    private var home: CGPoint

    init(name: String, colour: UIColor, frame: CGRect, log: EventLog) {
        self.name = name
        self.log = log
        home = CGPoint(x: frame.midX, y: frame.midY)
        super.init(frame: frame)
        backgroundColor = colour
        layer.cornerRadius = 12
        isMultipleTouchEnabled = true
        let label = UILabel(frame: bounds)
        label.text = name
        label.textAlignment = .center
        label.textColor = .white
        label.font = .boldSystemFont(ofSize: 16)
        label.isUserInteractionEnabled = false
        addSubview(label)
        let recognizers: [UIGestureRecognizer] = [UIPanGestureRecognizer(target: self, action: PlaygroundTile.didPan),
                                                  UIPinchGestureRecognizer(target: self, action: PlaygroundTile.didPinch),
                                                  UIRotationGestureRecognizer(target: self, action: PlaygroundTile.didRotate)]
        for recognizer in recognizers {
            recognizer.delegate = self
            addGestureRecognizer(recognizer)
        }
        let reset = UITapGestureRecognizer(target: self, action: PlaygroundTile.didDoubleTap)
        reset.numberOfTapsRequired = 2
        addGestureRecognizer(reset)
    }

    required init?(coder: NSCoder) { nil }

    /// Moves the tile's home to `point`, and the tile with it (keeping where the user dragged it).
    func moveHome(to point: CGPoint) {
        center = CGPoint(x: center.x + point.x - home.x, y: center.y + point.y - home.y)
        home = point
    }

    /// Back home, unscaled and upright.
    func putBack() {
        transform = .identity
        center = home
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        otherGestureRecognizer.view === self
    }

    private func didPan(_ pan: UIPanGestureRecognizer) {
        let translation = pan.translation(in: superview)
        log.add("pan \(name) \(pan.state) " + String(format: "(%.0f, %.0f)", translation.x, translation.y))
        center = CGPoint(x: center.x + translation.x, y: center.y + translation.y)
        pan.setTranslation(.zero, in: superview)
    }

    private func didPinch(_ pinch: UIPinchGestureRecognizer) {
        log.add("pinch \(name) \(pinch.state) " + String(format: "×%.2f", pinch.scale))
        transform = transform.scaledBy(x: pinch.scale, y: pinch.scale)
        pinch.scale = 1
    }

    private func didRotate(_ rotation: UIRotationGestureRecognizer) {
        log.add("rotation \(name) \(rotation.state) " + String(format: "%.0f°", rotation.rotation * 180 / .pi))
        transform = transform.rotated(by: rotation.rotation)
        rotation.rotation = 0
    }

    private func didDoubleTap(_ tap: UITapGestureRecognizer) {
        log.add("double tap \(name): put back")
        UIView.animate(withDuration: 0.25) { self.putBack() }
    }

    // MARK: Touches, logged then passed on

    private func record(_ phase: String, _ touches: Set<UITouch>) {
        let points = touches.map { touch in
            let point = touch.location(in: self)
            return String(format: "(%.0f, %.0f)", point.x, point.y)
        }
        log.add("touches \(phase) \(name) \(points.sorted().joined(separator: " "))")
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record("began", touches) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record("moved", touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record("ended", touches) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { record("cancelled", touches) }
}
