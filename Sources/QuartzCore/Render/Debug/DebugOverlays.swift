import CoreGraphics
import Foundation

/// The overlays the compositor can draw over each window's finished frame (`CASEMENT_DEBUG`).
package struct DebugOverlays: OptionSet, Sendable, Hashable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }

    /// Layers' pixels that need blending tinted red, opaque ones green, whatever the compositor does
    /// with them (the simulator's "Color Blended Layers").
    package static let blended = DebugOverlays(rawValue: 1 << 0)
    /// What was drawn offscreen and composited back (group opacity, masks, blurred shadows) yellow.
    package static let offscreen = DebugOverlays(rawValue: 1 << 1)
    /// Layers whose bitmap was drawn or uploaded flashed for a few frames.
    package static let redraws = DebugOverlays(rawValue: 1 << 2)
    /// Textured layers not on whole device pixels (blurry text and images) magenta.
    package static let misaligned = DebugOverlays(rawValue: 1 << 3)
    /// A panel per window: frames per second, frame times, draw calls, layers (`HUDPanel`).
    package static let hud = DebugOverlays(rawValue: 1 << 4)
    /// The areas of views that take touches (controls, views with gesture recognizers) outlined.
    package static let hits = DebugOverlays(rawValue: 1 << 5)

    /// The names `CASEMENT_DEBUG` takes, in the order the README lists them.
    package static let names: [(String, DebugOverlays)] = [
        ("blended", .blended), ("offscreen", .offscreen), ("redraws", .redraws), ("misaligned", .misaligned), ("hud", .hud), ("hits", .hits),
    ]

    /// The overlays a comma-separated list names; unknown names are reported and left out.
    package init(parsing list: String) {
        self = []
        for name in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces).lowercased() }) where !name.isEmpty {
            if let overlay = DebugOverlays.names.first(where: { $0.0 == name })?.1 {
                insert(overlay)
            } else {
                Diagnostics.report("CASEMENT_DEBUG names no overlay \"\(name)\"; known: \(DebugOverlays.names.map(\.0).joined(separator: ", "))")
            }
        }
    }
}
