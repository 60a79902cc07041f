import Foundation
import TestStage
import Testing
@testable import QuartzCore
@testable import UIKit

/// The debugging key chords (Control-Option with a letter), through the headless platform.
@Suite("Debug key chords", .serialized, .startsClean)
@MainActor
struct DebugKeyChordTests {
    @Test("Control-Option-B switches the blended overlay on and off; -T the hit areas; -S slow animations; no press reaches the app")
    func chords() throws {
        try withKeyWindow { window, input in
            let field = focusedField(in: window)
            let sink = RecordingSink(), previousSink = CATransaction.state.sink
            CATransaction.state.sink = sink
            defer { CATransaction.state.sink = previousSink }
            @MainActor func overlaysSent() -> DebugOverlays? {
                CATransaction.flush()
                return sink.transactions.last?.overlays
            }
            input.type(.keyboardB, [.control, .alternate])
            #expect(overlaysSent() == .blended)
            input.type(.keyboardB, [.control, .alternate])
            #expect(overlaysSent() == [])
            input.type(.keyboardT, [.control, .alternate])
            #expect(overlaysSent() == .hits && CATransaction.state.hitAreaSource != nil)
            input.type(.keyboardT, [.control, .alternate])
            #expect(overlaysSent() == [] && CATransaction.state.hitAreaSource == nil)
            input.type(.keyboardS, [.control, .alternate])
            #expect(CATransaction.state.animationSpeed == 0.1)
            input.type(.keyboardS, [.control, .alternate])
            #expect(CATransaction.state.animationSpeed == 1)
            #expect(field.log.lines.isEmpty, "chords are no presses")
            input.type(.keyboardB, [.control])
            #expect(field.log.lines == ["began field b", "ended field b"], "Control-B alone is an ordinary key")
        }
    }

    @Test("The hierarchy dump lists the views and the layers with their presentation values")
    func hierarchy() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 80))
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        view.alpha = 0.5
        window.addSubview(view)
        let text = HierarchyDump.text(of: window)
        #expect(text.contains("<UIView; frame = (10 20; 30 40); alpha = 0.5"))
        #expect(text.contains("   | <CALayer; position = (25 40); bounds = (0 0; 30 40); opacity = 0.5>"))
    }
}
