import Foundation
import RandomPrograms

// `make soak`: random programs (see RandomProgram) on new seeds, each seed in a child process so
// that a crash loses nothing but that seed's run, which is reported with the operation it died in.
//   SoakRunner                          drives: runs seeds until CASEMENT_SOAK_OPERATIONS are done
//   SoakRunner --seed S --operations N  runs one seed (the child); --trace prints every operation
// Environment: CASEMENT_SOAK_OPERATIONS (all seeds together, default 1,000,000),
// CASEMENT_SOAK_SEED (the first seed, default from the clock), CASEMENT_SOAK_PER_SEED (operations
// of one seed, default 20,000), CASEMENT_SOAK_HOSTILE (see HostileInputs, default all).

let environment = ProcessInfo.processInfo.environment
let arguments = CommandLine.arguments

/// Prints `text` at once (a line per seed as it ends, also into a file).
func say(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
}

func number(_ name: String, default value: UInt64) -> UInt64 {
    environment[name].flatMap { UInt64($0.replacingOccurrences(of: "_", with: "")) } ?? value
}

func argument(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
}

guard let hostileInputs = HostileInputs(naming: environment["CASEMENT_SOAK_HOSTILE"] ?? "all") else {
    say("CASEMENT_SOAK_HOSTILE: all, none, or a list of nonFinite,farOffscreen,perspective,openTransaction,deepHierarchy")
    exit(2)
}

if let seedText = argument("--seed"), let seed = UInt64(seedText) {
    let operations = Int(argument("--operations") ?? "") ?? 20_000
    let (violations, ran) = MainActor.assumeIsolated {
        RandomProgram.run(seed: seed, operations: operations, hostileInputs: hostileInputs, tracing: arguments.contains("--trace"))
    }
    FileHandle.standardError.write(Data("ran: \(ran) operations\n".utf8))
    for violation in violations { FileHandle.standardError.write(Data("violation: \(violation)\n".utf8)) }
    exit(violations.isEmpty ? 0 : 1)
}

/// The result of one seed's child process: its exit status, and what it wrote on standard error
/// (violations, diagnostics, a crash's backtrace).
struct SeedRun {
    var status: Int32
    var crashed: Bool
    var errors: String

    /// The operations the child ran (it stops at the first batch that breaks an invariant).
    var operationsRun: UInt64? {
        errors.split(separator: "\n").last { $0.hasPrefix("ran: ") }.flatMap { UInt64($0.dropFirst(5).prefix { $0.isNumber }) }
    }
}

/// Runs seed `seed` in a child process (offscreen, virtual clock: the same seed replays exactly).
func runChild(seed: UInt64, operations: UInt64, trace: Bool) -> SeedRun {
    let child = Process()
    child.executableURL = URL(fileURLWithPath: arguments[0])
    child.arguments = ["--seed", String(seed), "--operations", String(operations)] + (trace ? ["--trace"] : [])
    var env = environment
    env["SDL_VIDEODRIVER"] = "offscreen"
    env["CASEMENT_CLOCK"] = "virtual"
    env["SWIFT_DETERMINISTIC_HASHING"] = "1"
    env["DISPLAY"] = nil
    env["WAYLAND_DISPLAY"] = nil
    // A crash's backtrace: the crashed thread, briefly (suspending llvmpipe's threads takes seconds).
    env["SWIFT_BACKTRACE"] = "interactive=no,threads=crashed,images=none,limit=40,top=12"
    child.environment = env
    let errorsFile = FileManager.default.temporaryDirectory.appending(path: "casement-soak-\(getpid())-\(seed).err")
    _ = FileManager.default.createFile(atPath: errorsFile.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: errorsFile) }
    child.standardError = try? FileHandle(forWritingTo: errorsFile)
    do { try child.run() } catch { return SeedRun(status: -1, crashed: true, errors: "cannot start: \(error)") }
    child.waitUntilExit()
    let errors = (try? String(contentsOf: errorsFile, encoding: .utf8)) ?? ""
    let crashed = child.terminationReason == .uncaughtSignal || ![0, 1].contains(child.terminationStatus)
    return SeedRun(status: child.terminationStatus, crashed: crashed, errors: errors)
}

/// Where a crash happened in Casement: the first frame of the backtrace in one of our source files,
/// as "function (File.swift:line:column)".
func crashSite(_ errors: String) -> String? {
    let ours = errors.split(separator: "\n").first { $0.contains(" at /") && !$0.contains(" in libswift") }
    guard let frame = ours else { return nil }
    let words = frame.split(separator: " ")
    let function = words.first { $0.contains("(") } ?? "?"
    let file = frame.split(separator: "/").last ?? "?"
    return "\(function) (\(file))"
}

let total = number("CASEMENT_SOAK_OPERATIONS", default: 1_000_000)
let perSeed = max(1, number("CASEMENT_SOAK_PER_SEED", default: 20_000))
var seed = number("CASEMENT_SOAK_SEED", default: UInt64(Date().timeIntervalSince1970 * 1000) & 0xFFFF_FFFF)
say("soak: \(total) operations, \(perSeed) a seed, from seed \(seed), hostile inputs: \(hostileInputs.description)")
let start = Date()
var done: UInt64 = 0, ran: UInt64 = 0, seeds = 0, violatingSeeds = 0, crashes: [String] = [], violations: [String] = []
while done < total {
    let operations = min(perSeed, total - done)
    let run = runChild(seed: seed, operations: operations, trace: false)
    seeds += 1
    done += operations
    ran += run.operationsRun ?? 0
    if run.crashed {
        // Replayed with every operation printed: the last one printed is where it died.
        let replay = runChild(seed: seed, operations: operations, trace: true)
        let last = replay.errors.split(separator: "\n").last { $0.hasPrefix("batch ") } ?? "before the first operation"
        ran += last.split(separator: " ").dropFirst(3).first.flatMap { UInt64($0.dropLast()) } ?? 0
        // Where in Casement: the first frame of the backtrace in a source file of ours.
        let place = crashSite(run.errors).map { " in \($0)" } ?? ""
        let line = "seed \(seed) crashed (status \(run.status))\(place) at \(last)"
        crashes.append(line)
        say("CRASH: \(line)")
        let lines = run.errors.split(separator: "\n", omittingEmptySubsequences: false)
        let crashLine = lines.firstIndex { $0.contains("crashed") } ?? max(0, lines.count - 12)
        say(lines[crashLine...].prefix(14).joined(separator: "\n"))
    } else if run.status != 0 {
        let found = run.errors.split(separator: "\n").filter { $0.hasPrefix("violation:") }
        violations += found.map(String.init)
        violatingSeeds += 1
        say("VIOLATION: seed \(seed):\n" + found.prefix(5).joined(separator: "\n"))
    } else {
        say("seed \(seed): \(operations) operations, ok (\(Int(Date().timeIntervalSince(start))) s so far)")
    }
    seed += 1
}
let seconds = Date().timeIntervalSince(start)
say("""
    soak figures: \(ran) operations run (of \(done) planned: a seed stops at its first violation or crash), \(seeds) seeds, \(String(format: "%.0f", seconds)) s wall time, \
    \(crashes.count) crashes, \(violations.count) violations (in \(violatingSeeds) seeds)
    """)
for line in crashes { say("  crash: \(line)") }
for line in violations { say("  \(line)") }
exit(crashes.isEmpty && violations.isEmpty ? 0 : 1)
