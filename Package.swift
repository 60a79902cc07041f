// swift-tools-version:6.1
import PackageDescription

// Casement: UIKit's view system for Linux desktops.
// The module map is described in README.md; each system library enters through a tiny shim target.
// Swift Testing ships cross-import overlays for Apple's CoreGraphics and UIKit (`_Testing_UIKit`…),
// which do not exist on Linux; our modules of the same names must not trigger them.
let testSettings: [SwiftSetting] = [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]

let package = Package(
    name: "Casement",
    products: [
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .executable(name: "casement-demos", targets: ["Demos"]),
        .executable(name: "casement-playground", targets: ["Playground"]),
        .executable(name: "casement-l1", targets: ["L1App"]),
        .executable(name: "casement-bench", targets: ["Bench"]),
        .executable(name: "casement-showcase", targets: ["Showcase"]),
    ],
    targets: [
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev", "libsdl2-image-dev"])]),
        .systemLibrary(name: "CGL", pkgConfig: "opengl", providers: [.apt(["libgl-dev"])]),
        .systemLibrary(name: "CCairo", pkgConfig: "pangocairo", providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]),
        .systemLibrary(name: "CRSVG", pkgConfig: "librsvg-2.0", providers: [.apt(["librsvg2-dev"])]),
        // Not a library of its own: the GNU extensions of glibc's libm that Swift's Glibc module leaves out.
        .systemLibrary(name: "CMathExtras"),

        .executableTarget(name: "ShaderEmbedder"),
        .plugin(name: "EmbedShaders", capability: .buildTool(), dependencies: ["ShaderEmbedder"]),
        .target(name: "Shaders", path: "Shaders", exclude: ["glsl"], plugins: ["EmbedShaders"]),
        .target(name: "Assets", path: "Assets", sources: ["Sources"], resources: [.copy("Images")]),

        .target(name: "CoreGraphics", dependencies: ["CCairo"]),
        .target(name: "QuartzCore", dependencies: ["CoreGraphics", "CMathExtras"]),
        // The GL executor of the render tree: the only code that calls OpenGL.
        .target(name: "GLCompositor", dependencies: ["QuartzCore", "CGL", "Shaders"]),
        .target(name: "UIKit", dependencies: ["QuartzCore", "GLCompositor", "CSDL2", "CCairo", "CRSVG", "Assets"]),
        // The demo pages, the launcher and the showcase, shared by the launcher, playground and showcase programs.
        .target(name: "DemoKit", dependencies: ["UIKit"]),
        .executableTarget(name: "Demos", dependencies: ["DemoKit"]),
        .executableTarget(name: "Playground", dependencies: ["DemoKit"]),
        .executableTarget(name: "L1App", dependencies: ["UIKit"]),
        // Two windows on two screens: controls on the main one, a presentation on the external one.
        .executableTarget(name: "Showcase", dependencies: ["DemoKit"]),
        // The benchmarks (not tests): Casement against a bare instanced OpenGL program, and static content.
        .executableTarget(name: "Bench", dependencies: ["UIKit", "GLCompositor", "CSDL2", "CGL", "TestStage"]),
        // A program the tests run to check the main loop for real (not inside a test's dispatch job).
        .executableTarget(name: "MainLoopProbe", dependencies: ["UIKit"], path: "Tests/MainLoopProbe"),
        // A program that shows a window without UIApplicationMain and runs RunLoop.main itself.
        .executableTarget(name: "RunLoopProbe", dependencies: ["UIKit"], path: "Tests/RunLoopProbe"),
        // Seed listing L14 as a real program, which Scripts/l14-unplug.sh runs under weston with two outputs.
        .executableTarget(name: "L14Program", dependencies: ["UIKit"], path: "Tests/L14Program"),
        // A scene-based app as a real program, which Scripts/scene-windows.sh runs under Xvfb.
        .executableTarget(name: "SceneProgram", dependencies: ["UIKit"], path: "Tests/SceneProgram"),

        // A headless screen with a test clock, shared by the QuartzCore and UIKit tests (and the
        // benchmark's frame-builder run, which records commits the same way).
        .target(name: "TestStage", dependencies: ["QuartzCore"], path: "Tests/TestStage"),
        // Random programs of public-API operations with invariants checked as they run: a fixed few in
        // the pixel tests, and `make soak`'s driver, which runs each seed in a child process.
        .target(name: "RandomPrograms", dependencies: ["UIKit", "GLCompositor"], path: "Tests/RandomPrograms"),
        .executableTarget(name: "SoakRunner", dependencies: ["RandomPrograms"], path: "Tests/SoakRunner"),
        .testTarget(name: "CoreGraphicsTests", dependencies: ["CoreGraphics"], swiftSettings: testSettings),
        .testTarget(name: "QuartzCoreTests", dependencies: ["QuartzCore", "TestStage"], swiftSettings: testSettings),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "CSDL2", "TestStage"], swiftSettings: testSettings),
        // App-style code built as an app builds it (`import UIKit`), in Swift 5 and in Swift 6 language
        // mode: the two targets hold links to the same files in Tests/ClientApp.
        .testTarget(name: "ClientAppSwift5Tests", dependencies: ["UIKit", "TestStage"],
                    swiftSettings: testSettings + [.swiftLanguageMode(.v5)]),
        .testTarget(name: "ClientAppSwift6Tests", dependencies: ["UIKit", "TestStage"],
                    swiftSettings: testSettings + [.swiftLanguageMode(.v6)]),
        .testTarget(name: "PixelTests", dependencies: ["UIKit", "GLCompositor", "CSDL2", "DemoKit", "Demos", "Playground", "L1App", "Showcase", "MainLoopProbe", "RunLoopProbe", "TestStage", "RandomPrograms", "SoakRunner"], swiftSettings: testSettings),
    ],
    swiftLanguageModes: [.v6]
)
