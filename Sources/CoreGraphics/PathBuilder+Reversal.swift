extension PathBuilder {
    /// The same subpaths, in the same order, each traced from its end back to its start (closed
    /// subpaths stay closed). Filling with the even-odd rule looks the same; winding fills of
    /// overlapping subpaths can change, which is what reversing is for.
    func reversed() -> PathBuilder {
        var result = PathBuilder()
        var start: CGPoint?
        /// The current subpath: its points (start first) and the segments ending at each later point.
        var points: [CGPoint] = []
        var segments: [PathElement] = []
        func flush(closed: Bool) {
            guard let first = points.first else { return }
            result.move(to: points[points.count - 1])
            for index in stride(from: segments.count - 1, through: 0, by: -1) {
                let target = points[index]
                switch segments[index] {
                case .quad(let control, _): result.quad(to: target, control: control)
                case .curve(let control1, let control2, _): result.curve(to: target, control1: control2, control2: control1)
                default: result.line(to: target)
                }
            }
            if closed { result.close() }
            start = first
            points = []
            segments = []
        }
        func append(_ segment: PathElement, to end: CGPoint) {
            if points.isEmpty, let start { points = [start] }
            guard !points.isEmpty else { return }
            points.append(end)
            segments.append(segment)
        }
        for element in elements {
            switch element {
            case .move(let p):
                flush(closed: false)
                start = p
                points = [p]
            case .line(let p), .quad(_, let p), .curve(_, _, let p):
                append(element, to: p)
            case .close:
                flush(closed: true)
            }
        }
        flush(closed: false)
        return result
    }
}
