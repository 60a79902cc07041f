import UIKit

// casement-demos: the demo launcher. See DemoCommandLine for the command-line contract.
MainActor.assumeIsolated {
    DemoLauncher.main(arguments: CommandLine.arguments)
}
