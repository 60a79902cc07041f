import UIKit

/// The scrolling page's photo: a scroll view holding a drawn landscape that a pinch or Ctrl+wheel
/// zooms from 1× to 4×. When a zoom ends the landscape draws again at the new scale, so its edges
/// stay sharp.
final class ZoomablePhoto: UIScrollView, UIScrollViewDelegate {
    /// The landscape the scroll view zooms.
    let landscape: Landscape

    override init(frame: CGRect) {
        landscape = Landscape(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        backgroundColor = .black
        addSubview(landscape)
        contentSize = frame.size
        maximumZoomScale = 4
        delegate = self
    }

    required init?(coder: NSCoder) { nil }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { landscape }

    /// A sky, a sun and two ridges of mountains, drawn with paths: edges that show whether they
    /// were drawn at the scale they are seen.
    final class Landscape: UIView {
        override func draw(_ rect: CGRect) {
            guard let context = UIGraphicsGetCurrentContext() else { return }
            let (width, height) = (bounds.width, bounds.height)
            context.setFillColor(UIColor(red: 0.55, green: 0.75, blue: 0.95, alpha: 1).cgColor)
            context.fill(bounds)
            context.setFillColor(UIColor(red: 1, green: 0.85, blue: 0.3, alpha: 1).cgColor)
            context.fillEllipse(in: CGRect(x: width * 0.7, y: height * 0.12, width: height * 0.25, height: height * 0.25))
            for (index, ridge) in [[0.0, 0.55, 0.2, 0.3, 0.45, 0.5, 0.7, 0.25, 1.0, 0.6], [0.0, 0.8, 0.3, 0.55, 0.6, 0.75, 0.85, 0.5, 1.0, 0.7]].enumerated() {
                context.setFillColor(index == 0 ? UIColor(red: 0.35, green: 0.45, blue: 0.55, alpha: 1).cgColor
                                                : UIColor(red: 0.2, green: 0.45, blue: 0.25, alpha: 1).cgColor)
                context.move(to: CGPoint(x: 0, y: height))
                for pair in stride(from: 0, to: ridge.count, by: 2) {
                    context.addLine(to: CGPoint(x: width * ridge[pair], y: height * ridge[pair + 1]))
                }
                context.addLine(to: CGPoint(x: width, y: height))
                context.closePath()
                context.fillPath()
            }
        }
    }
}
