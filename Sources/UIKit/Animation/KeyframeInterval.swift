/// Where a keyframe lies within its keyframe block, as fractions of the block's duration.
struct KeyframeInterval: Equatable {
    var start: Double
    var duration: Double

    /// Changes made outside any `addKeyframe` closure span the whole block.
    static let whole = KeyframeInterval(start: 0, duration: 1)

    /// The interval `addKeyframe(withRelativeStartTime:relativeDuration:)` names, kept inside 0…1.
    init(start: Double, duration: Double) {
        let start = start.isFinite ? min(max(start, 0), 1) : 0
        self.start = start
        self.duration = duration.isFinite ? min(max(duration, 0), 1 - start) : 0
    }

    /// The (time, value) keyframes of a property that starts at `start` and takes each change's
    /// value over its interval: it holds its value between keyframes and after the last one.
    /// Times never decrease, even where keyframes overlap.
    static func frames<Value>(start: Value, changes: [(KeyframeInterval, Value)]) -> [(time: Double, value: Value)] {
        var frames: [(time: Double, value: Value)] = [(0, start)]
        for (interval, value) in changes {
            let last = frames[frames.count - 1]
            let begin = max(interval.start, last.time)
            if begin > last.time { frames.append((begin, last.value)) }
            frames.append((max(begin, interval.start + interval.duration), value))
        }
        let last = frames[frames.count - 1]
        if last.time < 1 { frames.append((1, last.value)) }
        return frames
    }
}
