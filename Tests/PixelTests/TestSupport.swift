import CSDL2
import Foundation
import Testing

/// The folder holding the built executables (next to the test bundle).
let binDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()

/// Which back end this run drives (set by Scripts/test.sh), for messages.
let backend = ProcessInfo.processInfo.environment["CASEMENT_BACKEND"] ?? ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] ?? "default"

struct ProcessResult {
    var status: Int32
    var stderr: String
    var stdout = ""
}

/// Runs one of the package's executables with extra environment, waiting up to `timeout` seconds
/// (then ending it with SIGTERM). Its output goes to files, not pipes: a program writing more than a
/// pipe holds would otherwise wait for a reader that only reads once it has ended.
func runProduct(_ name: String, _ arguments: [String], environment: [String: String] = [:],
                removing removed: [String] = [], timeout: TimeInterval = 60) throws -> ProcessResult {
    let process = Process()
    process.executableURL = binDirectory.appending(path: name)
    process.arguments = arguments
    var env = ProcessInfo.processInfo.environment
    for key in removed { env[key] = nil }
    env.merge(environment) { $1 }
    process.environment = env
    let folder = FileManager.default.temporaryDirectory.appending(path: "casement-run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let errorsFile = folder.appending(path: "stderr"), outputFile = folder.appending(path: "stdout")
    try Data().write(to: errorsFile)
    try Data().write(to: outputFile)
    let errors = try FileHandle(forWritingTo: errorsFile), output = try FileHandle(forWritingTo: outputFile)
    process.standardError = errors
    process.standardOutput = output
    try process.run()
    try errors.close()
    try output.close()
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
    return ProcessResult(status: process.terminationStatus, stderr: String(decoding: try Data(contentsOf: errorsFile), as: UTF8.self),
                         stdout: String(decoding: try Data(contentsOf: outputFile), as: UTF8.self))
}

/// User and system time of process `pid` so far, in clock ticks.
func processorTicks(of pid: Int32) throws -> Int {
    let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
    // The fields after the command name (which may hold spaces) start after its closing parenthesis.
    let fields = stat[stat.index(after: stat.lastIndex(of: ")")!)...].split(separator: " ")
    return Int(fields[11])! + Int(fields[12])!
}

/// Waits until process `pid` has used no more than a tick of processor time in half a second (a
/// program done starting up, however long a loaded machine made that), or `timeout` seconds.
func waitUntilSettled(_ pid: Int32, timeout: TimeInterval = 20) throws {
    let deadline = Date().addingTimeInterval(timeout)
    var ticks = try processorTicks(of: pid)
    while Date() < deadline {
        Thread.sleep(forTimeInterval: 0.5)
        let now = try processorTicks(of: pid)
        if now - ticks <= 1 { return }
        ticks = now
    }
}

/// A screenshot of demo `demo` at virtual time `at`, through the launcher's command line.
func demoScreenshot(_ demo: String, at: Double = 0.5, size: String = "640x480") throws -> Picture {
    let path = temporaryPNG(demo)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = try runProduct("casement-demos", ["--demo", demo, "--screenshot", path, "--at", String(at), "--size", size])
    #expect(result.status == 0, "casement-demos --demo \(demo) failed on \(backend): \(result.stderr)")
    let picture = try #require(Picture(path: path), "no PNG written on \(backend)")
    #expect(picture.width == Int(size.split(separator: "x")[0]))
    #expect(picture.height == Int(size.split(separator: "x")[1]))
    return picture
}

/// A decoded PNG, RGBA.
struct Picture {
    var width: Int
    var height: Int
    var rgba: [UInt8]

    init?(path: String) {
        guard let loaded = IMG_Load(path) else { return nil }
        defer { SDL_FreeSurface(loaded) }
        guard let surface = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ABGR8888.rawValue, 0) else { return nil }
        defer { SDL_FreeSurface(surface) }
        width = Int(surface.pointee.w)
        height = Int(surface.pointee.h)
        let pitch = Int(surface.pointee.pitch)
        let base = surface.pointee.pixels.assumingMemoryBound(to: UInt8.self)
        var bytes = [UInt8]()
        bytes.reserveCapacity(width * height * 4)
        for row in 0..<height { bytes += UnsafeBufferPointer(start: base + row * pitch, count: width * 4) }
        rgba = bytes
    }

    init(width: Int, height: Int, rgba: [UInt8]) {
        self.width = width; self.height = height; self.rgba = rgba
    }

    /// The colour at (x, y) as RGB.
    func rgb(_ x: Int, _ y: Int) -> RGB {
        let i = (y * width + x) * 4
        return RGB(r: rgba[i], g: rgba[i + 1], b: rgba[i + 2])
    }

    /// How many pixels in `rect` are `color` (within a tolerance for anti-aliasing).
    func count(_ color: RGB, in rect: CGRect) -> Int {
        var n = 0
        for y in Int(rect.minY)..<Int(rect.maxY) { for x in Int(rect.minX)..<Int(rect.maxX) where rgb(x, y).isClose(to: color) { n += 1 } }
        return n
    }
}

struct RGB: Equatable, CustomStringConvertible {
    var r: UInt8, g: UInt8, b: UInt8
    static let white = RGB(r: 255, g: 255, b: 255)
    static let red = RGB(r: 255, g: 0, b: 0)
    static let blue = RGB(r: 0, g: 0, b: 255)
    static let black = RGB(r: 0, g: 0, b: 0)

    func isClose(to other: RGB, tolerance: Int = 8) -> Bool {
        abs(Int(r) - Int(other.r)) <= tolerance && abs(Int(g) - Int(other.g)) <= tolerance && abs(Int(b) - Int(other.b)) <= tolerance
    }
    var description: String { "rgb(\(r),\(g),\(b))" }
}

/// A fresh path for a screenshot.
func temporaryPNG(_ name: String) -> String {
    FileManager.default.temporaryDirectory.appending(path: "casement-\(backend)-\(name)-\(UUID().uuidString).png").path
}
