import Foundation
import UIKit

// casement-showcase: a control window on the main display and a presentation window on the
// external one (L14); with one display, the presentation shows in a second window.
//
//     casement-showcase [--screenshot FILE.png] [--at SECONDS]
//
// With --screenshot the program runs on the virtual clock and writes the control window's pixels
// at media time --at (default 0.5), as the demos' screenshots do.
var arguments = CommandLine.arguments.dropFirst().makeIterator()
let usage = "usage: casement-showcase [--screenshot FILE.png] [--at SECONDS]"
while let argument = arguments.next() {
    switch argument {
    case "--screenshot", "--at":
        guard let value = arguments.next() else {
            FileHandle.standardError.write(Data("\(argument) needs a value\n\(usage)\n".utf8))
            exit(2)
        }
        if argument == "--screenshot" {
            setenv("CASEMENT_CLOCK", "virtual", 1)
            setenv("CASEMENT_SCREENSHOT", value, 1)
        } else {
            setenv("CASEMENT_SCREENSHOT_AT", value, 1)
        }
    default:
        FileHandle.standardError.write(Data("\(argument == "--help" ? "" : "unknown argument \(argument)\n")\(usage)\n".utf8))
        exit(argument == "--help" ? 0 : 2)
    }
}
exit(MainActor.assumeIsolated { UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, "Showcase.ShowcaseDelegate") })
