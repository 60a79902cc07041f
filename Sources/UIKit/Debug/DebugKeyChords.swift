import Foundation
import QuartzCore

/// The debugging key chords, Control-Option with a letter, taken before key commands: B, O, R, M,
/// H and T switch the `blended`, `offscreen`, `redraws`, `misaligned`, `hud` and `hits` overlays;
/// S switches slow animations; W writes the frame trace now; D prints the key window's hierarchy.
@MainActor
enum DebugKeyChords {
    /// Whether the chord slowed animations: the launch's setting until the first chord.
    private static var slowAnimations: Bool?

    private static let overlayKeys: [UIKeyboardHIDUsage: DebugOverlays] = [
        .keyboardB: .blended, .keyboardO: .offscreen, .keyboardR: .redraws, .keyboardM: .misaligned,
        .keyboardH: .hud, .keyboardT: .hits,
    ]

    /// Does what `key` asks for when it is a chord; false when it is not one.
    static func handle(_ key: UIKey, in application: UIApplication) -> Bool {
        guard key.modifierFlags.intersection([.control, .alternate, .shift, .command]) == [.control, .alternate] else { return false }
        let debug = application.launch.debug
        if let overlay = overlayKeys[key.keyCode] {
            application.debugOverlays = application.debugOverlays.symmetricDifference(overlay)
            return true
        }
        switch key.keyCode {
        case .keyboardS:
            let slow = !(slowAnimations ?? (debug.animationSpeed != 1))
            slowAnimations = slow
            CATransaction.state.animationSpeed = slow ? (debug.animationSpeed != 1 ? debug.animationSpeed : 0.1) : 1
            Diagnostics.report("animations from now on run at \(CATransaction.state.animationSpeed)×")
        case .keyboardW:
            guard let trace = application.trace, let path = debug.tracePath else {
                Diagnostics.report("no trace is kept: set CASEMENT_TRACE=FILE.json")
                return true
            }
            trace.write(to: path)
            Diagnostics.report("trace written to \(path)")
        case .keyboardD:
            guard let window = application.keyWindow else { return true }
            FileHandle.standardError.write(Data((HierarchyDump.text(of: window) + "\n").utf8))
        default:
            return false
        }
        return true
    }
}
