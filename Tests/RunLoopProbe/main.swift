import UIKit

// A program that never calls UIApplicationMain: it shows a window, then runs RunLoop.main itself,
// as a test or a tool would, and checks that UIKit's work happens there (layout, display, commits,
// display links, animation completions) and that the loop sleeps when there is nothing to do.
// It prints "PASS name" or "FAIL name: why" for each check and exits 0 only if all passed.

let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 160, height: 120))
window.backgroundColor = .white
window.makeKeyAndVisible()
let checks = RunLoopChecks(window: window)
checks.runAll()
exit(checks.failures == 0 ? 0 : 1)
