import DemoKit

// casement-showcase: a control window on the main display and a presentation window on the
// external one (L14); with one display, the presentation shows in a second window. Its command line
// is in DemoCommandLine; the same showcase is the launcher's "showcase" page.
MainActor.assumeIsolated {
    DemoLauncher.showcase(arguments: CommandLine.arguments)
}
