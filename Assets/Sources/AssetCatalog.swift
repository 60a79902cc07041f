import Foundation

/// The images and data shipped in `Assets/Images`, found by name as `UIImage(named:)` expects:
/// the exact file name, or the name with a `.png`, `.jpg` or `.jpeg` extension, in `@3x`, `@2x`
/// or plain (1×) variants.
public enum AssetCatalog {
    /// An asset file and the pixels-per-point its name declares.
    public struct Asset: Equatable, Sendable {
        public var url: URL
        public var scale: Int
    }

    private static let extensions = ["png", "jpg", "jpeg"]
    private static let variantScales = [3, 2, 1]

    /// The asset called `name`, or nil. Among scale variants the sharpest wins: windows on one desktop
    /// can differ in pixel density, and a 2× bitmap shows at the same size in points on a 1× screen.
    public static func asset(named name: String) -> Asset? {
        guard !name.isEmpty, !name.contains("/"), let folder = Bundle.module.resourceURL?.appending(path: "Images") else {
            return nil
        }
        let given = (name as NSString).pathExtension.lowercased()
        let stem = extensions.contains(given) ? (name as NSString).deletingPathExtension : name
        let suffixes = extensions.contains(given) ? [(name as NSString).pathExtension] : extensions
        var candidates: [String] = []
        for suffix in suffixes {
            if scale(ofFileNamed: stem) != nil {
                candidates.append("\(stem).\(suffix)")
            } else {
                candidates += variantScales.map { $0 == 1 ? "\(stem).\(suffix)" : "\(stem)@\($0)x.\(suffix)" }
            }
        }
        if !extensions.contains(given) { candidates.insert(name, at: 0) }
        for candidate in candidates {
            let url = folder.appending(path: candidate)
            if FileManager.default.fileExists(atPath: url.path) {
                return Asset(url: url, scale: scale(ofFileNamed: (candidate as NSString).deletingPathExtension) ?? 1)
            }
        }
        return nil
    }

    /// The scale a file name declares with an `@2x`-style suffix before its extension (nil: none).
    public static func scale(ofFileNamed name: String) -> Int? {
        let stem = ((name as NSString).lastPathComponent as NSString).deletingPathExtension
        guard let at = stem.lastIndex(of: "@"), stem.hasSuffix("x") else { return nil }
        let digits = stem[stem.index(after: at)..<stem.index(before: stem.endIndex)]
        guard !digits.isEmpty, digits.count <= 2, let scale = Int(digits), scale > 0 else { return nil }
        return scale
    }
}
