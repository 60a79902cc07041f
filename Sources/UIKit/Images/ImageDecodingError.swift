import Foundation

/// Why encoded data did not become an image.
package enum ImageDecodingError: Error, Equatable, CustomStringConvertible {
    case empty
    case unrecognizedFormat
    case tooLarge(width: Int, height: Int)
    case truncated(width: Int, height: Int, shortfall: String)
    case corrupt(String)
    /// The platform's codec reads no data of this kind (the headless one reads PNG only).
    case unsupported(String)

    package var description: String {
        switch self {
        case .empty: "the data is empty"
        case .unrecognizedFormat: "the data is neither PNG nor JPEG"
        case .tooLarge(let width, let height):
            "the image declares \(width)×\(height) pixels, more than the 8192×8192 (\(ImageHeader.maximumPixelCount)) a decoded image may have"
        case .truncated(let width, let height, let shortfall):
            "the data is too short for the \(width)×\(height) pixels it declares (\(shortfall))"
        case .corrupt(let reason): "the data could not be decoded: \(reason)"
        case .unsupported(let reason): reason
        }
    }
}
