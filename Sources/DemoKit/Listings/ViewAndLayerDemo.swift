import UIKit

/// L13: a view and a layer animated together. The view turns counter-clockwise a full turn in
/// two 1 s steps (linear) while its embedded layer turns clockwise over 2 s with its own timing,
/// so the layer keeps (almost) its orientation on screen. The yellow strip marks the view's top;
/// the red square marks the layer's.
enum ViewAndLayerDemo {
    /// The backing view's frame on the page.
    static let backingFrame = CGRect(x: 220, y: 120, width: 200, height: 200)

    @MainActor
    static func make(frame: CGRect) -> UIView {
        let backingView = AnimationDemoPage.square(backingFrame, UIColor(red: 0.2, green: 0.7, blue: 0.3, alpha: 1))
        let top = AnimationDemoPage.square(CGRect(x: 0, y: 0, width: backingFrame.width, height: 20), .yellow)
        backingView.addSubview(top)
        let manLayer = CALayer()
        manLayer.frame = CGRect(x: 70, y: 40, width: 60, height: 120)
        manLayer.backgroundColor = UIColor.blue.cgColor
        let head = CALayer()
        head.frame = CGRect(x: 15, y: 0, width: 30, height: 30)
        head.backgroundColor = UIColor.red.cgColor
        manLayer.addSublayer(head)
        backingView.layer.addSublayer(manLayer)

        let page = AnimationDemoPage(frame: frame, caption: "L13 — a view and its layer turning opposite ways", reset: {
            backingView.transform = .identity
        }, run: {
            UIView.animate(withDuration: 1.0, delay: 0.0, options: .curveLinear, animations: {
                backingView.transform = CGAffineTransform(rotationAngle: -.pi)
                let layerAnimation = CABasicAnimation(keyPath: "transform")
                layerAnimation.duration = 2.0
                layerAnimation.beginTime = 0
                layerAnimation.valueFunction = CAValueFunction(name: .rotateZ)
                layerAnimation.timingFunction = CAMediaTimingFunction(name: .linear)
                layerAnimation.fromValue = 0.0
                layerAnimation.toValue = 2 * Double.pi
                layerAnimation.byValue = Double.pi
                manLayer.add(layerAnimation, forKey: "layerAnimation")
            }, completion: { _ in
                UIView.animate(withDuration: 1.0, delay: 0.0, options: .curveLinear, animations: {
                    backingView.transform = CGAffineTransform(rotationAngle: -359 * .pi / 180)
                }, completion: { _ in
                    backingView.transform = .identity
                })
            })
        })
        page.addSubview(backingView)
        return page
    }
}
