import ArgumentParser
import Foundation

/// The Swift files a command-line path names: the file itself, or a folder's, recursively (build
/// folders and hidden ones skipped), each with its path relative to the argument for `--output`.
enum SourceFinder {
    struct Input {
        let path: String
        let relativePath: String
    }

    static func files(at path: String) throws -> [Input] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw ValidationError("no such file or folder: \(path)")
        }
        guard isFolder.boolValue else { return [Input(path: path, relativePath: (path as NSString).lastPathComponent)] }
        let found = FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []
        return found.filter { relative in
            relative.hasSuffix(".swift") && !relative.split(separator: "/").contains { $0.hasPrefix(".") }
        }.sorted().map { Input(path: (path as NSString).appendingPathComponent($0), relativePath: $0) }
    }
}
