import UIKit

/// A label of as many lines as its text needs at the width layout gives it: it wraps at its own
/// width, as iOS 8 does for a label whose `preferredMaxLayoutWidth` is automatic (iOS 7 apps set
/// it by hand in `layoutSubviews`, as here).
final class WrappingLabel: UILabel {
    override init(frame: CGRect) {
        super.init(frame: frame)
        numberOfLines = 0
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        // A new width re-measures the height; the layout pass runs again with it.
        if preferredMaxLayoutWidth != bounds.width { preferredMaxLayoutWidth = bounds.width }
    }
}
