import UIKit

/// What the presentation window shows: a slide (a colour and a title, cross-faded when it
/// changes), a square spinning while "animate" is on, and the window's frame rate.
final class PresentationViewController: UIViewController {
    /// The slides: a title and a background colour each.
    static let slides: [(title: String, color: UIColor)] = [
        ("Casement", .systemIndigo), ("Two windows, two screens", .systemTeal),
        ("Plug a display in: the presentation moves there", .systemOrange), ("Unplug it: back to a window", .systemPink),
    ]

    private let titleLabel = UILabel()
    private let spinner = UIView()
    let frameRate = FrameRateLabel(frame: .zero)
    private(set) var slide = 0
    /// A note under the title (why the presentation is in a window, not on a screen of its own).
    var note = "" { didSet { noteLabel.text = note } }
    private let noteLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        for label in [titleLabel, noteLabel] {
            label.textAlignment = .center
            label.textColor = .white
            label.numberOfLines = 0
        }
        titleLabel.font = .boldSystemFont(ofSize: 36)
        noteLabel.font = .systemFont(ofSize: 16)
        frameRate.textColor = .white
        spinner.backgroundColor = .white
        spinner.layer.cornerRadius = 12
        for subview in [titleLabel, noteLabel, spinner, frameRate] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        // The title starts a fifth of the way down and the square's centre sits at 70 %: positions
        // as fractions of the view's bottom, which only `init(item:…)` can say (anchors have no multiplier).
        let fraction = { (item: UIView, attribute: NSLayoutConstraint.Attribute, multiplier: CGFloat) in
            NSLayoutConstraint(item: item, attribute: attribute, relatedBy: .equal, toItem: self.view, attribute: .bottom,
                               multiplier: multiplier, constant: 0)
        }
        NSLayoutConstraint.activate([
            fraction(titleLabel, .top, 0.2),
            titleLabel.heightAnchor.constraint(equalToConstant: 100),
            noteLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor),
            noteLabel.heightAnchor.constraint(equalToConstant: 50),
            spinner.widthAnchor.constraint(equalToConstant: 80), spinner.heightAnchor.constraint(equalToConstant: 80),
            spinner.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            fraction(spinner, .centerY, 0.7),
            frameRate.topAnchor.constraint(equalTo: view.topAnchor, constant: 10),
            frameRate.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -10),
            frameRate.widthAnchor.constraint(equalToConstant: 100), frameRate.heightAnchor.constraint(equalToConstant: 24),
        ] + [titleLabel, noteLabel].flatMap { label in
            [label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
             label.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20)]
        })
        show(slide: 0, animated: false)
    }

    /// Shows slide `index` (wrapping around), cross-fading its colour and title.
    func show(slide index: Int, animated: Bool) {
        slide = (index % Self.slides.count + Self.slides.count) % Self.slides.count
        let next = Self.slides[slide]
        let change = {
            self.view.backgroundColor = next.color
            self.titleLabel.text = next.title
        }
        animated ? UIView.animate(withDuration: 0.4, animations: change) : change()
    }

    /// Starts or stops the spinning square.
    func setSpinning(_ spinning: Bool) {
        guard spinning else { return spinner.layer.removeAnimation(forKey: "spin") }
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = Double.pi * 2
        spin.duration = 2
        spin.repeatCount = .infinity
        spinner.layer.add(spin, forKey: "spin")
    }
}
