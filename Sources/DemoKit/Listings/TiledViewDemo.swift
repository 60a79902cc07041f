import UIKit

/// L5: a view whose layer is a `CATiledLayer` (the listing), drawing a coloured grid one tile at a time.
final class TiledView: UIView {
    override class var layerClass: AnyClass { CATiledLayer.self }

    /// The rects `draw(_:)` was asked for, one per tile drawn (the L5 tests read them).
    private(set) var drawnTiles: [CGRect] = []
    private let cell: CGFloat = 50

    override func draw(_ rect: CGRect) {
        drawnTiles.append(rect)
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let columns = Int((rect.minX / cell).rounded(.down))..<Int((rect.maxX / cell).rounded(.up))
        let rows = Int((rect.minY / cell).rounded(.down))..<Int((rect.maxY / cell).rounded(.up))
        context.setStrokeColor(UIColor.white.cgColor)
        context.setLineWidth(2)
        for row in rows {
            for column in columns {
                let hue = CGFloat((column * 7 + row * 3) % 40) / 40
                UIColor(hue: hue, saturation: 0.45, brightness: 0.95, alpha: 1).setFill()
                let square = CGRect(x: CGFloat(column) * cell, y: CGFloat(row) * cell, width: cell, height: cell)
                context.fill(square)
                context.stroke(square.insetBy(dx: 1, dy: 1))
            }
        }
    }
}

/// A 100,000 × 100,000 point tiled view seen through a clipping viewport scrolled to its middle:
/// only the tiles in the viewport are ever drawn.
enum TiledViewDemo {
    /// The side of the tiled view, in points.
    static let side: CGFloat = 100_000

    @MainActor
    static func make(frame: CGRect) -> UIView {
        let page = UIView.demoPage(frame: frame)
        let viewport = UIView(frame: page.bounds)
        viewport.clipsToBounds = true
        viewport.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        viewport.bounds.origin = CGPoint(x: side / 2, y: side / 2)
        viewport.addSubview(TiledView(frame: CGRect(x: 0, y: 0, width: side, height: side)))
        page.addSubview(viewport)
        return page
    }
}
