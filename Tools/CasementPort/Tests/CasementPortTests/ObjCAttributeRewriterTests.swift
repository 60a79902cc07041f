import CasementPortKit
import Testing

@Suite struct ObjCAttributeRewriterTests {
    @Test func markersGoWithTheirLineOrTheirSpace() {
        let file = port("""
            @objcMembers
            final class Badge: UIView {
                @IBOutlet weak var label: UILabel!   // the count
                @objc(badgeValue) dynamic var value = 0
                @objc
                func refresh() {}
                @IBAction func reset(_ sender: Any) {}
                @IBInspectable var radius: CGFloat = 4
            }
            """)
        #expect(file.ported == """
            final class Badge: UIView {
                weak var label: UILabel!   // the count
                var value = 0
                func refresh() {}
                @IBAction func reset(_ sender: Any) {}
                var radius: CGFloat = 4
            }
            """)
    }

    @Test func objcNeededByAKeptSelectorStays() {
        let file = port("""
            final class Badge: UIView {
                var pending = #selector(refresh)
                @objc func refresh() {}
                @objc func other() {}
            }
            """)
        #expect(file.ported.contains("    @objc func refresh() {}\n    func other() {}"))
        #expect(file.unported == ["2:19: #selector(refresh)", "3:5: @objc"])
    }

    @Test func managedPropertiesAreReported() {
        let file = port("final class Entry: NSManagedObject {\n    @NSManaged var title: String\n}")
        #expect(file.unported == ["2:5: @NSManaged"])
    }
}
