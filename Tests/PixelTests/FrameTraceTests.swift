import Foundation
import GLCompositor
import Testing
@testable import QuartzCore
@testable import UIKit

/// `CASEMENT_TRACE`: the compositor and the commits record their phases.
@Suite("Frame trace", .serialized)
@MainActor
struct FrameTraceTests {
    @Test("A frame's trace holds the main thread's commit phases, each draw(_:) by class, and the render side's phases and counters")
    func phases() throws {
        let recorder = TraceRecorder()
        let renderer = SynchronousRenderer(executor: Compositor(trace: recorder))
        CATransaction.state.trace = recorder
        defer { CATransaction.state.trace = nil }
        let window = openWindow(size: CGSize(width: 100, height: 100), renderer: renderer)
        defer { window.isHidden = true }
        window.addSubview(SwatchView(frame: CGRect(x: 10, y: 10, width: 20, height: 20)))
        for n in 0..<3 { _ = frame(window, renderer, at: Double(n) / 60) }
        let object = try JSONSerialization.jsonObject(with: Data(recorder.json().utf8)) as? [String: Any]
        let events = try #require(object?["traceEvents"] as? [[String: Any]])
        let names = Set(events.compactMap { $0["name"] as? String })
        for phase in ["commit", "layout", "display", "encode", "draw SwatchView", "apply", "upload", "build", "draw", "present", "frame"] {
            #expect(names.contains(phase), "\(phase)")
        }
        #expect(events.filter { $0["name"] as? String == "build" }.count >= 3, "one build a frame")
    }

    @Test("Threaded: an animation's frames are traced on the render thread, its commit on the main thread, each thread named")
    func threaded() throws {
        let recorder = TraceRecorder()
        let renderer = ThreadedRenderer(executor: Compositor(presentsOnWindowThreads: true, trace: recorder), refreshRate: 60)
        CATransaction.state.trace = recorder
        defer { CATransaction.state.trace = nil }
        let window = openWindow(size: CGSize(width: 100, height: 100), renderer: renderer)
        defer { window.isHidden = true }
        let fading = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        fading.backgroundColor = .black
        window.addSubview(fading)
        CATransaction.flush()
        waitForFirstFrame(renderer)
        UIView.animate(withDuration: 0.3) { fading.alpha = 0 }
        CATransaction.flush()
        renderer.synchronize()
        Thread.sleep(forTimeInterval: 0.2)
        let object = try JSONSerialization.jsonObject(with: Data(recorder.json().utf8)) as? [String: Any]
        let events = try #require(object?["traceEvents"] as? [[String: Any]])
        func threads(of name: String) -> Set<Int> { Set(events.filter { $0["name"] as? String == name }.compactMap { $0["tid"] as? Int }) }
        #expect(events.filter { $0["name"] as? String == "build" }.count >= 5, "frames go on while the animation runs")
        #expect(threads(of: "build").count == 1 && threads(of: "commit").count == 1 && threads(of: "build") != threads(of: "commit"))
        let names = Set(events.filter { $0["ph"] as? String == "M" }.compactMap { ($0["args"] as? [String: String])?["name"] })
        #expect(names.contains("render thread") && names.contains("main thread"), "\(names)")
    }
}

