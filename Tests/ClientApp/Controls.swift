import UIKit

// A custom control and a screen that wires controls with UIAction, as apps do without selectors.

/// Five stars; a tap on a star sets the rating and sends `.valueChanged`.
final class StarRatingControl: UIControl {
    private(set) var rating = 0
    let starCount = 5

    override var intrinsicContentSize: CGSize { CGSize(width: starCount * 24, height: 24) }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        select(at: touch.location(in: self))
        return true
    }

    /// Sets the rating for a point in the control's bounds and tells the targets.
    func select(at point: CGPoint) {
        let star = min(starCount, max(1, Int(point.x / (bounds.width / CGFloat(starCount))) + 1))
        guard star != rating else { return }
        rating = star
        setNeedsDisplay()
        sendActions(for: .valueChanged)
    }

    override func draw(_ rect: CGRect) {
        let side = bounds.width / CGFloat(starCount)
        for index in 0..<starCount {
            (index < rating ? UIColor.systemYellow : UIColor.lightGray).setFill()
            UIBezierPath(ovalIn: CGRect(x: CGFloat(index) * side + 2, y: 2, width: side - 4, height: bounds.height - 4)).fill()
        }
    }
}

/// A settings screen: a rating control and a button, each with a UIAction.
final class RatingViewController: UIViewController {
    let ratingControl = StarRatingControl(frame: CGRect(x: 20, y: 20, width: 120, height: 24))
    private(set) var submitted: [Int] = []
    private(set) var changes = 0
    lazy var submitButton = UIButton(type: .system, primaryAction: UIAction(title: "Submit") { [weak self] _ in
        guard let self else { return }
        self.submitted.append(self.ratingControl.rating)
    })

    override func loadView() {
        view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        view.backgroundColor = .white
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        ratingControl.addAction(UIAction { [weak self] _ in self?.changes += 1 }, for: .valueChanged)
        view.addSubview(ratingControl)
        view.addSubview(submitButton)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        submitButton.frame = CGRect(x: 20, y: 60, width: 100, height: 44)
    }
}
