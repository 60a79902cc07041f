import Foundation

/// The images and data shipped in `Assets/Images`, found by name as `UIImage(named:)` expects:
/// the exact file name, or the name with a `.png` or `.jpg` extension.
public enum AssetCatalog {
    /// The file of the asset called `name`, or nil.
    public static func url(named name: String) -> URL? {
        guard !name.isEmpty, !name.contains("/") else { return nil }
        let folder = Bundle.module.resourceURL?.appending(path: "Images")
        let candidates = [name, name + ".png", name + ".jpg", name + ".jpeg"]
        for candidate in candidates {
            guard let url = folder?.appending(path: candidate) else { continue }
            if FileManager.default.fileExists(atPath: url.path) { return url }
        }
        return nil
    }
}
