/// The outcome of porting one file: its new text and the report's lines for it.
public struct PortedFile: Sendable {
    public let path: String
    public let original: String
    /// The rewritten text; the original when the file could not be parsed.
    public let ported: String
    public let notes: [PortNote]
    /// Set when the file did not parse: it is left untouched.
    public let parseFailure: String?

    /// Whether everything in the file was ported.
    public var isComplete: Bool { parseFailure == nil && !notes.contains { $0.kind == .notPorted } }
    public var changed: Bool { ported != original }
}
