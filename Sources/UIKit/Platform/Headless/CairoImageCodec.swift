import CCairo
import Foundation

/// The headless platform's codec: PNG read and written through cairo (already Casement's drawing
/// library), so a run without a display server needs no SDL. It reads and writes no JPEG.
package struct CairoImageCodec: ImageCodec {
    package init() {}

    package func decodePixels(_ data: Data) throws(ImageDecodingError) -> CGImage {
        guard ImageHeader(data)?.format == .png else { throw .unsupported("the headless platform reads PNG only, not JPEG") }
        let loaded = data.withUnsafeBytes { bytes in
            var reader = ByteReader(bytes: bytes)
            return withUnsafeMutablePointer(to: &reader) { cairo_image_surface_create_from_png_stream(ByteReader.read, $0) }
        }
        defer { cairo_surface_destroy(loaded) }
        let status = cairo_surface_status(loaded)
        guard status == CAIRO_STATUS_SUCCESS else { throw .corrupt(String(cString: cairo_status_to_string(status))) }
        let width = cairo_image_surface_get_width(loaded), height = cairo_image_surface_get_height(loaded)
        // Cairo loads a PNG as ARGB32, RGB24 or (16 bits a channel) a float format; painted onto
        // ARGB32 each becomes the premultiplied pixels a CGImage holds.
        let target = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)
        defer { cairo_surface_destroy(target) }
        let context = cairo_create(target)
        cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(context, loaded, 0, 0)
        cairo_paint(context)
        cairo_destroy(context)
        cairo_surface_flush(target)
        let stride = Int(cairo_image_surface_get_stride(target))
        guard cairo_surface_status(target) == CAIRO_STATUS_SUCCESS, let pixels = cairo_image_surface_get_data(target),
              let image = CGImage(width: Int(width), height: Int(height), bytesPerRow: stride,
                                  premultipliedBGRA: Array(UnsafeBufferPointer(start: pixels, count: stride * Int(height)))) else {
            throw .tooLarge(width: Int(width), height: Int(height))
        }
        return image
    }

    package func encodePNG(rgba: [UInt8], width: Int, height: Int) -> Data? {
        guard let image = CGImage.fromUnpremultipliedRGBA(width: width, height: height, bytes: rgba) else { return nil }
        var png = Data()
        let status = image.withUnsafeBytes { bytes -> cairo_status_t in
            // Cairo takes a mutable pointer, but writing a PNG only reads the pixels.
            let pixels = UnsafeMutablePointer(mutating: bytes.baseAddress!.assumingMemoryBound(to: UInt8.self))
            let surface = cairo_image_surface_create_for_data(pixels, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(image.bytesPerRow))
            defer { cairo_surface_destroy(surface) }
            return withUnsafeMutablePointer(to: &png) { cairo_surface_write_to_png_stream(surface, Self.append, $0) }
        }
        return status == CAIRO_STATUS_SUCCESS ? png : nil
    }

    package func encodeJPEG(rgba: [UInt8], width: Int, height: Int, quality: Int) -> Data? {
        Diagnostics.report("the headless platform writes PNG only; jpegData(compressionQuality:) returns nil", .oncePerMessage)
        return nil
    }

    /// Cairo's write callback: appends to the `Data` the closure points at.
    private static let append: cairo_write_func_t = { closure, bytes, length in
        guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
        closure.assumingMemoryBound(to: Data.self).pointee.append(bytes, count: Int(length))
        return CAIRO_STATUS_SUCCESS
    }
}

/// The bytes cairo reads a PNG from, and how far it has read.
private struct ByteReader {
    let bytes: UnsafeRawBufferPointer
    var offset = 0

    /// Cairo's read callback: copies the next `length` bytes, or fails at the end of the data.
    static let read: cairo_read_func_t = { closure, destination, length in
        guard let reader = closure?.assumingMemoryBound(to: ByteReader.self), let destination,
              let base = reader.pointee.bytes.baseAddress,
              reader.pointee.bytes.count - reader.pointee.offset >= Int(length) else { return CAIRO_STATUS_READ_ERROR }
        destination.update(from: (base + reader.pointee.offset).assumingMemoryBound(to: UInt8.self), count: Int(length))
        reader.pointee.offset += Int(length)
        return CAIRO_STATUS_SUCCESS
    }
}
