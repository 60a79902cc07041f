import UIKit

/// The transitions page: a card on a stage turns from A into B and back with the transition of
/// the tile clicked — every UIKit transition and every CATransition type and direction — and a
/// slow-motion tile stretches each to five seconds to look at.
@MainActor
final class TransitionsPage {
    private let stage = UIView(frame: CGRect(x: 30, y: 60, width: 240, height: 240))
    private let cardA = TransitionsPage.card("A", .systemRed)
    private let cardB = TransitionsPage.card("B", .systemBlue)
    private var slowMotion = false

    /// The tiles: a title and what the tile starts.
    private enum Kind {
        case view(UIView.AnimationOptions)
        case layer(CATransitionType, CATransitionSubtype?)
    }

    private static let tiles: [(String, Kind)] = [
        ("Flip from left", .view(.transitionFlipFromLeft)), ("Flip from right", .view(.transitionFlipFromRight)),
        ("Flip from top", .view(.transitionFlipFromTop)), ("Flip from bottom", .view(.transitionFlipFromBottom)),
        ("Curl up", .view(.transitionCurlUp)), ("Curl down", .view(.transitionCurlDown)),
        ("Cross-dissolve", .view(.transitionCrossDissolve)), ("Fade", .layer(.fade, nil)),
        ("Push from left", .layer(.push, .fromLeft)), ("Push from right", .layer(.push, .fromRight)),
        ("Push from top", .layer(.push, .fromTop)), ("Push from bottom", .layer(.push, .fromBottom)),
        ("Move in from left", .layer(.moveIn, .fromLeft)), ("Move in from right", .layer(.moveIn, .fromRight)),
        ("Move in from top", .layer(.moveIn, .fromTop)), ("Move in from bottom", .layer(.moveIn, .fromBottom)),
        ("Reveal from left", .layer(.reveal, .fromLeft)), ("Reveal from right", .layer(.reveal, .fromRight)),
        ("Reveal from top", .layer(.reveal, .fromTop)), ("Reveal from bottom", .layer(.reveal, .fromBottom)),
    ]

    static func make(frame: CGRect) -> UIView {
        let demo = TransitionsPage()
        let page = UIView.demoPage(frame: frame)
        demo.cardB.isHidden = true
        demo.stage.addSubview(demo.cardA)
        demo.stage.addSubview(demo.cardB)
        page.addSubview(demo.stage)
        for (index, (title, kind)) in tiles.enumerated() {
            let origin = CGPoint(x: 290 + CGFloat(index % 2) * 170, y: 20 + CGFloat(index / 2) * 36)
            page.addSubview(Tile(frame: CGRect(origin: origin, size: CGSize(width: 164, height: 30)), title: title) { _ in
                demo.play(kind)
            })
        }
        let slow = Tile(frame: CGRect(x: 30, y: 320, width: 240, height: 30), title: "Slow motion: off") { tile in
            demo.slowMotion.toggle()
            tile.title = demo.slowMotion ? "Slow motion: on (5 s)" : "Slow motion: off"
        }
        page.addSubview(slow)
        // The page owns the demo object (the tiles' closures hold it), as a view controller would.
        return page
    }

    private static func card(_ letter: String, _ color: UIColor) -> UILabel {
        let card = UILabel(frame: CGRect(x: 0, y: 0, width: 240, height: 240))
        card.text = letter
        card.textAlignment = .center
        card.font = .boldSystemFont(ofSize: 96)
        card.textColor = .white
        card.backgroundColor = color
        return card
    }

    /// Shows the other card behind the transition `kind` names.
    private func play(_ kind: Kind) {
        let duration = slowMotion ? 5.0 : 1.0
        let showsB = cardB.isHidden
        let swap = { [cardA, cardB] in
            cardA.isHidden = showsB
            cardB.isHidden = !showsB
        }
        switch kind {
        case .view(let options):
            UIView.transition(with: stage, duration: duration, options: options, animations: swap)
        case .layer(let type, let subtype):
            let transition = CATransition()
            transition.type = type
            transition.subtype = subtype
            transition.duration = duration
            stage.layer.add(transition, forKey: nil)
            swap()
        }
    }

    /// A plain tappable view with a title: the controls of this page, until there are buttons.
    private final class Tile: UIView {
        private let label = UILabel()
        private let action: @MainActor (Tile) -> Void

        var title: String? {
            get { label.text }
            set { label.text = newValue }
        }

        init(frame: CGRect, title: String, action: @escaping @MainActor (Tile) -> Void) {
            self.action = action
            super.init(frame: frame)
            backgroundColor = UIColor(white: 0.92, alpha: 1)
            layer.cornerRadius = 6
            label.frame = bounds.insetBy(dx: 8, dy: 0)
            label.font = .systemFont(ofSize: 14)
            label.text = title
            addSubview(label)
        }

        required init?(coder: NSCoder) { nil }

        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            action(self)
        }
    }
}
