import Foundation

/// The platform a program runs on, picked once at launch (`UIApplicationMain` starts it): SDL, or
/// with `CASEMENT_PLATFORM=headless` the headless platform, whose windows draw nowhere and whose
/// images are read and written through cairo, without SDL. Tests install others with
/// `UIApplication.usePlatform(_:)`; images keep the launch platform's codec.
package enum PlatformChoice: String, Sendable {
    case sdl, headless

    /// The process's choice, from its environment.
    package static let launch = PlatformChoice(environment: ProcessInfo.processInfo.environment)

    /// `CASEMENT_PLATFORM`'s value (`sdl` when unset; an unknown value is reported and is `sdl`).
    package init(environment: [String: String]) {
        guard let name = environment["CASEMENT_PLATFORM"], !name.isEmpty else { self = .sdl; return }
        guard let known = PlatformChoice(rawValue: name) else {
            Diagnostics.report("CASEMENT_PLATFORM=\(name) is neither sdl nor headless; using sdl")
            self = .sdl
            return
        }
        self = known
    }

    /// The platform's type, whose codec reads and writes images.
    package var platformType: any Platform.Type {
        switch self {
        case .sdl: SDLPlatform.self
        case .headless: HeadlessPlatform.self
        }
    }

    /// How images are decoded and encoded on this platform.
    package var imageCodec: any ImageCodec { platformType.imageCodec }

    /// Starts the platform (SDL's is one per process).
    @MainActor
    package func start() -> any Platform {
        switch self {
        case .sdl: SDLPlatform.shared
        case .headless: HeadlessPlatform()
        }
    }
}
