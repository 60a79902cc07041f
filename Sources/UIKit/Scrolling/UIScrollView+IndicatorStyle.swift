import Foundation

extension UIScrollView {
    /// The look of the scroll indicators.
    public enum IndicatorStyle: Int, Sendable {
        /// Dark bars, for light content (Casement has no dark mode to adapt to).
        case `default`
        /// Dark bars, for light content.
        case black
        /// Light bars, for dark content.
        case white

        /// The bars' colour.
        var color: UIColor {
            switch self {
            case .default, .black: UIColor(white: 0, alpha: 0.35)
            case .white: UIColor(white: 1, alpha: 0.5)
            }
        }
    }
}
