import Foundation

/// One instance of the application's interface: on the desktop, a window and what it shows (as Mac
/// Catalyst). It connects to a session, tells its delegate, and follows its windows' state: active
/// while one has the keyboard focus, inactive while shown without it, in the background while all
/// are minimised or hidden.
open class UIScene: UIResponder {
    /// Where the scene is in its life (Apple's raw values).
    public enum ActivationState: Int, Sendable {
        case unattached = -1, foregroundActive = 0, foregroundInactive = 1, background = 2
    }

    /// What the system passes a connecting scene (URLs and activities opened with it: none here).
    @MainActor
    open class ConnectionOptions: NSObject {
        override init() { super.init() }
    }

    /// What an application asking for a scene may say about it.
    @MainActor
    open class ActivationRequestOptions: NSObject {
        /// The scene whose window asked (for placing the new one).
        open var requestingScene: UIScene?
        public override init() { super.init() }
    }

    nonisolated public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    nonisolated public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    nonisolated public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    nonisolated public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")

    open private(set) var session: UISceneSession
    /// The scene's delegate (held strongly, as UIKit holds it).
    open var delegate: (any UISceneDelegate)?
    open internal(set) var activationState = ActivationState.unattached
    /// The scene's name for people; its windows' title.
    open var title: String! {
        didSet { for window in (self as? UIWindowScene)?.windows ?? [] { window.platformWindow?.title = title ?? "" } }
    }

    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
    }
}

/// Scenes are told apart by identity, as UIKit's objects are.
extension UIScene: Hashable {
    nonisolated public static func == (lhs: UIScene, rhs: UIScene) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
