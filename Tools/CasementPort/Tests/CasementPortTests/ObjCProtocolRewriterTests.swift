import CasementPortKit
import Testing

@Suite struct ObjCProtocolRewriterTests {
    @Test func optionalRequirementsGetDefaultsAndCallSitesLoseTheirQuestionMark() {
        let file = port("""
            @objc protocol PickerDelegate {
                @objc optional func pickerDidCancel(_ picker: Picker)
                @objc optional func picker(_ picker: Picker, titleFor row: Int) -> String?
                func picker(_ picker: Picker, didPick row: Int)
            }

            final class Picker: UIView {
                weak var delegate: PickerDelegate?
                func cancel() { delegate?.pickerDidCancel?(self) }
            }
            """)
        #expect(file.ported == """
            protocol PickerDelegate: AnyObject {
                func pickerDidCancel(_ picker: Picker)
                func picker(_ picker: Picker, titleFor row: Int) -> String?
                func picker(_ picker: Picker, didPick row: Int)
            }

            extension PickerDelegate {
                func pickerDidCancel(_ picker: Picker) {}
                func picker(_ picker: Picker, titleFor row: Int) -> String? { nil }
            }

            final class Picker: UIView {
                weak var delegate: PickerDelegate?
                func cancel() { delegate?.pickerDidCancel(self) }
            }
            """)
    }

    @Test func requirementWithNoObviousDefaultLeavesTheProtocol() {
        let source = """
            @objc protocol Source: NSObjectProtocol {
                @objc optional func count() -> Int
            }
            """
        let file = port(source)
        #expect(file.ported == source)
        #expect(file.unported == ["2:5: @objc optional func count() -> Int"])
    }

    @Test func plainObjCProtocolStaysClassBound() {
        #expect(port("@objc protocol Sink: NSObjectProtocol {}").ported == "protocol Sink: NSObjectProtocol, AnyObject {}")
    }
}
