import UIKit

/// The gestures page: six cards, each with a coloured square and a recognizer — drag (a pan, which
/// the mouse wheel scrolls too), pinch, rotate, swipe, long-press and double-tap (with a single tap
/// that waits for the double to fail) — and a line under each showing the recognizer's state and
/// values as they change. A hover recognizer on the page follows the pointer. Every action is also
/// kept in `log` ("drag began"), so tests can compare what happened with what UIKit does.
final class GesturesPage: UIView {
    /// The cards, in page order: their names are the log's.
    enum Card: String, CaseIterable {
        case drag, pinch, rotate, swipe, press = "long-press", taps = "double-tap"
    }

    /// Each action of every recognizer on the page, in order: "name state".
    private(set) var log: [String] = []
    /// The square each card's recognizers act on.
    private(set) var squares: [Card: UIView] = [:]
    /// The line under each card.
    private(set) var statusLines: [Card: UILabel] = [:]
    private let pointerLine = UILabel()
    private var singleTaps = 0
    private var doubleTaps = 0

    static let cardSize = CGSize(width: 190, height: 190)
    static let squareSide: CGFloat = 80

    /// Where card `index` sits on the page: three across, two down, under the title.
    static func cardFrame(at index: Int) -> CGRect {
        CGRect(origin: CGPoint(x: 20 + CGFloat(index % 3) * 205, y: 60 + CGFloat(index / 3) * 205), size: cardSize)
    }

    /// The frame of `card`'s square before any gesture moves it.
    static func squareFrame(of card: Card) -> CGRect {
        let frame = cardFrame(at: Card.allCases.firstIndex(of: card)!)
        return CGRect(x: frame.midX - squareSide / 2, y: frame.minY + 40, width: squareSide, height: squareSide)
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.96, alpha: 1)
        let title = UILabel(frame: CGRect(x: 20, y: 12, width: frame.width - 40, height: 30))
        title.text = "Gestures: each square has its recognizer"
        title.font = .boldSystemFont(ofSize: 18)
        addSubview(title)
        pointerLine.frame = CGRect(x: 20, y: 38, width: frame.width - 40, height: 18)
        pointerLine.font = .systemFont(ofSize: 12)
        pointerLine.textColor = .darkGray
        pointerLine.text = "Point at the page; the wheel scrolls the drag square."
        addSubview(pointerLine)
        for (index, card) in Card.allCases.enumerated() { addCard(card, at: index) }
        // Squares above every card, so a dragged one stays visible and touchable anywhere.
        for card in Card.allCases { addSubview(squares[card]!) }
        attachRecognizers()
    }

    required init?(coder: NSCoder) { nil }

    private func addCard(_ card: Card, at index: Int) {
        let frame = Self.cardFrame(at: index)
        let background = UIView(frame: frame)
        background.backgroundColor = .white
        background.layer.cornerRadius = 10
        background.layer.borderWidth = 1
        background.layer.borderColor = UIColor(white: 0.8, alpha: 1).cgColor
        addSubview(background)
        let name = UILabel(frame: CGRect(x: 10, y: 8, width: frame.width - 20, height: 20))
        name.text = card.rawValue
        name.font = .boldSystemFont(ofSize: 14)
        background.addSubview(name)
        let status = UILabel(frame: CGRect(x: 10, y: frame.height - 56, width: frame.width - 20, height: 48))
        status.font = .systemFont(ofSize: 12)
        status.numberOfLines = 3
        status.text = "possible"
        background.addSubview(status)
        statusLines[card] = status
        let square = UIView(frame: Self.squareFrame(of: card))
        square.backgroundColor = Self.colour(of: card)
        square.layer.cornerRadius = 8
        squares[card] = square
    }

    private static func colour(of card: Card) -> UIColor {
        switch card {
        case .drag: UIColor(red: 0.20, green: 0.45, blue: 0.90, alpha: 1)
        case .pinch: UIColor(red: 0.95, green: 0.55, blue: 0.15, alpha: 1)
        case .rotate: UIColor(red: 0.30, green: 0.70, blue: 0.35, alpha: 1)
        case .swipe: UIColor(red: 0.60, green: 0.35, blue: 0.80, alpha: 1)
        case .press: UIColor(red: 0.85, green: 0.25, blue: 0.30, alpha: 1)
        case .taps: UIColor(red: 0.15, green: 0.65, blue: 0.70, alpha: 1)
        }
    }

    private func attachRecognizers() {
        let pan = UIPanGestureRecognizer(target: self, action: GesturesPage.didPan)
        pan.allowedScrollTypesMask = .discrete
        squares[.drag]!.addGestureRecognizer(pan)
        squares[.pinch]!.addGestureRecognizer(UIPinchGestureRecognizer(target: self, action: GesturesPage.didPinch))
        squares[.rotate]!.addGestureRecognizer(UIRotationGestureRecognizer(target: self, action: GesturesPage.didRotate))
        for direction: UISwipeGestureRecognizer.Direction in [.right, .left, .up, .down] {
            let swipe = UISwipeGestureRecognizer(target: self, action: GesturesPage.didSwipe)
            swipe.direction = direction
            squares[.swipe]!.addGestureRecognizer(swipe)
        }
        squares[.press]!.addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: GesturesPage.didLongPress))
        let double = UITapGestureRecognizer(target: self, action: GesturesPage.didDoubleTap)
        double.numberOfTapsRequired = 2
        let single = UITapGestureRecognizer(target: self, action: GesturesPage.didSingleTap)
        single.require(toFail: double)
        squares[.taps]!.addGestureRecognizer(double)
        squares[.taps]!.addGestureRecognizer(single)
        addGestureRecognizer(UIHoverGestureRecognizer(target: self, action: GesturesPage.didHover))
    }

    // MARK: Actions

    private func didPan(_ pan: UIPanGestureRecognizer) {
        let square = squares[.drag]!
        let translation = pan.translation(in: self)
        let velocity = pan.velocity(in: self)
        report(.drag, pan, String(format: "moved (%.0f, %.0f)\nvelocity (%.0f, %.0f) pt/s", translation.x, translation.y,
                                  velocity.x, velocity.y))
        square.center = CGPoint(x: square.center.x + translation.x, y: square.center.y + translation.y)
        pan.setTranslation(.zero, in: self)
    }

    private func didPinch(_ pinch: UIPinchGestureRecognizer) {
        report(.pinch, pinch, String(format: "scale %.2f\nvelocity %.2f /s", pinch.scale, pinch.velocity))
        let square = squares[.pinch]!
        square.transform = square.transform.scaledBy(x: pinch.scale, y: pinch.scale)
        pinch.scale = 1
    }

    private func didRotate(_ rotation: UIRotationGestureRecognizer) {
        report(.rotate, rotation, String(format: "rotation %.0f°\nvelocity %.2f rad/s", rotation.rotation * 180 / .pi, rotation.velocity))
        let square = squares[.rotate]!
        square.transform = square.transform.rotated(by: rotation.rotation)
        rotation.rotation = 0
    }

    private func didSwipe(_ swipe: UISwipeGestureRecognizer) {
        let name = [(UISwipeGestureRecognizer.Direction.right, "right"), (.left, "left"), (.up, "up"), (.down, "down")]
            .first { swipe.direction.contains($0.0) }?.1 ?? "?"
        report(.swipe, swipe, "swiped \(name)")
    }

    private func didLongPress(_ press: UILongPressGestureRecognizer) {
        let point = press.location(in: squares[.press]!)
        report(.press, press, String(format: "at (%.0f, %.0f)", point.x, point.y))
        squares[.press]!.alpha = press.state == .began || press.state == .changed ? 0.5 : 1
    }

    private func didDoubleTap(_ tap: UITapGestureRecognizer) {
        doubleTaps += 1
        report(.taps, tap, "double taps \(doubleTaps), single taps \(singleTaps)")
        squares[.taps]!.backgroundColor = doubleTaps % 2 == 0 ? Self.colour(of: .taps) : .systemYellow
    }

    private func didSingleTap(_ tap: UITapGestureRecognizer) {
        singleTaps += 1
        report(.taps, tap, "double taps \(doubleTaps), single taps \(singleTaps)", as: "single-tap")
    }

    private func didHover(_ hover: UIHoverGestureRecognizer) {
        let point = hover.location(in: self)
        pointerLine.text = hover.state == .ended || hover.state == .cancelled
            ? "pointer outside" : String(format: "pointer at (%.0f, %.0f)", point.x, point.y)
    }

    /// Logs the action (under the card's name unless `name` is given) and shows the recognizer's
    /// state and `values` under its card.
    private func report(_ card: Card, _ recognizer: UIGestureRecognizer, _ values: String, as name: String? = nil) {
        let continuous = ![Card.swipe, .taps].contains(card)
        let state = Self.name(of: recognizer.state, continuous: continuous)
        log.append("\(name ?? card.rawValue) \(state)")
        statusLines[card]!.text = "\(state)\n\(values)"
    }

    /// A state's name as a UIKit developer says it: a discrete gesture's `ended` is "recognized".
    private static func name(of state: UIGestureRecognizer.State, continuous: Bool) -> String {
        state == .ended && !continuous ? "recognized" : "\(state)"
    }
}
