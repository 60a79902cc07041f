import Foundation
@testable import QuartzCore
@testable import UIKit

/// A renderer that draws nothing: commits reach it and are dropped, so windows can open with no GL.
@MainActor
final class DiscardingRenderer: FrameRenderer {
    func submit(_ transaction: RenderTransaction) {}
    func capture(_ target: RenderTarget.ID) -> CapturedFrame? { nil }
    let statistics = RenderStatistics()
    func synchronize() {}
    func stop() {}
}

/// Runs `body` with the shared application on a fresh headless platform (no display server, no
/// SDL) and a renderer that draws nothing; restores where commits went afterwards.
@MainActor
func withHeadlessPlatform<Result>(_ platform: HeadlessPlatform = HeadlessPlatform(),
                                  _ body: (HeadlessPlatform) throws -> Result) rethrows -> Result {
    let application = UIApplication.shared
    let previousSink = CATransaction.state.sink
    application.usePlatform(platform)
    application.useRenderer(DiscardingRenderer())
    defer {
        for window in application.windows { window.isHidden = true }
        CATransaction.flush()
        CATransaction.state.sink = previousSink
    }
    return try body(platform)
}
