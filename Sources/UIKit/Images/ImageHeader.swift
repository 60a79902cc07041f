import Foundation

/// The format and pixel size an encoded image declares in its header. Read before decoding, so an
/// image claiming absurd dimensions is refused before any pixel memory is allocated: over the pixel
/// budget (`maximumPixelCount`, 8192 × 8192), or more pixels than the file's bytes can encode.
/// (Dimensions are read even then, for the message; `shortfall` says what is missing.)
package struct ImageHeader: Equatable, Sendable {
    /// The encodings `UIImage` reads.
    package enum Format: Sendable {
        case png, jpeg
    }

    package var format: Format
    package var width: Int
    package var height: Int
    /// Why the data cannot hold the pixels it declares, found from its structure alone; nil when
    /// nothing is known to be missing. A decoder given too little fills the rest in, or fails only at
    /// the end (SDL_image even reads on past the end of a PNG chunk), spending time and memory on
    /// pixels the file does not hold; so such data is refused before decoding. PNG: every chunk up to
    /// IEND must lie within the data, and deflate packs at most 1032 bytes into one, while filtered
    /// rows hold the pixels' bits and a byte per row. Huffman-coded JPEG (every baseline and
    /// progressive file): each 8×8 block of the full-resolution component costs at least one bit.
    /// Arithmetic-coded JPEG has no such floor and is held to the pixel budget only.
    package var shortfall: String?
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
        guard bytes.count >= 26, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        let width = bigEndian(bytes, at: 16, count: 4), height = bigEndian(bytes, at: 20, count: 4)
        guard width > 0, height > 0 else { return nil }
        return ImageHeader(format: .png, width: width, height: height, shortfall: pngShortfall(bytes, width: width, height: height))
    }

    /// Walks the chunks after IHDR to IEND: one running past the end of the data, or less pixel data
    /// (IDAT) than the declared rows can be compressed to, is a shortfall.
    private static func pngShortfall(_ bytes: UnsafeRawBufferPointer, width: Int, height: Int) -> String? {
        var offset = 8, pixelData = 0
        while true {
            guard offset + 12 <= bytes.count else { return "it ends before its IEND chunk" }
            let length = bigEndian(bytes, at: offset, count: 4)
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            guard length <= bytes.count - offset - 12 else {
                return "its \(type) chunk claims \(length) bytes; \(bytes.count - offset - 12) follow"
            }
            if type == "IDAT" { pixelData += length }
            if type == "IEND" { break }
            offset += 12 + length
        }
        // Bits per pixel: the bit depth times the samples of the colour type (grey, RGB, palette,
        // grey and alpha, RGBA); at least one for a type PNG does not define.
        let samples: [UInt8: Int] = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4]
        let bits = max(1, Int(bytes[24]) * (samples[bytes[25]] ?? 1))
        let (rowBits, rowOverflow) = width.multipliedReportingOverflow(by: bits)
        let (filtered, overflow) = ((rowBits + 7) / 8 + 1).multipliedReportingOverflow(by: height)
        let needed = rowOverflow || overflow ? Int.max : filtered / 1032
        return pixelData < needed ? "\(pixelData) bytes of pixel data; at least \(needed) needed" : nil
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
                // SOF0…SOF7 are Huffman-coded, SOF9…SOF15 arithmetic-coded.
                let needed = marker < 0xC9 ? ((width + 7) / 8) * ((height + 7) / 8) / 8 : 0
                let shortfall = count < needed ? "\(count) bytes; at least \(needed) needed" : nil
                return ImageHeader(format: .jpeg, width: width, height: height, shortfall: shortfall)
            }
            i += length
        }
        return nil
    }
}

extension ImageHeader {
    /// The most pixels a decoded image may have: 8192 × 8192 = 67,108,864 (256 MiB of RGBA), in any
    /// shape. Beyond it `UIImage(data:)` gives nil without decoding, as no layer can show more than
    /// 8192 pixels a side anyway (the backing store's and texture cache's limit).
    package static let maximumPixelCount = 8192 * 8192

    /// Whether the declared size is within `maximumPixelCount`.
    package var isWithinBudget: Bool {
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        return !overflow && pixels <= ImageHeader.maximumPixelCount
    }
}
