import CRSVG
import Foundation

/// Adwaita's symbolic icons (`<name>-symbolic.svg` in the theme's scalable folders, found under
/// each of `XDG_DATA_DIRS`), drawn with librsvg into bitmaps.
enum SymbolArtwork {
    /// Pixels per point of symbol images: sharp on 1× and 2× screens alike.
    static let scale: CGFloat = 2

    /// Every symbolic icon of the theme by name, the first data folder's winning; read once.
    private static let files: [String: String] = {
        let dataFolders = ProcessInfo.processInfo.environment["XDG_DATA_DIRS"].flatMap { $0.isEmpty ? nil : $0 }
            ?? "/usr/local/share:/usr/share"
        var files: [String: String] = [:]
        let manager = FileManager.default
        for folder in dataFolders.split(separator: ":").reversed() {
            let scalable = "\(folder)/icons/Adwaita/scalable"
            for context in (try? manager.contentsOfDirectory(atPath: scalable)) ?? [] {
                for file in (try? manager.contentsOfDirectory(atPath: "\(scalable)/\(context)")) ?? [] where file.hasSuffix("-symbolic.svg") {
                    files[String(file.dropLast("-symbolic.svg".count))] = "\(scalable)/\(context)/\(file)"
                }
            }
        }
        return files
    }()

    /// The icon `icon` drawn to fill `pixels` × `pixels`, its lines thickened for `weight`; nil,
    /// said once, when the theme lacks it or librsvg cannot read it.
    static func bitmap(icon: String, pixels: Int, weight: UIImage.SymbolWeight) -> CGImage? {
        guard let drawn = bitmap(icon: icon, pixels: pixels) else { return nil }
        let spread = CGFloat(pixels) * thickening(weight)
        guard spread > 0, let context = CGContext(pixelWidth: pixels, pixelHeight: pixels, scale: 1) else { return drawn }
        // Drawn again around a circle of `spread` pixels: every line grows by that much each side.
        let square = CGRect(x: 0, y: 0, width: pixels, height: pixels)
        for step in 0..<8 {
            let angle = CGFloat(step) * .pi / 4
            context.draw(drawn, in: square.offsetBy(dx: spread * cos(angle), dy: spread * sin(angle)))
        }
        return context.makeImage()
    }

    /// How much each side of a line grows for `weight`, as a fraction of the symbol's side. Adwaita
    /// draws one weight, about Apple's regular: lighter weights stay as they are. Casement's choice.
    private static func thickening(_ weight: UIImage.SymbolWeight) -> CGFloat {
        switch weight {
        case .medium: 0.01
        case .semibold: 0.02
        case .bold: 0.03
        case .heavy: 0.045
        case .black: 0.06
        default: 0
        }
    }

    /// The icon `icon` drawn to fill `pixels` × `pixels`, as the theme draws it.
    private static func bitmap(icon: String, pixels: Int) -> CGImage? {
        guard let path = files[icon] else {
            Diagnostics.report("UIImage(systemName:): the icon \(icon)-symbolic.svg is not installed (Debian: adwaita-icon-theme); no image", .oncePerMessage)
            return nil
        }
        var error: UnsafeMutablePointer<GError>?
        defer { if let error { g_error_free(error) } }
        guard let handle = rsvg_handle_new_from_file(path, &error) else {
            report(error, reading: path)
            return nil
        }
        defer { g_object_unref(handle) }
        guard let context = CGContext(pixelWidth: pixels, pixelHeight: pixels, scale: 1) else { return nil }
        var drawn = false
        context.drawDirectly { cairo in
            var viewport = RsvgRectangle(x: 0, y: 0, width: Double(pixels), height: Double(pixels))
            drawn = rsvg_handle_render_document(handle, cairo, &viewport, &error) != 0
        }
        guard drawn else {
            report(error, reading: path)
            return nil
        }
        return context.makeImage()
    }

    private static func report(_ error: UnsafeMutablePointer<GError>?, reading path: String) {
        let reason = error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "unknown error"
        Diagnostics.report("UIImage(systemName:): librsvg could not draw \(path): \(reason); no image", .oncePerMessage)
    }
}
