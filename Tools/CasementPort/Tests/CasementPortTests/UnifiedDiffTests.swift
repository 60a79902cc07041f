import CasementPortKit
import Testing

@Suite struct UnifiedDiffTests {
    @Test func hunkWithContext() {
        let old = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let new = old.split(separator: "\n").map { $0 == "line 5" ? "line five" : $0 }.joined(separator: "\n") + "\n"
        #expect(UnifiedDiff.text(from: old, to: new, path: "A.swift") == """
            --- a/A.swift
            +++ b/A.swift
            @@ -2,7 +2,7 @@
             line 2
             line 3
             line 4
            -line 5
            +line five
             line 6
             line 7
             line 8

            """)
    }

    @Test func equalTextsHaveNoDiff() {
        #expect(UnifiedDiff.text(from: "a\n", to: "a\n", path: "A.swift") == "")
    }
}
