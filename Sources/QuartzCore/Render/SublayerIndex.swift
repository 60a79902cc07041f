import CoreGraphics

/// Where a layer's many sublayers lie in its space, so a frame finds the few that can show in a
/// visible rectangle without visiting the others: 10,000 rows of a scroll view, 15 on screen. The
/// frames (`RenderNode.extentInSuperlayer`) are sorted by their low edge along the axis they spread
/// over most, and the highest high edge of each block of 16, of each block of 16 blocks and so on is
/// kept, so a query descends only into blocks that reach the rectangle: O(log n) plus what it finds.
/// Built when a frame first needs it after the sublayer list changed; a sublayer that moves since is
/// listed as moved (a candidate in every query) rather than rebuilding the whole.
struct SublayerIndex {
    /// Whether the frames are sorted along y (else along x).
    private let vertical: Bool
    /// The sublayers' positions in the list and their frames, by the low edge along the axis.
    private let positions: [Int]
    private let frames: [CGRect]
    /// The high edges along the axis: level 0 one per frame (in sorted order), each next level the
    /// highest of each block of `fanout` of the level below; the last level has at most `fanout`.
    private let highs: [[CGFloat]]
    /// Positions of sublayers whose extent is unknown (animated, 3D, effects), and of sublayers that
    /// moved since the index was built: candidates in every query.
    private let unbounded: [Int]
    private(set) var moved: [Int] = []

    private static let fanout = 16
    /// Below this many sublayers a frame tests each one's frame instead.
    static let minimumCount = 64

    /// Indexes `extents`, the sublayers' frames in the layer's space by position (nil: unknown).
    init(extents: [CGRect?]) {
        var known: [(position: Int, frame: CGRect)] = [], unbounded: [Int] = []
        var spreadX = (min: CGFloat.infinity, max: -CGFloat.infinity), spreadY = spreadX
        for (position, extent) in extents.enumerated() {
            guard let frame = extent else { unbounded.append(position); continue }
            known.append((position, frame))
            spreadX = (min(spreadX.min, frame.minX), max(spreadX.max, frame.maxX))
            spreadY = (min(spreadY.min, frame.minY), max(spreadY.max, frame.maxY))
        }
        let vertical = spreadY.max - spreadY.min >= spreadX.max - spreadX.min
        known.sort { vertical ? $0.frame.minY < $1.frame.minY : $0.frame.minX < $1.frame.minX }
        var highs = [known.map { vertical ? $0.frame.maxY : $0.frame.maxX }]
        while let below = highs.last, below.count > SublayerIndex.fanout {
            highs.append(stride(from: 0, to: below.count, by: SublayerIndex.fanout).map {
                below[$0..<min($0 + SublayerIndex.fanout, below.count)].max()!
            })
        }
        (self.vertical, self.highs, self.unbounded) = (vertical, highs, unbounded)
        positions = known.map(\.position)
        frames = known.map(\.frame)
    }

    /// Notes that the sublayer at `position` moved: it is a candidate in every query from now on.
    mutating func noteMoved(_ position: Int) { moved.append(position) }

    /// Whether so many sublayers moved that rebuilding costs less than listing them in every query.
    var isWorn: Bool { moved.count > SublayerIndex.fanout + positions.count / 8 }

    /// The positions, ascending and each once, of the sublayers whose indexed frames overlap
    /// `rect`, and of those whose frames are unknown or moved (the caller tests their frames anew).
    func candidates(in rect: CGRect) -> [Int] {
        let (low, high) = vertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
        // The frames from `end` on begin past the rectangle's high edge.
        var lower = 0, upper = frames.count
        while lower < upper {
            let middle = (lower + upper) / 2
            if (vertical ? frames[middle].minY : frames[middle].minX) <= high { lower = middle + 1 } else { upper = middle }
        }
        let end = lower
        var found = unbounded + moved
        // Blocks before `end` whose highest edge passes the rectangle's low edge, top level down.
        var blocks: [(level: Int, index: Int)] = []
        var span = 1
        for _ in 1..<highs.count { span *= SublayerIndex.fanout }
        let top = highs.count - 1
        for index in highs[top].indices where index * span < end { blocks.append((top, index)) }
        while let (level, index) = blocks.popLast() {
            guard highs[level][index] >= low else { continue }
            guard level > 0 else {
                if overlaps(frames[index], rect) { found.append(positions[index]) }
                continue
            }
            let first = index * SublayerIndex.fanout
            let below = level - 1
            var belowSpan = 1
            for _ in 0..<below { belowSpan *= SublayerIndex.fanout }
            for child in first..<min(first + SublayerIndex.fanout, highs[below].count) where child * belowSpan < end {
                blocks.append((below, child))
            }
        }
        found.sort()
        var unique: [Int] = []
        unique.reserveCapacity(found.count)
        for position in found where unique.last != position { unique.append(position) }
        return unique
    }

    /// Whether two rectangles share any area; a rectangle of no width or height shares what it touches.
    static func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
        a.minX <= b.maxX && a.maxX >= b.minX && a.minY <= b.maxY && a.maxY >= b.minY
    }
    private func overlaps(_ a: CGRect, _ b: CGRect) -> Bool { SublayerIndex.overlaps(a, b) }
}
