import Foundation

// casement-bench: prints frame rates and CPU time per frame of Casement against a bare OpenGL
// program (animated layers), and the per-frame cost of static content as the scene grows.
// Every figure is measured in a fresh process; ratios compare figures taken in the same run.
//
//   casement-bench [--seconds S] [--rounds R]    the whole benchmark (R alternating runs each, 3 by default)
//   casement-bench --run casement|bare|static|build|transition --variant solid|textured --count N
//                  [--seconds S] [--cover none|pictures|live]
//                                                one measurement, printed as a RESULT line ("build": the
//                                                frame builder alone, no GL, solid only; "transition":
//                                                the solid scene under a cross-dissolve, or not)
//   casement-bench --run push --count N [--seconds S] [--motion none|push]
//                                                the solid scene as a navigation controller's root view,
//                                                alone or under a push or pop every 0.6 s
//   casement-bench --run windows --windows W --count N [--seconds S]
//                                                W windows of N animated layers each: a RESULT line a window
//   casement-bench --run casement … --trace FILE.json
//                                                also keeps a frame trace (CASEMENT_TRACE), writes it, and
//                                                prints a TRACE line: the traced frames of the measured
//                                                interval and their mean duration, beside the RESULT line's
//   casement-bench --run layout                  Auto Layout: the form of issue 25 at 100, 1,000 and 3,333
//                                                rows and 1 … 2,000 independent rows, build and width change
//   casement-bench --run scroll [--seconds S]    a scroll view scrolled every frame holding 10,000 rows against
//                                                100: main-thread and frame-building CPU a frame, quads, ratios
//   casement-bench --run scroll --rows N [--seconds S]
//                                                one scroll view of N rows alone (for callgrind)
//   casement-bench --run lists [--seconds S]     tables of 100 and 1,000,000 rows scrolled 7 pt a frame for
//                                                S × 60 frames: CPU ms a frame and cells made; reloadData of
//                                                1,000,000 rows with estimated heights; a diffable apply of
//                                                10,000 items with 1 % changed, and the diff alone
//   casement-bench --run textview [--seconds S]  S × 60 characters typed into the middle of text views holding
//                                                1 KB and 1 MB: CPU ms from a key to its frame, and their ratio;
//                                                then CPU ms to paste 10 MB into a text view and a text field
//   casement-bench --run compositor --count N --frames F
//                                                F frames of the solid scene drawn on the main thread
//                                                (no render thread): the same work every run, for callgrind

let arguments = Array(CommandLine.arguments.dropFirst())

func value(of flag: String) -> String? {
    guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("casement-bench: \(message)\n".utf8))
    exit(2)
}

var seconds = 3.0
if let text = value(of: "--seconds") {
    guard let number = Double(text), number > 0, number.isFinite else { fail("--seconds takes a positive number") }
    seconds = number
}
if value(of: "--run") == "layout" {
    MainActor.assumeIsolated { LayoutRun.run() }
    exit(0)
}
if value(of: "--run") == "scroll" {
    if let text = value(of: "--rows") {
        guard let rows = Int(text), rows > 0 else { fail("--rows takes a positive whole number") }
        MainActor.assumeIsolated { ScrollRun.run(rows: rows, frames: Int(seconds * 60)) }
    } else {
        MainActor.assumeIsolated { ScrollRun.run(frames: Int(seconds * 60)) }
    }
    exit(0)
}
if value(of: "--run") == "lists" {
    MainActor.assumeIsolated { ListsRun.run(frames: Int(seconds * 60)) }
    exit(0)
}
if value(of: "--run") == "textview" {
    MainActor.assumeIsolated { TextViewRun.run(keys: Int(seconds * 60)) }
    exit(0)
}
if let kind = value(of: "--run") {
    var variant = BenchVariant.solid
    if let name = value(of: "--variant") {
        guard let named = BenchVariant(rawValue: name) else { fail("unknown variant \(name)") }
        variant = named
    }
    guard let count = value(of: "--count").flatMap(Int.init), count > 0 else { fail("--count takes a positive number") }
    if let path = value(of: "--trace") {
        guard kind == "casement" else { fail("--trace goes with --run casement") }
        let (result, trace) = MainActor.assumeIsolated { TracedRun.run(variant: variant, count: count, seconds: seconds, path: path) }
        print(result.resultLine)
        print(trace)
        exit(0)
    }
    if kind == "windows" {
        guard let windows = value(of: "--windows").flatMap(Int.init), (1...8).contains(windows) else { fail("--windows takes 1 to 8") }
        let results = MainActor.assumeIsolated { SingleRun.casementWindows(variant: variant, count: count, windows: windows, seconds: seconds) }
        for result in results { print(result.resultLine) }
        exit(0)
    }
    let result: Measurement? = MainActor.assumeIsolated {
        switch kind {
        case "casement": return SingleRun.casement(variant: variant, count: count, seconds: seconds)
        case "bare": return SingleRun.bare(variant: variant, count: count, seconds: seconds)
        case "static": return StaticScene.run(count: count, frames: Int(seconds * 100))
        case "build": return FrameBuildRun.run(count: count, frames: Int(seconds * 60))
        case "compositor":
            guard let frames = value(of: "--frames").flatMap(Int.init), frames > 0 else { fail("--frames takes a positive number") }
            return CompositorRun.run(count: count, frames: frames)
        case "push":
            let name = value(of: "--motion") ?? "none"
            guard let motion = PushRun.Motion(rawValue: name) else { fail("unknown motion \(name)") }
            return PushRun.run(count: count, seconds: seconds, motion: motion)
        case "transition":
            let name = value(of: "--cover") ?? "none"
            guard let cover = TransitionRun.Cover(rawValue: name) else { fail("unknown cover \(name)") }
            return TransitionRun.run(count: count, seconds: seconds, cover: cover)
        default: fail("unknown run \(kind)")
        }
    }
    guard let result else { fail("the \(kind) run could not open its window") }
    print(result.resultLine)
    exit(0)
}
var rounds = 3
if let text = value(of: "--rounds") {
    guard let number = Int(text), number > 0 else { fail("--rounds takes a positive whole number") }
    rounds = number
}
BenchDriver(seconds: seconds, rounds: rounds).runAll()
