import UIKit

/// L2: a view that strokes a 10-point red border just inside its bounds, drawn once.
final class BorderView: UIView {
    /// How often `draw(_:)` ran, across all border views (the L2 tests read it).
    @MainActor static var drawCount = 0

    override func draw(_ rect: CGRect) {
        BorderView.drawCount += 1
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setLineWidth(10)
        UIColor.red.set()
        context.stroke(bounds.insetBy(dx: 5, dy: 5))
    }
}

enum BorderViewDemo {
    @MainActor
    static func make(frame: CGRect) -> UIView {
        let root = UIView.demoPage(frame: frame)
        let border = BorderView(frame: CGRect(x: 40, y: 40, width: 200, height: 150))
        border.backgroundColor = .white
        root.addSubview(border)
        return root
    }
}
