/// What the HUD shows of the frames drawn lately: a ring of the last frames' times and costs.
package struct FrameHistory {
    /// One frame, all windows together.
    package struct Sample: Equatable {
        /// The media time the frame was drawn for.
        package var time: Double
        /// Wall-clock seconds the main thread spent committing what it shows (layout, display, encode).
        package var mainSeconds: Double
        /// Wall-clock seconds the render thread spent on it (build, draw, present).
        package var renderSeconds: Double
        package var drawCalls: Int
        package var quads: Int
        package var layers: Int
        package var textures: Int
        /// Bitmaps drawn (`draw(_:)`) or patched and uploaded for the frame.
        package var uploads: Int
        /// The main loop's wake-ups in the second before the frame.
        package var mainWakeUps: Int

        package init(time: Double, mainSeconds: Double, renderSeconds: Double, drawCalls: Int, quads: Int, layers: Int, textures: Int,
                     uploads: Int, mainWakeUps: Int) {
            self.time = time; self.mainSeconds = mainSeconds; self.renderSeconds = renderSeconds; self.drawCalls = drawCalls
            self.quads = quads; self.layers = layers; self.textures = textures; self.uploads = uploads; self.mainWakeUps = mainWakeUps
        }
    }

    /// Frames kept: the graph's width in bars.
    package static let capacity = 60
    /// The samples, oldest first.
    package private(set) var samples: [Sample] = []

    package init() {}

    package mutating func append(_ sample: Sample) {
        if samples.count == FrameHistory.capacity { samples.removeFirst() }
        samples.append(sample)
    }

    /// Frames per second of media time over the frames kept (0 until there are two).
    package var framesPerSecond: Double {
        guard let first = samples.first, let last = samples.last, last.time > first.time else { return 0 }
        return Double(samples.count - 1) / (last.time - first.time)
    }

    /// The media time between frame `index` and the one before it (0 for the oldest).
    package func interval(at index: Int) -> Double {
        index > 0 ? samples[index].time - samples[index - 1].time : 0
    }
}
