import Foundation
import Testing
@testable import QuartzCore

@Suite("Main-thread checks")
struct MainThreadCheckTests {
    @Test("A layer made off the main thread stops the program with a diagnostic instead of racing")
    func layerOffTheMainThread() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            // What Swift 5 code can do without a compile-time error: reach the layer from another thread.
            let make: @MainActor () -> CALayer = { CALayer() }
            let offMain = unsafeBitCast(make, to: (@Sendable () -> CALayer).self)
            Thread.detachNewThread { _ = offMain() }
            sleep(30)
        }
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(message.contains("Casement: a CALayer created off the main thread"))
    }

    @Test("The main actor counts as the main thread, also on the worker that drains the main queue")
    @MainActor func mainActorIsMain() async {
        #expect(MainThread.isCurrent)
        let elsewhere = await Task.detached { MainThread.isCurrent }.value
        #expect(!elsewhere)
    }
}
