import UIKit

// Animation, colour, path and image factories written as free functions, outside any view, the
// way app code keeps them in a "Theme" or "Animations" file. None of them is main-actor isolated.

let standardEaseOut = CAMediaTimingFunction(name: .easeOut)

func makePulseAnimation(scale: CGFloat = 1.2, duration: CFTimeInterval = 0.6) -> CABasicAnimation {
    let pulse = CABasicAnimation(keyPath: "transform.scale")
    pulse.fromValue = 1
    pulse.toValue = scale
    pulse.duration = duration
    pulse.autoreverses = true
    pulse.repeatCount = .infinity
    pulse.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    return pulse
}

func makeSpinAnimation(duration: CFTimeInterval = 1) -> CABasicAnimation {
    let spin = CABasicAnimation(keyPath: "transform.rotation.z")
    spin.fromValue = 0
    spin.toValue = 2 * CGFloat.pi
    spin.duration = duration
    spin.repeatCount = .infinity
    spin.isRemovedOnCompletion = false
    return spin
}

func makeShakeAnimation() -> CAKeyframeAnimation {
    let shake = CAKeyframeAnimation(keyPath: "position.x")
    shake.values = [0, 10, -10, 6, -6, 0]
    shake.keyTimes = [0, 0.2, 0.4, 0.6, 0.8, 1]
    shake.duration = 0.4
    shake.isAdditive = true
    return shake
}

func makeFadeInGroup(duration: CFTimeInterval) -> CAAnimationGroup {
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 0
    fade.toValue = 1
    let rise = CABasicAnimation(keyPath: "position.y")
    rise.byValue = -8
    let group = CAAnimationGroup()
    group.animations = [fade, rise]
    group.duration = duration
    group.timingFunction = standardEaseOut
    group.fillMode = .backwards
    return group
}

func makeShimmerAnimation() -> CABasicAnimation {
    let sweep = CABasicAnimation(keyPath: "locations")
    sweep.fromValue = [-1.0, -0.5, 0.0]
    sweep.toValue = [1.0, 1.5, 2.0]
    sweep.duration = 1.2
    sweep.repeatCount = .infinity
    return sweep
}

func cardTilt(degrees: CGFloat) -> CATransform3D {
    var transform = CATransform3DIdentity
    transform.m34 = -1 / 500
    return CATransform3DRotate(transform, degrees * .pi / 180, 0, 1, 0)
}

enum Palette {
    static let accent = UIColor(red: 0, green: 0.48, blue: 1, alpha: 1)
    static let badge = UIColor(red: 1, green: 0.23, blue: 0.19, alpha: 1)
    static let toastBackground = UIColor.black.withAlphaComponent(0.8)
    static let shimmerBase = UIColor(white: 0.85, alpha: 1)
    static let shimmerHighlight = UIColor(white: 0.97, alpha: 1)
}

func borderColor(selected: Bool) -> CGColor {
    (selected ? Palette.accent : UIColor.lightGray).cgColor
}

func roundedCardPath(in rect: CGRect, radius: CGFloat) -> UIBezierPath {
    UIBezierPath(roundedRect: rect, cornerRadius: radius)
}

func ringPath(center: CGPoint, radius: CGFloat, progress: CGFloat) -> CGPath {
    let path = UIBezierPath(arcCenter: center, radius: radius, startAngle: -.pi / 2,
                            endAngle: -.pi / 2 + 2 * .pi * max(0, min(1, progress)), clockwise: true)
    return path.cgPath
}

/// A checkmark badge image drawn with UIKit's drawing functions.
func makeCheckmarkImage(side: CGFloat, color: UIColor) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: side, height: side), format: format)
    return renderer.image { context in
        color.setFill()
        UIBezierPath(ovalIn: context.format.bounds).fill()
        let tick = UIBezierPath()
        tick.move(to: CGPoint(x: side * 0.28, y: side * 0.52))
        tick.addLine(to: CGPoint(x: side * 0.44, y: side * 0.68))
        tick.addLine(to: CGPoint(x: side * 0.74, y: side * 0.34))
        tick.lineWidth = side / 10
        UIColor.white.setStroke()
        tick.stroke()
    }
}
