extension UIView {
    func baseConvert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let target = view ?? window else { return layer.convert(point, to: rootView.layer) }
        // Views in one tree meet at their nearest common ancestor: the walk grows with their distance from it.
        if let common = layer.commonAncestor(with: target.layer) { return layer.convert(point, through: common, to: target.layer) }
        return target.pointFromDesktop(pointToDesktop(point))
    }

    func baseConvert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        guard let source = view ?? window else { return layer.convert(point, from: rootView.layer) }
        return source.convert(point, to: self)
    }

    func baseConvert(_ rect: CGRect, to view: UIView?) -> CGRect {
        LayerGeometry.boundingBox(of: rect) { convert($0, to: view) }
    }

    func baseConvert(_ rect: CGRect, from view: UIView?) -> CGRect {
        LayerGeometry.boundingBox(of: rect) { convert($0, from: view) }
    }

    /// The topmost ancestor (the window, for a view in one).
    package var rootView: UIView {
        var current = self
        while let parent = current.superviewRef { current = parent }
        return current
    }

    /// Where the root's bounds space sits on the desktop (all screens side by side, as SDL lays them out):
    /// a window's screen origin plus its frame origin, minus its bounds origin; zero for other roots.
    private static func desktopOffset(of root: UIView) -> CGPoint {
        guard let window = root as? UIWindow else { return .zero }
        let screen = window.screen.originInDesktop
        return CGPoint(x: screen.x + window.frame.minX - window.bounds.minX, y: screen.y + window.frame.minY - window.bounds.minY)
    }

    package func pointToDesktop(_ point: CGPoint) -> CGPoint {
        let inRoot = layer.convert(point, to: rootView.layer)
        let offset = UIView.desktopOffset(of: rootView)
        return CGPoint(x: inRoot.x + offset.x, y: inRoot.y + offset.y)
    }

    package func pointFromDesktop(_ point: CGPoint) -> CGPoint {
        let offset = UIView.desktopOffset(of: rootView)
        return layer.convert(CGPoint(x: point.x - offset.x, y: point.y - offset.y), from: rootView.layer)
    }
}
