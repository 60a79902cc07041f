import ArgumentParser
import CasementPortKit
import Foundation

/// `casement-port PATH…`: ports the Swift files at the paths (folders searched recursively) in
/// place, into a copy, or as a diff; prints the report; exits 1 when something was not ported.
@main
struct CasementPortCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "casement-port",
        abstract: "Rewrites an iOS project's UIKit sources into the forms Casement compiles on Linux.")

    @Argument(help: "Swift files, or folders searched for them.")
    var paths: [String]

    @Option(name: .long, help: "Write the ported files into this folder (their paths kept) instead of in place.")
    var output: String?

    @Flag(name: .long, help: "Print a unified diff instead of writing; the report goes to standard error.")
    var dryRun = false

    @Flag(name: .customLong("assume-ios"), help: "Rewrite #if os(iOS) and os(tvOS) so their branch is taken on Linux.")
    var assumeIOS = false

    mutating func run() throws {
        let inputs = try paths.flatMap(SourceFinder.files(at:))
        let sources = try inputs.map { Porter.Source(path: $0.path, text: try String(contentsOfFile: $0.path, encoding: .utf8)) }
        let files = Porter.port(sources, options: PortOptions(assumeIOS: assumeIOS))
        for (input, file) in zip(inputs, files) {
            if dryRun {
                print(UnifiedDiff.text(from: file.original, to: file.ported, path: file.path), terminator: "")
            } else if let output {
                try write(file.ported, to: URL(fileURLWithPath: output).appendingPathComponent(input.relativePath).path)
            } else if file.changed {
                try write(file.ported, to: file.path)
            }
        }
        let report = PortReport.text(for: files)
        if dryRun {
            FileHandle.standardError.write(Data(report.utf8))
        } else {
            print(report, terminator: "")
        }
        if files.contains(where: { !$0.isComplete }) { throw ExitCode(1) }
    }

    private func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }
}
