import ObjectiveC
import UIKit

/// Told about a rating view's changes; both methods are optional, as in many iOS delegates.
@objc protocol RatingViewDelegate: AnyObject {
    @objc optional func ratingView(_ ratingView: RatingView, didChangeRating rating: Int)
    @objc optional func ratingViewDidReset(_ ratingView: RatingView)
}

/// A row of five stars the user taps to rate; a long press clears the rating.
@objcMembers
class RatingView: UIView {
    weak var delegate: RatingViewDelegate?
    @objc dynamic private(set) var rating = 0
    @IBInspectable var starSize: CGFloat = 32
    private var stars: [UIButton] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        for index in 0..<5 {
            let star = UIButton(type: .system)
            star.starIndex = index + 1
            star.setTitle("☆", for: .normal)
            star.frame = CGRect(x: CGFloat(index) * starSize, y: 0, width: starSize, height: starSize)
            star.addTarget(self, action: #selector(starTapped(_:)), for: .touchUpInside)
            addSubview(star)
            stars.append(star)
        }
        let press = UILongPressGestureRecognizer(target: self, action: #selector(RatingView.reset))
        addGestureRecognizer(press)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc private func starTapped(_ sender: UIButton) {
        rating = sender.starIndex
        for star in stars { star.setTitle(star.starIndex <= rating ? "★" : "☆", for: .normal) }
        delegate?.ratingView?(self, didChangeRating: rating)
        let pulse = CABasicAnimation(keyPath: #keyPath(CALayer.opacity))
        pulse.fromValue = 0.5
        pulse.toValue = 1
        sender.layer.add(pulse, forKey: "pulse")
    }

    @objc func reset() {
        rating = 0
        for star in stars { star.setTitle("☆", for: .normal) }
        delegate?.ratingViewDidReset?(self)
    }
}

private var starIndexKey: UInt8 = 0

extension UIButton {
    /// The star's place in the row, kept on the button itself as extensions cannot store properties.
    var starIndex: Int {
        get { objc_getAssociatedObject(self, &starIndexKey) as? Int ?? 0 }
        set { objc_setAssociatedObject(self, &starIndexKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}
