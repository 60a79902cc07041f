import DemoKit

// casement-playground: the interactive playground in a window of its own (see DemoCommandLine).
MainActor.assumeIsolated {
    DemoLauncher.playground(arguments: CommandLine.arguments)
}
