/// One line of the report: a construct the tool rewrote, or one it could not port and why.
public struct PortNote: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case rewritten
        case notPorted
    }

    public let kind: Kind
    /// 1-based line and column of the construct in the original file.
    public let line: Int
    public let column: Int
    /// The construct as written, shortened to one line.
    public let construct: String
    /// For a rewrite, what it became; for the rest, why it could not be ported and what to write instead.
    public let detail: String
}
