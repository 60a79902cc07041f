import CasementPortKit
import Testing

@Suite struct DelayedPerformRewriterTests {
    @Test func performAfterDelayBecomesAsyncAfter() {
        let file = port("""
            final class Toast: UIView {
                func show(_ item: Item) {
                    perform(#selector(hide), with: nil, afterDelay: 2)
                    self.perform(#selector(present(_:)), with: item, afterDelay: 0.3 * factor)
                }
                @objc func hide() {}
                @objc func present(_ item: Any?) {}
            }
            """)
        #expect(file.ported.contains("""
                    DispatchQueue.main.asyncAfter(deadline: .now() + 2) { self.hide() }
                    DispatchQueue.main.asyncAfter(deadline: .now() + (0.3 * factor)) { [argument = item] in self.present(argument) }
            """))
    }

    @Test func otherReceiverIsReported() {
        let file = port("final class Toast: UIView {\n    func f() { view.perform(#selector(UIView.layoutSubviews), with: nil, afterDelay: 1) }\n}")
        #expect(file.unported == ["2:16: view.perform(#selector(UIView.layoutSubviews), with: nil, afterDelay: 1)"])
    }
}
