import Foundation

/// What a new scene is made of: the class of the scene and of its delegate, chosen by the
/// application delegate's `application(_:configurationForConnecting:options:)` (Linux has no
/// Info.plist to name them).
@MainActor
open class UISceneConfiguration: NSObject {
    open private(set) var name: String?
    open private(set) var role: UISceneSession.Role
    /// The scene's class: `UIWindowScene` or a subclass (nil: `UIWindowScene`).
    open var sceneClass: AnyClass?
    /// The class of the scene's delegate, made with `init()` when the scene connects (nil: no delegate).
    open var delegateClass: AnyClass?

    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
        super.init()
    }
}
