import Foundation

/// What an application asking to destroy a scene's session may say about it (nothing Casement uses).
@MainActor
open class UISceneDestructionRequestOptions: NSObject {
    public override init() { super.init() }
}
