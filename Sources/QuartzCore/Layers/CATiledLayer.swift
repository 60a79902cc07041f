import CoreGraphics
import Foundation

/// A layer that draws its contents in tiles, on demand: only the tiles a window shows are drawn
/// (each once, through `draw(in:)` — the delegate's `draw(_:in:)` — with the tile as the clip) and
/// only they are kept, so a 100,000 × 100,000 point layer costs what is on screen. Scrolling or
/// zooming draws the tiles that come into view; `setNeedsDisplay(_:)` redraws the tiles it touches.
/// Zoomed out, tiles are drawn at a lower level of detail (`levelsOfDetail`), zoomed in at a higher
/// one (`levelsOfDetailBias`).
open class CATiledLayer: CALayer {
    /// How long a newly drawn tile takes to fade in (Core Animation's default, 0.25 s); 0 shows it at once.
    open class func fadeDuration() -> CFTimeInterval { 0.25 }

    /// The size of a tile, in pixels.
    open var tileSize = CGSize(width: 256, height: 256) { didSet { setNeedsDisplay() } }
    /// How many levels of reduced detail exist (each half the one above) for zooming out.
    open var levelsOfDetail = 1 { didSet { setNeedsDisplay() } }
    /// How many of the levels are magnified (2×, 4×…) for zooming in.
    open var levelsOfDetailBias = 0 { didSet { setNeedsDisplay() } }

    open override var contentsScale: CGFloat {
        didSet { setNeedsDisplay() }
    }

    /// Which tiles are on screen: a level of detail and the grid cells the visible region touches.
    private struct Coverage: Equatable {
        var levelScale: CGFloat
        var columns: ClosedRange<Int>
        var rows: ClosedRange<Int>
        var bounds: CGRect
    }
    private struct TileKey: Hashable {
        var levelScale: CGFloat
        var column: Int
        var row: Int
    }
    /// The tiles drawn, as plain layers holding their bitmaps (drawn beneath the sublayers).
    private var tiles: [TileKey: CALayer] = [:]
    private var tileOrder: [TileKey] = []
    private var shownCoverage: Coverage?

    /// The most pixels the tiles on screen may hold together (64 MiB); beyond it detail is reduced.
    package static let tilePixelBudget = 4096 * 4096

    private final class WeakTiledLayer { weak var layer: CATiledLayer?; init(_ l: CATiledLayer) { layer = l } }
    private static var liveLayers: [WeakTiledLayer] = []

    /// A new tiled layer (256-pixel tiles, one level of detail) joins the live ones; a copy takes
    /// `source`'s tiling settings (not its tiles).
    package override func setUp(copying source: CALayer?) {
        super.setUp(copying: source)
        guard let other = source as? CATiledLayer else { return CATiledLayer.register(self) }
        tileSize = other.tileSize
        levelsOfDetail = other.levelsOfDetail
        levelsOfDetailBias = other.levelsOfDetailBias
    }

    private static func register(_ layer: CATiledLayer) {
        liveLayers.removeAll { $0.layer == nil }
        liveLayers.append(WeakTiledLayer(layer))
    }

    /// Marks every tiled layer whose visible tiles changed (scrolled, zoomed, shown) for display.
    /// Runs before each display pass; its cost grows with the tiled layers, not the scene.
    package static func markLayersShowingNewTiles() {
        for entry in liveLayers {
            guard let layer = entry.layer, layer.coverage() != layer.shownCoverage else { continue }
            CATransaction.state.invalidate(layer, rect: .null)
        }
    }

    package override var renderedSublayerIDs: [LayerID] {
        tileOrder.compactMap { tiles[$0]?.layerID } + super.renderedSublayerIDs
    }

    /// Redraws the tiles the marked region touches, then draws the visible tiles not drawn yet.
    open override func display() {
        var changed = false
        switch displayRequest {
        case .whole:
            changed = !tiles.isEmpty
            removeTiles { _, _ in true }
        case .rect(let region):
            guard !region.isNull else { break }
            changed = removeTiles { _, tile in tile.frame.intersects(region) }
        }
        if showVisibleTiles() || changed { CATransaction.state.sublayersChanged(self) }
    }

    /// Drops the tiles `shouldRemove` picks; says whether any went.
    @discardableResult
    private func removeTiles(where shouldRemove: (TileKey, CALayer) -> Bool) -> Bool {
        let before = tiles.count
        tiles = tiles.filter { !shouldRemove($0.key, $0.value) }
        tileOrder.removeAll { tiles[$0] == nil }
        return tiles.count != before
    }

    /// Keeps exactly the tiles on screen, drawing the missing ones; says whether the set changed.
    private func showVisibleTiles() -> Bool {
        let target = coverage()
        // Tiles at the edges were cut to the old bounds: a new size draws every tile again.
        let resized = shownCoverage != nil && shownCoverage?.bounds != target?.bounds
        shownCoverage = target
        guard let target else { return removeTiles { _, _ in true } }
        var changed = removeTiles { key, _ in
            resized || key.levelScale != target.levelScale || !target.columns.contains(key.column) || !target.rows.contains(key.row)
        }
        let side = tileSide(levelScale: target.levelScale)
        for row in target.rows {
            for column in target.columns {
                let key = TileKey(levelScale: target.levelScale, column: column, row: row)
                guard tiles[key] == nil else { continue }
                let rect = CGRect(x: bounds.minX + CGFloat(column) * side.width, y: bounds.minY + CGFloat(row) * side.height,
                                  width: side.width, height: side.height).intersection(bounds)
                guard !rect.isNull, rect.width > 0, rect.height > 0 else { continue }
                tiles[key] = drawTile(rect, scale: contentsScale * target.levelScale)
                tileOrder.append(key)
                changed = true
            }
        }
        return changed
    }

    /// Draws the part of the layer in `rect` into a new tile layer placed there.
    private func drawTile(_ rect: CGRect, scale: CGFloat) -> CALayer {
        let tile = CALayer()
        tile.frame = rect
        tile.contentsScale = scale
        let width = Int((rect.width * scale).rounded(.up)), height = Int((rect.height * scale).rounded(.up))
        if let (image, _) = BackingStore.paint(self, area: rect, pixelWidth: width, pixelHeight: height, scale: scale, clip: rect),
           !image.isFullyTransparent {
            tile.contents = image
        }
        let fade = Self.fadeDuration()
        if fade > 0 {
            let fadeIn = CABasicAnimation(keyPath: "opacity")
            fadeIn.fromValue = 0.0
            fadeIn.toValue = 1.0
            fadeIn.duration = fade
            tile.add(fadeIn, forKey: "fadeIn")
        }
        return tile
    }

    // MARK: What is on screen

    /// The size of a tile in points at a level of detail.
    private func tileSide(levelScale: CGFloat) -> CGSize {
        let pixels = CGSize(width: max(16, tileSize.width.isFinite ? tileSize.width : 256),
                            height: max(16, tileSize.height.isFinite ? tileSize.height : 256))
        return CGSize(width: pixels.width / (contentsScale * levelScale), height: pixels.height / (contentsScale * levelScale))
    }

    /// The tiles a window shows now; nil when none.
    private func coverage() -> Coverage? {
        guard let (visible, screenScale) = visibleRegion() else { return nil }
        var levelScale = detailScale(forScreenScale: screenScale)
        while true {
            let side = tileSide(levelScale: levelScale)
            let columns = Int(((visible.minX - bounds.minX) / side.width).rounded(.down))...Int(((visible.maxX - bounds.minX) / side.width).rounded(.up)) - 1
            let rows = Int(((visible.minY - bounds.minY) / side.height).rounded(.down))...Int(((visible.maxY - bounds.minY) / side.height).rounded(.up)) - 1
            let pixels = Double(columns.count * rows.count) * Double(tileSize.width * tileSize.height)
            if pixels <= Double(Self.tilePixelBudget) || levelScale < 1e-6 {
                return Coverage(levelScale: levelScale, columns: columns, rows: rows, bounds: bounds)
            }
            if shownCoverage?.levelScale != levelScale / 2 {
                Diagnostics.report("a tiled layer shows more tiles than \(Self.tilePixelBudget) pixels hold; drawing them with less detail")
            }
            levelScale /= 2
        }
    }

    /// The least detail that still matches the screen, among the levels the layer has.
    private func detailScale(forScreenScale scale: CGFloat) -> CGFloat {
        let highest = levelsOfDetailBias, lowest = levelsOfDetailBias - max(1, levelsOfDetail) + 1
        let wanted = Int((log2(max(scale, 1e-9)) - 1e-9).rounded(.up))
        return pow(2, CGFloat(min(max(wanted, lowest), highest)))
    }

    /// The part of the bounds a window shows (cut by every clipping ancestor and the window), in
    /// layer coordinates, and how much the layer is scaled on screen; nil if none of it is shown.
    private func visibleRegion() -> (CGRect, CGFloat)? {
        guard !isHidden else { return nil }
        var visible = bounds
        var toAncestor = CATransform3DIdentity
        var current: CALayer = self
        while let parent = current.superlayer {
            guard !parent.isHidden else { return nil }
            toAncestor = CATransform3DConcat(toAncestor, LayerGeometry.toSuperlayer(current.properties))
            if let sublayer = LayerGeometry.sublayerMatrix(parent.properties) { toAncestor = CATransform3DConcat(toAncestor, sublayer) }
            current = parent
            if parent.masksToBounds || parent.superlayer == nil {
                let back = CATransform3DInvert(toAncestor)
                let corners = [CGPoint(x: parent.bounds.minX, y: parent.bounds.minY), CGPoint(x: parent.bounds.maxX, y: parent.bounds.minY),
                               CGPoint(x: parent.bounds.minX, y: parent.bounds.maxY), CGPoint(x: parent.bounds.maxX, y: parent.bounds.maxY)]
                    .map(back.project)
                let xs = corners.map(\.x), ys = corners.map(\.y)
                visible = visible.intersection(CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!))
                guard !visible.isNull, visible.width > 0, visible.height > 0 else { return nil }
            }
        }
        guard CATransaction.state.isOnScreenRoot(current) else { return nil }
        let plane = CATransform3DGetAffineTransform(toAncestor)
        return (visible, abs(plane.a * plane.d - plane.b * plane.c).squareRoot())
    }
}
