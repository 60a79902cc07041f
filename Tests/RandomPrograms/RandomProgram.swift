import Foundation
import GLCompositor
import QuartzCore
import UIKit

/// A random program of public-API operations on views, layers and animations, from a seed, run in
/// batches across run-loop turns in a window drawn synchronously by the real compositor; after each
/// batch the hierarchy's invariants are checked (see `ProgramInvariants`).
@MainActor
package final class RandomProgram {
    /// A broken invariant: where it was found and what broke.
    package struct Violation: CustomStringConvertible {
        package var seed: UInt64
        package var batch: Int
        /// The last operation of the batch before the check.
        package var operation: String
        package var message: String
        package var description: String { "seed \(seed), batch \(batch), after operation \"\(operation)\": \(message)" }
    }

    package let seed: UInt64
    package let hostileInputs: HostileInputs
    /// Prints each operation to standard error before it runs (to find the one a crash happened in).
    package var tracesOperations = false
    var random: SplitMix64
    let driver = RenderDriver(executor: Compositor())
    private let renderer: SynchronousRenderer
    package let window: UIWindow
    /// Every view the program made and still holds, in the window or not.
    var views: [UIView] = []
    /// Every layer the program made itself (not a view's), in a layer tree or not.
    var layers: [CALayer] = []
    /// The property animators the program drives.
    var animators: [UIViewPropertyAnimator] = []
    /// Transactions the program opened and has not closed.
    var openTransactions = 0
    /// The root of a very deep chain of views, removed after the batch that made it; made once a
    /// program at most (a hundred thousand views take seconds to make in a debug build).
    var deepChain: UIView?
    var madeDeepChain = false
    /// Operations run so far, and the description of the last one.
    package private(set) var operations = 0
    package private(set) var batches = 0
    package private(set) var lastOperation = "none"

    /// The program of `seed`, in a new key window of 320×240 points.
    package init(seed: UInt64, hostileInputs: HostileInputs) {
        self.seed = seed
        self.hostileInputs = hostileInputs
        random = SplitMix64(seed: seed)
        renderer = SynchronousRenderer(driver: driver)
        UIApplication.shared.useRenderer(renderer)
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        window.backgroundColor = .white
        window.makeKeyAndVisible()
    }

    /// Closes the window and lets go of everything the program made.
    package func finish() {
        while openTransactions > 0 { CATransaction.commit(); openTransactions -= 1 }
        views.removeAll()
        layers.removeAll()
        animators.removeAll()
        deepChain = nil
        for view in window.subviews { view.removeFromSuperview() }
        window.isHidden = true
        renderer.renderFrame(at: MediaClock.shared.now())
    }

    /// Runs `count` operations, then ends the turn (commit, a frame) and checks the invariants.
    package func runBatch(_ count: Int) -> [Violation] {
        batches += 1
        for _ in 0..<count {
            let operation = nextOperation()
            lastOperation = operation.name
            if tracesOperations { FileHandle.standardError.write(Data("batch \(batches) op \(operations): \(operation.name)\n".utf8)) }
            operation.run()
            operations += 1
        }
        endTurn()
        let found = ProgramInvariants(program: self).check()
        if let deepChain {
            deepChain.removeFromSuperview()
            self.deepChain = nil
            endTurn()
        }
        return found.map { Violation(seed: seed, batch: batches, operation: lastOperation, message: $0) }
    }

    /// The end of a run-loop turn, as the main loop does it: finished animations removed and their
    /// completions called, the implicit transaction committed, then a frame drawn synchronously.
    func endTurn() {
        let now = MediaClock.shared.now()
        CATransaction.state.finishAnimations(at: now)
        CATransaction.commitAtEndOfTurn()
        openTransactions = 0
        renderer.renderFrame(at: now)
        MediaClock.shared.advance(by: 1.0 / 60)
    }

    /// Runs seed `seed` for `operations` operations in batches of `batchSize`, stopping at the first
    /// batch that breaks an invariant; returns the violations and how many operations ran.
    package static func run(seed: UInt64, operations: Int, batchSize: Int = 25, hostileInputs: HostileInputs,
                            tracing: Bool = false) -> (violations: [Violation], operations: Int) {
        let program = RandomProgram(seed: seed, hostileInputs: hostileInputs)
        program.tracesOperations = tracing
        defer { program.finish() }
        while program.operations < operations {
            let found = program.runBatch(min(batchSize, operations - program.operations))
            if !found.isEmpty { return (found, program.operations) }
        }
        return ([], program.operations)
    }
}
