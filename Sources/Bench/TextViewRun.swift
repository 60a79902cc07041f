import Foundation
import QuartzCore
import TestStage
import UIKit

/// The text view benchmark (issue 28): the main thread's CPU time from a typed character to the
/// frame that shows it — the text changed, its paragraph laid out again, the caret placed, the
/// visible text drawn and the frame committed — in a text view holding 1 KB of text and in one
/// holding 1 MB, typing in the middle of the text. The cost should follow what changed and what
/// shows, not the length of the text. A few keys first warm the caches and the text drawing up.
@MainActor
enum TextViewRun {
    /// The view's size.
    static let viewSize = CGSize(width: 400, height: 300)

    /// Prints the figures for `keys` keys in each view.
    static func run(keys: Int) {
        print("Text view: a \(Int(viewSize.width)) × \(Int(viewSize.height)) text view of 60-character lines, \(keys) characters typed")
        print("in the middle of its text; main-thread CPU ms from a key to its frame (edit, layout, draw, commit)")
        _ = type(bytes: 1_024, keys: max(1, keys / 4))
        var perKey: [Double] = []
        for bytes in [1_024, 1_048_576] {
            let milliseconds = type(bytes: bytes, keys: keys)
            perKey.append(milliseconds)
            print(String(format: "  %9d bytes: %7.3f ms a key", bytes, milliseconds))
        }
        print(String(format: "  1 MB / 1 KB: %.2f× (goal: within 1.5×)", perKey[1] / perKey[0]))
        pasteTenMegabytes()
    }

    /// Prints the main thread's CPU time to paste 10 MB through the pasteboard and the paste
    /// action (what Ctrl+V calls) into the text view (lines) and a text field (one line), to the
    /// frame that shows the end of it.
    private static func pasteTenMegabytes() {
        let lines = sampleText(bytes: 10_485_760)
        print("Paste of 10 MB (60-character lines; for the field, one line): main-thread CPU ms to the frame that shows its end")
        let textView = UITextView(frame: CGRect(origin: .zero, size: viewSize))
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: viewSize.width, height: 34))
        for (name, view, text) in [("text view", textView as UIView, lines), ("text field", field, lines.replacingOccurrences(of: "\n", with: " "))] {
            let sink = RecordingSink()
            CATransaction.state.sink = sink
            let viewport = Viewport(pointSize: view.bounds.size, pixelWidth: Int(view.bounds.width), pixelHeight: Int(view.bounds.height))
            CATransaction.state.surfaceChanged(.attach(HeadlessTarget(), root: view.layer.layerID, viewport: viewport))
            view.layoutIfNeeded()
            CATransaction.flush()
            UIPasteboard.general.string = text
            let start = MediaClock.threadCPUSeconds()
            if view === textView {
                textView.paste(nil)
                textView.scrollRangeToVisible(textView.selectedRange)
            } else {
                field.paste(nil)
            }
            view.layoutIfNeeded()
            CATransaction.flush()
            let milliseconds = (MediaClock.threadCPUSeconds() - start) * 1000
            let pasted = view === textView ? textView.text.utf16.count : field.text?.utf16.count ?? 0
            print("  \(name): " + String(format: "%9.1f ms (%d UTF-16 units pasted)", milliseconds, pasted))
        }
    }

    /// Lines of words, 60 characters and a line break each, `bytes` long in all.
    static func sampleText(bytes: Int) -> String {
        let line = String("the quick brown fox jumps over the lazy dog and keeps on going ".prefix(60)) + "\n"
        return String(String(repeating: line, count: bytes / line.utf8.count + 1).prefix(bytes))
    }

    /// Types `keys` characters into the middle of a view holding `bytes` of text: CPU ms a key.
    private static func type(bytes: Int, keys: Int) -> Double {
        let sink = RecordingSink()
        CATransaction.state.sink = sink
        let textView = UITextView(frame: CGRect(origin: .zero, size: viewSize))
        let viewport = Viewport(pointSize: viewSize, pixelWidth: Int(viewSize.width), pixelHeight: Int(viewSize.height))
        CATransaction.state.surfaceChanged(.attach(HeadlessTarget(), root: textView.layer.layerID, viewport: viewport))
        textView.layoutIfNeeded()
        textView.text = sampleText(bytes: bytes)
        textView.selectedRange = NSRange(location: bytes / 2, length: 0)
        textView.scrollRangeToVisible(textView.selectedRange)
        textView.layoutIfNeeded()
        CATransaction.flush()
        let start = MediaClock.threadCPUSeconds()
        for _ in 0..<keys {
            textView.insertText("x")
            textView.layoutIfNeeded()
            CATransaction.flush()
            sink.transactions.removeAll(keepingCapacity: true)
        }
        return (MediaClock.threadCPUSeconds() - start) * 1000 / Double(keys)
    }
}
