import UIKit

/// L3: a square turned 45° about its centre; `center` and `bounds` stay, `frame` becomes the bounding box.
enum RotationDemo {
    @MainActor
    static func make(frame: CGRect) -> UIView {
        let root = UIView.demoPage(frame: frame)
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        view.backgroundColor = .blue
        root.addSubview(view)
        view.transform = CGAffineTransform(rotationAngle: .pi / 4)
        return root
    }
}
