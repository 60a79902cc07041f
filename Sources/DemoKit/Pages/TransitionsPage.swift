import UIKit

/// The transitions page: a card on a stage turns from A into B and back with the transition of
/// the button clicked — every UIKit transition and every CATransition type and direction, and a
/// custom one made of a snapshot — and a slow-motion switch stretches each to five seconds to look at.
@MainActor
final class TransitionsPage {
    private let stage = UIView(frame: CGRect(x: 30, y: 60, width: 240, height: 240))
    private let cardA = TransitionsPage.card("A", .systemRed)
    private let cardB = TransitionsPage.card("B", .systemBlue)
    private var slowMotion = false

    /// The buttons: a title and what the button starts.
    private enum Kind {
        case view(UIView.AnimationOptions)
        case layer(CATransitionType, CATransitionSubtype?)
        /// The outgoing card's snapshot shrinks and fades away over the incoming card.
        case snapshotZoom
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
        ("Zoom out (snapshot)", .snapshotZoom),
    ]

    static func make(frame: CGRect) -> UIView {
        let demo = TransitionsPage()
        let page = UIView.demoPage(frame: frame)
        demo.cardB.isHidden = true
        demo.stage.addSubview(demo.cardA)
        demo.stage.addSubview(demo.cardB)
        page.addSubview(demo.stage)
        for (index, (title, kind)) in tiles.enumerated() {
            let button = UIButton(type: .system, primaryAction: UIAction(title: title) { _ in demo.play(kind) })
            button.frame = CGRect(x: 290 + CGFloat(index % 2) * 170, y: 20 + CGFloat(index / 2) * 36, width: 164, height: 30)
            button.backgroundColor = UIColor(white: 0.92, alpha: 1)
            button.layer.cornerRadius = 6
            page.addSubview(button)
        }
        let slow = UISwitch()
        slow.frame.origin = CGPoint(x: 30, y: 320)
        slow.addAction(UIAction { [unowned slow] _ in demo.slowMotion = slow.isOn }, for: .valueChanged)
        page.addSubview(slow)
        let caption = UILabel(frame: CGRect(x: 90, y: 320, width: 180, height: 31))
        caption.text = "Slow motion (5 s)"
        caption.font = .systemFont(ofSize: 14)
        page.addSubview(caption)
        // The page owns the demo object (the actions hold it), as a view controller would.
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
        case .snapshotZoom:
            // As apps animate away a state they leave: a picture of the outgoing card as it is on
            // screen stands in for it while the cards change underneath.
            let outgoing = showsB ? cardA : cardB
            guard let snapshot = outgoing.snapshotView(afterScreenUpdates: false) else { return swap() }
            snapshot.frame = outgoing.frame
            stage.addSubview(snapshot)
            swap()
            UIView.animate(withDuration: duration, animations: {
                snapshot.transform = CGAffineTransform(scaleX: 0.1, y: 0.1)
                snapshot.alpha = 0
            }, completion: { _ in snapshot.removeFromSuperview() })
        }
    }
}
