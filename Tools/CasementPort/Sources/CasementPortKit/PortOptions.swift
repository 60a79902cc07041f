/// What the caller chose on the command line.
public struct PortOptions: Sendable {
    /// Rewrite `os(iOS)` and `os(tvOS)` conditions so their branch is taken on Linux.
    public var assumeIOS: Bool

    public init(assumeIOS: Bool = false) {
        self.assumeIOS = assumeIOS
    }
}
