/// How a frame's offscreen surfaces hold a pass drawn at reduced resolution: every surface has the
/// window's size, and a pass at 1/downscale fills only the lower-left part (rows bottom-up).
package enum SurfaceLayout {
    /// The pixels a side of `size` spans when drawn at 1/`downscale` resolution.
    package static func scaledSize(_ size: Int, _ downscale: Int) -> Int { max(1, (size + downscale - 1) / downscale) }
}
