import Assets
import Foundation
import Synchronization

/// An immutable image: a bitmap, the pixels per point it is meant for, and how it is oriented.
/// Decoding (PNG, JPEG) goes through SDL2_image; images can be made and used on any thread.
open class UIImage: @unchecked Sendable {  // immutable: every stored property is a `let`
    /// The bitmap, as stored (before `imageOrientation` is applied); nil only for `UIImage()`.
    public let cgImage: CGImage?
    /// Pixels per point: 2 for an `@2x` image.
    public let scale: CGFloat
    /// How the bitmap is turned to show upright.
    public let imageOrientation: Orientation
    /// The edges of a resizable image that keep their size when it is stretched (zero: none).
    public let capInsets: UIEdgeInsets
    /// How a resizable image fills the space between its caps.
    public let resizingMode: ResizingMode
    /// Whether views draw the image as it is or as a template in their tint colour.
    public let renderingMode: RenderingMode
    /// The symbol a symbol image (`init(systemName:)`) shows; nil for other images.
    package let symbol: Symbol?

    /// An empty image of size zero.
    public init() {
        cgImage = nil
        scale = 1
        imageOrientation = .up
        capInsets = .zero
        resizingMode = .tile
        renderingMode = .automatic
        symbol = nil
    }

    /// An image showing `cgImage` at one pixel per point.
    public convenience init(cgImage: CGImage) {
        self.init(cgImage: cgImage, scale: 1, orientation: .up)
    }

    /// An image showing `cgImage` at `scale` pixels per point (non-positive scales count as 1), turned by `orientation`.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.init(cgImage: cgImage, scale: scale, orientation: orientation, capInsets: .zero, resizingMode: .tile)
    }

    /// An image with every attribute given (resizable, re-rendered and symbol images are made through this).
    package init(cgImage: CGImage, scale: CGFloat, orientation: Orientation, capInsets: UIEdgeInsets, resizingMode: ResizingMode,
                 renderingMode: RenderingMode = .automatic, symbol: Symbol? = nil) {
        self.cgImage = cgImage
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        imageOrientation = orientation
        self.capInsets = capInsets
        self.resizingMode = resizingMode
        self.renderingMode = renderingMode
        self.symbol = symbol
    }

    /// The image shipped in `Assets/Images` as `name` (extension optional); the sharpest of its
    /// `@3x`/`@2x`/plain variants, with the matching scale. Nil if there is none or it does not decode.
    /// Repeated calls share one image (and so one texture) while it is in use.
    public convenience init?(named name: String) {
        guard let (bitmap, scale) = UIImage.namedBitmap(name) else { return nil }
        self.init(cgImage: bitmap, scale: scale, orientation: .up)
    }

    /// The PNG or JPEG file at `path`; an `@2x` suffix in the file name gives scale 2. Nil if the
    /// file is missing, unreadable or not a valid image.
    public convenience init?(contentsOfFile path: String) {
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: path), options: .mappedIfSafe) else { return nil }
        self.init(data: data, scale: CGFloat(AssetCatalog.scale(ofFileNamed: path) ?? 1), source: path)
    }

    /// The image encoded in `data` (PNG or JPEG), at one pixel per point; nil if it does not decode,
    /// declares more than 8192 × 8192 pixels (`ImageHeader.maximumPixelCount`) or more than its
    /// bytes can hold — both refused from the header, before decoding.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// The image encoded in `data` (PNG or JPEG), at `scale` pixels per point; nil if it does not decode.
    public convenience init?(data: Data, scale: CGFloat) {
        self.init(data: data, scale: scale, source: "data")
    }

    private convenience init?(data: Data, scale: CGFloat, source: String) {
        guard let bitmap = UIImage.decode(data, source: source) else { return nil }
        self.init(cgImage: bitmap, scale: scale, orientation: .up)
    }

    /// The image's size in points, as shown upright.
    open var size: CGSize {
        guard let cgImage else { return .zero }
        let width = CGFloat(cgImage.width) / scale, height = CGFloat(cgImage.height) / scale
        return imageOrientation.swapsAxes ? CGSize(width: height, height: width) : CGSize(width: width, height: height)
    }

    // MARK: Named images

    /// Bitmaps of named images by file, held weakly: a file decodes once while any image shows it.
    private final class NamedBitmap: @unchecked Sendable {  // only touched under `namedBitmaps`' lock
        weak var bitmap: CGImage?
        let scale: CGFloat
        init(_ bitmap: CGImage, scale: CGFloat) { self.bitmap = bitmap; self.scale = scale }
    }
    private static let namedBitmaps = Mutex<[String: NamedBitmap]>([:])

    /// The bitmap and scale for `name`, decoding the asset unless a live image already holds it.
    private static func namedBitmap(_ name: String) -> (CGImage, CGFloat)? {
        guard let asset = AssetCatalog.asset(named: name) else { return nil }
        let key = asset.url.path
        if let cached = namedBitmaps.withLock({ cache in cache[key].flatMap { entry in entry.bitmap.map { ($0, entry.scale) } } }) {
            return cached
        }
        guard let data = try? Data(contentsOf: asset.url, options: .mappedIfSafe),
              let bitmap = decode(data, source: key) else { return nil }
        let scale = CGFloat(asset.scale)
        return namedBitmaps.withLock { cache in
            if let raced = cache[key], let existing = raced.bitmap { return (existing, raced.scale) }
            cache[key] = NamedBitmap(bitmap, scale: scale)
            return (bitmap, scale)
        }
    }

    /// Decodes `data`, or says on standard error why `source` gave no image.
    private static func decode(_ data: Data, source: String) -> CGImage? {
        do {
            return try PlatformChoice.launch.imageCodec.decode(data)
        } catch {
            Diagnostics.report("UIImage: \(source): \(error); no image")
            return nil
        }
    }
}
