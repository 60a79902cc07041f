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
    private let spinner = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
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
            view.addSubview(label)
        }
        titleLabel.font = .boldSystemFont(ofSize: 36)
        noteLabel.font = .systemFont(ofSize: 16)
        frameRate.textColor = .white
        spinner.backgroundColor = .white
        spinner.layer.cornerRadius = 12
        view.addSubview(spinner)
        view.addSubview(frameRate)
        show(slide: 0, animated: false)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        titleLabel.frame = CGRect(x: 20, y: bounds.height * 0.2, width: bounds.width - 40, height: 100)
        noteLabel.frame = CGRect(x: 20, y: titleLabel.frame.maxY, width: bounds.width - 40, height: 50)
        spinner.center = CGPoint(x: bounds.midX, y: bounds.height * 0.7)
        frameRate.frame = CGRect(x: bounds.width - 110, y: 10, width: 100, height: 24)
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
