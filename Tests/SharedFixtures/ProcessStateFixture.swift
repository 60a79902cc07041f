import CoreGraphics
import Testing
import UIKit

/// Resets the process-wide state around each test (`ProcessStateReset.toLaunchState`), so no test
/// starts with another's running animation, open transaction, clock or display link. Every suite of
/// UIKitTests and PixelTests carries it (`.startsClean`); what a reset had to stop is reported as
/// "Casement: …" with the test's name. The UIKitTests and PixelTests folders hold links to this file.
///
/// Tests carrying it run one at a time: Swift Testing runs tests in parallel, and the main actor
/// runs a test's reset and its body as separate jobs, between which another test's body could run
/// and leave state behind (or find a test's clock whose stage is gone).
struct ProcessStateFixture: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    /// Each test function (each case of a parameterised one) gets a scope; suites pass through.
    func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? { testCase == nil ? nil : self }

    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        await Self.turnstile.enter()
        await Self.reset(before: true, test.name)
        var failure: (any Error)?
        do { try await function() } catch { failure = error }
        await Self.reset(before: false, test.name)
        await Self.turnstile.leave()
        if let failure { throw failure }
    }

    private static let turnstile = Turnstile()

    @MainActor
    private static func reset(before: Bool, _ name: String) {
        let stopped = ProcessStateReset.toLaunchState()
        guard !stopped.isEmpty else { return }
        Diagnostics.report("\(before ? "before" : "after") test \(name): reset \(stopped.joined(separator: ", "))")
    }
}

/// Lets one test at a time through, the others waiting in the order they came.
private actor Turnstile {
    private var isBusy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func enter() async {
        guard isBusy else { isBusy = true; return }
        await withCheckedContinuation { waiting.append($0) }
    }

    func leave() {
        if waiting.isEmpty { isBusy = false } else { waiting.removeFirst().resume() }
    }
}

extension Trait where Self == ProcessStateFixture {
    /// The test starts with the process-wide state as at launch, and leaves it so.
    static var startsClean: Self { ProcessStateFixture() }
}
