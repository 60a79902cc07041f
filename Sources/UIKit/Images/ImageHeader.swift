import Foundation

/// The format and pixel size an encoded image declares in its header. Read before decoding, so an
/// image claiming absurd dimensions is refused before any pixel memory is allocated.
package struct ImageHeader: Equatable, Sendable {
    /// The encodings `UIImage` reads.
    package enum Format: Sendable {
        case png, jpeg
    }

    package var format: Format
    package var width: Int
    package var height: Int
}

extension ImageHeader {
    /// Reads the header of PNG or JPEG `data`; nil if the data is neither or its header is cut short.
    package init?(_ data: Data) {
        guard let header = data.withUnsafeBytes({ Self.read(UnsafeRawBufferPointer($0)) }) else { return nil }
        self = header
    }

    private static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    private static func read(_ bytes: UnsafeRawBufferPointer) -> ImageHeader? {
        if bytes.starts(with: pngSignature) { return readPNG(bytes) }
        if bytes.count >= 2, bytes[0] == 0xFF, bytes[1] == 0xD8 { return readJPEG(bytes) }
        return nil
    }

    private static func bigEndian(_ bytes: UnsafeRawBufferPointer, at offset: Int, count: Int) -> Int {
        (offset..<offset + count).reduce(0) { $0 << 8 | Int(bytes[$1]) }
    }

    /// The first chunk of a PNG is IHDR: its data starts with the width and height (32-bit big-endian).
    private static func readPNG(_ bytes: UnsafeRawBufferPointer) -> ImageHeader? {
        guard bytes.count >= 24, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        let width = bigEndian(bytes, at: 16, count: 4), height = bigEndian(bytes, at: 20, count: 4)
        guard width > 0, height > 0 else { return nil }
        return ImageHeader(format: .png, width: width, height: height)
    }

    /// Walks the JPEG markers to the first frame header (SOF0…SOF15), which holds height then width.
    private static func readJPEG(_ bytes: UnsafeRawBufferPointer) -> ImageHeader? {
        let count = bytes.count
        var i = 2
        while i < count {
            guard bytes[i] == 0xFF else { return nil }
            while i < count, bytes[i] == 0xFF { i += 1 }  // fill bytes
            guard i < count else { return nil }
            let marker = bytes[i]
            i += 1
            // Markers without a length: start of image, TEM and the restart markers.
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { continue }
            // The end of the image or the scan data before any frame header: not a usable image.
            if marker == 0xD9 || marker == 0xDA { return nil }
            guard i + 2 <= count else { return nil }
            let length = bigEndian(bytes, at: i, count: 2)
            guard length >= 2, i + length <= count else { return nil }
            // SOF markers are C0…CF except DHT (C4), JPG (C8) and DAC (CC).
            if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
                guard length >= 7 else { return nil }
                let height = bigEndian(bytes, at: i + 3, count: 2), width = bigEndian(bytes, at: i + 5, count: 2)
                guard width > 0, height > 0 else { return nil }
                return ImageHeader(format: .jpeg, width: width, height: height)
            }
            i += length
        }
        return nil
    }
}
