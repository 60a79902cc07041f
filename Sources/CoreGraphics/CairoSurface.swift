internal import CCairo

/// Conversions between Core Graphics values and cairo's.
extension CGAffineTransform {
    /// The equivalent cairo matrix (cairo's xx, yx, xy, yy, x0, y0 are CG's a, b, c, d, tx, ty).
    var cairoMatrix: cairo_matrix_t {
        cairo_matrix_t(xx: Double(a), yx: Double(b), xy: Double(c), yy: Double(d), x0: Double(tx), y0: Double(ty))
    }

    /// Creates a transform from a cairo matrix.
    init(_ m: cairo_matrix_t) {
        self.init(a: CGFloat(m.xx), b: CGFloat(m.yx), c: CGFloat(m.xy), d: CGFloat(m.yy), tx: CGFloat(m.x0), ty: CGFloat(m.y0))
    }
}

extension CGBlendMode {
    /// The cairo operator implementing the blend mode.
    var cairoOperator: cairo_operator_t {
        switch self {
        case .normal, .plusDarker: CAIRO_OPERATOR_OVER
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: CAIRO_OPERATOR_CLEAR
        case .copy: CAIRO_OPERATOR_SOURCE
        case .sourceIn: CAIRO_OPERATOR_IN
        case .sourceOut: CAIRO_OPERATOR_OUT
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: CAIRO_OPERATOR_DEST_IN
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: CAIRO_OPERATOR_DEST_ATOP
        case .xor: CAIRO_OPERATOR_XOR
        case .plusLighter: CAIRO_OPERATOR_ADD
        }
    }
}

extension CGInterpolationQuality {
    /// The cairo filter used when drawing images at this quality.
    var cairoFilter: cairo_filter_t {
        switch self {
        case .none: CAIRO_FILTER_NEAREST
        case .low: CAIRO_FILTER_BILINEAR
        case .default, .medium, .high: CAIRO_FILTER_GOOD
        }
    }
}

/// Owns a cairo ARGB32 image surface and the cairo context drawing into it.
final class CairoSurface {
    /// The largest side cairo's image backend accepts.
    static let maximumSide = 32767

    let surface: OpaquePointer
    let context: OpaquePointer
    let width: Int
    let height: Int

    /// Creates a cleared (transparent) surface, or nil if the size is refused or cairo fails.
    convenience init?(width: Int, height: Int) {
        guard width > 0, height > 0, width <= Self.maximumSide, height <= Self.maximumSide else { return nil }
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        guard stride > 0, CGImage.validatedByteCount(width: width, height: height, bytesPerRow: stride) != nil else { return nil }
        self.init(width: width, height: height) {
            cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        }
    }

    /// Creates a surface drawing into caller-owned premultiplied ARGB32 memory of `bytesPerRow × height`
    /// bytes (its contents are kept), or nil if the geometry is refused or cairo fails.
    convenience init?(data: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int) {
        guard width > 0, height > 0, width <= Self.maximumSide, height <= Self.maximumSide,
              CGImage.validatedByteCount(width: width, height: height, bytesPerRow: bytesPerRow) != nil else { return nil }
        self.init(width: width, height: height) {
            cairo_image_surface_create_for_data(data.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                Int32(width), Int32(height), Int32(bytesPerRow))
        }
    }

    private init?(width: Int, height: Int, makeSurface: () -> OpaquePointer?) {
        guard let surface = makeSurface() else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let context = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        guard cairo_status(context) == CAIRO_STATUS_SUCCESS else {
            cairo_destroy(context)
            cairo_surface_destroy(surface)
            return nil
        }
        self.surface = surface
        self.context = context
        self.width = width
        self.height = height
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// The number of bytes per row of the surface.
    var bytesPerRow: Int { Int(cairo_image_surface_get_stride(surface)) }

    /// Finishes pending drawing so the pixel memory is up to date.
    func flush() {
        cairo_surface_flush(surface)
    }

    /// Calls `body` with the (flushed) pixel memory.
    func withPixels<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        flush()
        let count = bytesPerRow * height
        guard let data = cairo_image_surface_get_data(surface) else {
            return try body(UnsafeRawBufferPointer(start: nil, count: 0))
        }
        return try body(UnsafeRawBufferPointer(start: data, count: count))
    }
}
