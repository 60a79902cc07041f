import UIKit

/// L1: white background, a red 100×100 square at (10,10), a blue one at (10,150).
enum TwoSquaresDemo {
    @MainActor
    static func make(frame: CGRect) -> UIView {
        let root = UIView.demoPage(frame: frame)
        let redView = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        redView.backgroundColor = .red
        let blueView = UIView(frame: CGRect(x: 10, y: 150, width: 100, height: 100))
        blueView.backgroundColor = .blue
        root.addSubview(redView)
        root.addSubview(blueView)
        return root
    }
}
