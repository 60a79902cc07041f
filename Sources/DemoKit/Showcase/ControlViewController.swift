import UIKit

/// The control window's content: what the presentation shows (previous and next slide, the
/// spinning square on or off), where it is, and this window's frame rate.
final class ControlViewController: UIViewController {
    private let presentation: PresentationViewController
    let status = WrappingLabel()
    private let frameRate = FrameRateLabel(frame: .zero)
    private let spinSwitch = UISwitch()

    init(presentation: PresentationViewController) {
        self.presentation = presentation
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let title = UILabel()
        title.text = "Casement showcase — controls"
        title.font = .boldSystemFont(ofSize: 20)
        title.heightAnchor.constraint(equalToConstant: 30).isActive = true
        status.heightAnchor.constraint(greaterThanOrEqualToConstant: 60).isActive = true
        frameRate.heightAnchor.constraint(equalToConstant: 24).isActive = true
        let buttons = UIStackView(arrangedSubviews: [button("◀ Previous", ControlViewController.showPrevious),
                                                     button("Next ▶", ControlViewController.showNext)])
        buttons.spacing = 10
        let spinLabel = UILabel()
        spinLabel.text = "Spinning square"
        spinLabel.widthAnchor.constraint(equalToConstant: 160).isActive = true
        spinSwitch.isOn = true
        spinSwitch.addTarget(self, action: ControlViewController.spinChanged, for: .valueChanged)
        let spin = UIStackView(arrangedSubviews: [spinLabel, spinSwitch])
        spin.alignment = .center
        spin.spacing = 10
        // Lines from the top, each as wide as it needs; the status wraps at the window's width.
        let lines = UIStackView(arrangedSubviews: [title, status, frameRate, buttons, spin])
        lines.axis = .vertical
        lines.alignment = .leading
        lines.spacing = 10
        lines.setCustomSpacing(16, after: frameRate)
        lines.setCustomSpacing(20, after: buttons)
        lines.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(lines)
        NSLayoutConstraint.activate([
            lines.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
            lines.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            lines.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            status.widthAnchor.constraint(equalTo: lines.widthAnchor),
        ])
    }

    /// A 120 × 40 system button titled `title` that calls the controller's `action` when tapped.
    private func button(_ title: String, _ action: @escaping (ControlViewController) -> () -> Void) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.widthAnchor.constraint(equalToConstant: 120).isActive = true
        button.heightAnchor.constraint(equalToConstant: 40).isActive = true
        button.addTarget(self, action: action, for: .touchUpInside)
        return button
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        presentation.setSpinning(spinSwitch.isOn)
    }

    private func showPrevious() { presentation.show(slide: presentation.slide - 1, animated: true) }
    private func showNext() { presentation.show(slide: presentation.slide + 1, animated: true) }
    private func spinChanged() { presentation.setSpinning(spinSwitch.isOn) }
}
