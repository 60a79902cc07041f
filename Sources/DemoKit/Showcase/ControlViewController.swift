import UIKit

/// The control window's content: what the presentation shows (previous and next slide, the
/// spinning square on or off), where it is, and this window's frame rate.
final class ControlViewController: UIViewController {
    private let presentation: PresentationViewController
    let status = UILabel()
    private let frameRate = FrameRateLabel(frame: .zero)
    private let spinSwitch = UISwitch()

    init(presentation: PresentationViewController) {
        self.presentation = presentation
        super.init()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let title = UILabel(frame: CGRect(x: 20, y: 20, width: 400, height: 30))
        title.text = "Casement showcase — controls"
        title.font = .boldSystemFont(ofSize: 20)
        status.frame = CGRect(x: 20, y: 60, width: 440, height: 60)
        status.numberOfLines = 0
        frameRate.frame = CGRect(x: 20, y: 130, width: 100, height: 24)
        let previous = UIButton(type: .system)
        previous.setTitle("◀ Previous", for: .normal)
        previous.frame = CGRect(x: 20, y: 170, width: 120, height: 40)
        previous.addTarget(self, action: ControlViewController.showPrevious, for: .touchUpInside)
        let next = UIButton(type: .system)
        next.setTitle("Next ▶", for: .normal)
        next.frame = CGRect(x: 150, y: 170, width: 120, height: 40)
        next.addTarget(self, action: ControlViewController.showNext, for: .touchUpInside)
        let spinLabel = UILabel(frame: CGRect(x: 20, y: 230, width: 160, height: 31))
        spinLabel.text = "Spinning square"
        spinSwitch.frame.origin = CGPoint(x: 190, y: 230)
        spinSwitch.isOn = true
        spinSwitch.addTarget(self, action: ControlViewController.spinChanged, for: .valueChanged)
        for subview in [title, status, frameRate, previous, next, spinLabel, spinSwitch] { view.addSubview(subview) }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        presentation.setSpinning(spinSwitch.isOn)
    }

    private func showPrevious() { presentation.show(slide: presentation.slide - 1, animated: true) }
    private func showNext() { presentation.show(slide: presentation.slide + 1, animated: true) }
    private func spinChanged() { presentation.setSpinning(spinSwitch.isOn) }
}
