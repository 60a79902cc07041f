import Foundation

/// The scroll indicators (Scrolling rule 18): two thin bars the scroll view keeps over its
/// content, shown while the content moves by a drag, a deceleration or an animation, and faded out
/// 0.5 s after it stops, over 0.25 s. Only an axis whose content exceeds the bounds shows one.
extension UIScrollView {
    /// How long indicators stay after the motion stops, and how long they take to fade (Casement's choice).
    static let indicatorLinger = 0.5
    static let indicatorFade = 0.25

    /// Puts the indicators where the offset and sizes say, over the content.
    func layOutIndicators() {
        let vertical = showsVerticalScrollIndicator
            ? ScrollIndicatorGeometry.vertical(bounds: bounds, contentSize: contentSize, contentInset: adjustedContentInset,
                                               indicatorInsets: verticalScrollIndicatorInsets) : nil
        let horizontal = showsHorizontalScrollIndicator
            ? ScrollIndicatorGeometry.horizontal(bounds: bounds, contentSize: contentSize, contentInset: adjustedContentInset,
                                                 indicatorInsets: horizontalScrollIndicatorInsets) : nil
        for (indicator, frame) in [(verticalIndicator, vertical), (horizontalIndicator, horizontal)] {
            indicator.isHidden = frame == nil
            guard let frame else { continue }
            indicator.frame = frame
            // Subviews added since stay under the indicators.
            if subviews.last !== indicator && subviews.last !== verticalIndicator { bringSubviewToFront(indicator) }
        }
    }

    /// Shows the indicators at once, ending a fade under way.
    func showIndicators() {
        for indicator in [verticalIndicator, horizontalIndicator] {
            if indicator.superview !== self { addSubview(indicator) }
            indicator.layer.removeAllAnimations()
            indicator.alpha = 1
        }
        layOutIndicators()
    }

    /// Fades the indicators out after a moment.
    func hideIndicatorsLater() {
        UIView.animate(withDuration: Self.indicatorFade, delay: Self.indicatorLinger, options: [.allowUserInteraction]) {
            self.verticalIndicator.alpha = 0
            self.horizontalIndicator.alpha = 0
        }
    }

    /// Adds `view` above the content views and below the scroll indicators (a list's section views).
    func insertBelowIndicators(_ view: UIView) {
        if let indicator = subviews.first(where: { $0 === verticalIndicator || $0 === horizontalIndicator }) {
            insertSubview(view, belowSubview: indicator)
        } else {
            addSubview(view)
        }
    }

    /// A bar of the indicators' look: translucent black with round ends, taking no touches.
    static func makeIndicator() -> UIView {
        let indicator = UIView()
        indicator.backgroundColor = UIColor(white: 0, alpha: 0.35)
        indicator.layer.cornerRadius = ScrollIndicatorGeometry.thickness / 2
        indicator.isUserInteractionEnabled = false
        indicator.alpha = 0
        return indicator
    }
}
