import Foundation
import QuartzCore

/// How a platform turns PNG and JPEG data into images and back: `UIImage(data:)`, `pngData()`,
/// `jpegData(compressionQuality:)` and screenshots go through the launch platform's codec
/// (`PlatformChoice.imageCodec`). SDL's reads and writes both through SDL2_image; the headless one
/// reads and writes PNG through cairo, so a headless run needs no SDL.
package protocol ImageCodec: Sendable {
    /// The image `data` holds, whose header `decode(_:)` has checked.
    func decodePixels(_ data: Data) throws(ImageDecodingError) -> CGImage
    /// `rgba` (tightly packed, unpremultiplied R, G, B, A bytes) as a PNG file's bytes; nil if it cannot.
    func encodePNG(rgba: [UInt8], width: Int, height: Int) -> Data?
    /// `rgba` as a JPEG file's bytes, `quality` from 0 (smallest) to 100 (best), alpha dropped; nil if it cannot.
    func encodeJPEG(rgba: [UInt8], width: Int, height: Int, quality: Int) -> Data?
}

extension ImageCodec {
    /// Decodes `data`, checking the size its header declares before decoding any pixels: over the
    /// pixel budget (`ImageHeader.maximumPixelCount`), or more than the data can encode, it is
    /// refused at once, so decoding costs time and memory in proportion to what the file holds.
    package func decode(_ data: Data) throws(ImageDecodingError) -> CGImage {
        guard !data.isEmpty else { throw .empty }
        guard let header = ImageHeader(data) else { throw .unrecognizedFormat }
        guard header.isWithinBudget, data.count <= Int(Int32.max) else {
            throw .tooLarge(width: header.width, height: header.height)
        }
        if let shortfall = header.shortfall { throw .truncated(width: header.width, height: header.height, shortfall: shortfall) }
        let image = try decodePixels(data)
        guard image.width == header.width, image.height == header.height else {
            throw .corrupt("the decoded pixels do not match the header")
        }
        return image
    }

    /// Writes `frame` to `path` as a PNG file, replacing any file there.
    package func writePNG(_ frame: CapturedFrame, to path: String) throws(ScreenshotError) {
        guard let png = encodePNG(rgba: frame.rgba, width: frame.width, height: frame.height) else {
            throw ScreenshotError(description: "could not write the screenshot \(path): the frame could not be encoded")
        }
        do {
            try png.write(to: URL(fileURLWithPath: path))
        } catch {
            throw ScreenshotError(description: "could not write the screenshot \(path): \(error)")
        }
    }
}
