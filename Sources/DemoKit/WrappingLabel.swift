import UIKit

/// A label of as many lines as its text needs at the width layout gives it: placed by constraints with
/// an automatic `preferredMaxLayoutWidth` (0), it wraps at its own width, as since iOS 8.
final class WrappingLabel: UILabel {
    override init(frame: CGRect) {
        super.init(frame: frame)
        numberOfLines = 0
    }

    required init?(coder: NSCoder) { nil }
}
