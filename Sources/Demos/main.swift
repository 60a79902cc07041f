import DemoKit

// casement-demos: the demo launcher (see DemoCommandLine for its command line).
MainActor.assumeIsolated {
    DemoLauncher.main(arguments: CommandLine.arguments)
}
