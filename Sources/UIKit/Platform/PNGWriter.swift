import CSDL2

/// Writes captured frames as PNG files through SDL_image.
package enum PNGWriter {
    package struct WriteError: Error, CustomStringConvertible {
        package let description: String
    }

    /// Writes `frame` to `path`, replacing any file there.
    package static func write(_ frame: CapturedFrame, to path: String) throws {
        var pixels = frame.rgba
        let written: Int32 = pixels.withUnsafeMutableBytes { bytes in
            guard let surface = SDL_CreateRGBSurfaceWithFormatFrom(bytes.baseAddress, Int32(frame.width), Int32(frame.height), 32,
                                                                   Int32(frame.width * 4), SDL_PIXELFORMAT_ABGR8888.rawValue) else { return -1 }
            defer { SDL_FreeSurface(surface) }
            return IMG_SavePNG(surface, path)
        }
        guard written == 0 else {
            throw WriteError(description: "could not write the screenshot \(path): \(String(cString: SDL_GetError()))")
        }
    }
}
