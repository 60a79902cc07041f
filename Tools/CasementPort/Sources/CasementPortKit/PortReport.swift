/// The report the command prints: per file, what changed and what could not be ported.
public enum PortReport {
    public static func text(for files: [PortedFile]) -> String {
        var lines: [String] = []
        for file in files where file.changed || !file.notes.isEmpty || file.parseFailure != nil {
            lines.append(file.path)
            if let failure = file.parseFailure { lines.append("  \(failure)") }
            for note in file.notes {
                let (kind, separator) = note.kind == .rewritten ? ("rewritten", " ") : ("NOT PORTED", " — ")
                lines.append("  \(file.path):\(note.line):\(note.column): \(kind): \(note.construct)\(separator)\(note.detail)")
            }
        }
        let changed = files.filter(\.changed).count
        let incomplete = files.filter { !$0.isComplete }.count
        lines.append("\(files.count) files: \(changed) changed, \(incomplete) with something not ported")
        return lines.joined(separator: "\n") + "\n"
    }
}
