import UIKit

/// The timing curves page: each named `CAMediaTimingFunction` drawn as its exact cubic Bézier
/// (time across, progress up), and a damped spring, each with a dot that Core Animation moves
/// along the graph: across at an even pace, up with the curve, so the dot stays on the line.
enum TimingCurvesPage {
    /// One graph: a named curve or the spring.
    enum Curve {
        case named(CAMediaTimingFunctionName)
        case spring

        var title: String {
            switch self {
            case .named(let name): return name.rawValue
            case .spring: return "spring (damping 0.3)"
            }
        }
    }

    static let curves: [Curve] = [.named(.linear), .named(.easeIn), .named(.easeOut),
                                  .named(.easeInEaseOut), .named(.default), .spring]
    /// Seconds a dot takes to cross its graph (the spring's settling time is scaled to it).
    static let crossing: CFTimeInterval = 2
    /// The size of one graph's plotting area, in points.
    static let plotSize = CGSize(width: 150, height: 110)

    /// Where graph `index`'s plotting area sits on the page.
    static func plotFrame(at index: Int) -> CGRect {
        CGRect(x: 40 + CGFloat(index % 3) * 200, y: 70 + CGFloat(index / 3) * 190, width: plotSize.width, height: plotSize.height)
    }

    /// The spring the last graph shows: mass 1, damping ratio 0.3, natural frequency chosen so it
    /// has settled (to 1/1500) when the dot reaches the right edge.
    @MainActor
    static func springAnimation(keyPath: String) -> CASpringAnimation {
        let ratio = 0.3
        let natural = log(1500) / (ratio * crossing)
        let spring = CASpringAnimation(keyPath: keyPath)
        spring.mass = 1
        spring.stiffness = natural * natural
        spring.damping = 2 * ratio * natural
        spring.duration = crossing
        return spring
    }

    @MainActor
    static func make(frame: CGRect) -> UIView {
        let page = UIView.demoPage(frame: frame)
        let title = UILabel(frame: CGRect(x: 20, y: 12, width: frame.width - 40, height: 30))
        title.text = "Timing curves: time →, progress ↑"
        title.font = .boldSystemFont(ofSize: 20)
        page.addSubview(title)
        for (index, curve) in curves.enumerated() {
            let plot = plotFrame(at: index)
            let graph = CurveGraphView(frame: plot.insetBy(dx: -10, dy: -30), curve: curve)
            page.addSubview(graph)
            let dot = DotView(frame: CGRect(x: plot.minX - 5, y: plot.maxY - 5, width: 10, height: 10))
            page.addSubview(dot)
            dot.move(along: curve, in: plot)
        }
        return page
    }
}

/// A graph of one curve over its plotting area (inset 10 points across and 30 down from the bounds).
final class CurveGraphView: UIView {
    private let curve: TimingCurvesPage.Curve

    init(frame: CGRect, curve: TimingCurvesPage.Curve) {
        self.curve = curve
        super.init(frame: frame)
        backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: frame.width, height: 20))
        label.text = curve.title
        label.font = .systemFont(ofSize: 13)
        addSubview(label)
    }

    required init?(coder: NSCoder) { nil }

    /// The plotting area in the view's coordinates.
    private var plot: CGRect { CGRect(x: 10, y: 30, width: bounds.width - 20, height: bounds.height - 60) }

    /// A point of the graph: `time` and `progress` as fractions, progress upwards.
    private func point(time: CGFloat, progress: CGFloat) -> CGPoint {
        CGPoint(x: plot.minX + time * plot.width, y: plot.maxY - progress * plot.height)
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setStrokeColor(gray: 0.8, alpha: 1)
        context.setLineWidth(1)
        context.stroke(plot)
        context.setStrokeColor(red: 0.1, green: 0.2, blue: 0.6, alpha: 1)
        context.setLineWidth(2)
        context.move(to: point(time: 0, progress: 0))
        switch curve {
        case .named(let name):
            // The curve is exactly this cubic Bézier: the same control points Core Animation uses.
            let function = CAMediaTimingFunction(name: name)
            var c1: [Float] = [0, 0], c2: [Float] = [0, 0]
            function.getControlPoint(at: 1, values: &c1)
            function.getControlPoint(at: 2, values: &c2)
            context.addCurve(to: point(time: 1, progress: 1),
                             control1: point(time: CGFloat(c1[0]), progress: CGFloat(c1[1])),
                             control2: point(time: CGFloat(c2[0]), progress: CGFloat(c2[1])))
        case .spring:
            // The same closed-form oscillator the compositor evaluates for the dot.
            guard let motion = TimingCurvesPage.springAnimation(keyPath: "position.y").springMotion else { return }
            for step in 1...150 {
                let t = Double(step) / 150
                context.addLine(to: point(time: CGFloat(t), progress: CGFloat(motion.fraction(at: t * TimingCurvesPage.crossing))))
            }
        }
        context.strokePath()
    }
}

/// A red dot that travels along a graph, over and over.
final class DotView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        UIColor.red.setFill()
        UIGraphicsGetCurrentContext()?.fillEllipse(in: bounds)
    }

    /// Adds the two animations that carry the dot across `plot` (linear) and up it (`curve`).
    func move(along curve: TimingCurvesPage.Curve, in plot: CGRect) {
        let across = CABasicAnimation(keyPath: "position.x")
        across.fromValue = plot.minX
        across.toValue = plot.maxX
        let up: CABasicAnimation
        switch curve {
        case .named(let name):
            up = CABasicAnimation(keyPath: "position.y")
            up.timingFunction = CAMediaTimingFunction(name: name)
        case .spring:
            up = TimingCurvesPage.springAnimation(keyPath: "position.y")
        }
        up.fromValue = plot.maxY
        up.toValue = plot.minY
        for animation in [across, up] {
            animation.duration = TimingCurvesPage.crossing
            animation.repeatCount = .infinity
            layer.add(animation, forKey: animation.keyPath)
        }
    }
}
