import Foundation

/// The motion of one animated benchmark layer, in closed form. The Casement scene expresses it as two
/// Core Animation animations (rotation and position, linear, repeating forever) and the bare OpenGL
/// program evaluates it by hand each frame, so both draw the same quads in the same places.
struct LeafMotion {
    /// Where the layer's centre starts, in window points.
    var start: (x: Double, y: Double)
    /// How far the centre travels before it turns back.
    var travel: (x: Double, y: Double)
    /// Seconds for one way of the position's back-and-forth.
    var travelDuration: Double
    /// Seconds for a full turn.
    var turnDuration: Double

    /// The layer's side, in points.
    static let side = 48.0
    /// The opacity of every animated layer.
    static let opacity = 0.8
    /// The window every scene is drawn in.
    static let windowSize = (width: 1280.0, height: 800.0)

    /// The motions of `count` layers spread over the window, each a little different.
    static func scene(count: Int) -> [LeafMotion] {
        let columns = max(1, Int((Double(count) * windowSize.width / windowSize.height).squareRoot().rounded(.up)))
        let rows = max(1, (count + columns - 1) / columns)
        let stepX = (windowSize.width - side) / Double(max(1, columns - 1))
        let stepY = (windowSize.height - side) / Double(max(1, rows - 1))
        return (0..<count).map { index in
            let column = index % columns, row = index / columns
            let phase = Double(index % 7)
            return LeafMotion(start: (side / 2 + Double(column) * stepX, side / 2 + Double(row) * stepY),
                              travel: (12 + 2 * phase, 8 - phase),
                              travelDuration: 0.8 + 0.1 * phase,
                              turnDuration: 1.5 + 0.25 * phase)
        }
    }

    /// The centre at `time` seconds after the start: a linear back-and-forth (autoreversing).
    func position(at time: Double) -> (x: Double, y: Double) {
        let cycle = (time / travelDuration).truncatingRemainder(dividingBy: 2)
        let fraction = cycle <= 1 ? cycle : 2 - cycle
        return (start.x + travel.x * fraction, start.y + travel.y * fraction)
    }

    /// The rotation at `time` seconds after the start, in radians.
    func angle(at time: Double) -> Double {
        2 * Double.pi * (time / turnDuration).truncatingRemainder(dividingBy: 1)
    }

    /// The distinct colour of layer `index` of the solid variant (premultiplied by nothing: opaque RGB).
    static func color(index: Int) -> (red: Double, green: Double, blue: Double) {
        let hue = (Double(index) * 0.618_033_988_75).truncatingRemainder(dividingBy: 1)
        let sector = hue * 6, fraction = sector - sector.rounded(.down)
        switch Int(sector) % 6 {
        case 0: return (1, fraction, 0.2)
        case 1: return (1 - fraction, 1, 0.2)
        case 2: return (0.2, 1, fraction)
        case 3: return (0.2, 1 - fraction, 1)
        case 4: return (fraction, 0.2, 1)
        default: return (1, 0.2, 1 - fraction)
        }
    }
}
