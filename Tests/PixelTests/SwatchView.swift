import UIKit

/// A view whose drawing is one colour, changed on demand: a layer with a bitmap of its own.
final class SwatchView: UIView {
    var color = UIColor.red { didSet { setNeedsDisplay() } }
    override func draw(_ rect: CGRect) {
        color.setFill()
        UIRectFill(bounds)
    }
}
