import Foundation

/// Settings for Mesa's software rasteriser (llvmpipe), the OpenGL driver wherever there is no GPU.
/// They must be in the environment before the first GL context is made; a hardware driver ignores them.
package enum SoftwareRasterizer {
    /// The rasteriser threads to ask for on a machine with `cores` cores, or nil to leave the choice
    /// to the user (who set `LP_NUM_THREADS`) or to Mesa.
    ///
    /// llvmpipe starts one thread a core. While animations run, the render thread builds the next
    /// frame while those threads fill this one, and the scheduler shares the cores among threads, not
    /// tasks: with one thread a core the builder takes a whole core from the frame that is on screen
    /// next. One rasteriser thread more than there are cores gives the frame being filled the larger
    /// share (the builder is not on the critical path: it has until the rasteriser is done).
    package static func threadCount(cores: Int, environment: [String: String]) -> Int? {
        guard environment["LP_NUM_THREADS"] == nil, cores > 1 else { return nil }
        return cores + 1
    }

    /// Sets `LP_NUM_THREADS` for this process as `threadCount` says, before any GL context exists.
    /// The benchmark's bare OpenGL program calls it too, so both run the same driver settings.
    package static func configure() {
        let processInfo = ProcessInfo.processInfo
        guard let threads = threadCount(cores: processInfo.activeProcessorCount, environment: processInfo.environment) else { return }
        setenv("LP_NUM_THREADS", String(threads), 0)
    }
}
