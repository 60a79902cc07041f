import UIKit

/// Opens a window, posts work of every kind the main loop serves (a display link among them, and
/// timers while the loop runs in the tracking mode), prints what ran, then closes its only window,
/// which must end the program with status 0.
@main
final class ProbeDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private var served: [String] = []
    private var linkTargets: [CFTimeInterval] = []

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        self.window = window
        DispatchQueue.main.async { self.record("main queue") }
        Task { @MainActor in self.record("main-actor task") }
        DispatchQueue.global().async { DispatchQueue.main.async { self.record("main queue from another thread") } }
        _ = Timer.scheduledTimer(withTimeInterval: 0.2, repeats: false) { _ in
            MainActor.assumeIsolated { self.record("timer") }
        }
        trackTimers(in: application)
        CADisplayLink { [unowned self] link in self.tick(link) }.add(to: .main, forMode: .common)
        var returned = false
        UIView.animate(withDuration: 0, animations: { window.alpha = 0.9 }, completion: { _ in
            self.record(returned ? "animation completion" : "animation completion (too early)")
        })
        returned = true
        return true
    }

    /// Runs the loop in the tracking mode for a while: a `.default` timer due meanwhile waits,
    /// a `.common` one fires and ends the tracking, and the waiting one fires after it.
    private func trackTimers(in application: UIApplication) {
        application.pushRunLoopMode(.tracking)
        var commonFired = false
        let defaultTimer = Timer(timeInterval: 0.05, repeats: false) { _ in
            MainActor.assumeIsolated { self.record(commonFired ? "tracking mode" : "tracking mode (default timer fired while tracking)") }
        }
        let commonTimer = Timer(timeInterval: 0.15, repeats: false) { _ in
            MainActor.assumeIsolated {
                commonFired = true
                application.popRunLoopMode(.tracking)
            }
        }
        RunLoop.main.add(defaultTimer, forMode: .default)
        RunLoop.main.add(commonTimer, forMode: .common)
    }

    /// Records six display-link calls, then prints their target times in frames of the display.
    private func tick(_ link: CADisplayLink) {
        linkTargets.append(link.targetTimestamp)
        guard linkTargets.count == 6 else { return }
        link.invalidate()
        let frames = linkTargets.map { target in
            let frame = target / link.duration
            return abs(frame - frame.rounded()) < 1e-6 ? String(Int(frame.rounded())) : String(frame)
        }
        print("display link targets in frames: \(frames.joined(separator: " "))")
        record("display link")
    }

    private func record(_ work: String) {
        served.append(work)
        guard served.count == 7 else { return }
        print("served: \(served.sorted().joined(separator: ", "))")
        window?.isHidden = true
    }
}
