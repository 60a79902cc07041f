/// A space points and rectangles can be converted between: a view's bounds, or a screen.
@preconcurrency @MainActor
public protocol UICoordinateSpace: AnyObject {
    /// The space's bounds.
    var bounds: CGRect { get }
    func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint
    func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint
    func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect
    func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect
}

/// What every coordinate space can say: where its points are on the desktop (all screens side by side).
@MainActor
package protocol DesktopPlaced: UICoordinateSpace {
    func pointToDesktop(_ point: CGPoint) -> CGPoint
    func pointFromDesktop(_ point: CGPoint) -> CGPoint
}

extension DesktopPlaced {
    private func placed(_ space: UICoordinateSpace) -> DesktopPlaced? {
        guard let placed = space as? DesktopPlaced else {
            Diagnostics.report("\(type(of: space)) is not a coordinate space Casement can place; converted as identity")
            return nil
        }
        return placed
    }

    public func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint {
        // Two views convert through their layers (exactly, and both ways alike, under perspective).
        if let view = self as? UIView, let target = coordinateSpace as? UIView { return view.convert(point, to: Optional(target)) }
        guard let target = placed(coordinateSpace) else { return point }
        return target.pointFromDesktop(pointToDesktop(point))
    }

    public func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint {
        if let view = self as? UIView, let source = coordinateSpace as? UIView { return view.convert(point, from: Optional(source)) }
        guard let source = placed(coordinateSpace) else { return point }
        return pointFromDesktop(source.pointToDesktop(point))
    }

    public func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect {
        LayerGeometry.boundingBox(of: rect) { convert($0, to: coordinateSpace) }
    }

    public func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect {
        LayerGeometry.boundingBox(of: rect) { convert($0, from: coordinateSpace) }
    }
}

extension UIView: DesktopPlaced {}

extension UIScreen: DesktopPlaced {
    /// The screen's coordinate space (points, origin at its top left).
    public var coordinateSpace: UICoordinateSpace { self }
    /// The screen's fixed coordinate space (Casement screens do not rotate: the same space).
    public var fixedCoordinateSpace: UICoordinateSpace { self }

    package func pointToDesktop(_ point: CGPoint) -> CGPoint {
        CGPoint(x: point.x + originInDesktop.x, y: point.y + originInDesktop.y)
    }

    package func pointFromDesktop(_ point: CGPoint) -> CGPoint {
        CGPoint(x: point.x - originInDesktop.x, y: point.y - originInDesktop.y)
    }
}
