import UIKit

/// A view that counts its layout passes and drawings.
final class CountingView: UIView {
    private(set) var layouts = 0
    private(set) var drawings = 0

    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
    }

    override func draw(_ rect: CGRect) {
        drawings += 1
        UIColor.blue.setFill()
        UIRectFill(rect)
    }
}
