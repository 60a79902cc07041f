import Foundation

/// A display as the platform reports it: where it sits on the desktop, how dense and how fast it is.
package struct PlatformDisplay: Equatable, Sendable {
    /// A display's identity, kept while it stays connected and never given to another display,
    /// so unplugging one display does not change another's.
    package struct ID: Hashable, Sendable {
        package var rawValue: Int
        package init(_ rawValue: Int) { self.rawValue = rawValue }
    }

    package var id: ID
    /// The display's rectangle on the desktop, in points; the main display's origin is (0, 0).
    package var bounds: CGRect
    /// Pixels per point.
    package var scale: CGFloat
    /// Frames per second the display refreshes at.
    package var refreshRate: Double
    /// The sizes in pixels the display can be driven at, its preferred (desktop) size first; never empty.
    package var modeSizes: [CGSize]

    /// A display; `modeSizes` defaults to the one size it shows now.
    package init(id: ID, bounds: CGRect, scale: CGFloat = 1, refreshRate: Double = 60, modeSizes: [CGSize] = []) {
        self.id = id
        self.bounds = bounds
        self.scale = scale
        self.refreshRate = refreshRate
        self.modeSizes = modeSizes.isEmpty ? [Self.pixelSize(of: bounds.size, scale: scale)] : modeSizes
    }

    /// The size in pixels it shows now.
    package var pixelSize: CGSize { Self.pixelSize(of: bounds.size, scale: scale) }

    private static func pixelSize(of points: CGSize, scale: CGFloat) -> CGSize {
        CGSize(width: (points.width * scale).rounded(), height: (points.height * scale).rounded())
    }
}
