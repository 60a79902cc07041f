import CasementPortKit
import Testing

@Suite struct DisplayLinkRewriterTests {
    @Test func linkCallsTheMethodFromItsHandler() {
        let file = port("""
            final class Spinner: UIView {
                func start() {
                    link = CADisplayLink(target: self, selector: #selector(step(_:)))
                    other = CADisplayLink(target: self, selector: #selector(redraw))
                }
                @objc func step(_ link: CADisplayLink) {}
                @objc func redraw() {}
            }
            """)
        #expect(file.ported == """
            final class Spinner: UIView {
                func start() {
                    link = CADisplayLink(handler: { link in self.step(link) })
                    other = CADisplayLink(handler: { _ in self.redraw() })
                }
                func step(_ link: CADisplayLink) {}
                func redraw() {}
            }
            """)
    }

    @Test func otherTargetIsReported() {
        let file = port("final class Spinner {\n    let link = CADisplayLink(target: animator, selector: #selector(Animator.step))\n}")
        #expect(file.unported == ["2:16: CADisplayLink(target: animator, selector: #selector(Animator.step))"])
    }
}
