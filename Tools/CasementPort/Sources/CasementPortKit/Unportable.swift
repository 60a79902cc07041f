/// Why a construct cannot be ported, and what to write instead: one line of the report.
struct Unportable: Error {
    let why: String

    init(_ why: String) {
        self.why = why
    }
}
