import CasementPortKit
import Testing

@Suite struct KeyPathRewriterTests {
    @Test func typeIsDroppedAndThePathKept() {
        let file = port("""
            let a = CABasicAnimation(keyPath: #keyPath(CALayer.opacity))
            let b = #keyPath(Outer.Inner.layer.cornerRadius)
            let c = #keyPath(layer.shadowOpacity)
            """)
        #expect(file.ported == """
            let a = CABasicAnimation(keyPath: "opacity")
            let b = "layer.cornerRadius"
            let c = "layer.shadowOpacity"
            """)
    }

    @Test func anythingButNamesIsReported() {
        #expect(port("let a = #keyPath(items[0].name)").unported == ["1:9: #keyPath(items[0].name)"])
    }
}
