import Foundation

/// Writes captured frames as PNG files.
package enum PNGWriter {
    package struct WriteError: Error, CustomStringConvertible {
        package let description: String
    }

    /// Writes `frame` to `path`, replacing any file there.
    package static func write(_ frame: CapturedFrame, to path: String) throws {
        do {
            guard let png = SDLImageCodec.encodePNG(rgba: frame.rgba, width: frame.width, height: frame.height) else {
                throw WriteError(description: "the frame could not be encoded")
            }
            try png.write(to: URL(fileURLWithPath: path))
        } catch {
            throw WriteError(description: "could not write the screenshot \(path): \(error)")
        }
    }
}
