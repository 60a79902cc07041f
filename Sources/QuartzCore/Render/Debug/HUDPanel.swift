import CoreGraphics
import Foundation

/// The `hud` overlay: a panel at a window's top-right corner with frames per second, the main
/// thread's (commits) and the render thread's milliseconds a frame, draw calls and quads, layers and textures, bitmaps drawn or
/// uploaded in the last frame, the main loop's wake-ups in the last second, and a graph of the last
/// frames (each bar the time since the frame before, green within a 60 Hz frame, red beyond, with
/// the render thread's part in blue and the main thread's commits in yellow above it). Made of colour quads only, in window pixels.
package enum HUDPanel {
    /// Device pixels a font cell or graph bar is wide per point of the window's scale.
    private static let cell = 2
    /// The graph's height, in cells: one per millisecond.
    private static let graphMilliseconds = 40

    /// Adds the panel for `history` to `batch` (whose viewport is the window's), in colour quads
    /// showing `whiteTexture`.
    package static func draw(_ history: FrameHistory, into batch: inout QuadBatch, whiteTexture: TextureID) {
        let viewport = batch.viewport
        let scale = max(1, Int((CGFloat(viewport.pixelWidth) / max(1, viewport.pointSize.width)).rounded()))
        let unit = cell * scale
        let padding = 3 * unit
        let lines = text(for: history)
        let lineHeight = (PixelFont.glyphHeight + 2) * unit
        let width = FrameHistory.capacity * unit + 2 * padding
        let graphHeight = graphMilliseconds * scale
        let height = 2 * padding + lines.count * lineHeight + graphHeight
        let origin = (x: viewport.pixelWidth - width - 4 * unit, y: 4 * unit)
        let state = DrawState(texture: .texture(whiteTexture), scissor: nil, stencil: 0)
        func fill(_ x: Int, _ y: Int, _ w: Int, _ h: Int, _ color: Premultiplied) {
            guard w > 0, h > 0 else { return }
            batch.addScreenQuad(pixels: PixelRect(x: origin.x + x, y: origin.y + y, width: w, height: h),
                                texCoords: CGRect(x: 0, y: 0, width: 1, height: 1), color: color, state: state)
        }
        fill(0, 0, width, height, panel)
        for (line, string) in lines.enumerated() {
            PixelFont.forEachCell(of: string) { column, row in
                fill(padding + column * unit, padding + line * lineHeight + row * unit, unit, unit, .opaqueWhite)
            }
        }
        let baseline = height - padding
        fill(padding, baseline - Int(1000 / 60.0 * Double(scale)), FrameHistory.capacity * unit, scale, budget)
        for index in history.samples.indices {
            let x = padding + index * unit
            let interval = history.interval(at: index)
            fill(x, baseline - bar(interval, scale), unit, bar(interval, scale), interval > 1 / 55.0 ? slow : onTime)
            let render = history.samples[index].renderSeconds
            fill(x, baseline - bar(render, scale), unit, bar(render, scale), renderColor)
            let both = render + history.samples[index].mainSeconds
            fill(x, baseline - bar(both, scale), unit, bar(both, scale) - bar(render, scale), mainColor)
        }
    }

    /// The panel's lines of text.
    package static func text(for history: FrameHistory) -> [String] {
        guard let last = history.samples.last else { return ["0 FPS"] }
        func milliseconds(_ part: KeyPath<FrameHistory.Sample, Double>) -> String {
            let total: Double = history.samples.reduce(0) { $0 + $1[keyPath: part] }
            return String(format: "%.1f", total / Double(history.samples.count) * 1000) + " MS"
        }
        return ["\(Int(history.framesPerSecond.rounded())) FPS", "M " + milliseconds(\.mainSeconds), "R " + milliseconds(\.renderSeconds),
                "D \(last.drawCalls) Q \(last.quads)", "L \(last.layers) T \(last.textures)", "U \(last.uploads)", "W \(last.mainWakeUps)"]
    }

    /// A bar's height for `seconds`: a pixel per millisecond at scale 1, cut to the graph.
    private static func bar(_ seconds: Double, _ scale: Int) -> Int {
        Int((min(seconds * 1000, Double(graphMilliseconds)) * Double(scale)).rounded())
    }

    private static let panel = Premultiplied(red: 0, green: 0, blue: 0, alpha: 0.75)
    private static let budget = Premultiplied(red: 0.4, green: 0.4, blue: 0.4, alpha: 0.4)
    private static let onTime = Premultiplied(red: 0.2, green: 0.8, blue: 0.2, alpha: 1)
    private static let slow = Premultiplied(red: 0.9, green: 0.2, blue: 0.2, alpha: 1)
    private static let renderColor = Premultiplied(red: 0.2, green: 0.4, blue: 1, alpha: 1)
    private static let mainColor = Premultiplied(red: 1, green: 0.85, blue: 0.2, alpha: 1)
}
