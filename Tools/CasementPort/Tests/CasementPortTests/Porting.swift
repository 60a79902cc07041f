import CasementPortKit

/// Ports `source` as the file "View.swift", beside `others` (other files of the same run).
func port(_ source: String, beside others: [String] = [], options: PortOptions = PortOptions()) -> PortedFile {
    let sources = [Porter.Source(path: "View.swift", text: source)]
        + others.enumerated().map { Porter.Source(path: "Other\($0.offset).swift", text: $0.element) }
    return Porter.port(sources, options: options)[0]
}

extension PortedFile {
    /// The report's not-ported lines, as "line:column: construct".
    var unported: [String] {
        notes.filter { $0.kind == .notPorted }.map { "\($0.line):\($0.column): \($0.construct)" }
    }
}
