import Foundation

/// A scene's session: what the system keeps of one of the application's scenes — its role, its
/// configuration, an identifier — across the scene's connection. On the desktop a session lasts
/// while its window is open (NAVIGATION.md "Scenes", as Mac Catalyst).
@MainActor
open class UISceneSession: NSObject {
    /// What a scene is for (Apple's raw values).
    public struct Role: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The application's interactive windows.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// A window on an external display that takes no input.
        public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    /// The scene connected to the session, while it is.
    open internal(set) weak var scene: UIScene?
    open private(set) var role: Role
    /// The configuration the application delegate chose for the session.
    open internal(set) var configuration: UISceneConfiguration
    /// An identifier unique among the application's sessions.
    open private(set) var persistentIdentifier: String
    /// The application's own state for the session.
    open var userInfo: [String: Any]?

    init(role: Role, configuration: UISceneConfiguration) {
        self.role = role
        self.configuration = configuration
        persistentIdentifier = UUID().uuidString
        super.init()
    }
}
