import Foundation

/// An activity a scene may be opened with. Linux's Foundation has no `NSUserActivity`; UIKit
/// declares the little its scene calls need (Casement opens no scene for an activity).
open class NSUserActivity: NSObject {
    open private(set) var activityType: String
    open var title: String?
    open var userInfo: [AnyHashable: Any]?

    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }
}
