import CSDL2
import Foundation

/// Why encoded data did not become an image.
package enum ImageDecodingError: Error, Equatable, CustomStringConvertible {
    case empty
    case unrecognizedFormat
    case tooLarge(width: Int, height: Int)
    case truncated(width: Int, height: Int, shortfall: String)
    case corrupt(String)

    package var description: String {
        switch self {
        case .empty: "the data is empty"
        case .unrecognizedFormat: "the data is neither PNG nor JPEG"
        case .tooLarge(let width, let height):
            "the image declares \(width)×\(height) pixels, more than the 8192×8192 (\(ImageHeader.maximumPixelCount)) a decoded image may have"
        case .truncated(let width, let height, let shortfall):
            "the data is too short for the \(width)×\(height) pixels it declares (\(shortfall))"
        case .corrupt(let reason): "the data could not be decoded: \(reason)"
        }
    }
}

/// Decodes PNG and JPEG data into `CGImage`s and encodes them again, through SDL2_image.
package enum SDLImageCodec {
    /// Decodes `data`, checking the size its header declares before decoding any pixels: over the
    /// pixel budget (`ImageHeader.maximumPixelCount`), or more than the data can encode, it is
    /// refused at once, so decoding costs time and memory in proportion to what the file holds.
    package static func decode(_ data: Data) throws(ImageDecodingError) -> CGImage {
        guard !data.isEmpty else { throw .empty }
        guard let header = ImageHeader(data) else { throw .unrecognizedFormat }
        guard header.isWithinBudget, data.count <= Int(Int32.max) else {
            throw .tooLarge(width: header.width, height: header.height)
        }
        if let shortfall = header.shortfall { throw .truncated(width: header.width, height: header.height, shortfall: shortfall) }
        let loaded = data.withUnsafeBytes { bytes -> UnsafeMutablePointer<SDL_Surface>? in
            guard let stream = SDL_RWFromConstMem(bytes.baseAddress, Int32(bytes.count)) else { return nil }
            return IMG_Load_RW(stream, 1)
        }
        guard let loaded else { throw .corrupt(String(cString: SDL_GetError())) }
        defer { SDL_FreeSurface(loaded) }
        guard Int(loaded.pointee.w) == header.width, Int(loaded.pointee.h) == header.height,
              let converted = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_RGBA32.rawValue, 0) else {
            throw .corrupt("the decoded pixels do not match the header")
        }
        defer { SDL_FreeSurface(converted) }
        let width = header.width, height = header.height
        let pitch = Int(converted.pointee.pitch)
        let source = converted.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        var rgba = [UInt8]()
        rgba.reserveCapacity(width * height * 4)
        for row in 0..<height { rgba += UnsafeBufferPointer(start: source + row * pitch, count: width * 4) }
        guard let image = CGImage.fromUnpremultipliedRGBA(width: width, height: height, bytes: rgba) else {
            throw .tooLarge(width: width, height: height)
        }
        return image
    }

    /// `rgba` (tightly packed, unpremultiplied R, G, B, A bytes) as a PNG file's bytes.
    package static func encodePNG(rgba: [UInt8], width: Int, height: Int) -> Data? {
        encode(rgba: rgba, width: width, height: height) { IMG_SavePNG_RW($0, $1, 0) }
    }

    /// `rgba` as a JPEG file's bytes; `quality` from 0 (smallest) to 100 (best). Alpha is dropped.
    package static func encodeJPEG(rgba: [UInt8], width: Int, height: Int, quality: Int) -> Data? {
        encode(rgba: rgba, width: width, height: height) { IMG_SaveJPG_RW($0, $1, 0, Int32(max(0, min(100, quality)))) }
    }

    private static func encode(rgba: [UInt8], width: Int, height: Int,
                               save: (UnsafeMutablePointer<SDL_Surface>, UnsafeMutablePointer<SDL_RWops>) -> Int32) -> Data? {
        guard width > 0, height > 0, rgba.count == width * height * 4,
              width <= Int(Int32.max) / 4, height <= Int(Int32.max) else { return nil }
        var pixels = rgba
        return pixels.withUnsafeMutableBytes { bytes -> Data? in
            guard let surface = SDL_CreateRGBSurfaceWithFormatFrom(bytes.baseAddress, Int32(width), Int32(height), 32,
                                                                   Int32(width * 4), SDL_PIXELFORMAT_RGBA32.rawValue) else { return nil }
            defer { SDL_FreeSurface(surface) }
            return DataWriter.collect { save(surface, $0) == 0 }
        }
    }
}

/// An SDL stream that appends what is written to it to a `Data` (SDL has none that grows).
private final class DataWriter {
    var data = Data()

    /// Runs `write` with a fresh stream; returns what it wrote if it reported success.
    static func collect(_ write: (UnsafeMutablePointer<SDL_RWops>) -> Bool) -> Data? {
        guard let stream = SDL_AllocRW() else { return nil }
        let writer = Unmanaged.passRetained(DataWriter())
        defer {
            writer.release()
            SDL_FreeRW(stream)
        }
        stream.pointee.type = UInt32(SDL_RWOPS_UNKNOWN)
        stream.pointee.hidden.unknown.data1 = writer.toOpaque()
        stream.pointee.size = { _ in -1 }
        stream.pointee.read = { _, _, _, _ in 0 }
        stream.pointee.close = { _ in 0 }
        stream.pointee.write = { stream, source, size, count in
            guard let stream, let source, let writer = DataWriter.from(stream) else { return 0 }
            let (total, overflow) = size.multipliedReportingOverflow(by: count)
            guard !overflow else { return 0 }
            writer.data.append(source.assumingMemoryBound(to: UInt8.self), count: total)
            return count
        }
        // Encoders only ask where they are (tell); the stream cannot move back.
        stream.pointee.seek = { stream, offset, whence in
            guard let stream, let writer = DataWriter.from(stream), offset == 0, whence == RW_SEEK_CUR else { return -1 }
            return Int64(writer.data.count)
        }
        guard write(stream) else { return nil }
        return writer.takeUnretainedValue().data
    }

    private static func from(_ stream: UnsafeMutablePointer<SDL_RWops>) -> DataWriter? {
        stream.pointee.hidden.unknown.data1.map { Unmanaged<DataWriter>.fromOpaque($0).takeUnretainedValue() }
    }
}
