import CoreGraphics
import Testing
import UIKit

/// Resets the process-wide state around each test (`ProcessStateReset.toLaunchState`), so no test
/// starts with another's running animation, open transaction, clock or display link. Every suite of
/// UIKitTests and PixelTests carries it (`.startsClean`); what a reset had to stop is reported as
/// "Casement: …" with the test's name. The UIKitTests and PixelTests folders hold links to this file.
struct ProcessStateFixture: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    /// Each test function (each case of a parameterised one) gets a scope; suites pass through.
    func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? { testCase == nil ? nil : self }

    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        await Self.reset(before: true, test.name)
        do {
            try await function()
        } catch {
            await Self.reset(before: false, test.name)
            throw error
        }
        await Self.reset(before: false, test.name)
    }

    @MainActor
    private static func reset(before: Bool, _ name: String) {
        let stopped = ProcessStateReset.toLaunchState()
        guard !stopped.isEmpty else { return }
        Diagnostics.report("\(before ? "before" : "after") test \(name): reset \(stopped.joined(separator: ", "))")
    }
}

extension Trait where Self == ProcessStateFixture {
    /// The test starts with the process-wide state as at launch, and leaves it so.
    static var startsClean: Self { ProcessStateFixture() }
}
