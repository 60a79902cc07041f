import Foundation
import Testing
@testable import UIKit

/// The process's peak resident memory (VmHWM), in bytes, since it was last reset.
func peakResidentBytes() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
          let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "") else { return 0 }
    return kilobytes * 1024
}

/// Resets the peak (VmHWM) to the current resident size ("5" to clear_refs, Linux 4.0 and later).
func resetPeakResidentBytes() {
    try? Data("5".utf8).write(to: URL(filePath: "/proc/self/clear_refs"))
}

/// A PNG file of `chunks` (type and data each), with the signature and correct CRCs.
func pngFile(_ chunks: [(String, [UInt8])]) -> Data {
    var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    for (type, body) in chunks {
        let typed = Array(type.utf8) + body
        data += bigEndian32(body.count) + typed + bigEndian32(Int(pngCRC(typed)))
    }
    return data
}

func bigEndian32(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }

/// The CRC-32 PNG chunks end with (ISO 3309, as zlib computes it).
func pngCRC(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
}

/// A PNG whose header declares `width` × `height` RGBA pixels, holding `idat` as its pixel data.
func pngDeclaring(width: Int, height: Int, idat: [UInt8]) -> Data {
    pngFile([("IHDR", bigEndian32(width) + bigEndian32(height) + [8, 6, 0, 0, 0]), ("IDAT", idat), ("IEND", [])])
}

/// Issue 17: decoding refuses, from the header, bitmaps over the pixel budget and files too short
/// for the pixels they declare — fast, and without committing the memory a decoder would.
@Suite("Image decoding budget", .serialized, .startsClean)
struct ImageBudgetTests {
    /// A zlib stream of a few rows of zeros: real, decodable pixel data, far too little for a big image.
    private static let smallIDAT: [UInt8] = [0x78, 0x9C, 0x63, 0x60, 0x18, 0x05, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00]

    @Test("A small PNG that declares 16384×16384 pixels fails at once with a clear error, committing no memory")
    func hugeDeclaredPNG() {
        let png = pngDeclaring(width: 16384, height: 16384, idat: Self.smallIDAT)
        #expect(png.count < 100)
        resetPeakResidentBytes()
        let start = peakResidentBytes(), clock = ContinuousClock.now
        #expect(throws: ImageDecodingError.tooLarge(width: 16384, height: 16384)) { try SDLImageCodec().decode(png) }
        let elapsed = ContinuousClock.now - clock, grown = peakResidentBytes() - start
        print("16384×16384 PNG of \(png.count) bytes: refused in \(elapsed), peak memory +\(grown >> 20) MiB")
        #expect(elapsed < .milliseconds(100))
        #expect(grown < 64 << 20)
        #expect(ImageDecodingError.tooLarge(width: 16384, height: 16384).description.contains("8192×8192"))
    }

    @Test("Within the budget, a PNG or JPEG too short for the pixels it declares is refused before decoding")
    func declaredMoreThanTheFileHolds() throws {
        let png = pngDeclaring(width: 8000, height: 8000, idat: Self.smallIDAT)
        let jpegURL = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "../../Assets/Images/scene1.jpg")
        var jpeg = [UInt8](try Data(contentsOf: jpegURL))
        // The frame header's height and width (after SOF0's length and precision): 8000 × 8000.
        let isFrameHeader = { (at: Int) -> Bool in jpeg[at] == 0xFF && jpeg[at + 1] == 0xC0 }
        let sof = try #require((2..<jpeg.count - 1).first(where: isFrameHeader))
        jpeg.replaceSubrange(sof + 5..<sof + 9, with: [0x1F, 0x40, 0x1F, 0x40])
        for (name, data) in [("PNG", png), ("JPEG", Data(jpeg))] {
            resetPeakResidentBytes()
            let start = peakResidentBytes(), clock = ContinuousClock.now
            var failure: ImageDecodingError?
            do { _ = try SDLImageCodec().decode(data) } catch { failure = error }
            let elapsed = ContinuousClock.now - clock, grown = peakResidentBytes() - start
            print("8000×8000 \(name) of \(data.count) bytes: \(failure.map { "\($0)" } ?? "decoded") in \(elapsed), peak +\(grown >> 20) MiB")
            #expect(failure?.description.contains("too short for the 8000×8000 pixels") == true, "\(name)")
            #expect(elapsed < .milliseconds(100), "\(name)")
            #expect(grown < 64 << 20, "\(name)")
        }
    }

    @Test("The budget admits 8192×8192 and refuses one pixel more, whatever the shape")
    func budgetEdges() {
        #expect(ImageHeader.maximumPixelCount == 8192 * 8192)
        #expect(ImageHeader(format: .png, width: 8192, height: 8192).isWithinBudget)
        #expect(!ImageHeader(format: .png, width: 8192 * 8192 + 1, height: 1).isWithinBudget)
        #expect(ImageHeader(format: .jpeg, width: 65_535, height: 1024).isWithinBudget)
        #expect(!ImageHeader(format: .png, width: Int(UInt32.max), height: Int(UInt32.max)).isWithinBudget)
    }
}
