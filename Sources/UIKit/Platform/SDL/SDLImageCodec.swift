import CSDL2
import Foundation

/// Decodes PNG and JPEG data into `CGImage`s and encodes them again, through SDL2_image: the SDL
/// platform's codec.
package struct SDLImageCodec: ImageCodec {
    package init() {}

    package func decodePixels(_ data: Data) throws(ImageDecodingError) -> CGImage {
        let loaded = data.withUnsafeBytes { bytes -> UnsafeMutablePointer<SDL_Surface>? in
            guard let stream = SDL_RWFromConstMem(bytes.baseAddress, Int32(bytes.count)) else { return nil }
            return IMG_Load_RW(stream, 1)
        }
        guard let loaded else { throw .corrupt(String(cString: SDL_GetError())) }
        defer { SDL_FreeSurface(loaded) }
        guard let converted = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_RGBA32.rawValue, 0) else {
            throw .corrupt(String(cString: SDL_GetError()))
        }
        defer { SDL_FreeSurface(converted) }
        let width = Int(converted.pointee.w), height = Int(converted.pointee.h)
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
    package func encodePNG(rgba: [UInt8], width: Int, height: Int) -> Data? {
        encode(rgba: rgba, width: width, height: height) { IMG_SavePNG_RW($0, $1, 0) }
    }

    /// `rgba` as a JPEG file's bytes; `quality` from 0 (smallest) to 100 (best). Alpha is dropped.
    package func encodeJPEG(rgba: [UInt8], width: Int, height: Int, quality: Int) -> Data? {
        encode(rgba: rgba, width: width, height: height) { IMG_SaveJPG_RW($0, $1, 0, Int32(max(0, min(100, quality)))) }
    }

    private func encode(rgba: [UInt8], width: Int, height: Int,
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
