import CasementPortKit
import Testing

@Suite struct ObjCImportRewriterTests {
    @Test func associatedObjectsNeedOnlyUIKit() {
        let file = port("""
            import UIKit
            import ObjectiveC

            private var badgeKey: UInt8 = 0

            extension UIView {
                var badge: String? {
                    get { objc_getAssociatedObject(self, &badgeKey) as? String }
                    set { objc_setAssociatedObject(self, &badgeKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
                }
            }
            """)
        #expect(file.ported.hasPrefix("import UIKit\n\nprivate var badgeKey"))
        #expect(file.isComplete)
    }

    @Test func fileWithoutUIKitImportsIt() {
        let file = port("import ObjectiveC.runtime\nlet value = objc_getAssociatedObject(owner, &key)\n")
        #expect(file.ported == "import UIKit\nlet value = objc_getAssociatedObject(owner, &key)\n")
    }

    @Test func swizzlingIsReported() {
        let source = """
            import ObjectiveC
            let original = class_getInstanceMethod(UIView.self, #selector(UIView.layoutSubviews))
            """
        let file = port(source)
        #expect(file.ported == source)
        #expect(file.unported == ["1:1: import ObjectiveC", "2:53: #selector(UIView.layoutSubviews)"])
    }
}
