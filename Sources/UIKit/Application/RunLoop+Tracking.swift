import Foundation

extension RunLoop.Mode {
    /// The mode the main run loop runs in while a touch tracks a scroll view (UIKit's
    /// `UITrackingRunLoopMode`): `.default`-mode timers and display links wait, `.common` ones go on.
    public static let tracking = RunLoop.Mode("UITrackingRunLoopMode")
}
