import UIKit

/// The command lines of the launcher and of the playground, a stable contract for tests and scripts:
///
///     casement-demos                          the launcher window
///     casement-demos --list                   prints the demo IDs, one a line
///     casement-demos --demo ID [--screenshot FILE.png] [--at SECONDS] [--size WxH]
///     casement-playground [--screenshot FILE.png] [--at SECONDS] [--size WxH]
///     casement-showcase [--screenshot FILE.png] [--at SECONDS]
///
/// With `--screenshot`, the demo runs on the virtual clock (1/60 s per frame), its window's pixels
/// at media time `--at` (default 0.5) are written as a PNG, and the program exits 0. The showcase's
/// screenshot (`casement-showcase`, or `casement-demos --demo showcase`) is of its control window.
struct DemoCommandLine: Equatable {
    enum Mode: Equatable { case launcher, list, demo(String) }

    /// Which program's command line: the launcher's, the playground's or the showcase's (their one
    /// page, no `--demo`; the showcase's windows have their own sizes, no `--size`).
    enum Program {
        case launcher, playground, showcase

        var usage: String {
            switch self {
            case .launcher: "usage: casement-demos [--list] [--demo ID [--screenshot FILE.png] [--at SECONDS] [--size WxH]]"
            case .playground: "usage: casement-playground [--screenshot FILE.png] [--at SECONDS] [--size WxH]"
            case .showcase: "usage: casement-showcase [--screenshot FILE.png] [--at SECONDS]"
            }
        }
    }

    var mode = Mode.launcher
    var screenshot: String?
    var at = 0.5
    var size = CGSize(width: 640, height: 480)

    struct UsageError: Error, CustomStringConvertible {
        let description: String
    }

    init() {}

    init(arguments: [String], program: Program = .launcher) throws {
        let usage = program.usage
        switch program {
        case .launcher: break
        case .playground:
            mode = .demo(PlaygroundPage.demoID)
            size = PlaygroundPage.preferredSize
        case .showcase: mode = .demo(ShowcasePage.demoID)
        }
        var rest = arguments.makeIterator()
        func value(for option: String) throws -> String {
            guard let value = rest.next() else { throw UsageError(description: "\(option) needs a value\n\(usage)") }
            return value
        }
        while let argument = rest.next() {
            switch argument {
            case "--list" where program == .launcher: mode = .list
            case "--demo" where program == .launcher:
                let id = try value(for: argument)
                guard DemoCatalog.demo(id: id) != nil else {
                    throw UsageError(description: "no demo \(id); the demos are \(DemoCatalog.all.map(\.id).joined(separator: ", "))")
                }
                mode = .demo(id)
            case "--screenshot": screenshot = try value(for: argument)
            case "--at":
                let text = try value(for: argument)
                guard let seconds = Double(text), seconds.isFinite, seconds >= 0 else {
                    throw UsageError(description: "--at takes a number of seconds ≥ 0, not \(text)")
                }
                at = seconds
            case "--size" where program != .showcase:
                let text = try value(for: argument)
                let parts = text.lowercased().split(separator: "x").compactMap { Int($0) }
                guard parts.count == 2, (1...16384).contains(parts[0]), (1...16384).contains(parts[1]) else {
                    throw UsageError(description: "--size takes WIDTHxHEIGHT in points (1 to 16384), not \(text)")
                }
                size = CGSize(width: parts[0], height: parts[1])
            case "--help", "-h": throw UsageError(description: usage)
            default: throw UsageError(description: "unknown argument \(argument)\n\(usage)")
            }
        }
        if screenshot != nil, case .launcher = mode {
            throw UsageError(description: "--screenshot needs --demo ID\n\(usage)")
        }
    }
}
