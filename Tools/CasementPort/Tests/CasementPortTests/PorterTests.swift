import CasementPortKit
import Testing

@Suite struct PorterTests {
    let source = """
        import UIKit

        /* A header comment,   spaced oddly. */
        @objcMembers class Panel: UIView {   // trailing comment
            func setUp() {
                button.addTarget(self,
                                 action: #selector(save),    // why
                                 for: .touchUpInside)
            }
        \t@objc func save() { print(#keyPath(Panel.layer.opacity)) }
        }
        """

    @Test func everythingOutsideTheRewritesIsKept() {
        #expect(port(source).ported == """
            import UIKit

            /* A header comment,   spaced oddly. */
            class Panel: UIView {   // trailing comment
                func setUp() {
                    button.addTarget(self,
                                     action: Panel.save,    // why
                                     for: .touchUpInside)
                }
            \tfunc save() { print("layer.opacity") }
            }
            """)
    }

    @Test func secondRunChangesNothing() {
        let once = port(source).ported
        let twice = port(once)
        #expect(twice.ported == once)
        #expect(twice.notes.isEmpty)
    }

    @Test func callReplacedWholeKeepsTheRewritesInsideIt() {
        let source = """
            final class Panel: UIView {
                func f() { perform(#selector(show(_:)), with: #keyPath(Panel.layer.opacity), afterDelay: 1) }
                func g() { Timer.scheduledTimer(timeInterval: delegate?.interval?() ?? 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true) }
                @objc func show(_ key: String) {}
                @objc func tick() {}
            }
            @objc protocol PanelDelegate { @objc optional func interval() -> Double? }
            """
        let once = port(source).ported
        #expect(once.contains("""
            { [argument = "layer.opacity"] in self.show(argument) }
            """))
        #expect(once.contains("Timer.scheduledTimer(withTimeInterval: delegate?.interval() ?? 1, repeats: true)"))
        #expect(port(once).ported == once)
    }

    @Test func fileThatDoesNotParseIsLeftUntouched() {
        let broken = "class Panel {\n    func f( { #selector(save) }\n"
        let file = port(broken)
        #expect(file.ported == broken)
        #expect(file.parseFailure != nil)
        #expect(!file.isComplete)
    }

    @Test func reportListsEachNote() {
        let report = PortReport.text(for: [port("let s = #selector(save)\nlet k = #keyPath(a.b)")])
        #expect(report == """
            View.swift
              View.swift:1:9: NOT PORTED: #selector(save) — a selector kept as a value: Linux has no selectors; \
            pass the method reference Type.save (or a closure) where the selector is used
              View.swift:2:9: rewritten: #keyPath(a.b) → "a.b"
            1 files: 1 changed, 1 with something not ported

            """)
    }
}
